// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as S,b as k,c as C}from"./chunk-ALZNODUT.mjs";import"./chunk-BOCH5H5N.mjs";import{a as x}from"./chunk-2EBASYAF.mjs";import{a as A}from"./chunk-ZXYVHX23.mjs";import{a as v,d as j,e as E}from"./chunk-3JL6NMMO.mjs";import{e as b}from"./chunk-UAPL5ADK.mjs";import{i as I,j as O,o as R}from"./chunk-5EZW37QN.mjs";import{Na as g,ob as T,u as h}from"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";import{resolve as F}from"node:path";async function*H(a,n,r){let i=(async function*(){yield*a})(),e=[],u=0,o=!0,t=async()=>{for(;o&&e.length<n;){let s=await i.next();if(s.done){o=!1;break}let m=r(s.value,u++);m.catch(()=>{}),e.push(m)}};try{for(await t();e.length>0;){let s=await e.shift();await t(),yield s}}finally{await i.return(void 0)}}var P=10,L=2,J=8*1024*1024;function W(a,n,r){b(a.command("all"),"all").description(`the handoffs of every session in scope, newest first (at most --limit, default ${P})`).argument("[words...]",'optionally "for <target>" or "to <target>"').addHelpText("after",`
Examples:
  hand-off-session all for codex --limit 3
  hand-off-session all --ndjson --limit 20`).action(async(i,e)=>{let u=S(i,e.for),o=new h(F(n.cwd,e.repo??"."),{keepStreamed:J,keepOnce:!0});try{let t=await x(n,e,{lazy:!0,cat:o,entry:r.earlyOpen}),s=_(g(t,t.sessions,o,L),e.limit??P),m=t.repo.topLevel,y=[],f=e.ndjson?await E(n):null,d=!f&&!e.save&&e.json?j(n,"handoffs"):null,D=async c=>({session:c,handoff:await O(t,c,{target:u,budget:e.budget,raw:e.raw,cat:o})}),w=0;for await(let{session:c,handoff:l}of H(s,L,p=>A(n,"summarizing",D(p)))){let p={session:T(c),handoff:R(l)};e.copy&&y.push(l.markdown),f?f.write(p):e.save?await C(n,l,{...e,copy:!1},{repoTopLevel:m}):d?d.write(p,I(l)):v(n,`${w>0?`
---

`:""}${l.markdown}`),w++}f?await f.end():d&&d.end({total:t.sessions.length}),e.copy&&await k(n,y.join(`
---

`))}finally{await o.close()}})}async function*_(a,n){if(n<=0)return;let r=0;for await(let i of a)if(yield i,++r>=n)return}export{W as registerAll};
