// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as s}from"./chunk-ZXYVHX23.mjs";import{m as a,u as i,v as n}from"./chunk-4HN3BGF5.mjs";import{resolve as c}from"node:path";async function w(e,r,o={}){let t={repo:r.repo,cwd:e.cwd,prompts:o.prompts,lazy:o.lazy,...o.cat?{cat:o.cat}:{}},p=await s(e,"reading sessions",i(t));return n(p),p}var m=32*1024*1024;async function f(e,r,o){let t=new a(c(e.cwd,r.repo??"."),{keepStreamed:m});try{return await o(t)}finally{await t.close()}}export{w as a,f as b};
