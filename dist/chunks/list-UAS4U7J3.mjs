// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-344JPAKL.mjs";import"./chunk-Z3YXRRCC.mjs";import"./chunk-T2FZVWCE.mjs";import"./chunk-HY73GTYM.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-B6APXPGQ.mjs";import"./chunk-6IFWFBWG.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
