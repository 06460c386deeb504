// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{k as d,o as g,p as l,r as a,s as p}from"./chunk-YBBEVLES.mjs";function m(o,r){let t=a(r);o.stdout(t.endsWith(`
`)?t:`${t}
`)}function f(o,r=N){let t=J(O(o,r));if(k(t))return JSON.stringify(o,null,2);let i=e=>t.get(e)??(r.has(e)||y.test(e)?e:a(e));return JSON.stringify(o,(e,n)=>typeof n=="string"?i(n):d(n)?h(n,i):n,2)}var N=new Set;function O(o,r){let t=new Set,i=s=>{!r.has(s)&&!y.test(s)&&t.add(s)},e=s=>{S.test(s)||i(s)},n=[o];for(;n.length>0;){let s=n.pop();if(typeof s=="string")i(s);else if(Array.isArray(s))for(let c of s)typeof c=="string"?i(c):n.push(c);else if(d(s)){let c=typeof s.toJSON=="function"?s.toJSON():s;if(c!==s){n.push(c);continue}for(let u of Object.keys(s))e(u),n.push(s[u])}}return t}function J(o){let r=[...o],t=p(r);return new Map(r.map((i,e)=>[i,t[e]??a(i)]))}function k(o){for(let[r,t]of o)if(r!==t)return!1;return!0}var y=/^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z|[0-9a-f]{12}|[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z][a-z-]{0,23})$/,S=/^[a-z][A-Za-z]{0,23}$/;function h(o,r){let t=Object.keys(o),i=n=>S.test(n)?n:r(n);if(t.every(n=>i(n)===n))return o;let e={};for(let n of t)Object.defineProperty(e,i(n),{value:o[n],enumerable:!0,writable:!0,configurable:!0});return e}function R(o,r){o.stdout(`${f(r)}
`)}function v(o,r){let t=0;return{write(i,e){let n=`${w}${f(i,e).split(`
`).join(`
${w}`)}`;o.stdout(`${t===0?`{
  ${JSON.stringify(r)}: [
`:`,
`}${n}`),t++},end(i){let e=f({[r]:[],...i}),n=`${JSON.stringify(r)}: []`;o.stdout(t===0?`${e}
`:`
  ]${e.slice(e.indexOf(n)+n.length)}
`)}}}var w="    ";async function x(o){let{stringify:r}=(await import("./ndjson-5DJ2XAOT.mjs")).default,t=r();t.on("data",e=>o.stdout(String(e)));let i=new Promise((e,n)=>{t.on("end",e),t.on("error",n)});return{write(e){let{value:n}=g(e),s=JSON.stringify(n),c=l(s);t.write(c===s?n:JSON.parse(c))},end(){return t.end(),i}}}export{m as a,f as b,R as c,v as d,x as e};
