import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { runDoctor } from './doctor.js';

describe('doctor: what the index met, and the cache', () => {
  const fx = GitFixture.create();
  const cacheHome = mkdtempSync(join(tmpdir(), 'hos-doctor-cache-'));
  afterAll(() => {
    fx.cleanup();
    rmSync(cacheHome, { recursive: true, force: true });
  });

  it('counts root pointers that dangle (the doubled prefix) and says where the cache is', async () => {
    const sid = 'eeeeeeee-0000-4000-8000-000000000005';
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      'bd/247e41d7dd/metadata.json': JSON.stringify({
        checkpoint_id: 'bd247e41d7dd',
        sessions: [{ metadata: '/bd/247e41d7dd/bd/247e41d7dd/0/metadata.json', transcript: '/bd/247e41d7dd/bd/247e41d7dd/0/full.jsonl' }],
      }),
      'bd/247e41d7dd/0/metadata.json': JSON.stringify({ checkpoint_id: 'bd247e41d7dd', session_id: sid, created_at: '2026-02-05T10:00:00Z', agent: 'Claude Code' }),
    });
    const report = await runDoctor({ cwd: fx.dir, env: { PATH: '', XDG_CACHE_HOME: cacheHome } });
    expect(report.index).toMatchObject({ checkpoints: 1, sessions: 1, danglingPointers: 1, danglingExamples: ['bd247e41d7dd'] });
    expect(report.notes.join('\n')).toMatch(/1 slot pointer\(s\) .* do not exist .* read from their numbered folders/);
    expect(report.cache).toMatchObject({ dir: join(cacheHome, 'hand-off-session'), enabled: true });
    const off = await runDoctor({ cwd: fx.dir, env: { PATH: '', XDG_CACHE_HOME: cacheHome, HAND_OFF_SESSION_NO_CACHE: '1' } });
    expect(off.cache.enabled).toBe(false);
  });
});
