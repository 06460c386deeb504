import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/** Claude Code: `claude "<prompt>"` opens the interactive session with the prompt as its first message. */
export const claudeFraming: TargetFraming = makeFraming({
  name: 'claude',
  displayName: 'Claude Code',
  agent: 'claude-code',
  // Claude Code 2.1.332 offers no Grep, Glob or TodoWrite (its requests, captured by tests/clients/run.sh).
  readSearchClause: '`Read` files and search with `rg` or `grep` through `Bash`',
  tips: ['`Edit` needs the exact current text: `Read` the file before you change it.'],
  conditional: { todo: '`TodoWrite` if your version offers it (else in your replies)' },
  askTool: '`AskUserQuestion` in an interactive session',
  launchCommand: (promptFile) => ({ command: 'claude', args: [continuationPrompt(promptFile)] }),
  launchHint: 'Start Claude Code in the repository (`claude`) and give it the handoff file as its first message.',
});
