// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-OMCRAJ7O.mjs";import"./chunk-C5P7IWGN.mjs";import"./chunk-7W4VCSRP.mjs";import"./chunk-354TRJV7.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-FIOTHQ6C.mjs";import"./chunk-UKQEBPQI.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
