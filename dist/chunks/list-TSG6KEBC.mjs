// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3YXMFA5Y.mjs";import"./chunk-OOV2NLUH.mjs";import"./chunk-Q32JRS6G.mjs";import"./chunk-HP4H6HHG.mjs";import"./chunk-FDXJU76X.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-RRA5VLI2.mjs";import"./chunk-IELWHGUW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
