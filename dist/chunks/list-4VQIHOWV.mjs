// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-XG64OVMY.mjs";import"./chunk-E6PN7ZM4.mjs";import"./chunk-SH4VE7KK.mjs";import"./chunk-L3Q345JZ.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-DJKJ3UMJ.mjs";import"./chunk-L35KE4NE.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
