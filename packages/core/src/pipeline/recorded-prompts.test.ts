/**
 * Which record holds a session's latest prompt, where Entire's prompt.txt and the transcript disagree: shapes rewritten
 * from real sessions of Cursor, Kiro and an external agent whose plugin exports a Claude-like file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { checkpointTree } from '../../../../tests/support/checkpoint-tree.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';
import { handoffForSession } from './session-handoff.js';

const fixtures: GitFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.cleanup()));

const j = (v: unknown): string => JSON.stringify(v);
const V1 = 'refs/heads/entire/checkpoints/v1';

function repo(files: FileTree, ref = V1): GitFixture {
  const fx = GitFixture.create();
  fixtures.push(fx);
  fx.commitTree(ref, files, { parents: [] });
  return fx;
}

async function session(fx: GitFixture, id: string): Promise<{ index: RepoIndex; listed: string | null; latest: string | undefined; agent: string; uncertainty: string[] }> {
  const index = await buildIndex(await openRepo(fx.dir));
  const s = index.sessions.find((x) => x.id === id);
  if (!s) throw new Error(`session ${id} not indexed`);
  const listed = s.lastPrompt;
  const h = await handoffForSession(await buildIndex(await openRepo(fx.dir), { lazy: true, prompts: false }), { ...s }, { target: null });
  return { index, listed, latest: h.latestInstruction?.text, agent: s.agent, uncertainty: h.uncertainty };
}

describe("a prompt.txt that holds only the session's first prompt (Cursor)", () => {
  const id = '13e662e2-0000-4000-8000-000000000001';
  const query = (text: string) => j({ role: 'user', message: { content: [{ type: 'text', text: `<user_query>\n${text}\n</user_query>` }] } });
  const said = (text: string) => j({ role: 'assistant', message: { content: [{ type: 'text', text }] } });
  const page = '<external_links>\n### Potentially Relevant Websearch Results\n\nWebsite URL: https://github.com/acme/cli/pull/12\nSkip to content\n</external_links>';
  const files = checkpointTree('b8b6fbd5f55f', [{ sessionId: id, createdAt: '2026-04-23T22:00:26.811Z', transcript: [query('review changes in https://github.com/acme/cli/pull/12'), said('Findings: one bug.'), query('Sounds great, let us fix it.'), said('Fixed.')].join('\n') }], { branch: 'main', files: [], agent: 'Cursor' });
  files['b8/b6fbd5f55f/0/prompt.txt'] = `${page}\n\nreview changes in https://github.com/acme/cli/pull/12`;

  it('lists the newest prompt of the transcript, the one the handoff names', async () => {
    const r = await session(repo(files), id);
    expect(r.latest).toBe('Sounds great, let us fix it.');
    expect(r.listed).toBe(r.latest);
  });
});

describe("a Kiro transcript exported before the turn prompt.txt names reached it", () => {
  const id = '85611a98a7c43fbfd0fb52e582951304';
  const conversation = j({
    conversation_id: '',
    history: [
      { user: { content: { Prompt: { prompt: 'Make a folder called docs and a readme inside it' } } }, assistant: { ToolUse: { message_id: '', tool_uses: [{ id: '', name: 'fs_write', args: { path: 'docs/README.md' } }] } } },
      { user: { content: null }, assistant: { Response: { message_id: '', content: 'Done — created `docs/README.md`.' } } },
    ],
  });
  const files = checkpointTree('cce48b6a4aec', [{ sessionId: id, createdAt: '2026-04-24T17:26:33.031Z', transcript: conversation }], { branch: 'v2-testing', files: ['docs/README.md'], agent: 'Kiro' });

  it('takes the prompt Entire recorded last as the latest instruction, says its turn is not in the transcript, and lists it', async () => {
    const r = await session(repo({ ...files, 'cc/e48b6a4aec/0/prompt.txt': 'add a comment to the docs readme' }), id);
    expect(r.agent).toBe('kiro');
    expect(r.latest).toBe('add a comment to the docs readme');
    expect(r.listed).toBe(r.latest);
    expect(r.uncertainty.join('\n')).toMatch(/transcript ends before the latest prompt Entire recorded/);
    // A prompt.txt naming a prompt the transcript holds changes nothing.
    const held = await session(repo({ ...files, 'cc/e48b6a4aec/0/prompt.txt': 'Make a folder called docs and a readme inside it' }), id);
    expect(held.latest).toBe('Make a folder called docs and a readme inside it');
    expect(held.uncertainty.join('\n')).not.toMatch(/transcript ends before/);
  });
});

describe('an external agent whose plugin exports a Claude-like file', () => {
  const id = '52eb3eb5-0000-4000-8000-000000000002';
  const dir = 'ce/ebd213594c';
  const raw = [
    j({ type: 'user', uuid: 'u1', timestamp: '2026-04-23T18:40:13Z', message: { content: 'create a file called hello5.txt' } }),
    j({ type: 'assistant', uuid: 'a1', timestamp: '2026-04-23T18:40:13Z', message: { content: [{ type: 'text', text: 'Created hello5.txt.' }] } }),
    j({ type: 'user', uuid: 'u2', timestamp: '2026-04-23T18:40:14Z', message: { content: 'hi' } }),
    j({ type: 'assistant', uuid: 'a2', timestamp: '2026-04-23T18:40:14Z', message: { content: [{ type: 'text', text: 'roger roger' }] } }),
  ].join('\n');
  const compact = [
    j({ v: 1, agent: 'roger-roger', cli_version: 'unknown', type: 'user', ts: '2026-04-23T18:40:13Z', content: [{ text: 'create a file called hello5.txt' }] }),
    j({ v: 1, agent: 'roger-roger', cli_version: 'unknown', type: 'assistant', ts: '2026-04-23T18:40:13Z', id: 'a1', content: [{ type: 'text', text: 'Created hello5.txt.' }] }),
    j({ v: 1, agent: 'roger-roger', cli_version: 'unknown', type: 'user', ts: '2026-04-23T18:40:14Z', content: [{ text: 'hi' }] }),
    j({ v: 1, agent: 'roger-roger', cli_version: 'unknown', type: 'assistant', ts: '2026-04-23T18:40:14Z', id: 'a2', content: [{ type: 'text', text: 'roger roger' }] }),
  ].join('\n');

  it('is no Claude Code session, and lists the newest prompt of its transcript when prompt.txt kept an earlier one', async () => {
    const fx = GitFixture.create();
    fixtures.push(fx);
    fx.commitTree('refs/entire/checkpoints/v2/main', {
      [`${dir}/metadata.json`]: j({ checkpoint_id: 'ceebd213594c', sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/transcript.jsonl`, prompt: `/${dir}/0/prompt.txt` }] }),
      [`${dir}/0/metadata.json`]: j({ checkpoint_id: 'ceebd213594c', session_id: id, created_at: '2026-04-23T18:40:24.076Z', files_touched: ['hello5.txt'], agent: 'Roger Roger Agent', model: '' }),
      [`${dir}/0/transcript.jsonl`]: compact,
      [`${dir}/0/prompt.txt`]: 'create a file called hello5.txt',
    }, { parents: [] });
    fx.commitTree('refs/entire/checkpoints/v2/full/current', { [`${dir}/0/raw_transcript`]: raw }, { parents: [] });
    const r = await session(fx, id);
    expect(r.agent).toBe('unknown');
    expect(r.latest).toBe('hi');
    expect(r.listed).toBe('hi');
  });
});
