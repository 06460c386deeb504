// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-DNOMDN27.mjs";import"./chunk-6USUW3BG.mjs";import"./chunk-N6TWQ23E.mjs";import"./chunk-6B3DPRK4.mjs";import"./chunk-FN7UNZ3K.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-3N4VNJMG.mjs";import"./chunk-YSZJGHVC.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
