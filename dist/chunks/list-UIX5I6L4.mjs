// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-ORSS4A54.mjs";import"./chunk-AEBMCMQZ.mjs";import"./chunk-VORNNABN.mjs";import"./chunk-OFC6TA57.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-NZ67H54S.mjs";import"./chunk-6BBIA7MY.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
