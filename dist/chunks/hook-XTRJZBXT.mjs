// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a}from"./chunk-OK5PT6LO.mjs";import{c as y}from"./chunk-3JL6NMMO.mjs";import{e as w}from"./chunk-UAPL5ADK.mjs";import{l as S,r as b}from"./chunk-5EZW37QN.mjs";import{Wb as u,Za as l,_a as c,ec as p,o as m,tc as f,xc as h,yc as g,zc as k}from"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";import{fileURLToPath as O}from"node:url";var I=1e3;function C(e,n,t){w(e.command("hook"),"hook").description("agent hook entry point: pre-compact arms a handover, session-start delivers it once after compaction").argument("[event]","pre-compact | session-start | session-end | before-agent (agent spellings like PreCompact work too)").allowUnknownOption().allowExcessArguments().addHelpText("after",`
Building the handoff gets 1.2 s (the whole hook answers within 2 s), then a pointer to the transcript is armed
instead; HAND_OFF_SESSION_HOOK_BUILD_MS=<100-9000> gives the build another budget (a slow machine, a test).

Example:
  hand-off-session hook pre-compact < hook-input.json   # what the plugin hooks run; the agent sends its hook JSON on stdin`).action(async(v,D)=>{try{let o=performance.now(),s=await u(n.stdin,{deadlineMs:I}),d=g(h(n.env),performance.now()-o),r=await f(v??"",s.text,{dir:c(n.env),build:i=>E(t.moduleUrl??H(),i,d),buildDeadlineMs:d,...t.entryUrl?{cli:b(["node",O(t.entryUrl)])}:{},agentOf:i=>k(D.agent,i,n.env),repoKeyOf:_});r.output&&y(n,r.output),r.stderr&&n.stderr(`${a(r.stderr,400)}
`)}catch(o){let s=o instanceof Error?o.message:String(o);n.stderr(`${a(`hand-off-session hook: ${s}`,400)}
`)}})}async function _(e){try{return l((await m(e)).commonDir)}catch{return null}}async function E(e,n,t){return e?p(e,n,t-100):(await S(n,{target:null})).markdown}function H(){try{return import.meta.resolve("@hand-off-session/core")}catch{return null}}export{C as registerHook};
