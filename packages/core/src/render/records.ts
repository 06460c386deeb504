/**
 * `show <id> --raw --lines A-B`: the recorded events of one record range, as data. This is where the
 * budget's "Left out" pointers lead, so every cut item can be read back, redacted like everything else.
 */
import { capText, cleanText, DATA_NOTICE, fenceAsData } from '../safety/hostile-text.js';
import { redactText } from '../redact/redact.js';
import type { ToldValues } from '../redact/told-values.js';
import type { TranscriptEvent } from '../types/events.js';

/** At most this many records per request, each capped: a range is for reading, not for dumping a file. */
export const MAX_RECORDS = 400;
const RECORD_CHARS = 2000;

export interface RecordLine {
  line: number;
  kind: TranscriptEvent['kind'];
  text: string;
}

/** The record as one line; the values its parts' redaction found go into `told` (see transcript-records.ts). */
export function recordLine(e: TranscriptEvent, told: ToldValues): RecordLine {
  return { line: e.line, kind: e.kind, text: capText(cleanText(recordText(e, (text) => redactedPart(text, told))), RECORD_CHARS) };
}

export function renderRecords(sessionId: string, from: number, to: number, records: RecordLine[], truncated: boolean): string {
  const body = records.map((r) => `${r.line} ${r.kind}: ${r.text}`).join('\n');
  return [
    `# Session \`${sessionId}\`, records ${from}-${to}`,
    '',
    DATA_NOTICE,
    '',
    records.length === 0 ? '_No recorded event in this range._' : fenceAsData(body),
    ...(truncated ? ['', `_Only the first ${MAX_RECORDS} events of the range are shown; ask for a narrower range._`] : []),
  ].join('\n');
}

/**
 * The record's text behind its label. Each part the record holds is redacted on its own first: behind the
 * label (`ok exit 0: `, `[pending] `) a line no longer starts where it did, and rules that read a line from its
 * start (a `.pgpass` line, the value printed under `pass show`) would not see it. The whole output is redacted again.
 */
function recordText(e: TranscriptEvent, redactedPart: (text: string) => string): string {
  switch (e.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return redactedPart(e.text);
    case 'tool_call':
      return `${e.tool} ${redactedPart(e.summary)}`;
    case 'shell':
      return `${e.tool}: ${redactedPart(e.command)}`;
    case 'file_edit':
      return `${e.tool} ${e.paths.join(', ')}`;
    case 'tool_result': {
      if (e.unrecorded) return 'result not recorded';
      const exit = e.exitCode === undefined || e.exitCode === null ? '' : ` exit ${e.exitCode}`;
      return `${e.isError ? 'error' : 'ok'}${exit}: ${redactedPart(e.output)}`;
    }
    case 'todo_update':
      return e.todos.map((t) => `[${t.status}] ${redactedPart(t.text)}`).join('; ');
    case 'compaction':
      return redactedPart(e.summary);
    case 'subagent':
      return `${e.tool}: ${redactedPart(e.description)}\n${redactedPart(e.prompt)}`;
    case 'interruption':
      return '(interrupted by the user)';
    case 'turn_end':
      return '(the turn ended)';
    case 'background_task':
      return e.state === 'launched' ? `(background run launched) ${redactedPart(e.description)}` : '(a background run ended)';
    case 'hook_run':
      return e.error === null ? `(hook ${e.hook} ran)` : `(hook ${e.hook} failed) ${redactedPart(e.error)}`;
  }
}

function redactedPart(text: string, told: ToldValues): string {
  const r = redactText(text);
  for (const f of r.findings) told.add(text.slice(f.start, f.end), f.rule);
  return r.text;
}
