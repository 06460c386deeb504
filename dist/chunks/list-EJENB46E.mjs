// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-AHWD3SOX.mjs";import"./chunk-QIWCJNHN.mjs";import"./chunk-FIWIH3ZI.mjs";import"./chunk-RYQTG3UF.mjs";import"./chunk-IQJYU6BL.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-7JAX7NCU.mjs";import"./chunk-76ZWB4QK.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
