import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapPhase, readLiveStates } from './live-state.js';

describe('readLiveStates', () => {
  let common: string;
  beforeAll(() => {
    common = mkdtempSync(join(tmpdir(), 'hos-common-'));
    const dir = join(common, 'entire-sessions');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'ses_2fd419c71ffeqSOLZEn9Pmpv8P.json'),
      JSON.stringify({
        session_id: 'ses_2fd419c71ffeqSOLZEn9Pmpv8P',
        phase: 'ended',
        started_at: '2026-04-09T09:25:21.725231-07:00',
        ended_at: '2026-04-09T10:00:00-07:00',
        agent_type: 'OpenCode',
        transcript_path: 'relative/path.json',
        files_touched: ['a.ts', 7, null],
        base_commit: 'not-a-sha',
        last_checkpoint_id: 'a3b2c4d5e6f7',
      }),
    );
    writeFileSync(join(dir, 'ses_2fd419c71ffeqSOLZEn9Pmpv8P.model'), 'claude-sonnet-4\n');
    writeFileSync(join(dir, 'huge.json'), '');
    truncateSync(join(dir, 'huge.json'), 17 * 1024 * 1024);
    writeFileSync(join(dir, 'array.json'), '[]');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
  });
  afterAll(() => rmSync(common, { recursive: true, force: true }));

  it('parses what it can and never trusts relative paths', async () => {
    const { sessions, warnings } = await readLiveStates(common);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.state).toMatchObject({
      phase: 'ended',
      startedAt: '2026-04-09T16:25:21.725Z',
      endedAt: '2026-04-09T17:00:00.000Z',
      agentLabel: 'OpenCode',
      model: 'claude-sonnet-4',
      transcriptPath: null,
      filesTouched: ['a.ts'],
      baseCommit: null,
      lastCheckpointId: 'a3b2c4d5e6f7',
    });
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/huge\.json: 17 MiB, over the 16 MiB limit/), expect.stringMatching(/array\.json: not a JSON object/)]));
  });

  it('returns nothing when there is no state folder', async () => {
    expect(await readLiveStates(join(common, 'missing'))).toEqual({ sessions: [], warnings: [] });
  });

  it('maps phases', () => {
    expect(mapPhase('')).toBe('idle');
    expect(mapPhase(undefined)).toBe('idle');
    expect(mapPhase('active_committed')).toBe('active');
    expect(mapPhase('ended')).toBe('ended');
    expect(mapPhase('weird')).toBe('unknown');
  });
});
