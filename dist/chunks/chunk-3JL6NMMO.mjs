// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{A as l,D as p,F as a,G as w,q as u,v as g}from"./chunk-LC7FSTCB.mjs";function v(e,r){let t=a(r);e.stdout(t.endsWith(`
`)?t:`${t}
`)}function f(e,r=N){let t=J(h(e,r));if(k(t))return JSON.stringify(e,null,2);let i=o=>t.get(o)??(r.has(o)||S(o)?o:a(o));return JSON.stringify(e,(o,n)=>typeof n=="string"?i(n):u(n)?m(n,i):n,2)}var N=new Set;function h(e,r){let t=new Set,i=s=>{!r.has(s)&&!S(s)&&t.add(s)},o=s=>{O.test(s)||i(s)},n=[e];for(;n.length>0;){let s=n.pop();if(typeof s=="string")i(s);else if(Array.isArray(s))for(let c of s)typeof c=="string"?i(c):n.push(c);else if(u(s)){let c=typeof s.toJSON=="function"?s.toJSON():s;if(c!==s){n.push(c);continue}for(let d of Object.keys(s))o(d),n.push(s[d])}}return t}function J(e){let r=[...e],t=w(r);return new Map(r.map((i,o)=>[i,t[o]??a(i)]))}function k(e){for(let[r,t]of e)if(r!==t)return!1;return!0}var $=/^(?:[0-9A-HJKMNP-TV-Z]{26}|[a-z][a-z-]{0,23})$/,S=e=>g(e)||$.test(e),O=/^[a-z][A-Za-z]{0,23}$/;function m(e,r){let t=Object.keys(e),i=n=>O.test(n)?n:r(n);if(t.every(n=>i(n)===n))return e;let o={};for(let n of t)Object.defineProperty(o,i(n),{value:e[n],enumerable:!0,writable:!0,configurable:!0});return o}function x(e,r,t){e.stdout(`${f(r,t)}
`)}function b(e,r){let t=0;return{write(i,o){let n=`${y}${f(i,o).split(`
`).join(`
${y}`)}`;e.stdout(`${t===0?`{
  ${JSON.stringify(r)}: [
`:`,
`}${n}`),t++},end(i){let o=f({[r]:[],...i}),n=`${JSON.stringify(r)}: []`;e.stdout(t===0?`${o}
`:`
  ]${o.slice(o.indexOf(n)+n.length)}
`)}}}var y="    ";async function j(e){let{stringify:r}=(await import("./ndjson-5DJ2XAOT.mjs")).default,t=r();t.on("data",o=>e.stdout(String(o)));let i=new Promise((o,n)=>{t.on("end",o),t.on("error",n)});return{write(o){let{value:n}=l(o),s=JSON.stringify(n),c=p(s);t.write(c===s?n:JSON.parse(c))},end(){return t.end(),i}}}export{v as a,f as b,x as c,b as d,j as e};
