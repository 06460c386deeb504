// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3LOESZNH.mjs";import"./chunk-JWRDPYDN.mjs";import"./chunk-SFNWXS6H.mjs";import"./chunk-SZWL43RD.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-O3OJM266.mjs";import"./chunk-SBMOU2CK.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
