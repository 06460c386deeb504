import type { TargetName } from '../types/agents.js';
import type { TargetFraming } from '../types/target.js';
import { claudeFraming } from './claude.js';
import { codexFraming } from './codex.js';
import { cursorFraming } from './cursor.js';
import { geminiFraming } from './gemini.js';
import { opencodeFraming } from './opencode.js';

export const TARGET_FRAMINGS: Readonly<Record<TargetName, TargetFraming>> = {
  claude: claudeFraming,
  codex: codexFraming,
  opencode: opencodeFraming,
  cursor: cursorFraming,
  gemini: geminiFraming,
};

export function getTarget(name: TargetName): TargetFraming {
  return TARGET_FRAMINGS[name];
}
