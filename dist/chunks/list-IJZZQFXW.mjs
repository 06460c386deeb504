// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2ZA5XNAW.mjs";import"./chunk-JRRXQQWR.mjs";import"./chunk-MD4TOPA4.mjs";import"./chunk-4QPI4ODW.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-KNOEB4GX.mjs";import"./chunk-ZA57NJYM.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
