/**
 * The text of an event kept in the bounded raw tail (`--raw`): a short slice, redacted across each cut. Line breaks
 * stay: the output's redaction pass runs on this text as it is (a secret wrapped onto the next line is caught only
 * while the break is there), and the render makes each event one line afterwards. The secrets redacted to make a
 * cut travel with the line, so the receipt counts them when the tail is shown.
 */
import type { TranscriptEvent } from '../types/events.js';
import type { RawTailLine } from './builder-model.js';
import { redactText } from '../redact/redact.js';
import { sliceRedactedFound } from '../safety/redacted-cut.js';

const RAW_CHARS = 300;

type Marked = RawTailLine['redacted'];

/** One raw-tail line: `head` names the event; its text is sliced (see rawText) and its cut redactions kept. */
export function rawTailLine<H extends Pick<RawTailLine, 'sessionId' | 'kind'>>(head: H, e: TranscriptEvent): H & Pick<RawTailLine, 'text' | 'redacted'> {
  const redacted: Marked = [];
  const text = rawText(e, redacted);
  return redacted.length > 0 ? { ...head, text, redacted } : { ...head, text };
}

/** A short slice of the event's text, redacted across each cut; what the cuts redacted is added to `redacted`. */
function rawText(e: TranscriptEvent, redacted: Marked): string {
  const max = RAW_CHARS * 2;
  const head = (s: string, n: number): string => alone(cut(s, 0, n, redacted), redacted);
  switch (e.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return head(e.text, max);
    case 'tool_call':
      return `${head(e.tool, 80)} ${head(e.summary, max)}`;
    case 'shell':
      return `${head(e.tool, 80)}: ${head(e.command, max)}`;
    case 'file_edit':
      return `${head(e.tool, 80)} ${head(e.paths.slice(0, 5).join(', '), max)}`;
    case 'tool_result':
      if (e.unrecorded) return 'result not recorded';
      return `${e.isError ? 'error' : 'ok'}${e.exitCode === undefined || e.exitCode === null ? '' : ` exit ${e.exitCode}`}: ${alone(cut(e.output, e.output.length - max, e.output.length, redacted), redacted)}`;
    case 'todo_update':
      return e.todos.slice(0, 10).map((t) => `[${t.status}] ${head(t.text, 100)}`).join('; ');
    case 'compaction':
      return head(e.summary, max);
    case 'subagent':
      return `${head(e.tool, 80)}: ${head(e.description, max)}`;
    case 'interruption':
      return '(interrupted by the user)';
    case 'turn_end':
      return '(the turn ended)';
    case 'background_task':
      return e.state === 'launched' ? `(background run launched) ${head(e.description, max)}` : '(a background run ended)';
    case 'hook_run':
      return e.error === null ? `(hook ${head(e.hook, 80)} ran)` : `(hook ${head(e.hook, 80)} failed) ${head(e.error, max)}`;
  }
}

/**
 * A part of the line redacted on its own, before the label goes in front of it (`ok exit 0: `, `[pending] `): behind
 * the label its first line no longer starts a line, and rules that read a line from its start would miss it.
 */
function alone(s: string, redacted: Marked): string {
  const r = redactText(s);
  for (const f of r.findings) redacted!.push({ rule: f.rule, fingerprint: f.fingerprint });
  return r.text;
}

function cut(s: string, from: number, to: number, redacted: Marked): string {
  if (from <= 0 && to >= s.length) return s;
  const piece = sliceRedactedFound(s, from, to);
  for (const f of piece.redacted) redacted!.push({ rule: f.rule, fingerprint: f.fingerprint });
  return piece.text;
}
