/**
 * A long prompt (a pasted log or plan) holds its request at the end: the latest instruction keeps its head and its
 * real tail, with a marked cut between them that says how much of the original is gone.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { PROMPT_CAP } from '../safety/hostile-text.js';
import type { TranscriptFormat } from '../types/agents.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/ana/work/queue';
// Longer than the prompt cap: the user's whole request is kept up to it.
const LOG = Array.from({ length: Math.ceil(PROMPT_CAP / 50) }, (_, i) => `2026-04-01T10:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} INFO worker[${i}] processed batch ${i} ok`).join('\n');
const REQUEST = 'Please fix the retry loop in src/worker.ts so a batch is never processed twice.';
const PROMPT = `Here is the log of the failing run:\n${LOG}\n\n${REQUEST}`;
const stamp = '2026-04-01T10:20:00.000Z';

const claude = (prompt: string): string[] => {
  const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-long', version: '2.1.37', parentUuid: null, timestamp: stamp };
  return [
    j({ ...base, type: 'user', uuid: 'u1', message: { role: 'user', content: 'add a worker for the batch queue' } }),
    j({ ...base, type: 'assistant', uuid: 'a1', message: { id: 'm1', role: 'assistant', content: [{ type: 'text', text: 'Added the worker.' }] } }),
    j({ ...base, type: 'user', uuid: 'u2', message: { role: 'user', content: prompt } }),
  ];
};

const codex = (prompt: string): string[] => [
  j({ timestamp: stamp, type: 'session_meta', payload: { id: 's-long', cwd: CWD } }),
  j({ timestamp: stamp, type: 'event_msg', payload: { type: 'user_message', message: 'add a worker for the batch queue' } }),
  j({ timestamp: stamp, type: 'event_msg', payload: { type: 'agent_message', message: 'Added the worker.' } }),
  j({ timestamp: stamp, type: 'event_msg', payload: { type: 'user_message', message: prompt } }),
];

function latest(format: TranscriptFormat, lines: string[]): string {
  const b = new HandoffBuilder({ sessionId: 's-long', agent: format === 'codex-rollout' ? 'codex' : 'claude-code', cwd: CWD });
  for (const e of parseLines(format, lines)) b.add(e);
  return b.build().latestInstruction?.text ?? '';
}

describe('the latest instruction of a long pasted prompt', () => {
  for (const [format, lines] of [
    ['claude-jsonl', claude(PROMPT)],
    ['codex-rollout', codex(PROMPT)],
  ] as const) {
    it(`keeps the head and the request at its end, with the cut marked (${format})`, () => {
      const text = latest(format, lines);
      expect(text.startsWith('Here is the log of the failing run:\n2026-04-01T10:00:00 INFO worker[0]')).toBe(true);
      expect(text.endsWith(REQUEST)).toBe(true);
      const cut = /\[… (\d+) chars cut …\]/.exec(text);
      expect(cut).not.toBeNull();
      // The count is of the original prompt: what is shown and what was cut add up to it.
      expect(text.length - (cut?.[0].length ?? 0) + Number(cut?.[1])).toBe(PROMPT.length);
    });
  }

  it('redacts a secret the cut would split before cutting', () => {
    const token = `ghp_${'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2'}`;
    // The kept head ends at half the cap: the token straddles it.
    const at = PROMPT_CAP / 2 - 15;
    const prompt = `${PROMPT.slice(0, at)} GITHUB_TOKEN=${token} ${PROMPT.slice(at)}`;
    const text = latest('claude-jsonl', claude(prompt));
    expect(text.endsWith(REQUEST)).toBe(true);
    expect(text).not.toMatch(/ghp_[A-Za-z0-9]{4,}/);
  });
});
