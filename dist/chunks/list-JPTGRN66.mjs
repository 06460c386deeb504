// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-VQ2WU5HH.mjs";import"./chunk-IQD2IIS5.mjs";import"./chunk-JBHV5HHX.mjs";import"./chunk-AWDNIQVK.mjs";import"./chunk-BGFBSQMB.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-HLOYUZGA.mjs";import"./chunk-HWLOBUFY.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
