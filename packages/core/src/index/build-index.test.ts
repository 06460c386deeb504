import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { gitProcessStats } from '../git/run-git.js';
import type { RepoIndex } from '../types/index-model.js';
import { resolveCheckpoint, resolveSession } from './resolve-id.js';
import { checkpointTree, claudeLine, codexLine, indexOf } from '../../../../tests/support/index-fixture.js';

describe('buildIndex: shadow branches, trailers, git-refs, remote v1', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());

  it('uses shadow branches for uncommitted work, without confusing them with checkpoint branches', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [{ sessionId: 'sess-committed', agent: 'Claude Code', model: 'claude-opus-4-6', transcript: claudeLine('x', 'a') + '\n', createdAt: '2026-04-01T00:00:00Z' }]));
    const ref = fx.addShadowBranch({
      sessionId: 'sess-shadow',
      transcript: claudeLine('sess-shadow', 'work in progress') + '\n',
      prompt: 'first\n\n---\n\nsecond prompt',
      date: '2026-05-01T11:00:00Z',
      extraSessions: { 'sess-other': codexLine('sess-other') + '\n' },
    });
    const index = await indexOf(fx.dir);
    const s = resolveSession(index, 'sess-shadow');
    expect(s).toMatchObject({ status: 'unknown', transcriptSource: 'shadow', agent: 'claude-code', lastPrompt: 'second prompt', lastActivityAt: '2026-05-01T11:00:00.000Z' });
    expect(s.transcript).toMatchObject({ kind: 'blob', treePath: '.entire/metadata/sess-shadow/full.jsonl' });
    expect(resolveSession(index, 'sess-other').agent).toBe('codex');
    expect(index.layouts.shadow).toBe(ref);
    expect(index.checkpoints.map((c) => c.id)).toEqual(['a1b2c3d4e5f6']);
    expect(resolveSession(index, 'sess-committed')).toMatchObject({ status: 'ended', checkpointIds: ['a1b2c3d4e5f6'] });
  });

  it('links checkpoints to every commit whose trailers name them', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('aaaaaaaaaaa1', [{ sessionId: 's1', createdAt: '2026-04-01T00:00:00Z' }]),
      ...checkpointTree('aaaaaaaaaaa2', [{ sessionId: 's1', createdAt: '2026-04-02T00:00:00Z' }]),
    });
    const c1 = fx.commitEmpty('feat\n\nEntire-Checkpoint: aaaaaaaaaaa1\n');
    const c2 = fx.commitEmpty('squash\n\n* a\n\nEntire-Checkpoint: aaaaaaaaaaa1\n\n* b\n\nEntire-Checkpoint: aaaaaaaaaaa2\n');
    const index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'aaaaaaaaaaa1').commits).toEqual([c2, c1]);
    expect(resolveCheckpoint(index, 'aaaaaaaaaaa2').commits).toEqual([c2]);
    expect(resolveSession(index, 's1').checkpointIds).toEqual(['aaaaaaaaaaa1', 'aaaaaaaaaaa2']);
    expect(index.missingCheckpointIds).toEqual([]);
  });

  it('orders checkpoints and sessions of the same time by id without loading the collator', async () => {
    fx = GitFixture.create();
    const at = '2026-04-01T00:00:00Z';
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('aaaaaaaaaaa1', [{ sessionId: 's-b', createdAt: at }, { sessionId: 's-a', createdAt: at }]),
      ...checkpointTree('aaaaaaaaaaa2', [{ sessionId: 's-c', createdAt: at }]),
    });
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const index = await indexOf(fx.dir);
      expect(index.checkpoints.map((c) => c.id)).toEqual(['aaaaaaaaaaa2', 'aaaaaaaaaaa1']);
      expect(index.sessions.map((s) => s.id)).toEqual(['s-a', 's-b', 's-c']);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('reads ULID checkpoints from git-refs and ignores refs that are not checkpoints', async () => {
    fx = GitFixture.create();
    const ulid = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
    const tree = checkpointTree(ulid, [{ sessionId: 'sess-ulid', agent: 'Codex', model: 'gpt-5.4', transcript: codexLine('sess-ulid') + '\n' }], { root: '', pointerRoot: '/' });
    fx.commitTree(`refs/entire/checkpoints/6D/${ulid}`, tree, { parents: [], date: '2026-04-30T00:00:00Z' });
    fx.commitTree(`refs/entire/checkpoints/XX/${ulid.slice(0, 25)}X`, tree, { parents: [] });
    fx.commitTree('refs/entire/checkpoints/v1.1', checkpointTree('b1b2c3d4e5f6', [{ sessionId: 'sess-mirror' }]));
    const index = await indexOf(fx.dir);
    const cp = resolveCheckpoint(index, '01k9tq8z');
    expect(cp).toMatchObject({ id: ulid, storage: 'git-refs', ref: `refs/entire/checkpoints/6D/${ulid}`, createdAt: '2025-11-12T00:26:00.263Z' });
    expect(cp.sessions[0]).toMatchObject({ sessionId: 'sess-ulid', agent: 'codex', slot: '0' });
    expect(cp.sessions[0]?.transcript).toMatchObject({ kind: 'blob', treePath: '0/full.jsonl', size: codexLine('sess-ulid').length + 1 });
    expect(index.checkpoints.map((c) => c.id).sort()).toEqual([ulid, 'b1b2c3d4e5f6']);
    expect(resolveCheckpoint(index, 'b1b2c3d4e5f6').storage).toBe('v1-branch');
    expect(index.layouts['v1.1']).toBe('refs/entire/checkpoints/v1.1');
  });

  it('reads the remote-tracking v1 branch when there is no local one, and when the local one is behind', async () => {
    fx = GitFixture.create();
    const first = fx.commitTree('refs/remotes/origin/entire/checkpoints/v1', checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]));
    let index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'c1c2c3c4c5c6').ref).toBe('refs/remotes/origin/entire/checkpoints/v1');
    expect(index.layouts['v1-branch']).toBe('refs/remotes/origin/entire/checkpoints/v1');

    fx.git(['update-ref', 'refs/heads/entire/checkpoints/v1', first]);
    fx.commitTree('refs/remotes/origin/entire/checkpoints/v1', {
      ...checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]),
      ...checkpointTree('d1d2d3d4d5d6', [{ sessionId: 'sess-newer' }]),
    });
    index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'd1d2d3d4d5d6').ref).toBe('refs/remotes/origin/entire/checkpoints/v1');
    expect(index.checkpoints).toHaveLength(2);

    // Diverged: both are read, the local copy wins for checkpoints in both.
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]),
      ...checkpointTree('e1e2e3e4e5e6', [{ sessionId: 'sess-local' }]),
    });
    index = await indexOf(fx.dir);
    expect(index.checkpoints.map((c) => c.id).sort()).toEqual(['c1c2c3c4c5c6', 'd1d2d3d4d5d6', 'e1e2e3e4e5e6']);
    expect(resolveCheckpoint(index, 'c1c2c3c4c5c6').ref).toBe('refs/heads/entire/checkpoints/v1');
  });
});

