import type { TranscriptFormat } from '../types/agents.js';
import { antigravityAdapter } from './antigravity.js';
import { claudeAdapter } from './claude.js';
import { codexAdapter } from './codex.js';
import { copilotAdapter } from './copilot.js';
import { cursorAdapter } from './cursor.js';
import { droidAdapter } from './droid.js';
import { entireCompactAdapter } from './entire-compact.js';
import { geminiJsonAdapter, geminiJsonlAdapter } from './gemini.js';
import { kiroAdapter } from './kiro.js';
import { opencodeAdapter } from './opencode.js';
import { piAdapter } from './pi.js';
import type { Adapter } from './types.js';

export type { Adapter, RecordParser } from './types.js';
export { detectFormat } from './detect.js';

const ADAPTERS: Record<TranscriptFormat, Adapter> = {
  'claude-jsonl': claudeAdapter,
  'codex-rollout': codexAdapter,
  'gemini-json': geminiJsonAdapter,
  'gemini-jsonl': geminiJsonlAdapter,
  'opencode-export': opencodeAdapter,
  'cursor-jsonl': cursorAdapter,
  'copilot-events': copilotAdapter,
  'droid-jsonl': droidAdapter,
  'entire-compact': entireCompactAdapter,
  'antigravity-jsonl': antigravityAdapter,
  'pi-jsonl': piAdapter,
  'kiro-json': kiroAdapter,
};

export function adapterFor(format: TranscriptFormat): Adapter {
  return ADAPTERS[format];
}
