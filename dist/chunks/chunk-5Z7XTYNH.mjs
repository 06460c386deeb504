// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as m}from"./chunk-ZXYVHX23.mjs";import{A as c,m as i,z as a}from"./chunk-A35NWVUW.mjs";import{resolve as l}from"node:path";async function R(t,n,e={}){let{cat:o,scope:r,opened:p}=e,d={repo:n.repo,cwd:t.cwd,prompts:e.prompts,lazy:e.lazy,cleanStrings:e.cleanStrings,...o?{cat:o}:{},...r?{scope:r}:{},...p?{opened:p}:{}},s=await m(t,"reading sessions",a(d));return c(s),s}var y=32*1024*1024;async function f(t,n,e){let o=new i(l(t.cwd,n.repo??"."),{keepStreamed:y});try{return await e(o)}finally{await o.close()}}export{R as a,f as b};
