// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-HRIVXZOZ.mjs";import"./chunk-2D6JQOZS.mjs";import"./chunk-622ZFUYP.mjs";import"./chunk-NTBDQRC3.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-TPW2IR2H.mjs";import"./chunk-HYGOYJOX.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
