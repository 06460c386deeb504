/**
 * An Amp session as Entire's external agent records it: metadata labels it "Amp", full.jsonl is the plugin's export
 * and transcript.jsonl Entire's compact form, whose lines name the agent "amp". It is Amp's, not an unknown agent's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { checkpointTree } from '../../../../tests/support/checkpoint-tree.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from './build-index.js';
import { handoffForSession } from '../pipeline/session-handoff.js';
import { agentDisplayName } from '../targets/vocabulary.js';

const fixtures: GitFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.cleanup()));

const id = 'T-7f3e2a91-4c5d-4b8e-9a10-2d6c8e4f1b37';
const line = (type: string, ts: string, content: unknown[]) => JSON.stringify({ v: 1, agent: 'amp', cli_version: '0.0.1764', type, ts, content });
const compact = [
  line('user', '2026-11-20T09:00:00Z', [{ text: 'add retry with backoff to the webhook sender' }]),
  line('assistant', '2026-11-20T09:00:20Z', [{ type: 'text', text: 'Added exponential backoff in src/webhooks/send.ts.' }]),
].join('\n');

describe('an Amp session', () => {
  it('is listed and handed off as Amp, from the label and the compact transcript', async () => {
    const fx = GitFixture.create();
    fixtures.push(fx);
    const files = checkpointTree('a4c19e07b2d3', [{ sessionId: id, createdAt: '2026-11-20T09:01:00Z', transcript: JSON.stringify({ exported_by: 'amp-plugin', thread: id }) }], {
      branch: 'main',
      files: ['src/webhooks/send.ts'],
      agent: 'Amp',
    });
    files['a4/c19e07b2d3/0/transcript.jsonl'] = compact;
    const root = JSON.parse(String(files['a4/c19e07b2d3/metadata.json'])) as { sessions: Record<string, string>[] };
    root.sessions[0]!.compact_transcript = '/a4/c19e07b2d3/0/transcript.jsonl';
    files['a4/c19e07b2d3/metadata.json'] = JSON.stringify(root);
    fx.commitTree('refs/heads/entire/checkpoints/v1', files, { parents: [] });

    const index = await buildIndex(await openRepo(fx.dir));
    const session = index.sessions.find((s) => s.id === id);
    expect(session?.agent).toBe('amp');
    const handoff = await handoffForSession(index, session!, { target: null });
    expect(handoff.sourceAgents).toEqual(['amp']);
    expect(handoff.latestInstruction?.text).toBe('add retry with backoff to the webhook sender');
    expect(agentDisplayName('amp')).toBe('Amp');
  });
});
