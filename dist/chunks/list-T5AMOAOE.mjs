// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-7YAE3KC6.mjs";import"./chunk-OPINNXAI.mjs";import"./chunk-IR6UQX7R.mjs";import"./chunk-EBHDEVPR.mjs";import"./chunk-OUSIRYLP.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-N7XQFAVL.mjs";import"./chunk-ZKRTQDA5.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
