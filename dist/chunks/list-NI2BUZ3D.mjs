// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-6Z77CUQO.mjs";import"./chunk-ZMADDKUD.mjs";import"./chunk-6H3AL5WE.mjs";import"./chunk-TQTTPZT7.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-WBP7LAFI.mjs";import"./chunk-2AX7I3ER.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
