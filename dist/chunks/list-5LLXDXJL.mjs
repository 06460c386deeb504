// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2BKKC73W.mjs";import"./chunk-XFY7VAMP.mjs";import"./chunk-3OQYE4GA.mjs";import"./chunk-BE3HCXMB.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-7Y7TGYJ5.mjs";import"./chunk-67IGJ3Q2.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
