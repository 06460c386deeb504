// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-FPQ6OFKS.mjs";import"./chunk-JSUOPYPO.mjs";import"./chunk-JH6KAK55.mjs";import"./chunk-PNLMM32D.mjs";import"./chunk-HPVH7PFF.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-KPFYB37I.mjs";import"./chunk-OHUSTST5.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
