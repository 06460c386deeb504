import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { DerivedCache } from '../cache/derived-cache.js';
import { openRepo } from '../git/repo.js';
import { gitProcessStats } from '../git/run-git.js';
import { fake } from '../redact/fake-secrets.js';
import { buildIndex } from './build-index.js';

const V1 = 'refs/heads/entire/checkpoints/v1';
const SID = 'eeeeeeee-0000-4000-8000-000000000005';
const TOKEN = fake.github();

/** One v1 checkpoint with a Claude Code transcript and a prompt that holds a token. */
function checkpoint(id: string, at: string, prompt: string): FileTree {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  const line = JSON.stringify({ type: 'user', sessionId: SID, uuid: `u-${id}`, timestamp: at, message: { role: 'user', content: prompt } });
  return {
    [`${dir}/metadata.json`]: JSON.stringify({ checkpoint_id: id, sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }] }),
    [`${dir}/0/metadata.json`]: JSON.stringify({ checkpoint_id: id, session_id: SID, created_at: at, agent: 'Claude Code' }),
    [`${dir}/0/full.jsonl`]: `${line}\n`,
    [`${dir}/0/prompt.txt`]: prompt,
  };
}

describe('committed layouts from snapshots', () => {
  let fx: GitFixture;
  let home: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    fx = GitFixture.create();
    home = mkdtempSync(join(tmpdir(), 'hos-snap-'));
    env = { XDG_CACHE_HOME: home };
    fx.commitTree(V1, checkpoint('ab0000000001', '2026-02-01T09:00:00.000Z', `deploy with ${TOKEN} please`));
  });
  afterEach(() => {
    fx.cleanup();
    rmSync(home, { recursive: true, force: true });
  });

  const index = async (scope: 'sessions' | 'checkpoints' | null = 'sessions') => {
    const repo = await openRepo(fx.dir);
    const before = gitProcessStats.spawned;
    const result = await buildIndex(repo, { cache: DerivedCache.open(env), now: new Date('2026-02-02T00:00:00Z'), ...(scope ? { cleanStrings: scope } : {}) });
    return { result, processes: gitProcessStats.spawned - before };
  };
  const snapshotDir = () => join(home, 'hand-off-session', 'snapshots');

  it('gives a warm run the same index with one git process (the ref listing) instead of four', async () => {
    const cold = await index();
    const warm = await index();
    expect(cold.processes).toBe(4);
    expect(warm.processes).toBe(1);
    expect(JSON.parse(JSON.stringify(warm.result))).toEqual(JSON.parse(JSON.stringify(cold.result)));
    expect(warm.result.sessions[0]).toMatchObject({ agent: 'claude-code', checkpointIds: ['ab0000000001'] });
  });

  it('keeps prompts only redacted, in private files, and the run prints the same redacted line', async () => {
    const cold = await index();
    expect(cold.result.sessions[0]?.lastPrompt).toMatch(/^deploy with \S*REDACTED\S* please$/);
    for (const name of readdirSync(snapshotDir())) {
      const file = join(snapshotDir(), name);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).not.toContain(TOKEN);
    }
    expect(statSync(snapshotDir()).mode & 0o777).toBe(0o700);
    expect((await index()).result.sessions[0]?.lastPrompt).toBe(cold.result.sessions[0]?.lastPrompt);
  });

  /** A second checkpoint whose metadata prints a path holding the token, beside clean ones. */
  const withSecretPath = () => {
    const dir = 'ef/0000000003';
    const tree = checkpoint('ef0000000003', '2026-02-01T10:00:00.000Z', 'fix the parser');
    const meta = JSON.parse(String(tree[`${dir}/0/metadata.json`])) as Record<string, unknown>;
    tree[`${dir}/0/metadata.json`] = JSON.stringify({ ...meta, branch: 'feature/parser', files_touched: ['src/parser.ts', `notes/${TOKEN}.txt`] });
    fx.commitTree(V1, { ...checkpoint('ab0000000001', '2026-02-01T09:00:00.000Z', `deploy with ${TOKEN} please`), ...tree }, { parents: [fx.revParse(V1) ?? ''] });
  };
  const sorted = (strings: ReadonlySet<string> | undefined) => [...(strings ?? [])].sort();

  it('names the printed strings, already redacted, the same from git and from the list record', async () => {
    withSecretPath();
    const cold = (await index()).result.cleanStrings;
    rmSync(snapshotDir(), { recursive: true });
    expect((await index(null)).result.cleanStrings).toBeUndefined();
    // A snapshot a command wrote without the list record gives it to the first list, which then keeps it.
    const checked = await index();
    const warm = await index();
    expect(warm.processes).toBe(1);
    expect(sorted(checked.result.cleanStrings)).toEqual(sorted(cold));
    expect(cold).toContain('src/parser.ts');
    expect(cold).toContain('feature/parser');
    expect(cold).toContain('fix the parser');
    expect([...(cold ?? [])].some((s) => s.includes(TOKEN))).toBe(false);
    expect([...(cold ?? [])].some((s) => /^notes\/\S*REDACTED/.test(s))).toBe(true);
    expect([...(cold ?? [])].some((s) => s.startsWith('deploy with '))).toBe(true);
    expect(sorted(warm.result.cleanStrings)).toEqual(sorted(cold));
    // The checkpoint list makes its own record from the layout's snapshot: no more git is read for it.
    const listed = await index('checkpoints');
    expect(listed.processes).toBe(1);
    expect(listed.result.cleanStrings).toContain('Claude Code');
    expect(listed.result.cleanStrings).toContain('src/parser.ts');
    expect(cold).not.toContain('Claude Code');
  });

  it('keeps no printed string that redaction changes in what list reads: a forged verdict un-redacts nothing', async () => {
    withSecretPath();
    await index(null);
    // The verdict a snapshot once carried ("redaction changes none of these strings"), forged into the layout's.
    const file = readdirSync(snapshotDir()).find((n) => n.startsWith('v1-')) ?? '';
    const doc = JSON.parse(readFileSync(join(snapshotDir(), file), 'utf8')) as { value: Record<string, unknown> };
    doc.value.changed = [];
    writeFileSync(join(snapshotDir(), file), JSON.stringify(doc));
    for (const scope of ['sessions', 'checkpoints'] as const) {
      const { result } = await index(scope);
      expect([...(result.cleanStrings ?? [])].filter((s) => s.includes(TOKEN))).toEqual([]);
      expect(result.checkpoints.flatMap((c) => [...c.filesTouched, ...c.sessions.flatMap((s) => s.filesTouched)]).filter((s) => s.includes(TOKEN))).toEqual([]);
    }
    const records = readdirSync(snapshotDir()).filter((n) => /^v1-(sessions|checkpoints)-/.test(n));
    expect(records).toHaveLength(2);
    for (const name of records) expect(readFileSync(join(snapshotDir(), name), 'utf8')).not.toContain(TOKEN);
  });

  it('reads the layout again when its ref moves: a new checkpoint is never missed', async () => {
    await index();
    const parent = fx.revParse(V1) ?? '';
    fx.commitTree(V1, { ...checkpoint('ab0000000001', '2026-02-01T09:00:00.000Z', 'first'), ...checkpoint('cd0000000002', '2026-02-01T11:00:00.000Z', 'second') }, { parents: [parent] });
    const moved = await index();
    expect(moved.processes).toBe(3);
    expect(moved.result.checkpoints.map((c) => c.id)).toEqual(['cd0000000002', 'ab0000000001']);
    expect(moved.result.sessions[0]?.lastPrompt).toBe('second');
  });

  it('ignores a corrupt or foreign snapshot and rebuilds it', async () => {
    const cold = await index();
    const files = readdirSync(snapshotDir());
    for (const [i, name] of files.entries()) writeFileSync(join(snapshotDir(), name), i === 0 ? '{"format":"hand-off-session/snapshot",' : '{"format":"other","version":1}');
    const again = await index();
    expect(again.processes).toBe(4);
    expect(JSON.parse(JSON.stringify(again.result))).toEqual(JSON.parse(JSON.stringify(cold.result)));
    expect((await index()).processes).toBe(1);
  });

  it('writes nothing with the cache off', async () => {
    const repo = await openRepo(fx.dir);
    const before = gitProcessStats.spawned;
    await buildIndex(repo, { cache: DerivedCache.open({ ...env, HAND_OFF_SESSION_NO_CACHE: '1' }) });
    expect(gitProcessStats.spawned - before).toBe(4);
    expect(() => readdirSync(snapshotDir())).toThrow();
  });
});
