// Builds the throwaway repository of the held-out checkpoints and collects the CLI's answers for one checkpoint.
// Shared by judge.mjs (run by hand) and real-checkpoints.corpus.test.ts; both pass in the GitFixture class of
// tests/support/git-fixture.ts and a function that runs the built CLI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = join(HERE, '..', '..', '..');
export const CORPUS_ROOT = join(REPO_ROOT, '..', 'shared', 'corpus');

/** The judged sets: the held-out one, and three never-tuned ones written before the CLI ran on them. */
export const SETS = {
  'held-out': 'expectations.json',
  fresh: 'expectations-fresh.json',
  fresh2: 'expectations-fresh2.json',
  fresh3: 'expectations-fresh3.json',
};

/**
 * One set's expectations, by set name or by the path of an expectations file kept outside the repository (for
 * checkpoints that are not in the corpus; their `folder` is then an absolute path). Every checkpoint gets its
 * folder: its own `folder`, else the file's.
 */
export function loadExpectations(set = 'held-out') {
  const path = SETS[set] ? join(HERE, SETS[set]) : resolve(set);
  const file = JSON.parse(readFileSync(path, 'utf8'));
  return { ...file, checkpoints: file.checkpoints.map((c) => ({ ...c, folder: c.folder ?? file.folder })) };
}

/**
 * A repository whose `entire/checkpoints/v1` branch holds the whole corpus folder (all 39 checkpoints, the
 * held-out 22 among them), committed the way Entire commits it; or, for a folder with `v2-main/` and `v2-full/`, the
 * two v2 refs; a `git-refs/` folder beside the v1 checkpoints holds checkpoints of the git-refs layout. Returns the
 * fixture; the caller removes fx.root.
 */
export function buildRepo(GitFixture, folder) {
  const fx = GitFixture.create();
  if (!existsSync(join(folder, 'v2-main'))) {
    const notRefs = (rel) => rel === REFS_DIR || rel.startsWith(`${REFS_DIR}/`);
    fx.commitTree('refs/heads/entire/checkpoints/v1', GitFixture.readDirectory(folder, '', notRefs), { message: 'Checkpoint: held-out corpus' });
    commitCheckpointRefs(GitFixture, fx, join(folder, REFS_DIR));
    return fx;
  }
  // A folder of v2 checkpoints holds the two refs' trees as Entire wrote them: metadata, prompts and compact
  // transcripts on v2/main, raw transcripts on v2/full/current.
  fx.commitTree('refs/entire/checkpoints/v2/main', GitFixture.readDirectory(join(folder, 'v2-main')), { message: 'Checkpoint: held-out corpus' });
  fx.commitTree('refs/entire/checkpoints/v2/full/current', GitFixture.readDirectory(join(folder, 'v2-full')), { message: 'Checkpoint: held-out corpus' });
  return fx;
}

const REFS_DIR = 'git-refs';

/** `git-refs/<shard>/<id>/` holds one checkpoint of Entire's git-refs layout: its tree goes to `refs/entire/checkpoints/<shard>/<id>`. */
function commitCheckpointRefs(GitFixture, fx, dir) {
  if (!existsSync(dir)) return;
  for (const shard of readdirSync(dir)) {
    for (const id of readdirSync(join(dir, shard))) {
      fx.commitTree(`refs/entire/checkpoints/${shard}/${id}`, GitFixture.readDirectory(join(dir, shard, id)), { message: `Checkpoint: ${id}` });
    }
  }
}

/** Environment for the CLI: the fixture's HOME and XDG dirs, so no user state is read or written. */
export function cliEnv(fx) {
  const home = fx.env().HOME;
  return { HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_CACHE_HOME: join(home, '.cache'), XDG_STATE_HOME: join(home, '.state') };
}

/**
 * The JSON and the default Markdown of `show checkpoint <id>`, or a one-line failure naming the exact command.
 * `run(args)` returns { code, stdout, stderr } (it must time out rather than hang).
 */
export function collect(id, repoDir, run) {
  const jsonArgs = ['show', 'checkpoint', id, '--json', '--repo', repoDir];
  const mdArgs = ['show', 'checkpoint', id, '--repo', repoDir];
  const j = run(jsonArgs);
  if (j.code !== 0) return { failure: `hand-off-session ${jsonArgs.join(' ')} exited ${j.code}: ${firstLine(j.stderr)}` };
  let json;
  try {
    json = JSON.parse(j.stdout);
  } catch {
    return { failure: `hand-off-session ${jsonArgs.join(' ')} printed no JSON` };
  }
  const m = run(mdArgs);
  if (m.code !== 0) return { json, failure: `hand-off-session ${mdArgs.join(' ')} exited ${m.code}: ${firstLine(m.stderr)}` };
  return { json, markdown: m.stdout };
}

const firstLine = (s) => String(s ?? '').trim().split('\n')[0]?.slice(0, 200) ?? '';
