// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-BQR3FAER.mjs";import"./chunk-7CGHZHZW.mjs";import"./chunk-6JQZCLCE.mjs";import"./chunk-I4DHYOXB.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-MZ5GICJ6.mjs";import"./chunk-YBBEVLES.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
