// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-T4PCKZ5X.mjs";import"./chunk-LUI256YO.mjs";import"./chunk-6EBGPPSA.mjs";import"./chunk-BG27BCEH.mjs";import"./chunk-5D73I5GX.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-CLGVSHZO.mjs";import"./chunk-YH3NXCAX.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
