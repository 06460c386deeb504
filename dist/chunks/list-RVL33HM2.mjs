// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-RB2IUWJV.mjs";import"./chunk-F2YC7EDF.mjs";import"./chunk-4GL6RR7Z.mjs";import"./chunk-HUHLZWHI.mjs";import"./chunk-S7R7CQCB.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-Z5DE6TB2.mjs";import"./chunk-ZEU5K45Y.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
