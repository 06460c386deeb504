// Labelled fake secrets from the redaction corpus, planted in every part of a Claude Code transcript (user
// prompts, assistant text, tool inputs, tool outputs, file paths), handed off with `show --transcript` in every
// output form: none may appear in stdout, stderr or the written contract file.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliResult } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';
import { runChecked } from './helpers.js';

interface Labelled {
  id: string;
  format: string;
  text: string;
  secrets: { label: string; value: string }[];
}

/** Varied labels and formats: ~20 records, ~25 secrets. */
const PICKED = [
  'c001', 'c005', 'c006', 'c010', 'c013', 'c015', 'c016', 'c019', 'c022', 'c024', 'c026', 'c030', 'c032', 'c037',
  'c040', 'c044', 'c050', 'c056', 'c062', 'c066', 'c068', 'c071', 'c073', 'c074',
];
/** Secrets recognisable without context, also planted inside a file path. */
const IN_PATHS = ['c005', 'c010', 'c026', 'c073'];

const SESSION = '4f1c2b7e-8d3a-4e59-9b61-0c2d4e6f8a10';
const CWD = '/home/dev/payments';

let fx: GitFixture;
let transcript: string;
let secrets: { id: string; label: string; value: string }[];
let records: Map<string, Labelled>;

/** The record's secret as it reads once the JSONL string holding it is decoded. */
function decoded(record: Labelled, value: string): string {
  return JSONL_FORMATS.has(record.format) ? (JSON.parse(`"${value}"`) as string) : value;
}

const JSONL_FORMATS = new Set(['toolResult', 'bash', 'write', 'edit', 'assistant', 'user']);

/** The string inside the record that carries its secrets with their context (`KEY=…`, `Bearer …`, a URL). */
function carrier(record: Labelled): string {
  if (!JSONL_FORMATS.has(record.format)) return record.text;
  const values = record.secrets.map((s) => decoded(record, s.value));
  let best: string | null = null;
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      if (values.every((v) => node.includes(v)) && (best === null || node.length < best.length)) best = node;
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(JSON.parse(record.text));
  if (best === null) throw new Error(`${record.id}: no single string carries all its secrets`);
  return best;
}

class Transcript {
  private lines: string[] = [];
  private parent: string | null = null;
  private n = 0;

  private push(type: 'user' | 'assistant', message: unknown): void {
    this.n++;
    const uuid = `00000000-0000-4000-8000-${String(this.n).padStart(12, '0')}`;
    const timestamp = new Date(Date.UTC(2026, 4, 1, 12, 0, this.n)).toISOString();
    this.lines.push(JSON.stringify({ parentUuid: this.parent, isSidechain: false, userType: 'external', cwd: CWD, sessionId: SESSION, version: '2.1.330', gitBranch: 'main', type, message, uuid, timestamp }));
    this.parent = uuid;
  }

  user(text: string): void {
    this.push('user', { role: 'user', content: text });
  }

