// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-VV5QVOOE.mjs";import"./chunk-KI26GXG3.mjs";import"./chunk-PTDC25NL.mjs";import"./chunk-TFTMPBNH.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-AT3Y3H6Y.mjs";import"./chunk-BEBL33GX.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
