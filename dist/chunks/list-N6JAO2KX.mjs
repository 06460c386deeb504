// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-7EHAVWDX.mjs";import"./chunk-ZV2HVQRG.mjs";import"./chunk-ANQZJUOT.mjs";import"./chunk-XXZPQ5BJ.mjs";import"./chunk-Z6EAEEWF.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-WHHKVQ2R.mjs";import"./chunk-SCI2XTID.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
