/**
 * A v1 checkpoint as Entire 0.8 writes it (`full.jsonl` and the compact `transcript.jsonl` of the same session, with
 * `compact_transcript_start`), read from a copy of the repository that lost the native blob: the tree still lists
 * `full.jsonl`, the object store no longer holds it. The transcripts are a real Claude Code session of Entire's own
 * repository and Entire's compact conversion of it (the compact package's test data, byte-exact).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { Handoff } from '../types/handoff.js';
import { handoffForCheckpoint, handoffForSession } from './session-handoff.js';
import { sessionRecords } from './transcript-records.js';

const fixtures: GitFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.cleanup()));

const ID = 'a1b2c3d4e5f6';
const DIR = 'a1/b2c3d4e5f6/0';
const SID = '298dfe1a-fcfd-445d-a715-990622c86af9';
const V1 = 'refs/heads/entire/checkpoints/v1';
const fixture = (name: string): string => readFileSync(corpusDir('entire', 'compact-fixtures', name), 'utf8');
const native = fixture('claude_full2.jsonl');
const compact = fixture('claude_expected2.jsonl');
// The two files this session edited, as Entire's files_touched names them (relative to the repository).
const EDITED = ['cmd/entire/cli/integration_test/attribution_test.go', 'cmd/entire/cli/strategy/manual_commit_hooks.go'];

function checkpoint(files: { native?: boolean; compact?: boolean }, compactStart = 0): FileTree {
  const tree: FileTree = {
    'a1/b2c3d4e5f6/metadata.json': JSON.stringify({
      cli_version: '0.8.1',
      checkpoint_id: ID,
      strategy: 'manual-commit',
      branch: 'main',
      files_touched: EDITED,
      sessions: [{ metadata: `/${DIR}/metadata.json`, transcript: `/${DIR}/full.jsonl`, compact_transcript: `/${DIR}/transcript.jsonl`, content_hash: `/${DIR}/content_hash.txt`, prompt: `/${DIR}/prompt.txt` }],
    }),
    [`${DIR}/metadata.json`]: JSON.stringify({
      cli_version: '0.8.1',
      checkpoint_id: ID,
      session_id: SID,
      strategy: 'manual-commit',
      created_at: '2026-03-27T09:58:00Z',
      branch: 'main',
      files_touched: EDITED,
      agent: 'Claude Code',
      model: 'claude-opus-4-6',
      turn_id: 'c0ffee00',
      checkpoint_transcript_start: 0,
      compact_transcript_start: compactStart,
    }),
    [`${DIR}/content_hash.txt`]: 'sha256:5f1d0c3e\n',
    [`${DIR}/prompt.txt`]: 'yeah, let\'s give it a try\n',
  };
  if (files.native !== false) tree[`${DIR}/full.jsonl`] = native;
  if (files.compact !== false) tree[`${DIR}/transcript.jsonl`] = compact;
  return tree;
}

/** A repository holding the checkpoint, with the blobs of `lose` deleted from its object store (the tree keeps them). */
function repo(tree: FileTree, lose: string[] = []): GitFixture {
  const fx = GitFixture.create();
  fixtures.push(fx);
  fx.commitTree(V1, tree, { parents: [] });
  for (const path of lose) {
    const oid = fx.git(['rev-parse', `${V1}:${path}`]);
    rmSync(join(fx.gitDir, 'objects', oid.slice(0, 2), oid.slice(2)));
  }
  return fx;
}

async function handoffs(fx: GitFixture): Promise<{ checkpoint: Handoff; session: Handoff; records: string }> {
  const index = await buildIndex(await openRepo(fx.dir));
  const cp = index.checkpoints.find((c) => c.id === ID);
  const s = index.sessions.find((x) => x.id === SID);
  if (!cp || !s) throw new Error('checkpoint not indexed');
  return {
    checkpoint: await handoffForCheckpoint(index, cp, { target: null }),
    session: await handoffForSession(index, s, { target: null }),
    records: await sessionRecords(index, s, 0, 3),
  };
}

/** What a handoff says, without the line numbers (the native and compact files number their records apart). */
function summary(h: Handoff) {
  return {
    task: h.task?.text,
    latest: h.latestInstruction?.text,
    status: h.status,
    files: h.filesTouched,
    errors: h.errors.map((e) => e.decisiveLine),
    todos: h.todos.map((t) => `${t.status} ${t.text}`),
    decisions: h.decisions.map((d) => d.text),
    commands: h.commands.map((c) => c.command),
  };
}

describe('a v1 checkpoint whose full.jsonl blob is missing and whose transcript.jsonl is there', () => {
  const whole = repo(checkpoint({}));
  const lost = repo(checkpoint({}), [`${DIR}/full.jsonl`]);

  it('reads the compact transcript and says what the native one says, field by field', async () => {
    const from = await handoffs(whole);
    const read = await handoffs(lost);
    expect(read.checkpoint.uncertainty.join('\n')).not.toMatch(/could not be read|missing/);
    expect(summary(read.checkpoint)).toEqual(summary(from.checkpoint));
    expect(summary(read.session)).toEqual(summary(from.session));
    expect(read.checkpoint.latestInstruction?.text).toBe("yeah, let's give it a try");
    expect(read.checkpoint.status).toBe('complete');
  });

  it('leads --raw into the transcript the handoff read', async () => {
    const { records } = await handoffs(lost);
    expect(records).toMatch(/0 user_prompt: can you take a look at the attribution logic/);
  });

  it('reads the native transcript while its blob is there, and the compact one when the tree lists no full.jsonl', async () => {
    const h = await handoffs(whole);
    // The native file numbers the session's prompt at line 317; the compact file at line 87.
    expect(h.checkpoint.latestInstruction?.source.line).toBe(317);
    const absent = await handoffs(repo(checkpoint({ native: false })));
    expect(absent.checkpoint.latestInstruction?.source.line).toBe(87);
    expect(summary(absent.checkpoint)).toEqual(summary(h.checkpoint));
  });

  it('reads only the part from compact_transcript_start', async () => {
    const h = await handoffs(repo(checkpoint({}, 87), [`${DIR}/full.jsonl`]));
    expect(h.checkpoint.latestInstruction?.text).toBe("yeah, let's give it a try");
    expect(h.checkpoint.status).toBe('complete');
    expect(h.checkpoint.commands.every((c) => (c.source.line ?? 0) >= 87)).toBe(true);
  });

  it('says the blob is missing, without failing, when the compact one is gone too', async () => {
    const fx = repo(checkpoint({}), [`${DIR}/full.jsonl`, `${DIR}/transcript.jsonl`]);
    const index = await buildIndex(await openRepo(fx.dir));
    const cp = index.checkpoints.find((c) => c.id === ID);
    const s = index.sessions.find((x) => x.id === SID);
    if (!cp || !s) throw new Error('checkpoint not indexed');
    const handoff = await handoffForCheckpoint(index, cp, { target: null });
    expect(handoff.uncertainty.join('\n')).toMatch(/could not be read: transcript blob [0-9a-f]{40} is missing/);
    // --raw has nothing to show: one line saying why (the CLI prints it on stderr, exit 1).
    await expect(sessionRecords(index, s, 0, 3)).rejects.toThrow(/transcript blob [0-9a-f]{40} is missing from the repository/);
  });
});
