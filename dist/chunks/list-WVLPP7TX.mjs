// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-MZQOSMTL.mjs";import"./chunk-AZYFK3NV.mjs";import"./chunk-BOCH5H5N.mjs";import"./chunk-2EBASYAF.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-3JL6NMMO.mjs";import"./chunk-UAPL5ADK.mjs";import"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
