// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{z as e}from"./chunk-LC7FSTCB.mjs";function n(r,t=Number.POSITIVE_INFINITY){return e(r.replace(/\s*\n\s*/g," ").trim()).text.slice(0,t)}export{n as a};
