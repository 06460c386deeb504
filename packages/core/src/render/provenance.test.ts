import { describe, expect, it } from 'vitest';
import { fixtureHandoff } from '../targets/__fixtures__/handoff.js';
import type { Provenance } from '../types/handoff.js';
import { ago, provenanceLines } from './provenance.js';

const made: Provenance = {
  checkpointId: 'a3f9c2d1e8b7',
  branch: 'feature/login-rate-limit',
  commit: '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d',
  recordedAt: '2026-11-30T21:40:00+01:00',
  currentBranch: 'feature/login-rate-limit',
  currentHead: '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d',
};
const NOW = new Date('2026-12-01T00:10:00Z');

describe('provenance', () => {
  it('names the agent, checkpoint, branch, commit and when (absolute and how long ago)', () => {
    const [line, ...rest] = provenanceLines({ ...fixtureHandoff(['claude-code', 'codex']), provenance: made }, NOW);
    expect(line).toBe('Recorded by Claude Code, Codex, checkpoint `a3f9c2d1e8b7`, on branch `feature/login-rate-limit`, commit `1a2b3c4d5e6f`, 2026-11-30 20:40 UTC (3 hours ago).');
    expect(rest).toEqual([]);
  });

  it('says where the repository is now when the branch differs, or when HEAD moved on', () => {
    const other = provenanceLines({ ...fixtureHandoff(), provenance: { ...made, currentBranch: 'main', currentHead: 'ffffffffffffffffffffffffffffffffffffffff' } }, NOW);
    expect(other[1]).toBe('Made on `feature/login-rate-limit`; you are on `main` at `ffffffffffff`: check out the branch or confirm the work moved.');
    const moved = provenanceLines({ ...fixtureHandoff(), provenance: { ...made, currentHead: 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' } }, NOW);
    expect(moved[1]).toBe('The repository has moved on since: HEAD is now `eeeeeeeeeeee`.');
  });

  it('keeps metadata text to the characters refs use, and renders nothing without provenance', () => {
    const [line] = provenanceLines({ ...fixtureHandoff(), provenance: { ...made, branch: 'main`; rm -rf ~ #' } }, NOW);
    expect(line).toContain('on branch `mainrm-rf`');
    expect(provenanceLines(fixtureHandoff(), NOW)).toEqual([]);
  });

  it('says how long ago in plain words', () => {
    expect(ago(30_000)).toBe('just now');
    expect(ago(90 * 60_000)).toBe('90 minutes ago');
    expect(ago(5 * 3_600_000)).toBe('5 hours ago');
    expect(ago(12 * 86_400_000)).toBe('12 days ago');
    expect(ago(-1)).toBe('in the future by this clock');
  });
});
