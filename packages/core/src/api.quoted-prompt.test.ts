/**
 * What a checkpoint's handoff quotes of the user: a long last prompt (a pasted agent prompt, a spec) whole, a record
 * too long to parse whole cut with the one marker every quote uses, and no person's email address a compaction summary
 * named. Claude Code JSONL shaped as Entire commits it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointTree } from '../../../tests/support/checkpoint-tree.js';
import { GitFixture } from '../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, loadIndex } from './api.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import type { Handoff } from './types/handoff.js';

const CP = '895b417b37d2';
const SESSION = '3f1c2b7e-9a41-4d0e-8c55-2b6f0e1d7a90';

/** Claude Code records a second apart; a user record's content is the typed string, an assistant's a text block. */
function claude(records: ({ user: string } | { assistant: string } | { summary: string })[]): string {
  const t0 = Date.parse('2026-04-20T08:00:00Z');
  return records
    .map((r, i) => {
      const base = { parentUuid: null, isSidechain: false, userType: 'external', cwd: '/Users/dana/code/metrics', sessionId: SESSION, uuid: `u-${i}`, timestamp: new Date(t0 + i * 1000).toISOString() };
      if ('summary' in r) return JSON.stringify({ type: 'user', ...base, isCompactSummary: true, message: { role: 'user', content: r.summary } });
      if ('user' in r) return JSON.stringify({ type: 'user', ...base, message: { role: 'user', content: r.user } });
      return JSON.stringify({ type: 'assistant', ...base, message: { role: 'assistant', content: [{ type: 'text', text: r.assistant }] } });
    })
    .join('\n')
    .concat('\n');
}

let fx: GitFixture | null = null;
afterEach(() => {
  fx?.cleanup();
  fx = null;
});

async function handoff(transcript: string): Promise<Handoff> {
  fx = GitFixture.create();
  fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree(CP, [{ sessionId: SESSION, createdAt: '2026-04-20T08:10:00Z', transcript }], { branch: 'main', files: ['docs/git-ai-reference.md'], agent: 'Claude Code' }));
  const index = await loadIndex({ cwd: fx.dir });
  return handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-04-21T00:00:00Z') });
}

/** A pasted agent prompt of numbered sections, `n` of them: each one a different instruction. */
function pastedPrompt(n: number): string {
  const sections = Array.from({ length: n }, (_, i) => `## Step ${i + 1}\nRun \`git-ai blame src/file-${i}.ts\` and record in docs/git-ai-reference.md which lines it attributes to the agent.`);
  return `Here is the full prompt to paste into a new session:\n\n---\ngit-ai Testing & Documentation Agent Prompt\n\n${sections.join('\n\n')}\n\nEnd with a summary table of every command.`;
}

describe('a long last prompt', () => {
  it('is the latest instruction whole, up to the prompt cap: the next agent needs every step the user pasted', async () => {
    const prompt = pastedPrompt(160);
    expect(prompt.length).toBeGreaterThan(20_000);
    const h = await handoff(claude([{ user: 'check that git-ai is installed' }, { assistant: 'git-ai 1.3.1 is installed.' }, { user: prompt }, { assistant: 'Starting with step 1.' }]));
    expect(h.latestInstruction?.text).toBe(prompt);
  });

  it('read from a record too long to parse whole, is cut with the marker every quote uses, never the reader\'s own', async () => {
    const prompt = pastedPrompt(700);
    expect(prompt.length).toBeGreaterThan(64 * 1024);
    const h = await handoff(claude([{ user: prompt }, { assistant: 'Starting with step 1.' }]));
    const text = h.latestInstruction?.text ?? '';
    expect(text.startsWith('Here is the full prompt to paste into a new session:')).toBe(true);
    expect(text.endsWith('End with a summary table of every command.')).toBe(true);
    expect(text).toMatch(/\[… ~\d+ chars cut …\]/);
    expect(text).not.toContain('bytes omitted');
  });
});

describe('a compaction summary that names the user with an email address', () => {
  it('states the task with the mailbox masked and the domain kept, in the JSON and the Markdown', async () => {
    const summary =
      'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\n' +
      'Summary:\n1. Primary Request and Intent:\n   The user (Rizel, rizel@entire.io, Entire team) is redesigning Level 2 ("The Drone Bay") so subagents are dispatched one at a time.\n\n' +
      '2. Key Technical Concepts:\n   - Three.js scene graph\n';
    const h = await handoff(claude([{ summary }, { assistant: 'Continuing with the dispatch queue.' }, { user: 'dispatch them one at a time' }]));
    expect(JSON.stringify({ ...h, markdown: '' })).not.toContain('rizel@entire.io');
    expect(h.markdown).not.toContain('rizel@entire.io');
    expect(h.task?.text).toContain('The user (Rizel, [email]@entire.io, Entire team) is redesigning Level 2');
  });
});
