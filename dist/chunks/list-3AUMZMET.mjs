// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-V3XELLJJ.mjs";import"./chunk-6CMNMLUT.mjs";import"./chunk-AZY5HBSG.mjs";import"./chunk-ULPWNI2E.mjs";import"./chunk-4XWKQOOC.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-3NA43X6S.mjs";import"./chunk-GVCQSOZI.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
