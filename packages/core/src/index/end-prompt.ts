/**
 * A session's latest prompt when Entire kept no prompt.txt for it (v2 checkpoints, some v1 ones): the newest person's
 * prompt in the transcript's tail window, which the index reads anyway for the last event's time, else in its head
 * (a one-prompt session: "Implement the following plan: …" opens it). A JSON document (Gemini CLI, OpenCode, Kiro) has
 * no ends to read apart: its newest prompt is found only when the window holds all of it (`whole`). Its first line,
 * redacted, as a prompt.txt line is; null when neither end holds one (a long turn in the middle).
 *
 * `PromptWant` 'tail' (the session has a prompt.txt) leaves the head out: on real repositories the head's prompt was
 * the session's first, older than prompt.txt's last in 103 of 103 sessions whose tail held none.
 */
import { adapterFor } from '../adapters/index.js';
import { documentRecords } from '../adapters/document-records.js';
import { redactForOutput } from '../redact/redact.js';
import { withCutLedger } from '../safety/cut-ledger.js';
import { firstLineOfLast } from '../store/prompt-line.js';
import type { TranscriptFormat } from '../types/agents.js';
import { detectFormat } from '../adapters/detect.js';

/**
 * A record that may hold a user turn: every JSONL format names the role or type "user" (Codex: "user_message",
 * Copilot CLI: "user.message").
 */
const USER_RECORD = /"user(?:_message|\.message)?"/;

export type PromptWant = 'ends' | 'tail';

export function lastPromptAtEnds(head: string, tail: string, whole = false, want: PromptWant = 'ends'): string | null {
  // Only prompts are read of the parsed records: in a ledger of its own, a tool output's cut (a redaction of its head
  // and tail) waits for a reader that never comes, instead of being made for every output in the window.
  return withCutLedger(() => promptAtEnds(head, tail, whole, want));
}

function promptAtEnds(head: string, tail: string, whole: boolean, want: PromptWant): string | null {
  const format = detectFormat(head);
  if (!format) return null;
  if (adapterFor(format).container === 'json-document') return whole ? documentPrompt(format, head) : null;
  const newest = newestPrompt(format, tail);
  if (newest !== null || want === 'tail') return newest;
  return newestPrompt(format, head);
}

/** The newest prompt of a whole JSON document, its records read in order. */
function documentPrompt(format: TranscriptFormat, text: string): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const adapter = adapterFor(format);
  const records = documentRecords(adapter, doc);
  const parser = adapter.createParser();
  let newest: string | null = null;
  records.forEach((record, i) => {
    for (const e of parser.push(record, i)) if (e.kind === 'user_prompt') newest = firstLineOfLast(e.text) ?? newest;
  });
  for (const e of parser.finish()) if (e.kind === 'user_prompt') newest = firstLineOfLast(e.text) ?? newest;
  return newest === null ? null : redactForOutput(newest);
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
