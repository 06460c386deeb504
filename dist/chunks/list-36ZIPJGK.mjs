// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-UOCSSP6D.mjs";import"./chunk-TJUXPYYC.mjs";import"./chunk-UUPQDJPY.mjs";import"./chunk-IZOENB5P.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-B2PR6VIE.mjs";import"./chunk-GDY3JBKT.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
