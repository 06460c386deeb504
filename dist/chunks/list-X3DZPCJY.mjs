// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-DQFSIU23.mjs";import"./chunk-VITGHDHD.mjs";import"./chunk-TQTFV3Q5.mjs";import"./chunk-G4LYB5CN.mjs";import"./chunk-PVBAGHIS.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-N3OKQ7NH.mjs";import"./chunk-27LAUGS3.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
