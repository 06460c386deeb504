import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { buildIndex } from '../index/build-index.js';
import { openRepo } from '../git/repo.js';
import type { RepoIndex } from '../types/index-model.js';

const S1 = '7a3cf82d-9284-4b61-9e6b-d409226efa84';
const S2 = 'b1c2d3e4-0000-4000-8000-000000000002';
const S3 = 'c1c2d3e4-0000-4000-8000-000000000003';
const S4 = 'd1c2d3e4-0000-4000-8000-000000000004';
const S5 = 'e1c2d3e4-0000-4000-8000-000000000005';

function claude(sessionId: string, text: string, at: string): string {
  return JSON.stringify({ parentUuid: null, isSidechain: false, type: 'user', sessionId, uuid: `u-${text}`, timestamp: at, message: { role: 'user', content: text } });
}

/** A slot without its prompt.txt, its transcript replaced. */
function withoutPrompt(files: FileTree, dir: string, transcript: string): FileTree {
  const { [`${dir}/prompt.txt`]: _prompt, ...rest } = files;
  return { ...rest, [`${dir}/full.jsonl`]: transcript };
}

/** A slot's files as an early (0.3-era) Entire wrote them: `agent: "Claude Code"`, no model, cache tokens. */
function slot(dir: string, id: string, sessionId: string, createdAt: string, text: string, start?: number): FileTree {
  return {
    [`${dir}/metadata.json`]: JSON.stringify({
      ...(start === undefined ? {} : { transcript_lines_at_start: start }),
      checkpoint_id: id,
      session_id: sessionId,
      strategy: 'manual-commit',
      created_at: createdAt,
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['a.go'],
      agent: 'Claude Code',
      token_usage: { input_tokens: 35, cache_creation_tokens: 78471, cache_read_tokens: 2192735, output_tokens: 5782, api_call_count: 33 },
    }),
    [`${dir}/full.jsonl`]: claude(sessionId, text, createdAt) + '\n',
    [`${dir}/prompt.txt`]: text,
    [`${dir}/content_hash.txt`]: 'sha256:00',
  };
}

function root(id: string, pointers: string[]): FileTree {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  return {
    [`${dir}/metadata.json`]: JSON.stringify({
      checkpoint_id: id,
      strategy: 'manual-commit',
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['a.go'],
      sessions: pointers.map((p) => ({ metadata: `${p}/metadata.json`, transcript: `${p}/full.jsonl`, context: `${p}/context.md`, prompt: `${p}/prompt.txt` })),
    }),
  };
}

