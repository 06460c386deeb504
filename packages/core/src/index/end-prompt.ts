/**
 * A session's latest prompt when Entire kept no prompt.txt for it (v2 checkpoints, some v1 ones): the newest person's
 * prompt in the transcript's tail window, which the index reads anyway for the last event's time, else in its head
 * (a one-prompt session: "Implement the following plan: …" opens it). Its first line, redacted, as a prompt.txt line
 * is; null when neither end holds one (a long turn in the middle) or the format is no JSONL.
 */
import { adapterFor } from '../adapters/index.js';
import { redactForOutput } from '../redact/redact.js';
import { firstLineOfLast } from '../store/prompt-line.js';
import type { TranscriptFormat } from '../types/agents.js';
import { sniffFormat } from './sniff-agent.js';

const LINE_FORMATS: ReadonlySet<TranscriptFormat> = new Set(['claude-jsonl', 'codex-rollout', 'gemini-jsonl', 'cursor-jsonl', 'droid-jsonl', 'pi-jsonl', 'antigravity-jsonl']);
/** A record that may hold a user turn: every JSONL format names the role or type "user" (Codex: "user_message"). */
const USER_RECORD = /"user(?:_message)?"/;

export function lastPromptAtEnds(head: string, tail: string): string | null {
  const format = sniffFormat(head);
  if (!format || !LINE_FORMATS.has(format)) return null;
  return newestPrompt(format, tail) ?? newestPrompt(format, head);
}

function newestPrompt(format: TranscriptFormat, text: string): string | null {
  const lines = text.split('\n');
  // Newest first; the window's first line is usually cut (it does not parse) and is skipped with the rest that fail.
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (!USER_RECORD.test(line)) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    for (const e of adapterFor(format).createParser().push(record, i)) {
      const text = e.kind === 'user_prompt' ? firstLineOfLast(e.text) : null;
      // Redacted here: the line is kept in the derived cache on disk.
      if (text) return redactForOutput(text);
    }
  }
  return null;
}
