// A warm `list --json` is printed by the CLI's entry from the record an earlier run kept (core's
// cache/list-record.ts), without building the index. These tests forge a record's text to see which runs print it:
// the same state does; any change of what the list is a function of (a checkpoint, a live session, settings, the
// deleted list, lineage, an earlier contract file, the cache switches) does not, and prints what a run without the
// cache prints.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineagePath } from '../../packages/core/src/handover/lineage-path.js';
import { repoKey } from '../../packages/core/src/handover/repo-key.js';
import { GitFixture } from '../support/git-fixture.js';
import { runCli } from '../support/cli.js';

const V1 = 'refs/heads/entire/checkpoints/v1';
const FORGED = '{"sessions":["forged"]}\n';
const SID = 'eeeeeeee-0000-4000-8000-000000000001';

/** A v1 checkpoint of one session; `transcript: false`: metadata only (as under `sync_prompts: false`). */
function checkpoint(id: string, sid: string, at: string, transcript = true, agent = 'Claude Code'): Record<string, string> {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  const line = JSON.stringify({ type: 'user', sessionId: sid, uuid: `u-${id}`, timestamp: at, message: { role: 'user', content: 'fix the parser' } });
  return {
    [`${dir}/metadata.json`]: JSON.stringify({ checkpoint_id: id, sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }] }),
    [`${dir}/0/metadata.json`]: JSON.stringify({ checkpoint_id: id, session_id: sid, created_at: at, agent, branch: 'main', files_touched: ['src/parser.ts'] }),
    ...(transcript ? { [`${dir}/0/full.jsonl`]: `${line}\n` } : {}),
    [`${dir}/0/prompt.txt`]: 'fix the parser',
  };
}

