// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-5AN6BRGU.mjs";import"./chunk-PFE4B73N.mjs";import"./chunk-T3WLD4GX.mjs";import"./chunk-CBMNLL3Y.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-TOESWANP.mjs";import"./chunk-G4FXU3O6.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
