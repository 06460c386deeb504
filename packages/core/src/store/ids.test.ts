import { describe, expect, it } from 'vitest';
import { parseCheckpointRef } from './git-refs.js';
import { compareIds, isCheckpointId, isSafeSessionId, ulidTime } from './ids.js';
import { parseShadowTrailers, isShadowRef } from './shadow.js';

describe('checkpoint ids and refs', () => {
  it('accepts 12-hex and canonical ULIDs only', () => {
    expect(isCheckpointId('ed51f6581660')).toBe(true);
    expect(isCheckpointId('01M3WE2VX9HQC3NVY9BWYCW6JV')).toBe(true);
    expect(isCheckpointId('ED51F6581660')).toBe(false);
    expect(isCheckpointId('81M3WE2VX9HQC3NVY9BWYCW6JV')).toBe(false);
    expect(isCheckpointId('01M3WE2VX9HQC3NVY9BWYCW6JI')).toBe(false);
  });
  it('reads the time a ULID carries', () => {
    expect(ulidTime('01M3WE2VX9HQC3NVY9BWYCW6JV')?.startsWith('2026-')).toBe(true);
    expect(ulidTime('ed51f6581660')).toBeNull();
  });
  it('parses git-refs names, validating the shard', () => {
    expect(parseCheckpointRef('refs/entire/checkpoints/JV/01M3WE2VX9HQC3NVY9BWYCW6JV')).toBe('01M3WE2VX9HQC3NVY9BWYCW6JV');
    expect(parseCheckpointRef('refs/entire/checkpoints/60/ed51f6581660')).toBe('ed51f6581660');
    expect(parseCheckpointRef('refs/entire/checkpoints/ed/ed51f6581660')).toBeNull();
    expect(parseCheckpointRef('refs/entire/checkpoints/v1.1')).toBeNull();
    expect(parseCheckpointRef('refs/entire/checkpoints/v2/main')).toBeNull();
    expect(parseCheckpointRef('refs/entire/checkpoints/v2/full/current')).toBeNull();
    expect(parseCheckpointRef('refs/entire/checkpoints/60/x/ed51f6581660')).toBeNull();
  });
  it('refuses session ids that could escape a folder', () => {
    expect(isSafeSessionId('2026-01-21-de1ed521-f8fc-44f4-b8a3-970e99616ca2')).toBe(true);
    expect(isSafeSessionId('ses_2fd419c71ffeqSOLZEn9Pmpv8P')).toBe(true);
    for (const bad of ['', '.', '..', '../x', 'a/b', 'a\\b', 'C:x', 'a\nb', 42]) expect(isSafeSessionId(bad)).toBe(false);
  });
});

describe('shadow branches', () => {
  it('recognises shadow branch names and not checkpoint branches', () => {
    expect(isShadowRef('refs/heads/entire/f13aabe-e3b0c4')).toBe(true);
    expect(isShadowRef('refs/heads/entire/dab5bac-4e0740')).toBe(true);
    expect(isShadowRef('refs/heads/entire/checkpoints/v1')).toBe(false);
    expect(isShadowRef('refs/heads/entire/sessions')).toBe(false);
  });
  it('reads Entire-Session and Entire-Metadata trailers from a commit object', () => {
    const commit = 'tree abc\nauthor A <a@b> 1 +0000\ncommitter A <a@b> 1 +0000\n\nSave\n\nEntire-Metadata: .entire/metadata/sess-1\nEntire-Session: sess-1\nEntire-Metadata: .entire/metadata/sess-2/\nEntire-Session: ../evil\n';
    expect(parseShadowTrailers(commit).sessions).toEqual(['sess-1', 'sess-2']);
  });
});

describe('compareIds', () => {
  const sign = (n: number) => Math.sign(n);
  it('orders as localeCompare does, for ids of one case and for any other strings', () => {
    const chars = ['-', '0', '9', 'a', 'f', 'z', 'A', 'Z', '_', '.', 'é'];
    const all = [''];
    for (const a of chars) for (const b of ['', ...chars]) all.push(a + b);
    for (const x of all) for (const y of all) expect([x, y, sign(compareIds(x, y))]).toEqual([x, y, sign(x.localeCompare(y))]);
  });
});
