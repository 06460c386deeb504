// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-LZZTD3EX.mjs";import"./chunk-GIUH7YK2.mjs";import"./chunk-SPRENP6A.mjs";import"./chunk-OBHOI2KX.mjs";import"./chunk-EXOLUTFU.mjs";import"./chunk-ZXYVHX23.mjs";import"./chunk-HE7XXF3N.mjs";import"./chunk-GZOMJWYT.mjs";import"./chunk-OV7VUZNS.mjs";export{a as registerList,b as runList,c as shortIdLength};
