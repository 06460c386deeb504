// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-IQZGQVN4.mjs";import"./chunk-3HQFZBMF.mjs";import"./chunk-JJ7F2NU7.mjs";import"./chunk-5Z7XTYNH.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-BHB3ISMO.mjs";import"./chunk-A35NWVUW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
