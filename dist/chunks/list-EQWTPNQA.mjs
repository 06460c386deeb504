// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-VD6FR3HN.mjs";import"./chunk-LHXSNER4.mjs";import"./chunk-KGUVSX3Q.mjs";import"./chunk-UT6LPNU4.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-GSUE6H4L.mjs";import"./chunk-7IAP32RV.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
