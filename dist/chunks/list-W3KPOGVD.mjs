// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-NAM6VZBC.mjs";import"./chunk-M2MMX2TC.mjs";import"./chunk-EQNW3I5K.mjs";import"./chunk-4IWNS4HI.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-XHJGAYAC.mjs";import"./chunk-CXDPLQK2.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
