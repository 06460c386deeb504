// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as e,b as r}from"./chunk-LC7FSTCB.mjs";import{readFileSync as s,statSync as c}from"node:fs";import{resolve as f}from"node:path";var m=5*1024*1024;function h(a,o){let i=f(a.cwd,o),n;try{let t=c(i);if(!t.isFile())throw new r(`${o} is not a file`,e.failure);n=t.size}catch(t){throw t instanceof r?t:new r(`cannot read ${o}: ${t.code??"error"}`,e.failure)}if(n>m)throw new r(`${o} is ${n} bytes: too big for a contract file`,e.failure);return{path:i,text:s(i,"utf8")}}export{h as a};
