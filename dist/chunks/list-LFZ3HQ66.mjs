// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-J6FN4C27.mjs";import"./chunk-FGI75HIK.mjs";import"./chunk-6JYAJIO3.mjs";import"./chunk-CWXFFIR6.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-MSM76GP5.mjs";import"./chunk-BUWLXGRD.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
