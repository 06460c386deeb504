// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-RP24CHKJ.mjs";import"./chunk-TX4BCHC2.mjs";import"./chunk-3YLW6GWX.mjs";import"./chunk-3XYXRPCI.mjs";import"./chunk-EFWP2UF3.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-6DGQUN7M.mjs";import"./chunk-QXNDJC6Z.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
