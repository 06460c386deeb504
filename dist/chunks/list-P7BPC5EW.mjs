// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2DZNKZ3L.mjs";import"./chunk-YHQP7TVC.mjs";import"./chunk-LBL73Q6M.mjs";import"./chunk-W5THG4EX.mjs";import"./chunk-MWRV36N5.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-BKYNJDM5.mjs";import"./chunk-53BZODZO.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
