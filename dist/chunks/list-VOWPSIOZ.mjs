// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-7JKSN6BV.mjs";import"./chunk-AIEK3JGJ.mjs";import"./chunk-R3C3OJMS.mjs";import"./chunk-LWCKPDGS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-PNN3OED6.mjs";import"./chunk-ZY6GT4ND.mjs";import"./chunk-ACZG5G43.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
