// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-Q2MNZG3S.mjs";import"./chunk-CV33PFHU.mjs";import"./chunk-RXN6D23Q.mjs";import"./chunk-3EG76EUG.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-PPN7UR7F.mjs";import"./chunk-YBA2AYNO.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
