// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-YYRI4JS5.mjs";import"./chunk-OWS63IC7.mjs";import"./chunk-BRFXHBPV.mjs";import"./chunk-WJ4SLY2I.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-MTMJVYN3.mjs";import"./chunk-GBIXT7BT.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
