/**
 * The generated, labelled redaction corpus: every kind of kinds.ts placed in the positions a transcript holds a
 * secret (the last prompt, tool inputs and outputs, assistant text, compaction summaries, todos, error lines, file
 * contents written by a tool), as JSONL lines (so JSON-escaped), as plain text, base64-wrapped and split across a
 * line. Deterministic: the same seed builds the same corpus.
 */
import { Gen, isHeldOut, KINDS, type Kind } from './kinds.js';

export type Position = 'prompt' | 'tool-input' | 'tool-output' | 'assistant' | 'compaction' | 'todo' | 'error' | 'file-write';
export type Encoding = 'json' | 'raw' | 'base64' | 'split';

export interface Sample {
  id: string;
  kind: string;
  heldOut: boolean;
  position: Position;
  encoding: Encoding;
  text: string;
  /** The secret's spans in `text` (two when split across a line); all of it must be covered. */
  spans: [number, number][];
  value: string;
}

const POSITIONS: Position[] = ['prompt', 'tool-input', 'tool-output', 'assistant', 'compaction', 'todo', 'error', 'file-write'];
const SESSION = '6d3f0c1b-d6e3-4269-a388-e4d5fbe1f518';

/** One Claude-Code/Codex-shaped JSONL record carrying `body` at `position`. */
function record(position: Position, body: string, i: number): unknown {
  const at = { sessionId: SESSION, uuid: `0b8e${String(i).padStart(4, '0')}-1c2d-4e5f-8a9b-0c1d2e3f4a5b`, timestamp: '2026-11-30T22:14:05.120Z' };
  const tool = `toolu_01${String(i).padStart(6, '0')}qw90lq917835`;
  switch (position) {
    case 'prompt':
      return { type: 'user', ...at, message: { role: 'user', content: body } };
    case 'tool-input':
      return { type: 'assistant', ...at, message: { role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'Bash', input: { command: body, description: 'run it' } }] } };
    case 'tool-output':
      return { type: 'user', ...at, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: tool, content: `ok\n${body}\nexit 0` }] } };
    case 'assistant':
      return { type: 'assistant', ...at, message: { role: 'assistant', content: [{ type: 'text', text: `I found this in the config:\n\n${body}\n\nNext I will rotate it.` }] } };
    case 'compaction':
      return { timestamp: at.timestamp, type: 'compacted', payload: { message: `Task: finish the deploy. Context so far: ${body}. Remaining: tests.` } };
    case 'todo':
      return { type: 'assistant', ...at, message: { role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'TodoWrite', input: { todos: [{ content: `Check ${body}`, status: 'pending', activeForm: 'Checking' }] } }] } };
    case 'error':
      return { type: 'user', ...at, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: tool, is_error: true, content: `Error: command failed\n${body}\nError: exit status 1` }] } };
    case 'file-write':
      return { type: 'assistant', ...at, message: { role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'Write', input: { file_path: '/repo/config/.env.local', content: `# local settings\n${body}\nDEBUG=1\n` } }] } };
  }
}

/** Locate `needle` in `text` after `from`; the corpus is built so it is there exactly. */
function spanOf(text: string, needle: string, from = 0): [number, number] {
  const at = text.indexOf(needle, from);
  if (at < 0) throw new Error(`corpus generator: value not found in its sample (${needle.slice(0, 12)}…)`);
  return [at, at + needle.length];
}

function escapeJson(s: string): string {
  return JSON.stringify(s).slice(1, -1);
}

function build(kind: Kind, n: number, position: Position, encoding: Encoding): Sample {
  const value = kind.value(new Gen(n * 7919 + kind.kind.length));
  const line = kind.context.replace('{v}', value);
  const base = { id: `${kind.kind}#${n}`, kind: kind.kind, heldOut: isHeldOut(kind.kind), position, encoding, value };
  if (encoding === 'raw') return { ...base, text: `$ cat notes.txt\n${line}\n`, spans: [spanOf(`$ cat notes.txt\n${line}\n`, value)] };
  if (encoding === 'base64') {
    // a config pasted base64-wrapped (a k8s Secret, `echo … | base64 -d`): the whole encoded run is the secret
    const encoded = Buffer.from(`${line}\n`).toString('base64');
    const text = JSON.stringify(record(position, `echo ${encoded} | base64 -d > .env`, n));
    return { ...base, text, spans: [spanOf(text, encoded)] };
  }
  if (encoding === 'split') {
    // a terminal wrapped the value across two lines
    const cut = Math.ceil(value.length / 2);
    const body = line.replace(value, `${value.slice(0, cut)}\n${value.slice(cut)}`);
    const text = JSON.stringify(record(position, body, n));
    const first = spanOf(text, escapeJson(value.slice(0, cut)));
    return { ...base, text, spans: [first, spanOf(text, escapeJson(value.slice(cut)), first[1])] };
  }
  const text = JSON.stringify(record(position, line, n));
  return { ...base, text, spans: [spanOf(text, escapeJson(value))] };
}

/**
 * Three samples per kind: a JSONL line at one position, another JSONL line at the next position, and a third
 * that rotates through plain text, base64-wrapped and split-across-a-line. Values with a line break (PEM bodies)
 * are not split again.
 */
export function generateCorpus(): Sample[] {
  const out: Sample[] = [];
  KINDS.forEach((kind, i) => {
    const pos = (j: number): Position => POSITIONS[(i + j) % POSITIONS.length]!;
    out.push(build(kind, 3 * i, pos(0), 'json'));
    out.push(build(kind, 3 * i + 1, pos(3), 'json'));
    const multiline = kind.value(new Gen(1)).includes('\n');
    const third: Encoding[] = multiline ? ['raw', 'base64'] : ['raw', 'base64', 'split'];
    out.push(build(kind, 3 * i + 2, pos(5), third[i % third.length]!));
  });
  return out;
}
