import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/** Codex: `codex [PROMPT]` opens the TUI with the prompt as its first message; no sandbox or approval flags. */
export const codexFraming: TargetFraming = makeFraming({
  name: 'codex',
  displayName: 'Codex',
  agent: 'codex',
  readSearchClause: 'read and search through `exec_command` (`sed -n`, `rg`)',
  tips: ['If a command needs approval outside the sandbox, ask for it; never work around the sandbox.'],
  launchCommand: (promptFile) => ({ command: 'codex', args: [continuationPrompt(promptFile)] }),
  launchHint: 'Start Codex in the repository (`codex`) and give it the handoff file as its first message.',
});
