// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-QYT6IZGD.mjs";import"./chunk-F7E426X6.mjs";import"./chunk-7QIDY574.mjs";import"./chunk-EFBGKNSL.mjs";import"./chunk-FVKWFE2T.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-FXAIKSTX.mjs";import"./chunk-H4IXPWHP.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