describe('buildIndex: hostile data', () => {
  let fx: GitFixture;
  let outside: string;
  let index: RepoIndex;
  let spawned = 0;
  beforeAll(async () => {
    fx = GitFixture.create();
    outside = mkdtempSync(join(tmpdir(), 'hos-outside-'));
    // A 100 MB metadata.json (the real pre-0.10.1 prompt_attributions bug), written in pieces.
    const bigFile = join(fx.root, 'big-metadata.json');
    const fd = openSync(bigFile, 'w');
    writeSync(fd, '{"session_id":"sess-huge","prompt_attributions":[');
    const piece = Buffer.from('{"checkpoint_number":1,"user_lines_added":0,"user_added_per_file":{}},'.repeat(14_000));
    for (let written = 0; written < 100 * 1024 * 1024; written += piece.length) writeSync(fd, piece);
    writeSync(fd, '{}]}');
    closeSync(fd);

    const good = checkpointTree('f1f2f3f4f5f6', [
      { sessionId: 'sess-good', agent: 'Claude Code', model: 'claude-opus-4-6', transcript: claudeLine('sess-good', 'hi') + '\n', createdAt: '2026-04-01T00:00:00Z' },
      { sessionId: 'sess-huge' },
      { sessionId: 'sess-badjson' },
      { sessionId: '../../etc/evil' },
    ]);
    good['f1/f2f3f4f5f6/1/metadata.json'] = { file: bigFile };
    good['f1/f2f3f4f5f6/2/metadata.json'] = '{"session_id": "sess-badjson", ';
    const escaping = {
      'a0/a0a0a0a0a0/metadata.json': JSON.stringify({
        checkpoint_id: 'a0a0a0a0a0a0',
        sessions: [
          { metadata: '/a0/a0a0a0a0a0/../../f1/f2f3f4f5f6/0/metadata.json', transcript: '/../../../../etc/passwd' },
          { metadata: '/f1/f2f3f4f5f6/0/metadata.json' },
          { metadata: 'C:\\Windows\\system.ini' },
        ],
      }),
      'a0/a0a0a0a0a0/0/metadata.json': JSON.stringify({ session_id: 'sess-escape', created_at: '2026-03-01T00:00:00Z' }),
      'b0/b0b0b0b0b0/metadata.json': 'not json at all',
      'b0/b0b0b0b0b0/0/metadata.json': JSON.stringify({ session_id: 'sess-rootless', created_at: '2026-03-02T00:00:00Z' }),
      'c0/c0c0c0c0c0/metadata.json': '[1,2,3]',
      'c0/c0c0c0c0c0/0/metadata.json': JSON.stringify({ session_id: 42, model: { not: 'a string' } }),
      // A slot folder that is not numbered (only its root names it), and a blob two checkpoints share byte for byte.
      'd0/d0d0d0d0d0/metadata.json': JSON.stringify({ checkpoint_id: 'd0d0d0d0d0d0', sessions: [{ metadata: '/d0/d0d0d0d0d0/extra/metadata.json' }] }),
      'd0/d0d0d0d0d0/extra/metadata.json': JSON.stringify({ session_id: 'sess-shared', created_at: '2026-03-03T00:00:00Z' }),
      'd0/d0d0d0d0d0/extra/prompt.txt': 'first ask\n\n---\n\nlatest ask\nmore',
      'd1/d1d1d1d1d1/0/metadata.json': JSON.stringify({ session_id: 'sess-shared', created_at: '2026-03-03T00:00:00Z' }),
    };
    fx.commitTree('refs/heads/entire/checkpoints/v1', { ...good, ...escaping });

    // Live files that try to leave the repository.
    const secretDir = join(outside, 'sess-secret');
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(join(secretDir, 'full.jsonl'), claudeLine('sess-secret', 'secret') + '\n');
    mkdirSync(join(fx.dir, '.entire', 'metadata'), { recursive: true });
    symlinkSync(secretDir, join(fx.dir, '.entire', 'metadata', 'sess-secret'));
    fx.addMetadataDir('sess-linkfile', {});
    symlinkSync(join(secretDir, 'full.jsonl'), join(fx.dir, '.entire', 'metadata', 'sess-linkfile', 'full.jsonl'));
    fx.addLiveState('sess-link', { phase: 'active' });
    const stateDir = join(fx.gitDir, 'entire-sessions');
    writeFileSync(join(outside, 'state.json'), JSON.stringify({ phase: 'active' }));
    symlinkSync(join(outside, 'state.json'), join(stateDir, 'sess-symlinked.json'));
    writeFileSync(join(stateDir, '...json'), '{}');

    const before = gitProcessStats.spawned;
    index = await indexOf(fx.dir);
    spawned = gitProcessStats.spawned - before;
  }, 120_000);
  afterAll(() => {
    fx.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it('skips an oversized metadata.json with a warning instead of reading it', () => {
    const cp = resolveCheckpoint(index, 'f1f2f3f4f5f6');
    expect(cp.warnings.some((w) => /1\/metadata\.json is 100(\.\d)? MiB, over the 16 MiB limit/.test(w))).toBe(true);
    expect(cp.sessionIds).toEqual(['sess-good']);
    expect(() => resolveSession(index, 'sess-huge')).toThrow(/unknown session/);
  });

  it('skips invalid JSON and unsafe session ids slot by slot', () => {
    const cp = resolveCheckpoint(index, 'f1f2f3f4f5f6');
    expect(cp.warnings.some((w) => /slot 2: .* not valid JSON|2\/metadata\.json is not valid JSON/.test(w))).toBe(true);
    expect(cp.warnings.some((w) => /slot 3: missing or invalid session_id/.test(w))).toBe(true);
    expect(index.sessions.some((s) => s.id.includes('..'))).toBe(false);
  });

  it('refuses paths that leave the checkpoint and falls back to its own slot folders', () => {
    const cp = resolveCheckpoint(index, 'a0a0a0a0a0a0');
    expect(cp.warnings.filter((w) => /outside the checkpoint|invalid path/.test(w)).length).toBeGreaterThanOrEqual(3);
    expect(cp.sessionIds).toEqual(['sess-escape']);
    expect(cp.sessions[0]?.transcript).toBeNull();
    // sess-good appears only through its own checkpoint.
    expect(resolveSession(index, 'sess-good').checkpointIds).toEqual(['f1f2f3f4f5f6']);
  });

  it('reads slots of a checkpoint whose root metadata is invalid or not an object', () => {
    expect(resolveCheckpoint(index, 'b0b0b0b0b0b0').sessionIds).toEqual(['sess-rootless']);
    expect(resolveCheckpoint(index, 'b0b0b0b0b0b0').warnings.some((w) => /metadata\.json is not valid JSON/.test(w))).toBe(true);
    const c0 = resolveCheckpoint(index, 'c0c0c0c0c0c0');
    expect(c0.sessions).toEqual([]);
    expect(c0.warnings.some((w) => /not a JSON object/.test(w))).toBe(true);
  });

  it('reads a slot its root names outside the numbered folders, and a blob two checkpoints share', () => {
    expect(resolveCheckpoint(index, 'd0d0d0d0d0d0').sessions.map((x) => x.slot)).toEqual(['extra']);
    expect(resolveCheckpoint(index, 'd1d1d1d1d1d1').sessions.map((x) => x.slot)).toEqual(['0']);
    const shared = resolveSession(index, 'sess-shared');
    expect(shared.checkpointIds).toEqual(['d0d0d0d0d0d0', 'd1d1d1d1d1d1']);
    expect(shared.lastPrompt).toBe('latest ask');
  });

  it('never follows symlinks out of the repository', () => {
    expect(() => resolveSession(index, 'sess-secret')).toThrow(/unknown session/);
    const linked = resolveSession(index, 'sess-linkfile');
    expect(linked.transcript).toBeNull();
    expect(resolveSession(index, 'sess-link').status).toBe('active');
    expect(() => resolveSession(index, 'sess-symlinked')).toThrow(/unknown session/);
    expect(index.warnings.some((w) => /sess-symlinked\.json: not a regular file/.test(w))).toBe(true);
    expect(index.warnings.some((w) => /invalid session id/.test(w))).toBe(true);
  });

  it('still costs only a few git processes', () => {
    expect(spawned).toBeLessThanOrEqual(8);
  });
});

describe('buildIndex: readFiles (whether the index is a function of git objects alone)', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());
  const claude = (id: string) => ({ sessionId: id, agent: 'Claude Code', transcript: claudeLine(id, 'a') + '\n', createdAt: '2026-04-01T00:00:00Z' });

  it('is unset for committed checkpoints only, and set once a live state file or a metadata folder is read', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [claude('sess-committed')]));
    expect((await indexOf(fx.dir)).readFiles).toBeUndefined();
    fx.addMetadataDir('sess-folder', { transcript: claudeLine('sess-folder', 'hi') + '\n', prompt: 'hi' });
    expect((await indexOf(fx.dir)).readFiles).toBe(true);
  });

  it("is set when a session's transcript was searched for in its agent's own folders (a file may appear there later)", async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [claude('sess-claude'), { sessionId: 'sess-pi', agent: 'Pi', createdAt: '2026-04-02T00:00:00Z' }]));
    const index = await indexOf(fx.dir);
    expect(resolveSession(index, 'sess-pi').transcript).toBeNull();
    expect(index.readFiles).toBe(true);
  });
});
