// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-YI3R3GCV.mjs";import"./chunk-275TVLIE.mjs";import"./chunk-KBHIWUJ2.mjs";import"./chunk-WHJ4S6NN.mjs";import"./chunk-3S7DESC4.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-TTFYEVEG.mjs";import"./chunk-AH3FZH5N.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
