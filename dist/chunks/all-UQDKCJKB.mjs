// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as R,b as S,c as k}from"./chunk-6RMBSSAF.mjs";import"./chunk-6JQZCLCE.mjs";import{a as j}from"./chunk-I4DHYOXB.mjs";import{a as v}from"./chunk-ZXYVHX23.mjs";import{a as E,d as I,e as O}from"./chunk-MZ5GICJ6.mjs";import{D as T,Q as A,R as b,m as h,qa as x,y as g}from"./chunk-YBBEVLES.mjs";import"./chunk-OV7VUZNS.mjs";import{resolve as D}from"node:path";async function*C(i,n,r){let s=(async function*(){yield*i})(),e=[],u=0,t=!0,o=async()=>{for(;t&&e.length<n;){let a=await s.next();if(a.done){t=!1;break}let m=r(a.value,u++);m.catch(()=>{}),e.push(m)}};try{for(await o();e.length>0;){let a=await e.shift();await o(),yield a}}finally{await s.return(void 0)}}var H=10,P=2,F=24*1024*1024;function V(i,n,r){x(i.command("all"),"all").description(`the handoffs of every session in scope, newest first (at most --limit, default ${H})`).argument("[words...]",'optionally "for <target>" or "to <target>"').addHelpText("after",`
Examples:
  hand-off-session all for codex --limit 3
  hand-off-session all --ndjson --limit 20`).action(async(s,e)=>{let u=R(s,e.for),t=new h(D(n.cwd,e.repo??"."),{keepStreamed:F,keepOnce:!0});try{let o=await j(n,e,{lazy:!0,cat:t,entry:r.earlyOpen}),a=J(g(o,o.sessions,t,P),e.limit??H),m=o.repo.topLevel,w=[],f=e.ndjson?await O(n):null,d=!f&&!e.save&&e.json?I(n,"handoffs"):null,L=async c=>({session:c,handoff:await T(o,c,{target:u,budget:e.budget,raw:e.raw,cat:t})}),y=0;for await(let{session:c,handoff:l}of C(a,P,p=>v(n,"summarizing",L(p)))){let p={session:b(c),handoff:A(l)};e.copy&&w.push(l.markdown),f?f.write(p):e.save?await k(n,l,{...e,copy:!1},{repoTopLevel:m}):d?d.write(p,new Set([l.markdown])):E(n,`${y>0?`
---

`:""}${l.markdown}`),y++}f?await f.end():d&&d.end({total:o.sessions.length}),e.copy&&await S(n,w.join(`
---

`))}finally{await t.close()}})}async function*J(i,n){if(n<=0)return;let r=0;for await(let s of i)if(yield s,++r>=n)return}export{V as registerAll};
