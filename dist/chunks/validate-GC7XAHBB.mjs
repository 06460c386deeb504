// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as d}from"./chunk-6YCDN37S.mjs";import{a as n,c as m}from"./chunk-3JL6NMMO.mjs";import{e as r}from"./chunk-UAPL5ADK.mjs";import"./chunk-5EZW37QN.mjs";import{Hb as i,a}from"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";function g(s,e,f){r(s.command("validate"),"validate").description("check a contract file: the nine sections in order, a first safe step, no secrets (exit 1: invalid)").argument("<file>","the contract file (from --save or --output)").addHelpText("after",`
Example:
  hand-off-session validate plans/handoffs/fix-week-dates-5d0f8a43-20261130-234000.md`).action((o,l)=>{let{path:p,text:c}=d(e,o),t=i(c);if(f.exitCode=t.length===0?a.ok:a.failure,l.json)return m(e,{file:p,valid:t.length===0,failures:t});if(t.length===0)return n(e,`${o}: valid`);n(e,t.map(h=>`${o}: ${h}`).join(`
`))})}export{g as registerValidate};