  assistantText(text: string): void {
    this.push('assistant', { id: `msg_${this.n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-7', content: [{ type: 'text', text }], stop_reason: 'end_turn' });
  }

  /** A tool call and its result. */
  tool(name: string, input: Record<string, unknown>, output: string, isError = false): void {
    const id = `toolu_${String(this.n).padStart(4, '0')}`;
    this.push('assistant', { id: `msg_${this.n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-7', content: [{ type: 'tool_use', id, name, input }], stop_reason: 'tool_use' });
    this.push('user', { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: output, is_error: isError }] });
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

function buildTranscript(): string {
  const t = new Transcript();
  const picked = PICKED.map((id) => records.get(id)!);
  const byFormat = (formats: string[]) => picked.filter((r) => formats.includes(r.format));
  const first = byFormat(['user'])[0]!;
  t.user(`Rotate the payment service credentials. The current config is:\n${carrier(first)}`);
  for (const [i, r] of picked.entries()) {
    if (r === first) continue;
    const body = carrier(r);
    switch (r.format) {
      case 'user':
        t.user(`Also this one: ${body}`);
        break;
      case 'assistant':
      case 'md':
        t.assistantText(`Here is what I found:\n${body}`);
        break;
      case 'bash':
        t.tool('Bash', { command: body, description: 'Run the deploy helper' }, i % 2 ? 'ok' : `error: exit 1\n${body}`, i % 2 === 0);
        break;
      case 'write':
      case 'edit':
        t.tool('Write', { file_path: `${CWD}/config/settings-${r.id}.env`, content: body }, `File created successfully at: ${CWD}/config/settings-${r.id}.env`);
        break;
      default:
        t.tool('Bash', { command: `cat ${CWD}/secrets/${r.id}.txt`, description: 'Read the secret file' }, body);
    }
  }
  for (const id of IN_PATHS) {
    const r = records.get(id)!;
    const value = decoded(r, r.secrets[0]!.value);
    const path = `${CWD}/tokens/${value}/credentials.json`;
    t.tool('Write', { file_path: path, content: '{}\n' }, `File created successfully at: ${path}`);
    t.tool('Edit', { file_path: path, old_string: '{}', new_string: '{"rotated": true}' }, `The file ${path} has been updated.`);
  }
  const last = records.get('c071')!;
  t.user(`Last step: push the rotated config, then confirm. ${carrier(last)}`);
  return t.text();
}

/** Each secret as decoded text and as it reads inside a JSON string. */
function forms(value: string): string[] {
  return [...new Set([value, JSON.stringify(value).slice(1, -1)])];
}

function expectClean(where: string, text: string): void {
  const leaked = secrets.filter((s) => forms(s.value).some((f) => text.includes(f)));
  expect(leaked.map((s) => `${s.id} ${s.label}`), `${where} leaks`).toEqual([]);
}

function run(args: string[]): CliResult {
  return runChecked(args, fx.dir, expectClean);
}

beforeAll(() => {
  const all = readFileSync(corpusDir('redaction', 'corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Labelled);
  records = new Map(all.map((r) => [r.id, r]));
  secrets = PICKED.flatMap((id) => {
    const r = records.get(id)!;
    return r.secrets.map((s) => ({ id, label: s.label, value: decoded(r, s.value) }));
  });
  fx = GitFixture.create({ name: 'payments' });
  transcript = join(fx.root, `${SESSION}.jsonl`);
  writeFileSync(transcript, buildTranscript());
});
afterAll(() => fx.cleanup());

describe('corpus secrets planted across a Claude transcript', () => {
  it('are really in the fixture, ~20 records with varied labels', () => {
    const text = readFileSync(transcript, 'utf8');
    expect(PICKED.length).toBeGreaterThanOrEqual(20);
    expect(new Set(secrets.map((s) => s.label)).size).toBeGreaterThanOrEqual(18);
    for (const s of secrets) expect(forms(s.value).some((f) => text.includes(f)), `${s.id} planted`).toBe(true);
  });

  it('never reach the Markdown handoff, for any target or budget', () => {
    run(['show', '--transcript', transcript]);
    const raw = run(['show', '--transcript', transcript, '--raw', '--budget', '100000']).stdout;
    expect(raw).toMatch(/Redactions: [1-9]\d* secret\(s\) redacted/);
    for (const target of ['claude', 'codex', 'opencode', 'cursor', 'gemini']) {
      run(['show', '--transcript', transcript, '--raw', '--budget', '4000', 'for', target]);
    }
  });

  it('never reach --json, and the receipt counts what was redacted', () => {
    const out = JSON.parse(run(['show', '--transcript', transcript, '--json', '--raw', '--budget', '100000']).stdout);
    expect(out.handoff.redactions.total).toBeGreaterThanOrEqual(10);
    expect(Object.keys(out.handoff.redactions.byRule).length).toBeGreaterThanOrEqual(5);
    // The planted file paths are listed, redacted.
    expect(out.handoff.filesTouched.some((f: string) => f.startsWith('tokens/[REDACTED:')), JSON.stringify(out.handoff.filesTouched)).toBe(true);
    run(['show', '--transcript', transcript, '--json', 'to', 'codex']);
  });

  it('never reach the contract file written with --output, nor the other files in the repository', () => {
    const res = run(['show', '--transcript', transcript, '--raw', '--budget', '100000', 'for', 'claude', '--output', 'plans/rotate.md']);
    expect(res.stdout.split('\n')[0]).toBe(join(fx.dir, 'plans', 'rotate.md'));
    expectClean('plans/rotate.md', readFileSync(join(fx.dir, 'plans', 'rotate.md'), 'utf8'));
    const saved = run(['show', '--transcript', transcript, '--save', '--include-status', '--include-diff']);
    expectClean('the --save contract', readFileSync(saved.stdout.split('\n')[0]!, 'utf8'));
    expect(readdirSync(join(fx.dir, 'plans', 'handoffs'))).toHaveLength(1);
  });
});
