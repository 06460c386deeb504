import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/** Claude Code: `claude "<prompt>"` opens the interactive session with the prompt as its first message. */
export const claudeFraming: TargetFraming = makeFraming({
  name: 'claude',
  displayName: 'Claude Code',
  agent: 'claude-code',
  readSearchClause: '`Read` files and `Grep` for symbols',
  tips: ['`Edit` needs the exact current text: `Read` the file before you change it.'],
  launchCommand: (promptFile) => ({ command: 'claude', args: [continuationPrompt(promptFile)] }),
  launchHint: 'Start Claude Code in the repository (`claude`) and give it the handoff file as its first message.',
});
