// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-LPYUPI65.mjs";import"./chunk-WI3NPQSD.mjs";import"./chunk-WP2YY4S3.mjs";import"./chunk-3DR24WCO.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-H2FER5KA.mjs";import"./chunk-DBUJ2IFB.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
