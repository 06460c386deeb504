import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIdentity, CACHE_ENV_OFF, ListRecords, listStateKey, readListState, type RepoIndex } from '@hand-off-session/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Io } from '../io.js';
import type { ReadListState } from '../warm-list.js';
import { listRecorder, readByEntry } from './list-record.js';

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' });

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});
/** A fresh folder under the system's temp folder, removed after the test. */
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A repository with one commit, a private cache folder, and two files standing for the build (its identity). */
function setUp(): { repo: string; io: Io; urls: { entryUrl: string; moduleUrl: string } } {
  const repo = temp('list-record-repo-');
  git(repo, 'init', '-q');
  writeFileSync(join(repo, 'README.md'), '# demo\n');
  git(repo, 'add', 'README.md');
  git(repo, '-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start');
  const build = temp('list-record-build-');
  const [entry, cli] = [join(build, 'main.js'), join(build, 'cli.js')];
  writeFileSync(entry, '// entry\n');
  writeFileSync(cli, '// cli\n');
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: temp('list-record-cache-') };
  delete env[CACHE_ENV_OFF];
  const io: Io = { stdout: () => {}, stderr: () => {}, stdin: process.stdin, env, cwd: repo, isTTY: false };
  return { repo, io, urls: { entryUrl: pathToFileURL(entry).href, moduleUrl: pathToFileURL(cli).href } };
}

const index = { readFiles: false } as unknown as RepoIndex;
const PRINTED = '{"sessions":[]}\n';

describe('listRecorder: the state a cold list --json keeps its record under', () => {
  it("takes the entry's reading of the same repository and list as the state the list started from", async () => {
    const { repo, io, urls } = setUp();
    const key = await listStateKey(repo, 'sessions', io.env);
    expect(key).not.toBeNull();
    const records = ListRecords.open(buildIdentity([urls.entryUrl, urls.moduleUrl]), io.env);
    // A reading that differs from the state once printed (the repository changed meanwhile): no record is kept.
    const stale: ReadListState = { dir: repo, scope: 'sessions', key: `${key}-before` };
    await listRecorder(io, { json: true }, { ...urls, listState: stale })?.keep(PRINTED, index);
    expect(records?.get(key ?? '')).toBeUndefined();
    await listRecorder(io, { json: true }, { ...urls, listState: { dir: repo, scope: 'sessions', key } })?.keep(PRINTED, index);
    expect(records?.get(key ?? '')?.toString()).toBe(PRINTED);
  });

  it('reads the state itself when the entry read that of another list or repository', async () => {
    const { repo, io, urls } = setUp();
    const key = await listStateKey(repo, 'sessions', io.env);
    const records = ListRecords.open(buildIdentity([urls.entryUrl, urls.moduleUrl]), io.env);
    await listRecorder(io, { json: true }, { ...urls, listState: { dir: repo, scope: 'checkpoints', key: 'other' } })?.keep(PRINTED, index);
    expect(records?.get(key ?? '')?.toString()).toBe(PRINTED);
  });

  it("keeps the record of a list indexed from the entry's reading when only git moved since, not when a file did", async () => {
    const { repo, io, urls } = setUp();
    const records = ListRecords.open(buildIdentity([urls.entryUrl, urls.moduleUrl]), io.env);
    const state = await readListState(repo, 'sessions', io.env);
    if (!state?.key) throw new Error('no state');
    const read: ReadListState = { dir: repo, scope: 'sessions', key: state.key, opened: { repo: state.repo, refs: state.refs } };
    // A checkpoint committed while the list ran moves a ref: what was printed came from the refs read before, the
    // state the record is kept under, and a later list reads the moved ref under a key of its own.
    git(repo, 'branch', 'entire/checkpoints/v1');
    await listRecorder(io, { json: true }, { ...urls, listState: read })?.keep(PRINTED, index);
    expect(records?.get(state.key)?.toString()).toBe(PRINTED);
    expect(await listStateKey(repo, 'sessions', io.env)).not.toBe(state.key);
    // A file outside git the list reads (the deleted list) changed meanwhile: no record.
    const again = await readListState(repo, 'sessions', io.env);
    if (!again?.key) throw new Error('no state');
    writeFileSync(join(repo, '.git', 'entire-deleted-checkpoints.json'), '{"deleted":["a1b2c3d4e5f6"]}\n');
    await listRecorder(io, { json: true }, { ...urls, listState: { dir: repo, scope: 'sessions', key: again.key, opened: { repo: again.repo, refs: again.refs } } })?.keep(PRINTED, index);
    expect(records?.get(again.key)).toBeUndefined();
  });

  it("gives the list's index what the entry read of the same repository, and nothing of another", async () => {
    const { repo, io } = setUp();
    const read: ReadListState = { dir: repo, scope: 'checkpoints', key: null, opened: { repo: { topLevel: repo, gitDir: `${repo}/.git`, commonDir: `${repo}/.git`, branch: 'main', head: null }, refs: [] } };
    expect(readByEntry(io, { json: true }, { listState: read })?.opened).toBe(read.opened);
    expect(readByEntry(io, { json: true, repo: '..' }, { listState: read })).toBeNull();
    expect(readByEntry(io, { json: true }, {})).toBeNull();
  });
});
