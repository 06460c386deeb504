// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{F as n}from"./chunk-2FLSAVFR.mjs";import"./chunk-OV7VUZNS.mjs";var t=n.string().nullish().catch(void 0),a=n.looseObject({session_id:t,phase:t,started_at:t,ended_at:t,last_interaction_time:t,transcript_path:t,last_prompt:t,first_prompt:t,agent_type:t,model_name:t,files_touched:n.array(n.unknown()).nullish().catch(void 0),worktree_path:t,last_checkpoint_id:t,base_commit:t,kind:t,branch:t,task_records:n.array(n.unknown()).nullish().catch(void 0),owner:n.unknown().optional()});export{a as StateSchema};
