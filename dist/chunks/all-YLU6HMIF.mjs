// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as C,b as H,c as S}from"./chunk-LXQXVFUG.mjs";import"./chunk-6B3DPRK4.mjs";import{a as b}from"./chunk-FN7UNZ3K.mjs";import{a as A}from"./chunk-ZXYVHX23.mjs";import{a as j,c as R,d as v}from"./chunk-3N4VNJMG.mjs";import{B as g,O as y,P as T,m as w,na as x}from"./chunk-YSZJGHVC.mjs";import"./chunk-OV7VUZNS.mjs";import{resolve as P}from"node:path";async function*I(i,n,d){let a=[],o=e=>{let t=d(i[e],e);t.catch(()=>{}),a.push(t)},s=0;for(;s<Math.min(n,i.length);s++)o(s);for(let e=0;e<i.length;e++){let t=await a.shift();s<i.length&&o(s++),yield t}}var O=10,k=2;function B(i,n,d){x(i.command("all"),"all").description(`the handoffs of every session in scope, newest first (at most --limit, default ${O})`).argument("[words...]",'optionally "for <target>" or "to <target>"').addHelpText("after",`
Examples:
  hand-off-session all for codex --limit 3
  hand-off-session all --ndjson --limit 20`).action(async(a,o)=>{let s=C(a,o.for),e=new w(P(n.cwd,o.repo??"."));try{let t=await b(n,o,{cat:e}),c=t.sessions.slice(0,o.limit??O),E=t.repo.topLevel,p=[],h=[],f=o.ndjson?await v(n):null,L=r=>g(t,r,{target:s,budget:o.budget,raw:o.raw,cat:e}),m=0;for await(let r of I(c,k,l=>A(n,"summarizing",L(l)))){let l=c[m],u={session:T(l),handoff:y(r)};o.copy&&h.push(r.markdown),f?f.write(u):o.save?await S(n,r,{...o,copy:!1},{repoTopLevel:E}):o.json?p.push(u):j(n,`${m>0?`
---

`:""}${r.markdown}`),m++}f?await f.end():o.json&&R(n,{handoffs:p,total:t.sessions.length}),o.copy&&await H(n,h.join(`
---

`))}finally{await e.close()}})}export{B as registerAll};
