// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-HL47566Y.mjs";import"./chunk-NNOLK67F.mjs";import"./chunk-H7GW6SKY.mjs";import"./chunk-CLH5AOMG.mjs";import"./chunk-4PAM2DBG.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-HJTTUBP5.mjs";import"./chunk-WDJDRNCR.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
