// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-B4FHANUX.mjs";import"./chunk-L3DSEV4Q.mjs";import"./chunk-DDLYXYXC.mjs";import"./chunk-DXYOOCKC.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-35VXXJZN.mjs";import"./chunk-YHNYPFE2.mjs";import"./chunk-D2WJ7745.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
