// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-JVFSYXTE.mjs";import"./chunk-XROKGTL7.mjs";import"./chunk-EYS4Y6Z7.mjs";import"./chunk-LAYQEUES.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-DTUGSET4.mjs";import"./chunk-5XNQE6WO.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
