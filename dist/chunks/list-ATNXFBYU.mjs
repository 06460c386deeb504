// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2Q4K3AMG.mjs";import"./chunk-EOHOGZLV.mjs";import"./chunk-QDYNBEGD.mjs";import"./chunk-OAJAA5U2.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-AM5F73SU.mjs";import"./chunk-CRZYSI6C.mjs";import"./chunk-VI67MC5Y.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
