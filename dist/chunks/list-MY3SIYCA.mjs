// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3SNKKT3X.mjs";import"./chunk-RDU52F5E.mjs";import"./chunk-AMIN46IY.mjs";import"./chunk-FFJRNNKE.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-6747HGL3.mjs";import"./chunk-7DM2DUVT.mjs";import"./chunk-KB4EJEXV.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
