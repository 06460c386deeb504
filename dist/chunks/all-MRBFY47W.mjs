// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as S,b as k,c as O}from"./chunk-752FIAYB.mjs";import"./chunk-JJ7F2NU7.mjs";import{a as j}from"./chunk-5Z7XTYNH.mjs";import{a as v}from"./chunk-ZXYVHX23.mjs";import{a as E,d as I,e as R}from"./chunk-BHB3ISMO.mjs";import{D as T,Q as A,R as b,m as h,qa as x,y as g}from"./chunk-A35NWVUW.mjs";import"./chunk-OV7VUZNS.mjs";import{resolve as D}from"node:path";async function*C(i,n,l){let s=(async function*(){yield*i})(),e=[],u=0,t=!0,o=async()=>{for(;t&&e.length<n;){let a=await s.next();if(a.done){t=!1;break}let m=l(a.value,u++);m.catch(()=>{}),e.push(m)}};try{for(await o();e.length>0;){let a=await e.shift();await o(),yield a}}finally{await s.return(void 0)}}var H=10,P=2,F=24*1024*1024;function V(i,n,l){x(i.command("all"),"all").description(`the handoffs of every session in scope, newest first (at most --limit, default ${H})`).argument("[words...]",'optionally "for <target>" or "to <target>"').addHelpText("after",`
Examples:
  hand-off-session all for codex --limit 3
  hand-off-session all --ndjson --limit 20`).action(async(s,e)=>{let u=S(s,e.for),t=new h(D(n.cwd,e.repo??"."),{keepStreamed:F,keepOnce:!0});try{let o=await j(n,e,{lazy:!0,cat:t}),a=_(g(o,o.sessions,t,P),e.limit??H),m=o.repo.topLevel,w=[],r=e.ndjson?await R(n):null,d=!r&&!e.save&&e.json?I(n,"handoffs"):null,L=async c=>({session:c,handoff:await T(o,c,{target:u,budget:e.budget,raw:e.raw,cat:t})}),y=0;for await(let{session:c,handoff:f}of C(a,P,p=>v(n,"summarizing",L(p)))){let p={session:b(c),handoff:A(f)};e.copy&&w.push(f.markdown),r?r.write(p):e.save?await O(n,f,{...e,copy:!1},{repoTopLevel:m}):d?d.write(p,new Set([f.markdown])):E(n,`${y>0?`
---

`:""}${f.markdown}`),y++}r?await r.end():d&&d.end({total:o.sessions.length}),e.copy&&await k(n,w.join(`
---

`))}finally{await t.close()}})}async function*_(i,n){if(n<=0)return;let l=0;for await(let s of i)if(yield s,++l>=n)return}export{V as registerAll};
