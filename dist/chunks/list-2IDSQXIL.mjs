// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-BUEMN5HX.mjs";import"./chunk-WYRSVJGJ.mjs";import"./chunk-JEFXHCUE.mjs";import"./chunk-LWNMJVVS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-TTTNQCUR.mjs";import"./chunk-TOSC7332.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
