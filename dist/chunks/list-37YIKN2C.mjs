// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-S4JB5E4G.mjs";import"./chunk-7AGEFFV7.mjs";import"./chunk-IGM4SUUJ.mjs";import"./chunk-3NT2C6TJ.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-S3DTGUNC.mjs";import"./chunk-LEP6RKAE.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
