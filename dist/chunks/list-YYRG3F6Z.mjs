// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-M5PDQXBU.mjs";import"./chunk-ZQE5CI6J.mjs";import"./chunk-ZELQED2L.mjs";import"./chunk-BXDCI5JJ.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-ZWI2EYPJ.mjs";import"./chunk-XM4J57WQ.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
