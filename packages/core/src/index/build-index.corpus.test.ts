import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import { openRepo } from '../git/repo.js';
import { gitProcessStats } from '../git/run-git.js';
import type { Checkpoint, RepoIndex } from '../types/index-model.js';
import { buildIndex } from './build-index.js';
import { resolveCheckpoint, resolveSession } from './resolve-id.js';

const REAL = corpusDir('entire', 'real-checkpoints');
const V1_FOLDERS = [
  'entireio-cli__entire-checkpoints-v1__2026-02',
  'entireio-external-agents__entire-checkpoints-v1__2026-03-04',
  'entireio-skills__entire-checkpoints-v1__2026-04',
];
const V2 = join(REAL, 'entireio-skills__refs-entire-checkpoints-v2__2026-05');
const MISSING_ID = 'aaaaaaaaaaaa';

/** Session ids and checkpoint ids as the corpus metadata states them (expected values come from the data). */
function corpusFacts(): { checkpointIds: Set<string>; sessionIds: Set<string> } {
  const checkpointIds = new Set<string>();
  const sessionIds = new Set<string>();
  const roots = [...V1_FOLDERS.map((f) => join(REAL, f)), join(V2, 'v2-main')];
  for (const root of roots) {
    for (const path of Object.keys(GitFixture.readDirectory(root))) {
      if (!path.endsWith('metadata.json')) continue;
      const json = JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
      if (typeof json.checkpoint_id === 'string') checkpointIds.add(json.checkpoint_id);
      if (typeof json.session_id === 'string') sessionIds.add(json.session_id);
    }
  }
  return { checkpointIds, sessionIds };
}

/** Splits a JSONL file into Entire-style chunks (`full.jsonl`, `.001`, `.002`), rejoined with "\n". */
function chunked(text: string, parts: number): string[] {
  const lines = text.split('\n');
  const per = Math.ceil(lines.length / parts);
  return Array.from({ length: parts }, (_, i) => lines.slice(i * per, (i + 1) * per).join('\n'));
}

