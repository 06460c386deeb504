// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{N as u}from"./chunk-LC7FSTCB.mjs";function d(r,o=new Date){if(!r)return"-";let a=Date.parse(r);if(Number.isNaN(a))return"-";let t=Math.max(0,Math.round((o.getTime()-a)/1e3));return t<60?`${t}s ago`:t<3600?`${Math.round(t/60)}m ago`:t<86400?`${Math.round(t/3600)}h ago`:`${Math.round(t/86400)}d ago`}function h(r,o,a=80){let t=[r,...o],g=r.map((i,n)=>Math.max(...t.map(e=>(e[n]??"").length)));return t.map(i=>i.map((n,e)=>e===i.length-1?n.length>a?`${u(n,a-1)}…`:n:n.padEnd(g[e]??0)).join("  ").trimEnd()).join(`
`)}export{d as a,h as b};
