/**
 * Session binding (entire-2026-changes.md row 12) in the shape of Entire's binding/record.go (record version 3):
 * one Claude Code session launched in `api/` that also edited `lib/`, replicated into lib's
 * `<common dir>/entire-sessions/` with the same id and transcript, and the machine record
 * `$ENTIRE_CONFIG_DIR/sessions/<id>.json` naming both.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { handoffForSession } from '../api.js';
import { runDoctor } from '../doctor/doctor.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { bindingFacts, parseBindingRecord, shownPath } from './session-binding.js';

const NOW = new Date('2026-10-01T12:00:00Z');
const SID = '5d1e2f3a-4b5c-4d6e-8f70-812345678901';
const BROKEN = '6d1e2f3a-4b5c-4d6e-8f70-812345678902';
const NEWER = '7d1e2f3a-4b5c-4d6e-8f70-812345678903';

function transcript(cwd: string): string {
  const at = '2026-09-30T10:00:00Z';
  const user = { type: 'user', sessionId: SID, cwd, uuid: 'u1', timestamp: at, message: { role: 'user', content: 'bump the client in lib and use it in api' } };
  const assistant = { type: 'assistant', sessionId: SID, cwd, uuid: 'a1', timestamp: at, message: { role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'text', text: 'Both repositories are updated.' }] } };
  return `${JSON.stringify(user)}\n${JSON.stringify(assistant)}\n`;
}

/** Entire's record as RecordBinding / MarkRepoAdopted leave it. */
function record(apiDir: string, lib: { root: string; common: string }, transcriptPath: string, extra: object = {}): string {
  return JSON.stringify({
    version: 3,
    session_id: SID,
    agent_type: 'Claude Code',
    transcript_path: transcriptPath,
    launch_root: apiDir,
    created_at: '2026-09-30T09:00:00Z',
    updated_at: '2026-09-30T10:00:00Z',
    bound_repos: [
      { worktree_root: lib.root, common_dir: lib.common, first_evidence_at: '2026-09-30T09:10:00Z', last_evidence_at: '2026-09-30T10:00:00Z', evidence_count: 4, enabled: true, adopted_at: '2026-09-30T09:10:01Z' },
      { worktree_root: '/srv/build/scratch', common_dir: '/srv/build/scratch/.git', first_evidence_at: '2026-09-30T09:20:00Z', last_evidence_at: '2026-09-30T09:20:00Z', evidence_count: 1, enabled: false },
      { worktree_root: 'relative/ignored', common_dir: 'relative/ignored/.git', enabled: true },
    ],
    last_scanned_transcript_cursor: 12,
    ...extra,
  });
}

describe('session binding records', () => {
  it('parses version 3 leniently and flags a newer version', () => {
    const r = parseBindingRecord(record('/home/dana/api', { root: '/home/dana/lib', common: '/home/dana/lib/.git' }, '/t.jsonl'), SID);
    expect(r).toEqual({
      launchRoot: '/home/dana/api',
      boundRepos: [
        { worktreeRoot: '/home/dana/lib', commonDir: '/home/dana/lib/.git', enabled: true, adopted: true },
        { worktreeRoot: '/srv/build/scratch', commonDir: '/srv/build/scratch/.git', enabled: false, adopted: false },
      ],
      problem: null,
    });
    const newer = parseBindingRecord(record('/a', { root: '/b', common: '/b/.git' }, '/t', { version: 4, future_field: 1 }), SID);
    expect(newer.problem).toBe('has version 4 (this reader knows 3); read leniently');
    expect(parseBindingRecord('{"version":3', SID)).toEqual({ problem: 'is not valid JSON; ignored' });
    expect(parseBindingRecord(record('/a', { root: '/b', common: '/b/.git' }, '/t'), 'another-session')).toEqual({ problem: 'names another session; ignored' });
  });

  it('shows paths relative to the repository, under ~, or by their last segment only', () => {
    expect(shownPath('/home/dana/code/lib', '/home/dana/code/api', '/home/dana')).toBe('../lib');
    expect(shownPath('/home/dana/other/deep/x/lib', '/home/dana/code/a/b/api', '/home/dana')).toBe('~/other/deep/x/lib');
    expect(shownPath('/srv/build/scratch', '/home/dana/code/api', '/home/dana')).toBe('…/scratch');
  });
});

