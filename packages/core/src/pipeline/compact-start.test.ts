import { afterAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import type { Handoff } from '../types/handoff.js';
import { handoffForCheckpoint } from './session-handoff.js';

const fixtures: GitFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.cleanup()));

const SID = '019ddb75-0000-7000-8000-00000000aaaa';
const CWD = '/Users/dana/code/notes';
const at = (s: number): string => new Date(Date.UTC(2026, 3, 29, 22, 0, 0) + s * 1000).toISOString();
const j = (v: unknown): string => JSON.stringify(v);

/** A Codex rollout of two turns: README first (checkpoint one), then LICENSE (checkpoint two). */
function rawTranscript(): string {
  const rec = (s: number, type: string, payload: Record<string, unknown>) => j({ timestamp: at(s), type, payload });
  const user = (s: number, text: string) => rec(s, 'response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
  const said = (s: number, text: string) => rec(s, 'response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });
  const exec = (s: number, id: string, cmd: string) => [
    rec(s, 'response_item', { type: 'function_call', name: 'exec_command', call_id: id, arguments: j({ cmd, workdir: CWD }) }),
    rec(s, 'event_msg', { type: 'token_count', info: null }),
    rec(s + 1, 'response_item', { type: 'function_call_output', call_id: id, output: 'Process exited with code 0\nOutput:\n' }),
  ];
  return [
    rec(0, 'session_meta', { id: SID, cwd: CWD }),
    user(10, 'write a README for the notes app'),
    ...exec(12, 'c1', "printf '# notes\\n' > README.md"),
    ...exec(14, 'c2', 'git add README.md && git commit -m "Add README"'),
    said(20, 'Wrote README.md and committed it.'),
    user(100, 'now add an MIT LICENSE file'),
    ...exec(105, 'c3', 'curl -s https://example.invalid/mit > LICENSE'),
    said(110, 'Added LICENSE (MIT).'),
  ].join('\n');
}

/** Entire's compact form of the same session: one line per message, tool calls merged into the assistant's line. */
function compactTranscript(): string {
  const line = (s: number, type: string, content: unknown[]) => j({ v: 1, agent: 'codex', cli_version: '0.5.6', type, ts: at(s), content });
  return [
    line(10, 'user', [{ text: 'write a README for the notes app' }]),
    line(12, 'assistant', [{ type: 'tool_use', id: 'c1', name: 'exec_command', input: {} }, { type: 'tool_use', id: 'c2', name: 'exec_command', input: {} }]),
    line(20, 'assistant', [{ type: 'text', text: 'Wrote README.md and committed it.' }]),
    line(100, 'user', [{ text: 'now add an MIT LICENSE file' }]),
    line(105, 'assistant', [{ type: 'tool_use', id: 'c3', name: 'exec_command', input: {} }]),
    line(110, 'assistant', [{ type: 'text', text: 'Added LICENSE (MIT).' }]),
  ].join('\n');
}

interface Slot {
  id: string;
  createdAt: string;
  start: number;
  compactStart?: number;
}

/** v2/main (metadata, compact transcript) and v2/full/current (raw transcript) for each checkpoint, as Entire 0.5.x wrote them. */
function v2Repo(slots: Slot[]): GitFixture {
  const fx = GitFixture.create();
  fixtures.push(fx);
  const main: Record<string, string> = {};
  const full: Record<string, string> = {};
  for (const s of slots) {
    const dir = `${s.id.slice(0, 2)}/${s.id.slice(2)}`;
    main[`${dir}/metadata.json`] = j({
      checkpoint_id: s.id,
      strategy: 'manual-commit',
      sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/transcript.jsonl`, content_hash: `/${dir}/0/transcript_hash.txt`, prompt: `/${dir}/0/prompt.txt` }],
    });
    main[`${dir}/0/metadata.json`] = j({
      checkpoint_id: s.id,
      session_id: SID,
      strategy: 'manual-commit',
      created_at: s.createdAt,
      agent: 'Codex',
      checkpoint_transcript_start: s.start,
      ...(s.compactStart !== undefined ? { compact_transcript_start: s.compactStart } : {}),
    });
    main[`${dir}/0/transcript.jsonl`] = compactTranscript();
    main[`${dir}/0/prompt.txt`] = 'now add an MIT LICENSE file';
    full[`${dir}/0/raw_transcript`] = rawTranscript();
  }
  fx.commitTree('refs/entire/checkpoints/v2/main', main, { parents: [] });
  fx.commitTree('refs/entire/checkpoints/v2/full/current', full, { parents: [] });
  return fx;
}

async function handoff(fx: GitFixture, id: string): Promise<Handoff> {
  const index = await buildIndex(await openRepo(fx.dir));
  const checkpoint = index.checkpoints.find((c) => c.id === id);
  if (!checkpoint) throw new Error(`checkpoint ${id} not indexed`);
  return handoffForCheckpoint(index, checkpoint, { target: null });
}

const commands = (h: Handoff): string => h.commands.map((c) => c.command).join('\n');
/** The raw line of the LICENSE prompt: session_meta, the README prompt, two commands of 3 records, the reply. */
const LICENSE_LINE = 9;

describe('a v2 checkpoint whose start counts lines of the compact transcript (Entire 0.5.x)', () => {
  it('reads the raw transcript from the first record after the compact line before the start', async () => {
    const fx = v2Repo([{ id: 'ab12cd34ef56', createdAt: at(120), start: 3 }]);
    const h = await handoff(fx, 'ab12cd34ef56');
    // Raw line 3 lies inside the README turn: read from there, the README commit would be this checkpoint's work.
    expect(commands(h)).toContain('LICENSE');
    expect(commands(h)).not.toContain('README');
    expect(h.latestInstruction?.text).toBe('now add an MIT LICENSE file');
    expect(h.uncertainty.join('\n')).toContain(`starts at record ${LICENSE_LINE};`);
  });

  it('takes the previous checkpoint of the session as the bound when the compact start overshoots', async () => {
    // The compact file was written again with fewer lines than Entire counted: line S-1 is the LICENSE command.
    const fx = v2Repo([
      { id: 'aa00000000a1', createdAt: at(30), start: 0 },
      { id: 'ab12cd34ef56', createdAt: at(120), start: 5 },
    ]);
    const h = await handoff(fx, 'ab12cd34ef56');
    expect(h.latestInstruction?.text).toBe('now add an MIT LICENSE file');
    expect(commands(h)).toContain('LICENSE');
    expect(commands(h)).not.toContain('README');
  });

  it('reads the whole transcript, and says so, when the start lies past the end of the compact transcript', async () => {
    const fx = v2Repo([{ id: 'ab12cd34ef56', createdAt: at(120), start: 9 }]);
    const h = await handoff(fx, 'ab12cd34ef56');
    expect(commands(h)).toContain('README');
    expect(commands(h)).toContain('LICENSE');
    expect(h.uncertainty.join('\n')).toMatch(/starts at line 9 of Entire's compact transcript, which has only 6 lines/);
  });

  it('keeps the start in raw lines when the metadata carries compact_transcript_start', async () => {
    const fx = v2Repo([{ id: 'ab12cd34ef56', createdAt: at(120), start: LICENSE_LINE, compactStart: 3 }]);
    const h = await handoff(fx, 'ab12cd34ef56');
    expect(commands(h)).not.toContain('README');
    expect(h.uncertainty.join('\n')).toContain(`starts at record ${LICENSE_LINE};`);
  });
});

describe('reading a transcript from the first record after an instant', () => {
  it('leaves out the records stamped at that instant and the unstamped ones before the first later record', async () => {
    const rec = (ts: string | null, text: string) =>
      j({ ...(ts ? { timestamp: ts } : {}), type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
    const body = [rec(at(1), 'one'), rec(at(5), 'two, same instant'), rec(null, 'three, unstamped'), rec(at(6), 'four'), rec(null, 'five, unstamped'), rec(at(7), 'six')].join('\n');
    const t = await streamTranscript(bufferSource(body), { format: 'codex-rollout', startAfter: at(5) });
    const texts: string[] = [];
    for await (const ev of t.events) if (ev.kind === 'user_prompt') texts.push(ev.text);
    expect(texts).toEqual(['four', 'five, unstamped', 'six']);
    expect(t.stats.startLine).toBe(3);
  });
});
