// The largest real sessions of the corpus, each committed as its checkpoint folder onto entire/checkpoints/v1 of a
// throwaway repository: `show <session> --raw --lines A-B` stops reading early and must still exit (its git
// cat-file child used to be left blocked writing, and the CLI never exited).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';

const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The `count` largest slot transcripts (full.jsonl) of the real checkpoints, with their checkpoint folder. */
function largest(count: number): { checkpointDir: string; rel: string; sessionId: string; bytes: number }[] {
  const root = corpusDir('entire', 'real-checkpoints');
  return walk(root)
    .filter((f) => f.endsWith(`${sep}full.jsonl`))
    .map((f) => ({ f, bytes: statSync(f).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ f, bytes }) => {
      const slot = dirname(f);
      const checkpointDir = dirname(slot);
      const meta = JSON.parse(readFileSync(join(slot, 'metadata.json'), 'utf8')) as { session_id: string };
      // `<folder>/<shard>/<id>`: the path inside the metadata branch is the last two parts.
      const rel = relative(dirname(dirname(checkpointDir)), checkpointDir).split(sep).join('/');
      return { checkpointDir, rel, sessionId: meta.session_id, bytes };
    });
}

const fixtures: GitFixture[] = [];
afterAll(() => {
  for (const fx of fixtures) rmSync(fx.root, { recursive: true, force: true });
});

describe('the largest real sessions', () => {
  const picked = largest(3);
  it('are large enough to fill the pipe many times over', () => {
    expect(picked).toHaveLength(3);
    for (const p of picked) expect(p.bytes).toBeGreaterThan(2 * 1024 * 1024);
  });
  for (const p of picked) {
    it(`show ${p.sessionId.slice(0, 24)} --raw --lines exits (${(p.bytes / 1048576).toFixed(1)} MB)`, () => {
      const fx = GitFixture.create();
      fixtures.push(fx);
      fx.commitTree('refs/heads/entire/checkpoints/v1', GitFixture.readDirectory(p.checkpointDir, `${p.rel}/`), { parents: [] });
      for (const range of ['0-5', '0-100000']) {
        const r = spawnSync(process.execPath, [BIN, 'show', p.sessionId, '--raw', '--lines', range], {
          cwd: fx.dir,
          env: { ...fx.env(), CI: 'true', NO_COLOR: '1' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          timeout: 20_000,
          killSignal: 'SIGKILL',
        });
        expect(r.signal, `--lines ${range} did not exit within 20 s`).toBeNull();
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        expect(r.stdout).toContain(`records ${range}`);
      }
    }, 60_000);
  }
});
