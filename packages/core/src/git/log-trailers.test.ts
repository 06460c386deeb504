import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { parseCheckpointTrailers, scanCheckpointTrailers } from './log-trailers.js';

describe('parseCheckpointTrailers', () => {
  it('finds every id in a squash-merge message, hex and ULID, once each', () => {
    const msg = [
      'Squash merge (#42)',
      '',
      '* first change',
      '',
      'Entire-Checkpoint: 0e6b66910244',
      '',
      '* second change',
      '',
      'Entire-Checkpoint: 01K9TQ8ZP7X3F5M2WVJ4CNRB6D',
      'Entire-Checkpoint: 0e6b66910244',
    ].join('\n');
    expect(parseCheckpointTrailers(msg)).toEqual(['0e6b66910244', '01K9TQ8ZP7X3F5M2WVJ4CNRB6D']);
  });
  it('ignores ids of the wrong shape', () => {
    expect(parseCheckpointTrailers('Entire-Checkpoint: 0E6B66910244\nEntire-Checkpoint: 0e6b669102445\nEntire-Checkpoint: xyz')).toEqual([]);
  });
});

describe('scanCheckpointTrailers', () => {
  let fx: GitFixture;
  const shas: string[] = [];
  beforeAll(() => {
    fx = GitFixture.create();
    shas.push(fx.commitEmpty('feat: one\n\nEntire-Checkpoint: aaaaaaaaaaa1\n'));
    shas.push(fx.commitEmpty('chore: none'));
    shas.push(fx.commitEmpty('squash\n\nEntire-Checkpoint: aaaaaaaaaaa2\nEntire-Checkpoint: aaaaaaaaaaa3\n'));
  });
  afterAll(() => fx.cleanup());

  it('maps checkpoint ids to the commits that carry them', async () => {
    const scan = await scanCheckpointTrailers(fx.dir, 'HEAD');
    expect(scan.truncated).toBe(false);
    expect(scan.scanned).toBe(4);
    expect(scan.byCheckpoint.get('aaaaaaaaaaa1')).toEqual([shas[0]]);
    expect(scan.byCheckpoint.get('aaaaaaaaaaa3')).toEqual([shas[2]]);
    expect(scan.commits.map((c) => c.sha)).toEqual([shas[2], shas[0]]);
  });

  it('is bounded and says so', async () => {
    const scan = await scanCheckpointTrailers(fx.dir, 'HEAD', 2);
    expect(scan).toMatchObject({ truncated: true, scanned: 2 });
    expect(scan.byCheckpoint.has('aaaaaaaaaaa1')).toBe(false);
  });

  it('returns nothing for an unborn branch without running git', async () => {
    const scan = await scanCheckpointTrailers(fx.dir, null);
    expect(scan.commits).toEqual([]);
  });
});
