// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-6Y4KXLCG.mjs";import"./chunk-IUTD5GFV.mjs";import"./chunk-TDXDGZJX.mjs";import"./chunk-J3WL5GNW.mjs";import"./chunk-UV3KEJQN.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-5MBQEMMD.mjs";import"./chunk-EXO2GKL3.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
