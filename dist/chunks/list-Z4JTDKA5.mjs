// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-SBEKHPJD.mjs";import"./chunk-P4SFIWO5.mjs";import"./chunk-VJJSB3LR.mjs";import"./chunk-K2FEQX7G.mjs";import"./chunk-H2U43UCS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-PUT3L22L.mjs";import"./chunk-JHPUD6LE.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
