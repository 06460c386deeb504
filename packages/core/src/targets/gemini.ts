import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/** Gemini CLI: `-i` (`--prompt-interactive`) runs the prompt and stays interactive; `-p` would exit after one turn. */
export const geminiFraming: TargetFraming = makeFraming({
  name: 'gemini',
  displayName: 'Gemini CLI',
  agent: 'gemini',
  readSearchClause: '`read_file` files and `grep_search` for symbols',
  tips: ['`replace` needs the exact current text: `read_file` before you change a file.'],
  askTool: '`ask_user` in an interactive session',
  launchCommand: (promptFile) => ({ command: 'gemini', args: ['-i', continuationPrompt(promptFile)] }),
  launchHint: 'Start Gemini CLI in the repository (`gemini`) and give it the handoff file as its first message.',
});
