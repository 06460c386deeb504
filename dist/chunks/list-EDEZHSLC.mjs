// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-STDWQLVU.mjs";import"./chunk-AMQM2EHJ.mjs";import"./chunk-3U5NRVEY.mjs";import"./chunk-BA4GV6BI.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-3IIRM3QH.mjs";import"./chunk-253PHKWH.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
