// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{L as c,M as d,fa as a,ga as r,ia as g}from"./chunk-7XTAJT53.mjs";async function p(e,o){return a(d(e.env),c(o.commonDir))}function f(e,o){let n=[];for(let t of o){let{continuedFrom:i,continuedIn:u}=r(e,t);if(i){let s=i.origin.sessionId===i.source.sessionIds[0]?"":`; the work began in ${g(i.origin.agent)} session ${i.origin.sessionId.slice(0,8)}`;n.push(`Continued from ${g(i.source.agent)} session ${i.source.sessionIds[0]?.slice(0,8)??"?"} (delivered ${i.deliveredAt})${s}.`)}for(let s of u){let l=s.targetSessionId?`${s.target} session ${s.targetSessionId.slice(0,8)}`:`${s.target} (session id not reported)`;n.push(`Continued in ${l}, delivered ${s.deliveredAt}.`)}}return[...new Set(n)]}function y(e,o){let{continuedFrom:n,continuedIn:t}=r(e,o);return!n&&t.length===0?{}:{lineage:{continuedFrom:n,continuedIn:t}}}function I(e,o){if(o.length===0)return e;let n=e.indexOf(`
`),t=`
${o.map(i=>`_${i}_`).join(`
`)}
`;return n<0?`${e}
${t}`:`${e.slice(0,n+1)}${t}${e.slice(n+1)}`}export{p as a,f as b,y as c,I as d};
