// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a}from"./chunk-RI4XDKMM.mjs";import{c as y}from"./chunk-2JU3NSOD.mjs";import{$ as f,E as m,K as l,L as c,Z as u,_ as p,ia as h,j as d,ja as g,ka as k,oa as w}from"./chunk-OV4MSSPH.mjs";import"./chunk-OV7VUZNS.mjs";import{fileURLToPath as D}from"node:url";var O=400;function C(e,n,t){w(e.command("hook"),"hook").description("agent hook entry point: pre-compact arms a handover, session-start delivers it once after compaction").argument("[event]","pre-compact | session-start | session-end | before-agent (agent spellings like PreCompact work too)").allowUnknownOption().allowExcessArguments().addHelpText("after",`
Building the handoff gets 1.2 s (the whole hook answers within 2 s), then a pointer to the transcript is armed
instead; HAND_OFF_SESSION_HOOK_BUILD_MS=<100-9000> gives the build another budget (a slow machine, a test).

Example:
  hand-off-session hook pre-compact < hook-input.json   # what the plugin hooks run; the agent sends its hook JSON on stdin`).action(async(S,v)=>{try{let o=await p(n.stdin,{deadlineMs:O}),r=g(n.env),s=await h(S??"",o.text,{dir:c(n.env),build:i=>I(t.moduleUrl??_(),i,r),buildDeadlineMs:r,...t.entryUrl?{cli:u(["node",D(t.entryUrl)])}:{},agentOf:i=>k(v.agent,i,n.env),repoKeyOf:b});s.output&&y(n,s.output),s.stderr&&n.stderr(`${a(s.stderr,400)}
`)}catch(o){let r=o instanceof Error?o.message:String(o);n.stderr(`${a(`hand-off-session hook: ${r}`,400)}
`)}})}async function b(e){try{return l((await d(e)).commonDir)}catch{return null}}async function I(e,n,t){return e?f(e,n,t-100):(await m(n,{target:null})).markdown}function _(){try{return import.meta.resolve("@hand-off-session/core")}catch{return null}}export{C as registerHook};
