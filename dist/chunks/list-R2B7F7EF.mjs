// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-V5QKUPR7.mjs";import"./chunk-4WK4W6M4.mjs";import"./chunk-M5KLYQ7A.mjs";import"./chunk-HLODWZZN.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-STX3OEK2.mjs";import"./chunk-T4S3CR37.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