describe('buildIndex on real Entire checkpoints (v1, v2, git-refs)', () => {
  let fx: GitFixture;
  let index: RepoIndex;
  let spawned = 0;
  let squashSha = '';
  let codexSha = '';
  let chunks: string[] = [];

  beforeAll(async () => {
    fx = GitFixture.create();
    const v1: FileTree = {};
    for (const folder of V1_FOLDERS) Object.assign(v1, GitFixture.readDirectory(join(REAL, folder)));
    fx.commitTree('refs/heads/entire/checkpoints/v1', v1, { message: 'Checkpoint: corpus', date: '2026-04-28T00:00:00Z' });
    fx.commitTree('refs/entire/checkpoints/v2/main', GitFixture.readDirectory(join(V2, 'v2-main')), { message: 'Finalize checkpoint' });
    fx.commitTree(
      'refs/entire/checkpoints/v2/full/current',
      GitFixture.readDirectory(join(V2, 'v2-full-current'), '', (rel) => rel === '_missing.txt'),
      { message: 'Finalize checkpoint' },
    );
    // be/84e84641f3 re-homed as a git-refs checkpoint, its root metadata still written with v1-style paths.
    const ext = join(REAL, V1_FOLDERS[1] ?? '');
    fx.commitTree('refs/entire/checkpoints/f3/be84e84641f3', GitFixture.readDirectory(join(ext, 'be', '84e84641f3')), { parents: [] });
    // ed/51f6581660 re-homed with its 2 MB transcript split into three chunks.
    const ed = join(REAL, V1_FOLDERS[0] ?? '', 'ed', '51f6581660');
    const edTree = GitFixture.readDirectory(ed, '', (rel) => rel === '0/full.jsonl');
    chunks = chunked(readFileSync(join(ed, '0', 'full.jsonl'), 'utf8'), 3);
    edTree['0/full.jsonl'] = chunks[0] ?? '';
    edTree['0/full.jsonl.002'] = chunks[2] ?? '';
    edTree['0/full.jsonl.001'] = chunks[1] ?? '';
    fx.commitTree('refs/entire/checkpoints/60/ed51f6581660', edTree, { parents: [] });

    codexSha = fx.commitEmpty('Add codex support\n\nEntire-Checkpoint: fc9a115d0155\n');
    squashSha = fx.commitEmpty(
      'Squashed (#12)\n\n* collab skill\n\nEntire-Checkpoint: b6f9ccf4bef9\n\n* follow-up\n\nEntire-Checkpoint: 01da544acf74\n' +
        `Entire-Checkpoint: ${MISSING_ID}\n`,
    );
    const repo = await openRepo(fx.dir);
    const before = gitProcessStats.spawned;
    index = await buildIndex(repo, { now: new Date('2026-06-01T00:00:00Z') });
    spawned = gitProcessStats.spawned - before;
  });

  afterAll(() => fx?.cleanup());

  const cp = (id: string): Checkpoint => resolveCheckpoint(index, id);

  it('finds every checkpoint and every session of the corpus, each checkpoint once', () => {
    const facts = corpusFacts();
    expect(new Set(index.checkpoints.map((c) => c.id))).toEqual(facts.checkpointIds);
    expect(index.checkpoints).toHaveLength(facts.checkpointIds.size);
    expect(new Set(index.sessions.map((s) => s.id))).toEqual(facts.sessionIds);
    expect(index.layouts).toMatchObject({
      'v1-branch': 'refs/heads/entire/checkpoints/v1',
      'git-refs': expect.any(String),
      v2: 'refs/entire/checkpoints/v2/main',
    });
  });

  it('prefers git-refs over the v1 branch for a checkpoint stored in both', () => {
    expect(cp('be84e84641f3').storage).toBe('git-refs');
    expect(cp('be84e84641f3').sessions).toHaveLength(2);
    expect(cp('fc9a115d0155').storage).toBe('v1-branch');
    expect(cp('01da544acf74').storage).toBe('v2');
  });

  it('links sessions and checkpoints both ways', () => {
    const multi = cp('018c2b5cd218');
    expect(multi.sessions).toHaveLength(6);
    expect(multi.sessions.map((s) => s.slot)).toEqual(['0', '1', '2', '3', '4', '5']);
    for (const sid of multi.sessionIds) expect(resolveSession(index, sid).checkpointIds).toContain('018c2b5cd218');
    // One Claude session committed in the skills v1 branch, then in v2: oldest checkpoint first.
    expect(resolveSession(index, 'fe3ed705-946a-49c1-9c31-0a5ec7a62aba').checkpointIds).toEqual(['b6f9ccf4bef9', '01da544acf74']);
  });

  it('follows sessions[] paths: 00/c9e2351016 has slots 0, 2, 3 (slot 1 missing)', () => {
    const c = cp('00c9e2351016');
    expect(c.sessions.map((s) => s.slot)).toEqual(['0', '2', '3']);
    expect(c.sessions.every((s) => s.transcript?.kind === 'blob')).toBe(true);
    expect(c.sessions[0]?.transcriptStart).toBe(157);
  });

  it('detects agents from content when labels are wrong or unconfirmed', () => {
    const mislabelled = cp('c070516b3fa9').sessions[0];
    expect(mislabelled?.agentLabel).toBe('Gemini CLI');
    expect(mislabelled?.agent).toBe('claude-code');
    expect(resolveSession(index, '2026-01-21-de1ed521-f8fc-44f4-b8a3-970e99616ca2').agent).toBe('claude-code');
    expect(cp('fc9a115d0155').sessions[0]?.agent).toBe('codex');
    expect(resolveSession(index, '019dbcc1-3812-72e1-9caa-f97edd88215b').agent).toBe('codex');
    // No label at all, and the transcript is a real Gemini CLI JSON document.
    expect(cp('c945f262e88d').sessions[0]).toMatchObject({ agentLabel: null, agent: 'gemini' });
    // "Agent" placeholder label: sniffed as Claude Code JSONL.
    expect(cp('00c9e2351016').sessions.map((s) => s.agent)).toEqual(['claude-code', 'claude-code', 'claude-code']);
  });

  it('handles metadata-only slots without inventing transcripts', () => {
    const meta = cp('044ed289c318');
    expect(meta.sessions).toHaveLength(2);
    expect(meta.sessions[0]).toMatchObject({ slot: '0', transcript: null, prompt: null });
    expect(meta.sessions[1]?.transcript).not.toBeNull();
    expect(meta.warnings).toEqual([]);
    const skills = cp('b6f9ccf4bef9');
    expect(skills.sessions[0]).toMatchObject({ slot: '0', transcript: null, agent: 'codex' });
    expect(skills.sessions[1]?.prompt?.kind).toBe('blob');
  });

  it('joins v2/main with v2/full/current and warns about the missing raw transcript', () => {
    const v2 = cp('01da544acf74');
    expect(v2.sessions[0]?.transcript).toMatchObject({ kind: 'blob', treePath: '01/da544acf74/0/raw_transcript' });
    expect(v2.sessions[1]?.transcript).toBeNull();
    expect(v2.sessions[1]?.compactTranscript).toMatchObject({ kind: 'blob', treePath: '01/da544acf74/1/transcript.jsonl' });
    expect(v2.warnings.some((w) => /slot 1: transcript blob missing/.test(w))).toBe(true);
    const d4 = cp('d4bd1152e387');
    expect(d4.sessions[0]?.transcript).toMatchObject({ treePath: 'd4/bd1152e387/0/raw_transcript', size: 739152 });
    expect(d4.sessions[0]?.transcriptStart).toBe(49);
    // Entire 0.5.x counted that start in lines of the compact transcript (no compact_transcript_start beside it).
    expect(d4.sessions[0]?.transcriptStartInCompactLines).toBe(true);
    expect(cp('ed51f6581660').sessions[0]?.transcriptStartInCompactLines).toBeUndefined();
  });

  it('lists the subagent task folders v2/full/current keeps beside the raw transcript', () => {
    const tasksDir = join(V2, 'v2-full-current', 'd4', 'bd1152e387', '0', 'tasks');
    const expected = readdirSync(tasksDir).sort();
    expect(expected.length).toBeGreaterThan(0);
    const slot = cp('d4bd1152e387').sessions[0];
    expect(slot?.tasks.map((t) => t.toolUseId).sort()).toEqual(expected);
    // Only checkpoint.json is kept there: no subagent transcript, so no agent id from a file name.
    expect(slot?.tasks.every((t) => t.agentId === null && t.transcript === null)).toBe(true);
    expect(resolveSession(index, slot?.sessionId ?? '').tasks.map((t) => t.toolUseId).sort()).toEqual(expected);
  });

  it('orders transcript chunks numerically and keeps the checkpoint offsets', async () => {
    const ed = cp('ed51f6581660');
    expect(ed.storage).toBe('git-refs');
    const t = ed.sessions[0]?.transcript;
    expect(t?.kind).toBe('blob');
    if (t?.kind !== 'blob') return;
    expect(t.oids).toHaveLength(3);
    const cat = new CatFile(fx.dir);
    try {
      const parts = await cat.getMany(t.oids);
      expect(parts.map((r) => (r.status === 'ok' ? r.data.toString('utf8') : null))).toEqual(chunks);
    } finally {
      await cat.close();
    }
    expect(ed.sessions[0]?.transcriptStart).toBe(358);
  });

  it('reads summaries, files and commits from trailers (several per commit)', () => {
    expect(cp('966462b9a8e7').sessions[0]?.summary?.intent).toEqual(expect.any(String));
    expect(cp('fc9a115d0155').commits).toEqual([codexSha]);
    expect(cp('b6f9ccf4bef9').commits).toEqual([squashSha]);
    expect(cp('01da544acf74').commits).toEqual([squashSha]);
    expect(cp('c945f262e88d').filesTouched).toEqual([]);
    expect(index.missingCheckpointIds).toEqual([MISSING_ID]);
  });

  it('sorts newest first and marks committed-only sessions ended with a checkpoint transcript', () => {
    const times = index.checkpoints.map((c) => Date.parse(c.createdAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(index.checkpoints[0]?.id).toBe('d4bd1152e387');
    const acts = index.sessions.map((s) => Date.parse(s.lastActivityAt ?? '0'));
    expect([...acts].sort((a, b) => b - a)).toEqual(acts);
    const s = resolveSession(index, 'c010174c-a7cd-4bcc-b7d4-61258d6c463f');
    expect(s).toMatchObject({ status: 'ended', stale: false, transcriptSource: 'checkpoint' });
  });

  it('uses a handful of git processes, not one per blob', () => {
    expect(spawned).toBeLessThanOrEqual(10);
  });
});
