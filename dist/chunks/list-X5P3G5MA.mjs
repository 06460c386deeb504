// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-DKXA4NKB.mjs";import"./chunk-PI5HQ727.mjs";import"./chunk-GN2UCPVS.mjs";import"./chunk-MSCJCWZO.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-EN4AZDYJ.mjs";import"./chunk-BYVRIHQ6.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
