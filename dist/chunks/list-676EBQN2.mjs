// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-POVE7HTD.mjs";import"./chunk-JFZVPHQX.mjs";import"./chunk-RXKIG7J5.mjs";import"./chunk-5MCMDKCS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-LPAZGJYG.mjs";import"./chunk-7FMZV7HM.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
