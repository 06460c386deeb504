// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{k as d,o as g,p as l,q as a,r as p}from"./chunk-OV4MSSPH.mjs";function m(o,r){let t=a(r);o.stdout(t.endsWith(`
`)?t:`${t}
`)}function f(o,r=N){let t=J(O(o,r));if(h(t))return JSON.stringify(o,null,2);let s=e=>t.get(e)??(r.has(e)||y.test(e)?e:a(e));return JSON.stringify(o,(e,n)=>typeof n=="string"?s(n):d(n)?k(n,s):n,2)}var N=new Set;function O(o,r){let t=new Set,s=i=>{!r.has(i)&&!y.test(i)&&t.add(i)},e=i=>{S.test(i)||s(i)},n=[o];for(;n.length>0;){let i=n.pop();if(typeof i=="string")s(i);else if(Array.isArray(i))for(let c of i)typeof c=="string"?s(c):n.push(c);else if(d(i)){let c=typeof i.toJSON=="function"?i.toJSON():i;if(c!==i){n.push(c);continue}for(let u of Object.keys(i))e(u),n.push(i[u])}}return t}function J(o){let r=[...o],t=p(r);return new Map(r.map((s,e)=>[s,t[e]??a(s)]))}function h(o){for(let[r,t]of o)if(r!==t)return!1;return!0}var y=/^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z|[0-9a-f]{12}|[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z][a-z-]{0,23})$/,S=/^[a-z][A-Za-z]{0,23}$/;function k(o,r){let t=Object.keys(o),s=n=>S.test(n)?n:r(n);if(t.every(n=>s(n)===n))return o;let e={};for(let n of t)Object.defineProperty(e,s(n),{value:o[n],enumerable:!0,writable:!0,configurable:!0});return e}function R(o,r){o.stdout(`${f(r)}
`)}function x(o,r){let t=0;return{write(s,e){let n=`${w}${f(s,e).split(`
`).join(`
${w}`)}`;o.stdout(`${t===0?`{
  ${JSON.stringify(r)}: [
`:`,
`}${n}`),t++},end(s){let e=f({[r]:[],...s}),n=`${JSON.stringify(r)}: []`;o.stdout(t===0?`${e}
`:`
  ]${e.slice(e.indexOf(n)+n.length)}
`)}}}var w="    ";async function j(o){let{stringify:r}=(await import("./ndjson-5DJ2XAOT.mjs")).default,t=r();t.on("data",e=>o.stdout(String(e)));let s=new Promise((e,n)=>{t.on("end",e),t.on("error",n)});return{write(e){let{value:n}=g(e);l(JSON.stringify(n)),t.write(n)},end(){return t.end(),s}}}export{m as a,f as b,R as c,x as d,j as e};
