// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as i}from"./chunk-ZXYVHX23.mjs";import{A as c,m as r,z as s}from"./chunk-UKQEBPQI.mjs";import{resolve as a}from"node:path";async function x(o,p,e={}){let t={repo:p.repo,cwd:o.cwd,prompts:e.prompts,lazy:e.lazy,cleanStrings:e.cleanStrings,...e.cat?{cat:e.cat}:{},...e.scope?{scope:e.scope}:{}},n=await i(o,"reading sessions",s(t));return c(n),n}var m=32*1024*1024;async function I(o,p,e){let t=new r(a(o.cwd,p.repo??"."),{keepStreamed:m});try{return await e(t)}finally{await t.close()}}export{x as a,I as b};
