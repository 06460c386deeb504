// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-DH4N2H3T.mjs";import"./chunk-UYUYIQ6Y.mjs";import"./chunk-OCIR7L5Y.mjs";import"./chunk-OXWCT6HG.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-ES3LXANR.mjs";import"./chunk-MIWNO3QQ.mjs";import"./chunk-IQ5LVS3C.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
