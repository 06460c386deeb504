import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, runCli } from '../support/cli.js';
import { GitFixture } from '../support/git-fixture.js';

const ULID = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
const fixtures: GitFixture[] = [];
const temp = mkdtempSync(join(tmpdir(), 'hos-doctor-e2e-'));
afterAll(() => {
  for (const fx of fixtures) fx.cleanup();
  rmSync(temp, { recursive: true, force: true });
});

function fixture(): GitFixture {
  const fx = GitFixture.create();
  fixtures.push(fx);
  return fx;
}

function checkpointFiles(id: string) {
  return {
    'metadata.json': JSON.stringify({ checkpoint_id: id, strategy: 'manual-commit', sessions: [{ metadata: '/0/metadata.json', transcript: '/0/full.jsonl' }] }),
    '0/metadata.json': JSON.stringify({ checkpoint_id: id, session_id: 'a1b2c3d4-0000-4000-8000-000000000001', agent: 'Claude Code', created_at: '2026-11-20T10:00:00Z' }),
    '0/full.jsonl': `${JSON.stringify({ type: 'user', uuid: 'u1', timestamp: '2026-11-20T10:00:00Z', message: { role: 'user', content: 'fix the build' } })}\n`,
  };
}

describe('hand-off-session doctor', () => {
  it('exits 4 and says so in a repository without Entire', async () => {
    const fx = fixture();
    const result = await cli(['doctor'], { cwd: fx.dir });
    expect(result.code).toBe(4);
    expect(result.stdout).toMatch(/No Entire data found/);
    expect(result.stdout).toMatch(/Agent CLIs on PATH/);
    const json = await cli(['doctor', '--json'], { cwd: fx.dir });
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout).doctor.usable).toBe(false);
  });

  it('finds checkpoints that exist only on the remote, only with --remote, with the fetch command', async () => {
    const seed = fixture();
    seed.commitTree(`refs/entire/checkpoints/${ULID.slice(-2)}/${ULID}`, checkpointFiles(ULID), { parents: [] });
    const bare = join(temp, 'remote.git');
    seed.git(['clone', '-q', '--mirror', seed.dir, bare]);
    const clone = join(temp, 'clone');
    seed.git(['clone', '-q', bare, clone]);

    const local = await cli(['doctor', '--json'], { cwd: clone });
    expect(local.code).toBe(4);
    const localReport = JSON.parse(local.stdout).doctor;
    expect(localReport.remotes).toBeNull();
    expect(localReport.layouts.gitRefs).toBe(0);

    const remote = await cli(['doctor', '--remote'], { cwd: clone });
    expect(remote.code).toBe(4);
    expect(remote.stdout).toMatch(/origin: 1 Entire ref\(s\), 1 not fetched/);
    expect(remote.stdout).toContain("git fetch origin 'refs/entire/checkpoints/*:refs/entire/checkpoints/*'");

    seed.git(['fetch', '-q', 'origin', 'refs/entire/checkpoints/*:refs/entire/checkpoints/*'], { cwd: clone });
    const after = await cli(['doctor', '--remote', '--json'], { cwd: clone });
    expect(after.code).toBe(0);
    const report = JSON.parse(after.stdout).doctor;
    expect(report.layouts.gitRefs).toBe(1);
    expect(report.remotes[0]).toMatchObject({ name: 'origin', ok: true, refs: 1, missing: [], differs: [] });
  });

  it('flags a stale live session and a missing live transcript', async () => {
    const fx = fixture();
    const sid = '5e6f7a8b-0000-4000-8000-000000000042';
    const transcript = join(temp, 'gone', 'rollout.jsonl');
    fx.addLiveState(sid, {
      session_id: sid,
      phase: 'active',
      started_at: '2026-01-02T09:00:00Z',
      last_interaction_time: '2026-01-02T09:30:00Z',
      agent_type: 'Codex',
      transcript_path: transcript,
    });
    const result = await cli(['doctor'], { cwd: fx.dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(sid);
    expect(result.stdout).toMatch(/stale: active but silent/);
    expect(result.stdout).toContain(`transcript file gone: ${transcript}`);
    const json = JSON.parse((await cli(['doctor', '--json'], { cwd: fx.dir })).stdout).doctor;
    expect(json.liveSessions).toEqual([
      expect.objectContaining({ id: sid, stale: true, transcriptExists: false, phase: 'active', agent: 'Codex' }),
    ]);
  });

  it('reports the agent CLIs found on PATH with their --version', () => {
    const fx = fixture();
    const bin = join(temp, 'bin');
    seedBin(bin, 'opencode', 'echo 1.4.2');
    const json = JSON.parse(runCli(['doctor', '--json'], { cwd: fx.dir, env: { PATH: `${bin}:${process.env.PATH}` } }).stdout).doctor;
    expect(json.agents.find((a: { agent: string }) => a.agent === 'opencode')).toMatchObject({ version: '1.4.2', path: join(bin, 'opencode') });
  });
});

function seedBin(dir: string, name: string, body: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(dir, name), 0o755);
}
