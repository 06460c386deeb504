// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-73AXJKQV.mjs";import"./chunk-BIK7FGLR.mjs";import"./chunk-VOCBS65N.mjs";import"./chunk-Z7IQ75VJ.mjs";import"./chunk-WZZCEEVG.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-ECPBOUVS.mjs";import"./chunk-V26ANSY2.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
