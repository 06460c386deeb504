// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-7UDKLCP6.mjs";import"./chunk-CVXJYGL3.mjs";import"./chunk-2UULKT6C.mjs";import"./chunk-M7QYITA4.mjs";import"./chunk-W3DHUE45.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-SPHUMTBB.mjs";import"./chunk-6WYWXSLI.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