describe('checkpoint slots: root pointers and numbered folders', () => {
  let fx: GitFixture;
  let index: RepoIndex;
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      // The doubled prefix an early Entire wrote (real: bd/247e41d7dd): the pointer dangles, folder 0 holds the slot.
      ...root('bd247e41d7dd', ['/bd/247e41d7dd/bd/247e41d7dd/0']),
      ...slot('bd/247e41d7dd/0', 'bd247e41d7dd', S3, '2026-02-05T10:00:00Z', 'doubled prefix'),
      // The root names slot 0 only; folder 1 holds a later snapshot of the same session (real: f6/a415abf2b0),
      // folder 2 another session nobody points at.
      ...root('f6a415abf2b0', ['/f6/a415abf2b0/0']),
      ...slot('f6/a415abf2b0/0', 'f6a415abf2b0', S1, '2026-02-06T05:29:11Z', 'first snapshot'),
      ...slot('f6/a415abf2b0/1', 'f6a415abf2b0', S1, '2026-02-06T05:51:45Z', 'second snapshot'),
      ...slot('f6/a415abf2b0/2', 'f6a415abf2b0', S2, '2026-02-06T05:40:00Z', 'unnamed folder'),
      // A migrated session split over two transcripts (real shape: a legacy checkpoint whose older slot holds the
      // first, longer half of the conversation): the older snapshot is larger, so it is no copy of the newer one.
      ...root('7a0be11e9a2c', ['/7a/0be11e9a2c/0', '/7a/0be11e9a2c/2']),
      ...slot('7a/0be11e9a2c/0', '7a0be11e9a2c', S2, '2026-01-20T10:05:21+11:00', 'yep push and PR'),
      ...slot('7a/0be11e9a2c/2', '7a0be11e9a2c', S2, '2026-01-20T09:44:33+11:00', "I'd like to work on the README files for every folder we create, let's brainstorm"),
      // One session that reached the checkpoint twice (real shape: 6b/eaf3327136): the newer slot's part starts where
      // the older one's ended, so the older part is read too.
      ...root('5e55100aa7c3', ['/5e/55100aa7c3/0', '/5e/55100aa7c3/1']),
      ...slot('5e/55100aa7c3/0', '5e55100aa7c3', S4, '2026-02-07T00:23:41Z', 'instrument it', 105),
      ...slot('5e/55100aa7c3/1', '5e55100aa7c3', S4, '2026-02-07T00:51:14Z', 'now refactor the stop hook', 592),
      // No prompt.txt (as in v2 checkpoints): the newest prompt comes from the transcript's tail.
      ...withoutPrompt(
        slot('ab/12cd34ef56/0', 'ab12cd34ef56', S5, '2026-02-08T09:00:00Z', 'first ask'),
        'ab/12cd34ef56/0',
        `${claude(S5, 'first ask', '2026-02-08T08:50:00Z')}\n${claude(S5, 'then pin the actions to shas', '2026-02-08T08:55:00Z')}\n`,
      ),
      ...root('ab12cd34ef56', ['/ab/12cd34ef56/0']),
    });
    index = await buildIndex(await openRepo(fx.dir), { now: new Date('2026-03-01T00:00:00Z') });
  });
  afterAll(() => fx.cleanup());

  it('reads a slot whose root pointer dangles from its folder, and counts the pointer', () => {
    const cp = index.checkpoints.find((c) => c.id === 'bd247e41d7dd');
    expect(cp?.sessionIds).toEqual([S3]);
    expect(cp?.danglingPointers).toBe(1);
    expect(cp?.sessions[0]?.transcript?.kind).toBe('blob');
    expect(index.sessions.find((s) => s.id === S3)?.lastPrompt).toBe('doubled prefix');
  });

  it('indexes numbered folders no pointer names, one snapshot per session (the newest)', () => {
    const cp = index.checkpoints.find((c) => c.id === 'f6a415abf2b0');
    expect(cp?.danglingPointers).toBeUndefined();
    expect(cp?.sessions.map((s) => [s.sessionId, s.slot, s.duplicateSlots ?? []])).toEqual([
      [S1, '1', ['0']],
      [S2, '2', []],
    ]);
    expect(index.sessions.find((s) => s.id === S1)?.lastPrompt).toBe('second snapshot');
    expect(index.sessions.map((s) => s.id).sort()).toEqual([S1, S2, S3, S4, S5].sort());
  });

  it('keeps an older snapshot whose transcript is larger than the newest one: it holds turns the newest lacks', () => {
    const cp = index.checkpoints.find((c) => c.id === '7a0be11e9a2c');
    expect(cp?.sessions.map((s) => [s.sessionId, s.slot, s.duplicateSlots ?? []])).toEqual([
      [S2, '0', []],
      [S2, '2', []],
    ]);
    expect(cp?.sessionIds).toEqual([S2]);
  });

  it('keeps an older snapshot whose part starts earlier than the newest one\'s: the newest part lacks its turns', () => {
    const cp = index.checkpoints.find((c) => c.id === '5e55100aa7c3');
    expect(cp?.sessions.map((s) => [s.slot, s.transcriptStart, s.duplicateSlots ?? []])).toEqual([
      ['0', 105, []],
      ['1', 592, []],
    ]);
  });

  it("gives a session with no prompt.txt the newest prompt of its transcript's tail", () => {
    expect(index.sessions.find((s) => s.id === S5)?.lastPrompt).toBe('then pin the actions to shas');
  });

  it('takes the agent from a "Claude Code" label corroborated by Claude-only token usage, unread', () => {
    const cp = index.checkpoints.find((c) => c.id === 'f6a415abf2b0');
    expect(cp?.sessions.every((s) => s.agentConfirmed && s.agent === 'claude-code')).toBe(true);
  });
});
