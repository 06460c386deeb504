// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{F as t}from"./chunk-2FLSAVFR.mjs";import"./chunk-OV7VUZNS.mjs";var r=t.object({v:t.literal(1),sessionId:t.string(),cwd:t.string().nullable(),trigger:t.string().nullable(),armedAt:t.string(),endedAt:t.string().nullable(),text:t.string()});export{r as RecordSchema};
