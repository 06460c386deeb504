// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-EUPIKA2S.mjs";import"./chunk-X3JFDFFA.mjs";import"./chunk-H2PCDR77.mjs";import"./chunk-H5O7J6ZR.mjs";import"./chunk-FE5SYN3X.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-2JU3NSOD.mjs";import"./chunk-OV4MSSPH.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
