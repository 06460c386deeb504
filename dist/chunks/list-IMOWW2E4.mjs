// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3E4IKAHH.mjs";import"./chunk-SPUBFAQV.mjs";import"./chunk-6ET4SE6N.mjs";import"./chunk-PEWDTXWL.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-R7UPQ7AT.mjs";import"./chunk-FMRAGDAF.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
