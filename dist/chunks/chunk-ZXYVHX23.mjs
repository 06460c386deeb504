// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
var f=["⠋","⠙","⠹","⠸","⠼","⠴","⠦","⠧","⠇","⠏"];async function c(e,a,r){let n=typeof r=="function"?r():r;if(!e.isTTY)return n;let u=0,s=!1,t,o=setTimeout(()=>{s=!0;let i=()=>e.stderr(`\r${f[u++%f.length]} ${a}`);i(),t=setInterval(i,80),t.unref()},300);o.unref();try{return await n}finally{clearTimeout(o),t&&clearInterval(t),s&&e.stderr("\r\x1B[2K")}}export{c as a};
