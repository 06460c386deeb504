// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-FYYETFZL.mjs";import"./chunk-MFBFIT34.mjs";import"./chunk-L4UPD2JN.mjs";import"./chunk-J6Z77I47.mjs";import"./chunk-AXALWY3I.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-QMZDNXG2.mjs";import"./chunk-4HN3BGF5.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
