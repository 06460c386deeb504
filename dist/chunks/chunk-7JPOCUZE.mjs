// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as s}from"./chunk-ZXYVHX23.mjs";import{m as p,w as a,x as i}from"./chunk-7XTAJT53.mjs";import{resolve as c}from"node:path";async function d(o,r,e={}){let t={repo:r.repo,cwd:o.cwd,prompts:e.prompts,lazy:e.lazy,cleanStrings:e.cleanStrings,...e.cat?{cat:e.cat}:{}},n=await s(o,"reading sessions",a(t));return i(n),n}var m=32*1024*1024;async function f(o,r,e){let t=new p(c(o.cwd,r.repo??"."),{keepStreamed:m});try{return await e(t)}finally{await t.close()}}export{d as a,f as b};
