// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-PPUG6YO6.mjs";import"./chunk-S5EYWPVM.mjs";import"./chunk-7ZPKQG4E.mjs";import"./chunk-6GWIB33N.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-PBORLJHI.mjs";import"./chunk-JH2R7EH7.mjs";import"./chunk-47H66JVW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
