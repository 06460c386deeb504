import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arm, HANDOVER_TTL_MS, isValidSessionId, markEnded, takeForDelivery, takeUndeliverable } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'hos-store-')), 'state');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

const t0 = new Date('2026-11-30T10:00:00.000Z');
const later = (ms: number): Date => new Date(t0.getTime() + ms);

describe('session ids', () => {
  it('accepts real agent ids and rejects anything that could leave the directory', () => {
    for (const ok of ['5b539e53-47c8-4996-bc4e-3896a787c8ab', 'ses_01JABCDEF', '019dbcc1-aaaa.b']) expect(isValidSessionId(ok)).toBe(true);
    for (const bad of ['', '../x', 'a/b', 'a\\b', '..', '.hidden', 'x\u0000y', 'a b', 'x'.repeat(129)]) expect(isValidSessionId(bad)).toBe(false);
  });

  it('refuses to arm under an invalid id', async () => {
    await expect(arm(dir, { sessionId: '../escape', text: 'x' })).rejects.toThrow(/invalid session id/);
  });
});

describe('arm and takeForDelivery', () => {
  it('writes a private file atomically and delivers it exactly once', async () => {
    await arm(dir, { sessionId: 's1', cwd: '/p', trigger: 'manual', text: '# Handoff' }, t0);
    const files = await readdir(dir);
    expect(files).toEqual(['s1.json']);
    expect((await stat(join(dir, 's1.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);

    const first = await takeForDelivery(dir, 's1', later(60_000));
    expect(first).toMatchObject({ kind: 'deliver', record: { sessionId: 's1', cwd: '/p', trigger: 'manual', text: '# Handoff' } });
    expect(await takeForDelivery(dir, 's1', later(60_000))).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('re-arming replaces the previous handover', async () => {
    await arm(dir, { sessionId: 's1', text: 'old' }, t0);
    await arm(dir, { sessionId: 's1', text: 'new' }, later(1000));
    const taken = await takeForDelivery(dir, 's1', later(2000));
    expect(taken?.kind === 'deliver' && taken.record.text).toBe('new');
  });

  it('an armed handover older than a day is not delivered but reported as expired', async () => {
    await arm(dir, { sessionId: 's1', text: 'stale' }, t0);
    const taken = await takeForDelivery(dir, 's1', later(HANDOVER_TTL_MS + 1));
    expect(taken).toMatchObject({ kind: 'undeliverable', reason: 'expired' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('concurrent takers deliver a handover once', async () => {
    await arm(dir, { sessionId: 's1', text: 'once' }, t0);
    const results = await Promise.all(Array.from({ length: 8 }, () => takeForDelivery(dir, 's1', t0)));
    expect(results.filter((r) => r?.kind === 'deliver')).toHaveLength(1);
  });

  it('a corrupt record is dropped, not delivered', async () => {
    await arm(dir, { sessionId: 's1', text: 'x' }, t0);
    await writeFile(join(dir, 's1.json'), '{"v":1,"sessionId":');
    expect(await takeForDelivery(dir, 's1', t0)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('takeUndeliverable', () => {
  it('takes ended and expired handovers, leaves fresh ones, reports unreadable files', async () => {
    await arm(dir, { sessionId: 'fresh', text: 'a' }, later(HANDOVER_TTL_MS));
    await arm(dir, { sessionId: 'old', text: 'b' }, t0);
    await arm(dir, { sessionId: 'ended', text: 'c' }, later(HANDOVER_TTL_MS));
    expect(await markEnded(dir, 'ended', later(HANDOVER_TTL_MS + 5))).toBe(true);
    expect(await markEnded(dir, 'missing', t0)).toBe(false);
    await writeFile(join(dir, 'junk.json'), 'not json');
    await writeFile(join(dir, 'README'), 'ignored');

    const lost = await takeUndeliverable(dir, later(HANDOVER_TTL_MS + 10));
    expect(lost.map((l) => `${l.sessionId}:${l.reason}`).sort()).toEqual(['ended:ended', 'junk:unreadable', 'old:expired']);
    expect((await readdir(dir)).sort()).toEqual(['README', 'fresh.json']);
    expect(await takeUndeliverable(dir, later(HANDOVER_TTL_MS + 10))).toEqual([]);
  });

  it('keeps the record text intact when marking it ended', async () => {
    await arm(dir, { sessionId: 's1', cwd: '/p', text: 'body' }, t0);
    await markEnded(dir, 's1', later(10));
    const saved = JSON.parse(await readFile(join(dir, 's1.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ sessionId: 's1', cwd: '/p', text: 'body', endedAt: later(10).toISOString() });
  });

  it('returns nothing when the directory does not exist', async () => {
    expect(await takeUndeliverable(join(dir, 'nope'), t0)).toEqual([]);
  });
});
