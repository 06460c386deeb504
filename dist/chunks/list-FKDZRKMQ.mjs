// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-J4RYMV2K.mjs";import"./chunk-J6MTNR5I.mjs";import"./chunk-XXXBHTYW.mjs";import"./chunk-KZUGWSNS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-P2MNPPQG.mjs";import"./chunk-I7TGAKWF.mjs";import"./chunk-SQQVXSPW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
