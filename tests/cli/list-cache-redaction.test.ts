// A warm `list --json` prints the metadata strings the layout snapshot verified clean without redacting them again
// (RepoIndex.cleanStrings): one holding a secret must still be redacted, cold and warm, with the same bytes, and the
// cache must not have been told it is clean by a run that printed nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fake } from '../../packages/core/src/redact/fake-secrets.js';
import { GitFixture } from '../support/git-fixture.js';
import { runCli } from '../support/cli.js';

const V1 = 'refs/heads/entire/checkpoints/v1';
const SID = 'eeeeeeee-0000-4000-8000-000000000007';
const TOKEN = fake.github();

let fx: GitFixture;
let cache: string;

beforeAll(() => {
  fx = GitFixture.create();
  cache = mkdtempSync(join(tmpdir(), 'hos-list-cache-'));
  const dir = 'ab/0000000007';
  const at = '2026-02-01T09:00:00.000Z';
  const line = JSON.stringify({ type: 'user', sessionId: SID, uuid: 'u-1', timestamp: at, message: { role: 'user', content: 'fix the parser' } });
  fx.commitTree(V1, {
    [`${dir}/metadata.json`]: JSON.stringify({ checkpoint_id: 'ab0000000007', sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }] }),
    [`${dir}/0/metadata.json`]: JSON.stringify({
      checkpoint_id: 'ab0000000007',
      session_id: SID,
      created_at: at,
      agent: 'Claude Code',
      branch: 'feature/parser',
      files_touched: ['src/parser.ts', `notes/${TOKEN}.txt`],
    }),
    [`${dir}/0/full.jsonl`]: `${line}\n`,
    [`${dir}/0/prompt.txt`]: `fix the parser with ${TOKEN}`,
  });
});
afterAll(() => {
  fx.cleanup();
  rmSync(cache, { recursive: true, force: true });
});

describe('list --json from the cache', () => {
  const list = (...args: string[]) => runCli(['list', ...args, '--repo', fx.dir], { env: { XDG_CACHE_HOME: cache } });

  it('redacts a secret in committed metadata cold, warm, and after another command filled the cache', () => {
    const latest = runCli(['latest', '--repo', fx.dir], { env: { XDG_CACHE_HOME: cache } });
    expect(latest.code).toBe(0);
    const runs = [list('--json'), list('--json'), list('--checkpoints', '--json'), list('--checkpoints', '--json')];
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain(TOKEN.slice(4, 20));
      expect(r.stdout).toContain('src/parser.ts');
    }
    expect(runs[1]?.stdout).toBe(runs[0]?.stdout);
    expect(runs[3]?.stdout).toBe(runs[2]?.stdout);
    rmSync(join(cache, 'hand-off-session'), { recursive: true, force: true });
    expect(list('--json').stdout).toBe(runs[0]?.stdout);
  });
});
