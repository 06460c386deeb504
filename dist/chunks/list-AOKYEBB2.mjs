// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-F7JRBZFJ.mjs";import"./chunk-W54TLMWA.mjs";import"./chunk-ZM5L5XDU.mjs";import"./chunk-JUF233BJ.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-7LHO7UNY.mjs";import"./chunk-BF6Z5PGH.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
