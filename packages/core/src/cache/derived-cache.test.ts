import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { cacheStatus, DerivedCache } from './derived-cache.js';

const OID_A = 'a'.repeat(40);
const OID_B = 'b'.repeat(40);
const OID_C = 'c'.repeat(40);

describe('DerivedCache', () => {
  let home: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'hos-cache-'));
    env = { XDG_CACHE_HOME: home };
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('keeps derived facts by object id in a private directory and file, across runs', () => {
    const first = DerivedCache.open(env);
    first?.set(OID_A, { agent: 'claude-code', lastEventAt: '2026-02-01T09:00:00.000Z' });
    first?.save();
    const dir = join(home, 'hand-off-session');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'derived-v1.json')).mode & 0o777).toBe(0o600);
    expect(DerivedCache.open(env)?.get(OID_A)).toEqual({ agent: 'claude-code', lastEventAt: '2026-02-01T09:00:00.000Z' });
    expect(cacheStatus(env)).toMatchObject({ dir, enabled: true, entries: 1 });
  });

  it("keeps a transcript's prompt line when one was looked for (null: none found), and drops a multi-line one", () => {
    const first = DerivedCache.open(env);
    first?.set(OID_A, { agent: 'claude-code', lastEventAt: null, lastPrompt: 'pin the actions to shas' });
    first?.set(OID_B, { agent: 'codex', lastEventAt: null, lastPrompt: null });
    first?.save();
    const again = DerivedCache.open(env);
    expect(again?.get(OID_A)).toEqual({ agent: 'claude-code', lastEventAt: null, lastPrompt: 'pin the actions to shas' });
    expect(again?.get(OID_B)).toEqual({ agent: 'codex', lastEventAt: null, lastPrompt: null });
    const file = join(home, 'hand-off-session', 'derived-v1.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.entries[OID_C] = ['codex', null, 1, 'two\nlines'];
    writeFileSync(file, JSON.stringify(doc));
    expect(DerivedCache.open(env)?.get(OID_C)).toBeUndefined();
  });

  it('ignores a corrupt or foreign file and invalid entries, and rebuilds it', () => {
    const dir = join(home, 'hand-off-session');
    mkdirSync(dir, { mode: 0o700 });
    const file = join(dir, 'derived-v1.json');
    writeFileSync(file, '{"format":"hand-off-session/derived-cache","version":1,"entries":{', { mode: 0o600 });
    expect(DerivedCache.open(env)?.get(OID_A)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ format: 'someone-else', version: 1, entries: { [OID_A]: ['codex', null, 1] } }));
    expect(DerivedCache.open(env)?.get(OID_A)).toBeUndefined();
    // Version 1 read prompts from fewer transcripts: its entries are rebuilt, not trusted.
    writeFileSync(file, JSON.stringify({ format: 'hand-off-session/derived-cache', version: 1, entries: { [OID_A]: ['copilot-cli', null, 1, null] } }));
    expect(DerivedCache.open(env)?.get(OID_A)).toBeUndefined();
    writeFileSync(
      file,
      JSON.stringify({ format: 'hand-off-session/derived-cache', version: 2, entries: { [OID_A]: ['rm -rf', null, 1], '../x': ['codex', null, 1], [OID_B]: ['codex', null, 1] } }),
    );
    const cache = DerivedCache.open(env);
    expect(cache?.get(OID_A)).toBeUndefined();
    expect(cache?.get(OID_B)).toEqual({ agent: 'codex', lastEventAt: null });
    cache?.set(OID_C, { agent: null, lastEventAt: null });
    cache?.save();
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { entries: object }).entries).sort()).toEqual([OID_B, OID_C]);
  });

  it('is bounded: the least recently used entries are evicted', () => {
    const cache = DerivedCache.open(env, 2);
    cache?.set(OID_A, { agent: 'codex', lastEventAt: null }, 1);
    cache?.set(OID_B, { agent: 'codex', lastEventAt: null }, 3);
    cache?.set(OID_C, { agent: 'codex', lastEventAt: null }, 2);
    cache?.save();
    const again = DerivedCache.open(env);
    expect([OID_A, OID_B, OID_C].map((o) => again?.get(o) !== undefined)).toEqual([false, true, true]);
  });

  it('is off with the environment switch, and then never writes', () => {
    expect(DerivedCache.open({ ...env, HAND_OFF_SESSION_NO_CACHE: '1' })).toBeNull();
    expect(cacheStatus({ ...env, HAND_OFF_SESSION_NO_CACHE: '1' })).toMatchObject({ enabled: false, bytes: 0 });
  });

  it('refuses a directory others can read', () => {
    const dir = join(home, 'hand-off-session');
    mkdirSync(dir, { mode: 0o755 });
    const cache = DerivedCache.open(env);
    cache?.set(OID_A, { agent: 'codex', lastEventAt: null });
    cache?.save();
    expect(cacheStatus(env).bytes).toBe(0);
  });

  it('is what the index asks before reading a transcript blob', async () => {
    const fx = GitFixture.create();
    try {
      const sid = 'dddddddd-0000-4000-8000-000000000004';
      const line = JSON.stringify({ type: 'user', sessionId: sid, uuid: 'u1', timestamp: '2026-02-01T09:00:00.000Z', message: { role: 'user', content: 'hi' } });
      fx.commitTree('refs/heads/entire/checkpoints/v1', {
        'dd/0000000004/metadata.json': JSON.stringify({ checkpoint_id: 'dd0000000004', sessions: [{ metadata: '/dd/0000000004/0/metadata.json' }] }),
        'dd/0000000004/0/metadata.json': JSON.stringify({ checkpoint_id: 'dd0000000004', session_id: sid, created_at: '2026-02-01T18:00:00Z', agent: 'Agent' }),
        'dd/0000000004/0/full.jsonl': line + '\n',
      });
      const repo = await openRepo(fx.dir);
      const cold = DerivedCache.open(env);
      const first = await buildIndex(repo, { cache: cold });
      expect(first.sessions[0]).toMatchObject({ agent: 'claude-code', lastActivityAt: '2026-02-01T18:00:00.000Z' });
      // The blob's id is the key: a (planted) different fact proves the warm run did not read the blob again.
      const oid = first.sessions[0]?.transcript?.kind === 'blob' ? first.sessions[0].transcript.oids.join(',') : '';
      const planted = DerivedCache.open(env);
      // The slot has no prompt.txt: the prompt of the transcript's tail is kept with the facts. The slot dates the
      // session: the transcript's last event is not looked for, and the facts say so by their key.
      expect(planted?.get(oid)).toBeUndefined();
      expect(planted?.get(`${oid}#untimed`)).toEqual({ agent: 'claude-code', lastEventAt: null, lastPrompt: 'hi' });
      planted?.set(`${oid}#untimed`, { agent: 'codex', lastEventAt: null, lastPrompt: 'planted' });
      const warm = await buildIndex(repo, { cache: planted });
      // The time is the slot's own: the index asks no transcript for it.
      expect(warm.sessions[0]).toMatchObject({ agent: 'codex', lastActivityAt: '2026-02-01T18:00:00.000Z', lastPrompt: 'planted' });
    } finally {
      fx.cleanup();
    }
  });
});
