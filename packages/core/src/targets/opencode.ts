import type { TargetFraming } from '../types/target.js';
import { continuationPrompt, makeFraming } from './framing.js';

/**
 * OpenCode: the TUI's `--prompt` flag. Some 1.x builds only pre-fill the prompt box (sst/opencode#4700),
 * so the hint says to press Enter.
 */
export const opencodeFraming: TargetFraming = makeFraming({
  name: 'opencode',
  displayName: 'OpenCode',
  agent: 'opencode',
  readSearchClause: '`read` files and `grep` for symbols',
  tips: ['`edit` needs the exact current text: `read` the file before you change it.'],
  // OpenCode 1.18.33 gives GPT models `apply_patch` instead of `edit` and `write`.
  conditional: { edit: '`edit` (`apply_patch` on GPT models)', write: '`write` (`apply_patch` on GPT models)' },
  launchCommand: (promptFile) => ({ command: 'opencode', args: ['--prompt', continuationPrompt(promptFile)] }),
  launchHint:
    'Start OpenCode in the repository (`opencode`) and give it the handoff file as its first message ' +
    '(if the prompt is only pre-filled, press Enter).',
});
