// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-R4HLOIPH.mjs";import"./chunk-LDBQBLNO.mjs";import"./chunk-ECOXGKU4.mjs";import"./chunk-LHMDIBJJ.mjs";import"./chunk-MMQYDZ4T.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-N7IAYLGG.mjs";import"./chunk-7S2BVFTO.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
