// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-VIYDGYRO.mjs";import"./chunk-VAXMUFQW.mjs";import"./chunk-5XXW7XU5.mjs";import"./chunk-CXKALDCH.mjs";import"./chunk-ZD4ADCLF.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-OOZDUN2A.mjs";import"./chunk-ZKDG2FAP.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
