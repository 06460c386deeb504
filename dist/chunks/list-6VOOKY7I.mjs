// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-RCMNMBK7.mjs";import"./chunk-J5QMEADI.mjs";import"./chunk-PDQENCOL.mjs";import"./chunk-T5KDXQK6.mjs";import"./chunk-R2ICIXIC.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-TQYFTBQV.mjs";import"./chunk-ZPALBYXC.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
