/**
 * The agent's own transcript found on this machine when no checkpoint holds a usable one: Antigravity's
 * `brain/<id>/.system_generated/logs/transcript_full.jsonl` (the placeholder Entire condenses when agy flushes late is
 * empty) and Pi's `<pi home>/sessions/<encoded cwd>/<timestamp>_<id>.jsonl`. Never a file outside those folders.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, handoffForSession } from '../api.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { nativeTranscriptOnDisk } from './native-transcript.js';

const AGY = 'fd874856-8453-4f63-be51-35196f6d87f5';
const PI = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const NOW = new Date('2026-10-01T12:00:00Z');
const TASK = 'Make the flaky upload test deterministic';

/** Antigravity step lines as agy writes them (agent/antigravity/testdata/transcript_sample.jsonl). */
const AGY_TRANSCRIPT =
  [
    { step_index: 0, source: 'USER_EXPLICIT', type: 'USER_INPUT', status: 'DONE', created_at: '2026-09-20T10:00:00Z', content: `<USER_REQUEST>\n${TASK}\n</USER_REQUEST>` },
    { step_index: 1, source: 'SYSTEM', type: 'CONVERSATION_HISTORY', status: 'DONE', created_at: '2026-09-20T10:00:00Z' },
    { step_index: 2, source: 'MODEL', type: 'PLANNER_RESPONSE', status: 'DONE', created_at: '2026-09-20T10:00:06Z', content: 'The retry uses real timers; I will switch it to fake timers.' },
  ]
    .map((l) => JSON.stringify(l))
    .join('\n') + '\n';

describe('native transcript discovery', () => {
  let home: string;
  const brainFile = (sid: string) => join(home, '.gemini', 'antigravity-cli', 'brain', sid, '.system_generated', 'logs', 'transcript_full.jsonl');

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'hos-native-'));
    mkdirSync(join(brainFile(AGY), '..'), { recursive: true });
    writeFileSync(brainFile(AGY), AGY_TRANSCRIPT);
    mkdirSync(join(brainFile('empty-one'), '..'), { recursive: true });
    writeFileSync(brainFile('empty-one'), '');
    writeFileSync(join(home, 'secret.txt'), 'not a transcript');
    mkdirSync(join(brainFile('escape'), '..'), { recursive: true });
    symlinkSync(join(home, 'secret.txt'), brainFile('escape'));
    mkdirSync(join(home, '.pi', 'agent', 'sessions', '--home-dana-api--'), { recursive: true });
    writeFileSync(join(home, '.pi', 'agent', 'sessions', '--home-dana-api--', `2026-09-20T10-00-00-000Z_${PI}.jsonl`), '{"type":"session","version":3,"id":"x"}\n');
    writeFileSync(join(home, `elsewhere_${PI}.jsonl`), 'outside the pi sessions folder');
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it("finds Antigravity's file from the session id, and nothing empty, escaping or unsafe", async () => {
    expect(await nativeTranscriptOnDisk(AGY, 'antigravity', null, {}, home)).toBe(brainFile(AGY));
    expect(await nativeTranscriptOnDisk('empty-one', 'antigravity', null, {}, home)).toBeNull();
    expect(await nativeTranscriptOnDisk('escape', 'antigravity', null, {}, home)).toBeNull();
    expect(await nativeTranscriptOnDisk('../secret', 'antigravity', null, {}, home)).toBeNull();
    expect(await nativeTranscriptOnDisk(AGY, 'claude-code', null, {}, home)).toBeNull();
  });

  it("finds Pi's file by its name in the sessions folder, never a recorded path outside it", async () => {
    const inside = join(home, '.pi', 'agent', 'sessions', '--home-dana-api--', `2026-09-20T10-00-00-000Z_${PI}.jsonl`);
    expect(await nativeTranscriptOnDisk(PI, 'pi', inside, {}, home)).toBe(inside);
    expect(await nativeTranscriptOnDisk(PI, 'pi', join(home, `elsewhere_${PI}.jsonl`), {}, home)).toBe(inside);
    expect(await nativeTranscriptOnDisk(PI, 'pi', null, { PI_CODING_AGENT_DIR: join(home, 'no-pi-here') }, home)).toBeNull();
  });
});

describe('an Antigravity checkpoint with the empty placeholder transcript', () => {
  let fx: GitFixture;
  let home: string;

  beforeAll(() => {
    fx = GitFixture.create();
    home = join(fx.root, 'home-agy');
    const file = join(home, '.gemini', 'antigravity-cli', 'brain', AGY, '.system_generated', 'logs', 'transcript_full.jsonl');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, AGY_TRANSCRIPT);
    const id = '01K9TQEZP7X3F5M2WVJ4CNRB6K';
    // A first-turn mid-turn commit: Entire condensed against the empty placeholder (files/prompt-only checkpoint).
    fx.commitTree(`refs/entire/checkpoints/${id.slice(-2)}/${id}`, {
      'metadata.json': JSON.stringify({ checkpoint_id: id, strategy: 'manual-commit', branch: 'main', files_touched: ['test/upload.test.ts'], sessions: [{ metadata: '/0/metadata.json', transcript: '/0/full.jsonl', prompt: '/0/prompt.txt' }] }),
      '0/metadata.json': JSON.stringify({ checkpoint_id: id, session_id: AGY, created_at: '2026-09-20T10:01:00Z', branch: 'main', agent: 'Antigravity', model: '', files_touched: ['test/upload.test.ts'], transcript_path: file }),
      '0/full.jsonl': '',
      '0/prompt.txt': TASK,
    }, { parents: [] });
    vi.stubEnv('HOME', home);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    fx.cleanup();
  });

  it("reads agy's own transcript on this machine and says so", async () => {
    const index = await buildIndex(await openRepo(fx.dir), { now: NOW });
    const session = index.sessions.find((s) => s.id === AGY);
    expect(session).toMatchObject({ agent: 'antigravity', transcriptSource: 'live', transcriptDiscovered: true });
    const h = await handoffForSession(index, session!, { target: null, now: NOW });
    expect(h.uncertainty).toContain(
      "No checkpoint holds a usable transcript of this session (an agent that writes it late can leave an empty one); this handoff reads Antigravity's own transcript file found on this machine instead.",
    );
    // Only agy's own file records the last step's time; the checkpoint holds an empty placeholder.
    expect(h.endedAt).toBe('2026-09-20T10:00:06Z');
    expect(h.task?.source).toEqual({ sessionId: AGY, line: 0 });
    // `show checkpoint` reads the same file for the slot whose transcript is the empty placeholder.
    const cp = await handoffForCheckpoint(index, index.checkpoints[0]!, { target: null, now: NOW });
    expect(cp.endedAt).toBe('2026-09-20T10:00:06Z');
    expect(cp.uncertainty).not.toContain('No transcript events: the transcript is missing or empty.');
  });
});
