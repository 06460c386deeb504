// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as h,b as l}from"./chunk-AZYFK3NV.mjs";import{a as m}from"./chunk-2EBASYAF.mjs";import"./chunk-ZXYVHX23.mjs";import{a as d,c as f}from"./chunk-3JL6NMMO.mjs";import{e as r}from"./chunk-UAPL5ADK.mjs";import"./chunk-5EZW37QN.mjs";import{Ia as a,ob as c,pb as p}from"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";function b(k,t,S){r(k.command("checkpoints"),"checkpoints").description("list a session's checkpoints, oldest first").argument("<session-id>","a session id, or a unique prefix of at least 6 characters").addHelpText("after",`
Examples:
  hand-off-session checkpoints 019dbcc1
  hand-off-session checkpoints 019dbcc1 --json`).action(async(g,e)=>{let i=await m(t,e),s=a(i,g),C=new Map(i.checkpoints.map(o=>[o.id,o])),n=s.checkpointIds.flatMap(o=>C.get(o)??[]);if(e.json){f(t,{session:c(s),checkpoints:n.map(p)});return}let I=n.map(o=>[o.id,o.storage,h(o.createdAt),o.branch??"-",o.commits.map(x=>x.slice(0,12)).join(",")||"-",String(o.filesTouched.length)]),u=`session ${s.id} (${s.agent}, ${s.status}): ${n.length} checkpoint(s)`;d(t,`${u}
${l(["CHECKPOINT","STORAGE","CREATED","BRANCH","COMMITS","FILES"],I)}`)})}export{b as registerCheckpoints};
