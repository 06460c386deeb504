// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-NVQ4JRTR.mjs";import"./chunk-CYSGYGU3.mjs";import"./chunk-MYUIYODV.mjs";import"./chunk-GM2GVGJ4.mjs";import"./chunk-C6WHPXLP.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-MF3HG3MS.mjs";import"./chunk-NSXDEYX6.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
