import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeIdentity, SnapshotStore, snapshotUsage } from './snapshot-store.js';

describe('codeIdentity', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hos-code-id-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells apart two builds of the same size and time (npm installs every file with one time)', () => {
    const a = join(dir, 'a.js');
    const b = join(dir, 'b.js');
    writeFileSync(a, 'const RULE = /ghp_[A-Za-z0-9]{36}/;');
    writeFileSync(b, 'const RULE = /ghq_[A-Za-z0-9]{36}/;');
    const then = new Date('1985-10-26T08:15:00Z');
    utimesSync(a, then, then);
    utimesSync(b, then, then);
    expect(codeIdentity(a)).not.toBe(codeIdentity(b));
    writeFileSync(b, 'const RULE = /ghp_[A-Za-z0-9]{36}/;');
    expect(codeIdentity(b)).toBe(codeIdentity(a));
  });
});

describe('SnapshotStore text records', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hos-snapshot-text-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = () => join(dir, readdirSync(dir).find((n) => n.endsWith('.txt')) ?? 'none');

  it('gives back the bytes written, only to the same build, kind and key, and nothing once cut short', () => {
    const store = new SnapshotStore(dir, () => 'build-a');
    store.setText('list-json', 'k1', '{"sessions":["ü"]}\n');
    store.save();
    expect(store.getText('list-json', 'k1')?.toString('utf8')).toBe('{"sessions":["ü"]}\n');
    expect(store.getText('list-json', 'k2')).toBeUndefined();
    expect(new SnapshotStore(dir, () => 'build-b').getText('list-json', 'k1')).toBeUndefined();
    writeFileSync(fileOf(), readFileSync(fileOf()).subarray(0, -1));
    expect(store.getText('list-json', 'k1')).toBeUndefined();
    expect(snapshotUsage(dir).files).toBe(1);
  });

  it('writes a record when it is set, so the text of a large index is not held until the run saves', () => {
    const store = new SnapshotStore(dir, () => 'build-a');
    const checkpoints = Array.from({ length: 2000 }, (_, i) => ({ id: i.toString(16).padStart(12, '0'), sessions: ['2f4c9a1e'] }));
    store.set('v1-sessions', 'tree-1', checkpoints);
    store.setText('list-json', 'k1', '{"sessions":[]}\n');
    expect(snapshotUsage(dir).files).toBe(2);
    expect(new SnapshotStore(dir, () => 'build-a').get('v1-sessions', 'tree-1')).toEqual(checkpoints);
  });
});
