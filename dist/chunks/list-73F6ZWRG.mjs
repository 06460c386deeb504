// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-CAJZGBCS.mjs";import"./chunk-AWJ7REQR.mjs";import"./chunk-PUASKHN6.mjs";import"./chunk-VT7G2OHE.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-6X6HQAQW.mjs";import"./chunk-KWZIVEYF.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
