// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-MIJ523SP.mjs";import"./chunk-4UQKCF7T.mjs";import"./chunk-YHVTCYTP.mjs";import"./chunk-MXH6W2MK.mjs";import"./chunk-QNGHC5LU.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-ICEKXCHJ.mjs";import"./chunk-DHUWBVXW.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
