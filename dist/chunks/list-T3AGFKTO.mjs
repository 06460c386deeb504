// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-B4K5ZRQE.mjs";import"./chunk-VZ6VIWUF.mjs";import"./chunk-DKK6G2BH.mjs";import"./chunk-JS2Y4EC4.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-QNSMYQGN.mjs";import"./chunk-FPXIVB2X.mjs";import"./chunk-VVCZ37L3.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
