import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { DerivedCache } from '../cache/derived-cache.js';
import { CatFile } from '../git/cat-file.js';
import { transcriptFacts } from './session-evidence.js';
import { lastEventIn, probeTranscript, TAIL_BYTES } from './transcript-probe.js';

function record(type: 'user' | 'assistant', at: string, text: string): string {
  const message = type === 'user' ? { role: 'user', content: text } : { role: 'assistant', content: [{ type: 'text', text }] };
  return JSON.stringify({ parentUuid: null, sessionId: 's-1', type, message, uuid: `u-${at}`, timestamp: at });
}

describe('probeTranscript: what the index keeps of a transcript it probes', () => {
  const fx = GitFixture.create();
  afterAll(() => fx.cleanup());
  const blob = (s: string) => fx.git(['hash-object', '-w', '--stdin'], { input: s }).trim();

  it.each([
    ['small (within both windows)', 3],
    ['large (head and tail apart)', 400],
  ])('%s: the agent and the last event, and none of the transcript text', async (_name, records) => {
    const lines = Array.from({ length: records }, (_, i) => record(i % 2 ? 'assistant' : 'user', `2026-03-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`, `step ${i} ${'y'.repeat(400)}`));
    lines.push(record('assistant', '2026-03-01T11:30:00.000Z', 'done'));
    const oid = blob(lines.join('\n') + '\n');
    const cat = new CatFile(fx.dir);
    try {
      const probe = await probeTranscript({ kind: 'blob', oids: [oid], treePath: 'aa/bbbbbbbbbb/0/full.jsonl' }, cat);
      // Held for every session while the full index reads all of them: only the facts, never the ends' text.
      expect(probe).toEqual({ read: true, agent: 'claude-code', lastEventAt: '2026-03-01T11:30:00.000Z', lastPrompt: null });
    } finally {
      await cat.close();
    }
  });

  it("reads the tail window as the blob's last TAIL_BYTES bytes, multi-byte text whole, across git's pipe reads", async () => {
    // ~350 KB of multi-byte text: the window's start falls inside one of several pipe reads, never on a read's edge.
    const lines = Array.from({ length: 400 }, (_, i) => record(i % 2 ? 'assistant' : 'user', `2026-03-02T09:${String(i % 60).padStart(2, '0')}:00.000Z`, `Schritt ${i}: Größe prüfen, 日本語の出力 ${'ü'.repeat(300)}`));
    const newest = 'Übersetze die Fehlermeldung ins Japanische: 「保存に失敗しました」';
    lines.push(record('user', '2026-03-02T10:00:00.000Z', newest), record('assistant', '2026-03-02T10:00:05.000Z', 'Erledigt.'));
    const text = lines.join('\n') + '\n';
    expect(Buffer.byteLength(text)).toBeGreaterThan(4 * TAIL_BYTES);
    const cat = new CatFile(fx.dir);
    try {
      const probe = await probeTranscript({ kind: 'blob', oids: [blob(text)], treePath: 'aa/bbbbbbbbbb/0/full.jsonl' }, cat, 'tail');
      expect(probe.lastPrompt).toBe(newest);
      expect(probe.lastEventAt).toBe('2026-03-02T10:00:05.000Z');
    } finally {
      await cat.close();
    }
  });
});

describe('lastEventIn: the newest of the last records of the tail window', () => {
  it('skips the cut first line of a full window, reads the first line of a whole file', () => {
    const cutLine = record('assistant', '2026-05-01T00:00:00.000Z', 'cut');
    const last = record('user', '2026-04-01T00:00:00.000Z', 'last');
    const full = `${cutLine}\n${last}`.padStart(TAIL_BYTES, ' ');
    expect(lastEventIn('', full)).toBe('2026-04-01T00:00:00.000Z');
    expect(lastEventIn('', `${cutLine}\n${last}`)).toBe('2026-05-01T00:00:00.000Z');
  });

  it('looks at the last 20 records only, whatever blank or non-record lines lie between them', () => {
    const older = record('user', '2026-06-01T00:00:00.000Z', 'newest time, too far back');
    const recent = Array.from({ length: 20 }, (_, i) => record('user', `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`, 'r'));
    expect(lastEventIn('', [older, ...recent].join('\n\n  \nnot json\n'))).toBe('2026-01-01T00:00:19.000Z');
    expect(lastEventIn('', [older, ...recent.slice(1)].join('\n'))).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('transcriptFacts without the last event (metadata dates the session)', () => {
  const fx = GitFixture.create();
  const cacheHome = mkdtempSync(join(tmpdir(), 'probe-cache-'));
  afterAll(() => {
    fx.cleanup();
    rmSync(cacheHome, { recursive: true, force: true });
  });

  it('reads no time, and keeps what it read where a request for the time does not take it', async () => {
    const text = [record('user', '2026-03-01T10:00:00.000Z', 'fix the flaky login test'), record('assistant', '2026-03-01T10:05:00.000Z', 'done')].join('\n') + '\n';
    const oid = fx.git(['hash-object', '-w', '--stdin'], { input: text }).trim();
    const ref = { kind: 'blob' as const, oids: [oid], treePath: 'aa/bbbbbbbbbb/0/full.jsonl' };
    const cache = DerivedCache.open({ XDG_CACHE_HOME: cacheHome });
    const cat = new CatFile(fx.dir);
    try {
      expect(await transcriptFacts(ref, cat, cache, 'tail', false)).toEqual({ agent: 'claude-code', lastEventAt: null, lastPrompt: 'fix the flaky login test' });
      expect(await transcriptFacts(ref, cat, cache, 'tail')).toEqual({ agent: 'claude-code', lastEventAt: '2026-03-01T10:05:00.000Z', lastPrompt: 'fix the flaky login test' });
      // Once the timed facts are known, an untimed request takes them.
      expect((await transcriptFacts(ref, cat, cache, 'tail', false)).lastEventAt).toBe('2026-03-01T10:05:00.000Z');
    } finally {
      await cat.close();
    }
  });
});
