// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-4YWLJEBC.mjs";import"./chunk-GX3XMEOQ.mjs";import"./chunk-O5RJKJQ4.mjs";import"./chunk-GUHZAITY.mjs";import"./chunk-E2QHFVTS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-2IBNDOE2.mjs";import"./chunk-DZ4ORRWP.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
