// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-NTFRUOEN.mjs";import"./chunk-M7W4MCTI.mjs";import"./chunk-WKUQVDNG.mjs";import"./chunk-JKBLN6YK.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-424FVWB6.mjs";import"./chunk-4TDILBZM.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
