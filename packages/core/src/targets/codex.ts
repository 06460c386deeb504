import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/** Codex: `codex [PROMPT]` opens the TUI with the prompt as its first message; no sandbox or approval flags. */
export const codexFraming: TargetFraming = makeFraming({
  name: 'codex',
  displayName: 'Codex',
  agent: 'codex',
  readSearchClause: 'read and search through `exec_command` (`sed -n`, `rg`)',
  tips: [
    'On models that run tools as code, `apply_patch` and `exec_command` sit inside your `exec` tool.',
    'If a command needs approval outside the sandbox, ask for it; never work around the sandbox.',
  ],
  // Codex 0.171.0: on catalog models `apply_patch` and `exec_command` sit inside its `exec` code-mode tool, and
  // `update_plan` and the sub-agent tools depend on the model and version (tests/clients/run.sh records what it offered).
  conditional: {
    todo: '`update_plan` if offered (else in your messages)',
    subagent: 'a sub-agent tool if offered (`spawn_agent`, namespaced by version)',
  },
  askTool: '`request_user_input`',
  launchCommand: (promptFile) => ({ command: 'codex', args: [continuationPrompt(promptFile)] }),
  launchHint: 'Start Codex in the repository (`codex`) and give it the handoff file as its first message.',
});
