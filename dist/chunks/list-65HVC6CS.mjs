// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-4BWFPBQT.mjs";import"./chunk-5S5ECR5C.mjs";import"./chunk-SYHLDYV5.mjs";import"./chunk-MBZU3TO7.mjs";import"./chunk-ZFMG6W4U.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-M7PP6MB5.mjs";import"./chunk-3KIXJG3W.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
