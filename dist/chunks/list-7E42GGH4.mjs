// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2AP2CQQW.mjs";import"./chunk-IVU6AUE6.mjs";import"./chunk-SM3MILL3.mjs";import"./chunk-JE7WZIAW.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-SJMF7UEJ.mjs";import"./chunk-LWLPOBRA.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
