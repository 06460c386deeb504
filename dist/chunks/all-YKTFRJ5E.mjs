// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as S,b as C,c as H}from"./chunk-UUB33E6C.mjs";import"./chunk-RYQTG3UF.mjs";import{a as b}from"./chunk-IQJYU6BL.mjs";import{a as A}from"./chunk-ZXYVHX23.mjs";import{a as j,d as v,e as R}from"./chunk-7JAX7NCU.mjs";import{B as g,O as y,P as T,m as u,na as x}from"./chunk-76ZWB4QK.mjs";import"./chunk-OV7VUZNS.mjs";import{resolve as P}from"node:path";async function*I(r,n,c){let f=[],o=e=>{let t=c(r[e],e);t.catch(()=>{}),f.push(t)},s=0;for(;s<Math.min(n,r.length);s++)o(s);for(let e=0;e<r.length;e++){let t=await f.shift();s<r.length&&o(s++),yield t}}var L=10,k=2;function B(r,n,c){x(r.command("all"),"all").description(`the handoffs of every session in scope, newest first (at most --limit, default ${L})`).argument("[words...]",'optionally "for <target>" or "to <target>"').addHelpText("after",`
Examples:
  hand-off-session all for codex --limit 3
  hand-off-session all --ndjson --limit 20`).action(async(f,o)=>{let s=S(f,o.for),e=new u(P(n.cwd,o.repo??"."));try{let t=await b(n,o,{cat:e}),p=t.sessions.slice(0,o.limit??L),O=t.repo.topLevel,w=[],a=o.ndjson?await R(n):null,m=!a&&!o.save&&o.json?v(n,"handoffs"):null,E=i=>g(t,i,{target:s,budget:o.budget,raw:o.raw,cat:e}),l=0;for await(let i of I(p,k,d=>A(n,"summarizing",E(d)))){let d=p[l],h={session:T(d),handoff:y(i)};o.copy&&w.push(i.markdown),a?a.write(h):o.save?await H(n,i,{...o,copy:!1},{repoTopLevel:O}):m?m.write(h,new Set([i.markdown])):j(n,`${l>0?`
---

`:""}${i.markdown}`),l++}a?await a.end():m&&m.end({total:t.sessions.length}),o.copy&&await C(n,w.join(`
---

`))}finally{await e.close()}})}export{B as registerAll};
