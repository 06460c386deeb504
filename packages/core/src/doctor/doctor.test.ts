import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDoctor } from './doctor.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};
const ULID = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
const HEX = 'fc9a115d0155';
const root = mkdtempSync(join(tmpdir(), 'hos-doctor-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

function newRepo(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'README.md'), '# demo\n');
  git(dir, 'add', 'README.md');
  git(dir, 'commit', '-q', '-m', 'init');
  return dir;
}

/** A checkpoint commit whose tree root holds a metadata.json, as git-refs writes it. */
function checkpointCommit(repo: string, id: string): string {
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: repo,
    env: GIT_ENV,
    input: JSON.stringify({ checkpoint_id: id, sessions: [] }),
    encoding: 'utf8',
  }).trim();
  const tree = execFileSync('git', ['mktree'], { cwd: repo, env: GIT_ENV, input: `100644 blob ${blob}\tmetadata.json\n`, encoding: 'utf8' }).trim();
  return git(repo, 'commit-tree', tree, '-m', `Checkpoint: ${id}`);
}

describe('runDoctor', () => {
  it('reports no Entire data (not usable) in a plain repository', async () => {
    const repo = newRepo('plain');
    const report = await runDoctor({ cwd: repo, env: { PATH: '' } });
    expect(report.repo.found).toBe(true);
    expect(report.repo.linkedWorktree).toBe(false);
    expect(report.usable).toBe(false);
    expect(report.settings?.projectFile).toBeNull();
    expect(report.remotes).toBeNull();
    expect(report.notes.join('\n')).toMatch(/no Entire data/);
  });

  it('reports a missing repository without throwing', async () => {
    const dir = join(root, 'not-a-repo');
    mkdirSync(dir);
    const report = await runDoctor({ cwd: dir, env: { PATH: '' } });
    expect(report.repo.found).toBe(false);
    expect(report.usable).toBe(false);
    expect(report.layouts).toBeNull();
  });

  it('finds checkpoint refs that exist only on the remote, with the exact fetch command', async () => {
    const bare = join(root, 'remote.git');
    const seed = newRepo('seed');
    const commit = checkpointCommit(seed, ULID);
    const hexCommit = checkpointCommit(seed, HEX);
    git(seed, 'update-ref', `refs/entire/checkpoints/${ULID.slice(-2)}/${ULID}`, commit);
    git(seed, 'update-ref', 'refs/heads/entire/checkpoints/v1', hexCommit);
    git(root, 'clone', '-q', '--mirror', seed, bare);
    const clone = join(root, 'clone');
    git(root, 'clone', '-q', bare, clone);
    // A plain clone fetches branches (the v1 branch arrives as a remote-tracking ref) but not refs/entire/*.
    const before = await runDoctor({ cwd: clone, env: { PATH: '' } });
    expect(before.layouts?.gitRefs).toBe(0);
    expect(before.layouts?.remoteV1).toEqual(['refs/remotes/origin/entire/checkpoints/v1']);
    expect(before.remotes).toBeNull();

    const report = await runDoctor({ cwd: clone, remote: true, env: { PATH: '' } });
    const origin = report.remotes?.find((r) => r.name === 'origin');
    expect(origin?.ok).toBe(true);
    expect(origin?.missing).toEqual([`refs/entire/checkpoints/6D/${ULID}`]);
    expect(origin?.differs).toEqual([]);
    expect(origin?.fetchCommands).toEqual(["git fetch origin 'refs/entire/checkpoints/*:refs/entire/checkpoints/*'"]);

    git(clone, 'fetch', '-q', 'origin', 'refs/entire/checkpoints/*:refs/entire/checkpoints/*');
    const after = await runDoctor({ cwd: clone, remote: true, env: { PATH: '' } });
    expect(after.layouts?.gitRefs).toBe(1);
    expect(after.remotes?.[0]?.missing).toEqual([]);
    expect(after.remotes?.[0]?.fetchCommands).toEqual([]);
  });

  it('reports an unreachable remote as a finding', async () => {
    const repo = newRepo('bad-remote');
    git(repo, 'remote', 'add', 'gone', join(root, 'does-not-exist.git'));
    const report = await runDoctor({ cwd: repo, remote: true, env: { PATH: '' } });
    expect(report.remotes?.[0]).toMatchObject({ name: 'gone', ok: false });
    expect(report.remotes?.[0]?.error).toBeTruthy();
  });

  it('flags a stale live session and a transcript whose file is gone', async () => {
    const repo = newRepo('live');
    const sessions = join(repo, '.git', 'entire-sessions');
    mkdirSync(sessions);
    const transcript = join(root, 'live-transcript.jsonl');
    writeFileSync(transcript, '{"type":"user"}\n');
    const state = (id: string, phase: string, last: string, path: string) =>
      writeFileSync(
        join(sessions, `${id}.json`),
        JSON.stringify({ session_id: id, phase, last_interaction_time: last, transcript_path: path, agent_type: 'Claude Code' }),
      );
    state('aaaa1111-0000-4000-8000-000000000001', 'active', '2026-04-09T09:25:21.725657-07:00', join(root, 'gone.jsonl'));
    state('bbbb2222-0000-4000-8000-000000000002', 'active', '2026-04-09T19:59:00Z', transcript);
    writeFileSync(join(sessions, 'broken.json'), '{not json');
    const report = await runDoctor({ cwd: repo, env: { PATH: '' }, now: new Date('2026-04-09T20:00:00Z') });
    const byId = new Map(report.liveSessions.map((s) => [s.id, s]));
    expect(byId.get('aaaa1111-0000-4000-8000-000000000001')).toMatchObject({ stale: true, transcriptExists: false, phase: 'active' });
    expect(byId.get('bbbb2222-0000-4000-8000-000000000002')).toMatchObject({ stale: false, transcriptExists: true });
    expect(byId.has('broken')).toBe(false);
    expect(report.notes.join('\n')).toMatch(/broken\.json: not valid JSON/);
    expect(report.usable).toBe(true);
  });

  it('merges settings, a local checkpoints block replacing the project one', async () => {
    const repo = newRepo('settings');
    mkdirSync(join(repo, '.entire'));
    writeFileSync(
      join(repo, '.entire', 'settings.json'),
      JSON.stringify({
        enabled: true,
        strategy_options: { checkpoint_remote: { provider: 'github', repo: 'org/checkpoints' } },
        checkpoints: { primary: { type: 'git-refs' }, mirrors: [{ type: 'git-branch' }] },
      }),
    );
    writeFileSync(join(repo, '.entire', 'settings.local.json'), JSON.stringify({ enabled: false, checkpoints: { primary: { type: 'git-branch' } } }));
    const report = await runDoctor({ cwd: repo, env: { PATH: '' } });
    expect(report.settings).toMatchObject({ enabled: false, backend: 'git-branch', mirrors: [], checkpointRemote: 'github:org/checkpoints' });
    expect(report.notes.join('\n')).toMatch(/disabled/);
  });

  it('sees a linked worktree and the layouts of the common repository', async () => {
    const repo = newRepo('main-wt');
    git(repo, 'update-ref', 'refs/heads/entire/checkpoints/v1', checkpointCommit(repo, HEX));
    git(repo, 'branch', 'entire/abcdef1-e3b0c4');
    git(repo, 'update-ref', 'refs/entire/checkpoints/v2/main', checkpointCommit(repo, HEX));
    const wt = join(root, 'linked-wt');
    git(repo, 'worktree', 'add', '-q', wt, '-b', 'feature');
    const report = await runDoctor({ cwd: wt, env: { PATH: '' } });
    expect(report.repo.linkedWorktree).toBe(true);
    expect(report.layouts).toMatchObject({
      v1Branch: expect.stringMatching(/^[0-9a-f]{40}$/),
      shadowBranches: ['refs/heads/entire/abcdef1-e3b0c4'],
      v2: ['refs/entire/checkpoints/v2/main'],
    });
    expect(report.usable).toBe(true);
  });

  it('reports the version of agent CLIs on PATH, and only runs --version', async () => {
    const bin = join(root, 'bin');
    mkdirSync(bin);
    const log = join(root, 'calls.log');
    const fake = (name: string, body: string) => {
      writeFileSync(join(bin, name), `#!/bin/sh\necho "$@" >> ${log}\n${body}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    fake('claude', 'echo "2.1.0 (Claude Code)"');
    fake('agent', 'printf "\\033[1m2026.11.01\\033[0m\\n"');
    fake('codex', 'exit 3');
    const report = await runDoctor({ cwd: root, env: { PATH: bin } });
    const byAgent = new Map(report.agents.map((a) => [a.agent, a]));
    expect(byAgent.get('claude')).toMatchObject({ version: '2.1.0 (Claude Code)', error: null });
    expect(byAgent.get('cursor')).toMatchObject({ command: 'agent', version: '2026.11.01' });
    expect(byAgent.get('codex')).toMatchObject({ version: null });
    expect(byAgent.get('codex')?.error).toBeTruthy();
    expect(byAgent.get('gemini')).toMatchObject({ path: null, version: null });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['--version', '--version', '--version']);
  });
});
