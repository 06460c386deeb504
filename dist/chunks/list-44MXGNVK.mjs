// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-BOK75EEU.mjs";import"./chunk-N6DHXQ34.mjs";import"./chunk-23XDJHY7.mjs";import"./chunk-22CEG2HU.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-O4MQXJXM.mjs";import"./chunk-2QXUF3FJ.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
