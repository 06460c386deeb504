// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-XVYSF4IX.mjs";import"./chunk-XLMFAKHZ.mjs";import"./chunk-2DFF3323.mjs";import"./chunk-MRWREY2B.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-2JFIJORD.mjs";import"./chunk-VKJXSPFZ.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
