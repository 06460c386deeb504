// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-A3VQ465H.mjs";import"./chunk-FMAVAXFY.mjs";import"./chunk-6DNUYQWN.mjs";import"./chunk-WCUGVYKF.mjs";import"./chunk-STWUFSEU.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-NKKKBFMJ.mjs";import"./chunk-ULGENMLR.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
