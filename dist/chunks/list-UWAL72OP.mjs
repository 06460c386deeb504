// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-CYZFEI2M.mjs";import"./chunk-NLLNZJGY.mjs";import"./chunk-AN7H7GIG.mjs";import"./chunk-KKA4MLNQ.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-X4KNOMS3.mjs";import"./chunk-DUB3U6PL.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
