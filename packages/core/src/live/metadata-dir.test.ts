import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { metadataDirFor, readMetadataDirs } from './metadata-dir.js';

describe('metadata folders', () => {
  const dirs: string[] = [];
  const temp = () => {
    const d = mkdtempSync(join(tmpdir(), 'hos-meta-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('lists sessions with their files and rejects unsafe ids', async () => {
    const wt = temp();
    const s = join(wt, '.entire', 'metadata', 'c010174c-a7cd-4bcc-b7d4-61258d6c463f');
    mkdirSync(join(s, 'tasks'), { recursive: true });
    writeFileSync(join(s, 'full.jsonl'), '{}\n');
    writeFileSync(join(s, 'prompt.txt'), 'hi');
    const { sessions } = await readMetadataDirs([wt]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ sessionId: 'c010174c-a7cd-4bcc-b7d4-61258d6c463f', transcriptPath: expect.stringMatching(/full\.jsonl$/), promptPath: expect.stringMatching(/prompt\.txt$/), tasksDir: expect.stringMatching(/tasks$/) });
    expect(await metadataDirFor(wt, '../metadata')).toBeNull();
    expect(await metadataDirFor(wt, 'a\\b')).toBeNull();
    expect(await metadataDirFor(wt, '')).toBeNull();
  });

  it('ignores a .entire/metadata symlinked out of the worktree', async () => {
    const wt = temp();
    const elsewhere = temp();
    mkdirSync(join(elsewhere, 'sess-x'), { recursive: true });
    writeFileSync(join(elsewhere, 'sess-x', 'full.jsonl'), '{}\n');
    mkdirSync(join(wt, '.entire'));
    symlinkSync(elsewhere, join(wt, '.entire', 'metadata'));
    const { sessions, warnings } = await readMetadataDirs([wt]);
    expect(sessions).toEqual([]);
    expect(warnings[0]).toMatch(/resolves outside the worktree/);
  });
});