describe('one session bound to two repositories', () => {
  let api: GitFixture;
  let libDir: string;
  let configDir: string;

  beforeAll(() => {
    api = GitFixture.create({ name: 'api' });
    libDir = join(api.root, 'lib');
    execFileSync('git', ['init', '-q', '-b', 'main', libDir]);
    execFileSync('git', ['-C', libDir, 'commit', '-q', '--allow-empty', '-m', 'initial'], { env: api.env() });
    const transcriptPath = join(api.root, 'agent-transcript.jsonl');
    writeFileSync(transcriptPath, transcript(api.dir));
    const state = { session_id: SID, phase: 'idle', started_at: '2026-09-30T09:00:00Z', last_interaction_time: '2026-09-30T10:00:00Z', agent_type: 'Claude Code', transcript_path: transcriptPath };
    api.addLiveState(SID, { ...state, worktree_path: api.dir });
    // The replica Entire's adoption writes: same id, agent and transcript, target-local worktree.
    mkdirSync(join(libDir, '.git', 'entire-sessions'), { recursive: true });
    writeFileSync(join(libDir, '.git', 'entire-sessions', `${SID}.json`), JSON.stringify({ ...state, worktree_path: libDir }));
    configDir = join(api.root, 'entire-config');
    mkdirSync(join(configDir, 'sessions'), { recursive: true });
    writeFileSync(join(configDir, 'sessions', `${SID}.json`), record(api.dir, { root: libDir, common: join(libDir, '.git') }, transcriptPath));
    writeFileSync(join(configDir, 'sessions', `${BROKEN}.json`), '{"version": 3, "session_id": ');
    writeFileSync(join(configDir, 'sessions', `${NEWER}.json`), JSON.stringify({ version: 9, session_id: NEWER, bound_repos: [] }));
    vi.stubEnv('ENTIRE_CONFIG_DIR', configDir);
    vi.stubEnv('HOME', api.root);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    api.cleanup();
  });

  it('the launching repository names the other one, and the token caveat', async () => {
    const index = await buildIndex(await openRepo(api.dir), { now: NOW });
    expect(index.sessions.filter((s) => s.id === SID)).toHaveLength(1);
    const h = await handoffForSession(index, index.sessions.find((s) => s.id === SID)!, { target: null, now: NOW });
    expect(h.currentState.map((f) => f.text)).toContain(
      "This session also touched ../lib (Entire records the session there too), …/scratch (Entire is not active there, so it kept no checkpoint there) (Entire's session binding)",
    );
    expect(h.uncertainty.some((u) => u.startsWith("This session also worked in other repositories: Entire counts each turn's tokens once"))).toBe(true);
  });

  it('the replica names where the session started, once, without the launching repository as a duplicate', async () => {
    const index = await buildIndex(await openRepo(libDir), { now: NOW });
    expect(index.sessions.map((s) => s.id)).toEqual([SID]);
    const h = await handoffForSession(index, index.sessions[0]!, { target: null, now: NOW });
    const lines = h.currentState.map((f) => f.text).filter((t) => t.includes("Entire's session binding"));
    expect(lines).toEqual(["This session also touched …/scratch (Entire is not active there, so it kept no checkpoint there) (Entire's session binding); it was started in ../api"]);
  });

  it('a broken or newer record is an Uncertainty line, never a failure', async () => {
    const repo = { topLevel: api.dir, commonDir: join(api.dir, '.git') };
    const broken = await bindingFacts([BROKEN], repo);
    expect(broken).toEqual({ lines: [], uncertainty: [`Entire's session record ../entire-config/sessions/${BROKEN}.json is not valid JSON; ignored`] });
    const newer = await bindingFacts([NEWER], repo);
    expect(newer.uncertainty).toEqual([`Entire's session record ../entire-config/sessions/${NEWER}.json has version 9 (this reader knows 3); read leniently`]);
    expect(await bindingFacts(['no-record-here'], repo)).toEqual({ lines: [], uncertainty: [] });
  });

  it('doctor counts the bound sessions', async () => {
    const report = await runDoctor({ cwd: api.dir, env: { ...process.env, HAND_OFF_SESSION_NO_CACHE: '1' }, now: NOW });
    expect(report.index?.boundSessions).toBe(1);
    expect(report.notes.some((n) => n.startsWith("1 session(s) also worked in other repositories (Entire's session binding"))).toBe(true);
  });
});
