// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as p}from"./chunk-P5AL4YI6.mjs";import{a as c,c as m}from"./chunk-MZ5GICJ6.mjs";import{V as d,c as i,qa as f}from"./chunk-YBBEVLES.mjs";import"./chunk-OV7VUZNS.mjs";function x(r,t,e){f(r.command("verify"),"verify").description("compare the Current state recorded in a contract file with the repository now (exit 1: drift)").argument("<file>","the contract file").addHelpText("after",`
Example:
  hand-off-session verify plans/handoffs/fix-week-dates-5d0f8a43-20261130-234000.md`).action(async(o,a)=>{let{path:s,text:h}=p(t,o),n=await d(h,a.repo??t.cwd,{contractFile:s});if(e.exitCode=n.drift.length===0?i.ok:i.failure,a.json)return m(t,{file:s,drift:n.drift.length>0,report:n});c(t,l(o,n))})}function l(r,t){let e=[];if(t.drift.length===0)e.push(`${r}: no drift (branch ${t.now.branch??"(detached HEAD)"}, HEAD ${t.now.head?.slice(0,12)??"(no commits)"}, ${t.now.dirtyTotal} dirty path(s) as recorded)`);else{e.push(`${r}: the repository changed since the contract was written:`);for(let o of t.drift)e.push(`- ${o.message}`)}for(let o of t.notes)e.push(`note: ${o}`);return e.join(`
`)}export{x as registerVerify};
