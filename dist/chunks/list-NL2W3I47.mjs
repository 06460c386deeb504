// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3KHNONN5.mjs";import"./chunk-X74PMVCV.mjs";import"./chunk-CRL33I2M.mjs";import"./chunk-I2NXO54X.mjs";import"./chunk-BQSQFU4H.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-ZZF6A22U.mjs";import"./chunk-D7TP7HKW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
