// A merged checkpoint's sessions that did nothing in it: their parts are empty, so each transcript is read whole, and
// what they decided belongs to earlier checkpoints (issue 12, class 7: a decision of other work is garbage here).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { mergeSessionHandoffs, type SessionHandoff } from '../summarize/merge-sessions.js';
import type { CheckpointSession } from '../types/index-model.js';
import { feedTranscript } from './feed-transcript.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-earlier-part-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (s: number): string => new Date(Date.UTC(2026, 5, 18, 14, 0, 0) + s * 1000).toISOString();
const rec = (s: number, type: string, payload: Record<string, unknown>): string => JSON.stringify({ timestamp: at(s), type, payload });
const user = (s: number, text: string) => rec(s, 'response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
const said = (s: number, text: string) => rec(s, 'response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] });

/** A Codex session of earlier leaderboard work: Entire's start for this checkpoint is its record count. */
const styling = [
  rec(0, 'session_meta', { id: 'codex-ui', cwd: '/repo' }),
  user(1, 'why does it say local board until api is reachable'),
  said(2, 'I’m going to use a tiny shared `leaderboardPanel` module instead of copying submit/list logic three times.'),
];
/** The session that ended last, working in this checkpoint. */
const licensing = [
  rec(100, 'session_meta', { id: 'codex-license', cwd: '/repo' }),
  user(101, 'add a GPLv3 license'),
  said(102, 'I’ll use the SPDX id GPL-3.0-only rather than GPL-3.0-or-later, since you asked for v3 exactly.'),
];

async function part(name: string, records: string[], sessionId: string, start: number): Promise<SessionHandoff> {
  const file = join(dir, name);
  writeFileSync(file, `${records.join('\n')}\n`);
  const builder = new HandoffBuilder({ sessionId, agent: 'codex' });
  await feedTranscript(builder, { kind: 'file', path: file }, dir, { start });
  const slot = { sessionId, slot: '0', createdAt: at(200), transcript: { kind: 'file', path: file }, transcriptStart: start } as unknown as CheckpointSession;
  return { handoff: builder.build(), slot, ...(builder.readEarlierPartsOnly() ? { earlierOnly: true as const } : {}) };
}

describe('the decisions of a merged checkpoint', () => {
  it('leave out those of another session whose part is empty: its transcript read whole is earlier work', async () => {
    const earlier = await part('styling.jsonl', styling, 'codex-ui', styling.length);
    const lead = await part('license.jsonl', licensing, 'codex-license', 0);
    expect(earlier.handoff.decisions.map((d) => d.text)).toHaveLength(1);
    const merged = mergeSessionHandoffs([earlier, lead], 0, []);
    expect(merged.decisions.map((d) => d.text)).toEqual(['I’ll use the SPDX id GPL-3.0-only rather than GPL-3.0-or-later, since you asked for v3 exactly.']);
  });

  it('keep those of another session that worked in its part', async () => {
    const earlier = await part('styling-worked.jsonl', styling, 'codex-ui', 1);
    const lead = await part('license-2.jsonl', licensing, 'codex-license', 0);
    expect(mergeSessionHandoffs([earlier, lead], 0, []).decisions).toHaveLength(2);
  });
});

describe('another session of a merged checkpoint whose part is empty', () => {
  it('is named, but none of its earlier prompts, checks or open items stand as current', async () => {
    const earlier = await part('styling-named.jsonl', styling, 'codex-ui', styling.length);
    const lead = await part('license-3.jsonl', licensing, 'codex-license', 0);
    expect(earlier.handoff.latestInstruction?.text).toBe('why does it say local board until api is reachable');
    const other = mergeSessionHandoffs([earlier, lead], 0, []).otherSessions?.[0];
    expect(other?.sessionId).toBe('codex-ui');
    expect(other).toMatchObject({ emptyPart: true, task: null, latestInstruction: null, status: 'unknown', nextStep: null, lastCheck: null, edited: 0 });
  });

  it('keeps its latest instruction when it worked in its part', async () => {
    const earlier = await part('styling-kept.jsonl', styling, 'codex-ui', 1);
    const lead = await part('license-4.jsonl', licensing, 'codex-license', 0);
    const other = mergeSessionHandoffs([earlier, lead], 0, []).otherSessions?.[0];
    expect(other?.emptyPart).toBeUndefined();
    expect(other?.latestInstruction?.text).toBe('why does it say local board until api is reachable');
  });
});
