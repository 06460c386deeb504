// Every command exits, also when it stops reading a large transcript early. A 5 MB transcript committed as an Entire
// checkpoint is read through one `git cat-file --batch`; `show --raw --lines A-B` stops after record B, and the git
// child, left with megabytes still to write, must be stopped rather than left blocked (it kept the CLI alive for ever).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { repoRoot } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';

const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');
const SID = '7d0c9a4e-2b61-4f3a-9c5e-1a2b3c4d5e6f';
const CHECKPOINT = 'a1b2c3d4e5f6';

let fx: GitFixture;

/** A Claude session of about `mb` megabytes: many builds with long logs. */
function largeTranscript(mb: number): ClaudeTranscript {
  const t = new ClaudeTranscript(SID, '/home/dev/api');
  t.user('Make the build pass on the new toolchain.');
  const log = Array.from({ length: 80 }, (_, i) => `[${i}] compiling module src/feature_${i}.ts ... ok`).join('\n');
  for (let i = 0; t.text().length < mb * 1024 * 1024 && i < 10_000; i++) {
    t.tool('Bash', { command: `npm run build -- --step ${i}` }, `${log}\nstep ${i} done`);
  }
  return t.user('Now run the tests once more.');
}

beforeAll(() => {
  fx = GitFixture.create();
  const transcript = largeTranscript(5).text();
  const dir = `${CHECKPOINT.slice(0, 2)}/${CHECKPOINT.slice(2)}`;
  const slot = { checkpoint_id: CHECKPOINT, session_id: SID, strategy: 'manual-commit', created_at: '2026-05-01T12:00:00Z', branch: 'main', agent: 'Claude Code', files_touched: [] };
  const root = {
    checkpoint_id: CHECKPOINT,
    strategy: 'manual-commit',
    branch: 'main',
    checkpoints_count: 1,
    files_touched: [],
    sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }],
  };
  fx.commitTree('refs/heads/entire/checkpoints/v1', {
    [`${dir}/metadata.json`]: JSON.stringify(root, null, 2),
    [`${dir}/0/metadata.json`]: JSON.stringify(slot, null, 2),
    [`${dir}/0/full.jsonl`]: transcript,
    [`${dir}/0/prompt.txt`]: 'Make the build pass on the new toolchain.',
  }, { parents: [] });
});
afterAll(() => rmSync(fx.root, { recursive: true, force: true }));

function run(args: string[]): { code: number | null; stdout: string; stderr: string; timedOut: boolean } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: fx.dir,
    env: { ...fx.env(), CI: 'true', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, timedOut: r.signal === 'SIGKILL' };
}

describe('a large committed transcript', () => {
  const cases: [string, string[], RegExp][] = [
    ['show --raw --lines at the start (stops after a few records)', ['show', SID, '--raw', '--lines', '0-5'], /records 0-5/],
    ['show --raw --lines past the record cap', ['show', SID, '--raw', '--lines', '0-100000'], /Only the first 400 events/],
    ['show --raw --lines in the middle', ['show', SID, '--raw', '--lines', '2000-2010'], /records 2000-2010/],
    ['show (the whole handoff)', ['show', SID], /Now run the tests once more/],
    ['show --json', ['show', SID, '--json'], /"handoff"/],
    ['latest --raw', ['latest', '--raw'], /Now run the tests once more/],
  ];
  for (const [name, args, shows] of cases) {
    it(`${name} exits`, () => {
      const r = run(args);
      expect(r.timedOut, `${args.join(' ')} did not exit within 15 s`).toBe(false);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(shows);
    }, 25_000);
  }
});
