/**
 * A layout this reader does not know (the "bad input": never a crash): refs under `refs/entire/` that no
 * reader reads, beside a git-refs checkpoint it does read. doctor lists them; each handoff names them under
 * Uncertainty, since a newer Entire may keep the session's latest checkpoints there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { handoffForSession } from '../api.js';
import { runDoctor } from '../doctor/doctor.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';

const CP = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
const SID = '3c9e1a7b-2d4f-4e6a-8b0c-1d3e5f7a9b2c';
const NOW = new Date('2026-09-02T00:00:00Z');

describe('refs of a layout no reader knows', () => {
  let fx: GitFixture;
  let index: RepoIndex;

  beforeAll(async () => {
    fx = GitFixture.create();
    const at = '2026-09-01T10:00:00Z';
    const line = (type: 'user' | 'assistant', text: string) =>
      JSON.stringify({ parentUuid: null, isSidechain: false, type, sessionId: SID, uuid: `${type}-1`, timestamp: at, message: type === 'user' ? { role: 'user', content: text } : { role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'text', text }] } });
    fx.commitTree(`refs/entire/checkpoints/6D/${CP}`, {
      'metadata.json': JSON.stringify({ cli_version: '0.11.4', checkpoint_id: CP, strategy: 'manual-commit', checkpoints_count: 1, files_touched: [], sessions: [{ metadata: '/0/metadata.json', transcript: '/0/full.jsonl' }] }),
      '0/metadata.json': JSON.stringify({ cli_version: '0.11.4', checkpoint_id: CP, session_id: SID, strategy: 'manual-commit', created_at: at, agent: 'Claude Code' }),
      '0/full.jsonl': `${line('user', 'move the cache to redis')}\n${line('assistant', 'Starting with the connection pool.')}\n`,
    });
    fx.commitTree('refs/entire/checkpoints/v3/main', { 'manifest.bin': 'opaque' });
    fx.commitTree('refs/entire/ledger/main', { 'ledger.json': '{}' });
    index = await buildIndex(await openRepo(fx.dir), { now: NOW });
  });
  afterAll(() => fx.cleanup());

  it('the known checkpoint is read; doctor lists the others', async () => {
    expect(index.sessions.map((s) => s.id)).toEqual([SID]);
    expect(index.unknownRefs).toEqual(['refs/entire/checkpoints/v3/main', 'refs/entire/ledger/main']);
    const doctor = await runDoctor({ cwd: fx.dir, now: NOW });
    expect(doctor.usable).toBe(true);
    expect(doctor.layouts?.unknown).toEqual(['refs/entire/checkpoints/v3/main', 'refs/entire/ledger/main']);
  });

  it("the handoff's Uncertainty names them", async () => {
    const h = await handoffForSession(index, index.sessions[0]!, { target: null, now: NOW });
    expect(h.latestInstruction?.text).toBe('move the cache to redis');
    expect(h.uncertainty).toContain(
      '2 Entire ref(s) of a layout this reader does not know were not read (refs/entire/checkpoints/v3/main, refs/entire/ledger/main): a newer Entire may keep checkpoints there',
    );
  });
});