let fx: GitFixture;
let cache: string;
let state: string;
const snapshots = () => join(cache, 'hand-off-session', 'snapshots');
const records = () => (existsSync(snapshots()) ? readdirSync(snapshots()).filter((n) => n.startsWith('list-json-')) : []);
const list = (args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  runCli(['list', '--json', ...args, '--repo', fx.dir], { env: { XDG_CACHE_HOME: cache, HAND_OFF_SESSION_STATE_DIR: state, ...env } });

/** Runs `list --json` with no record kept, then replaces the one record that run kept by FORGED. */
function forgeRecord(args: string[] = []): string {
  for (const name of records()) rmSync(join(snapshots(), name));
  const printed = list(args);
  expect(printed.code).toBe(0);
  const [name, ...more] = records();
  expect(name).toBeDefined();
  expect(more).toEqual([]);
  const file = join(snapshots(), name as string);
  const text = readFileSync(file, 'utf8');
  const cut = text.indexOf('\n');
  expect(text.slice(cut + 1)).toBe(printed.stdout);
  const head = JSON.parse(text.slice(0, cut)) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...head, bytes: FORGED.length })}\n${FORGED}`);
  return printed.stdout;
}

beforeEach(() => {
  fx = GitFixture.create();
  cache = mkdtempSync(join(tmpdir(), 'hos-list-record-'));
  state = mkdtempSync(join(tmpdir(), 'hos-list-record-state-'));
  fx.commitTree(V1, { ...checkpoint('ab0000000001', SID, '2026-02-01T09:00:00.000Z'), ...checkpoint('ab0000000002', 'eeeeeeee-0000-4000-8000-000000000002', '2026-02-02T09:00:00.000Z', false) });
});
afterEach(() => {
  fx.cleanup();
  rmSync(cache, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

describe('list --json from the record of an earlier run', () => {
  it('is printed for the same repository state, sessions and checkpoints alike, and is what a cold run prints', () => {
    const cold = forgeRecord();
    expect(list().stdout).toBe(FORGED);
    expect(list(['--no-cache']).stdout).toBe(cold);
    const coldCheckpoints = forgeRecord(['--checkpoints']);
    expect(list(['--checkpoints']).stdout).toBe(FORGED);
    expect(list(['--checkpoints', '--no-cache']).stdout).toBe(coldCheckpoints);
  });

  it('is not printed when its file was cut short (and is written again)', () => {
    const cold = forgeRecord();
    const file = join(snapshots(), records()[0] as string);
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, -2));
    expect(list().stdout).toBe(cold);
    expect(list().stdout).toBe(cold);
    expect(readFileSync(file, 'utf8').endsWith(cold)).toBe(true);
  });

  it('is not printed from a folder others may write', () => {
    const cold = forgeRecord();
    chmodSync(snapshots(), 0o777);
    expect(list().stdout).toBe(cold);
  });

  it('is not printed with --no-cache or the environment switch', () => {
    const cold = forgeRecord();
    expect(list(['--no-cache']).stdout).toBe(cold);
    expect(list([], { HAND_OFF_SESSION_NO_CACHE: '1' }).stdout).toBe(cold);
  });

  const changes: [string, () => void][] = [
    ['a new checkpoint', () => fx.commitTree(V1, { ...checkpoint('ab0000000001', SID, '2026-02-01T09:00:00.000Z'), ...checkpoint('ab0000000003', 'eeeeeeee-0000-4000-8000-000000000003', '2026-02-03T09:00:00.000Z') })],
    ['a new commit on HEAD', () => fx.commitEmpty('more work')],
    ['a live session', () => fx.addLiveState(SID, { session_id: SID, phase: 'active', started_at: '2026-02-01T08:00:00Z', agent_type: 'Claude Code' })],
    ['a metadata folder', () => fx.addMetadataDir('eeeeeeee-0000-4000-8000-000000000003', { prompt: 'hello' })],
    ['the deleted-checkpoints list', () => writeFileSync(join(fx.dir, '.git', 'entire-deleted-checkpoints.json'), JSON.stringify({ checkpoints: [{ id: 'ab0000000001' }] }))],
    ['the settings', () => fx.writeWorktreeFile('.entire/settings.json', JSON.stringify({ strategy_options: { sync_prompts: false } }))],
    ['an earlier contract file', () => fx.writeWorktreeFile('plans/handoffs/fix-parser.md', `---\nhandoff-version: 1\nsessions: ${SID}\nwritten: 2026-02-03T00:00:00.000Z\nstatus: ended\n---\n# Handoff\n`)],
    ['lineage', () => writeLineage()],
  ];
  for (const [what, change] of changes) {
    it(`is not printed after a change of ${what}`, () => {
      forgeRecord();
      change();
      const after = list();
      expect(after.code).toBe(0);
      expect(after.stdout).not.toBe(FORGED);
      expect(after.stdout).toBe(list(['--no-cache']).stdout);
    });
  }

  it('is not kept while the repository has a live session', () => {
    fx.addLiveState(SID, { session_id: SID, phase: 'active', started_at: '2026-02-01T08:00:00Z', agent_type: 'Claude Code' });
    expect(list().code).toBe(0);
    expect(records()).toEqual([]);
  });
});

describe("list --json of a session whose transcript is looked for in its agent's own folders", () => {
  it('keeps no record: that file may appear later, with no change in git', () => {
    fx.commitTree(V1, checkpoint('ab0000000004', 'eeeeeeee-0000-4000-8000-000000000004', '2026-02-04T09:00:00.000Z', false, 'Pi'));
    expect(list().code).toBe(0);
    expect(records()).toEqual([]);
  });
});

/** A lineage line for this repository in the state directory, as a delivered handoff records one. */
function writeLineage(): void {
  const file = lineagePath(state, repoKey(fx.git(['rev-parse', '--path-format=absolute', '--git-common-dir'])));
  mkdirSync(dirname(file), { recursive: true });
  const entry = { v: 1, deliveredAt: '2026-02-03T00:00:00Z', target: 'codex', targetSessionId: null, source: { agent: 'claude-code', sessionIds: [SID] }, origin: { agent: 'claude-code', sessionId: SID }, armedAt: '2026-02-03T00:00:00Z' };
  writeFileSync(file, `${JSON.stringify(entry)}\n`);
}
