// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-TMLVA4BJ.mjs";import"./chunk-2ZVPY3GY.mjs";import"./chunk-4A5DDAAX.mjs";import"./chunk-RNYDJEGM.mjs";import"./chunk-7JPOCUZE.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-44RSOCTJ.mjs";import"./chunk-7XTAJT53.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
