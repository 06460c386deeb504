import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file, not from the current directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `../shared/corpus` next to the repository. Corpus tests must fail loudly, never skip, when it is missing.
 */
export function corpusDir(...parts: string[]): string {
  const root = resolve(repoRoot, '..', 'shared', 'corpus');
  if (!existsSync(root)) {
    throw new Error(`corpus missing: expected ${root} (the shared corpus must sit beside the repository)`);
  }
  return join(root, ...parts);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Every transcript of the corpus, relative to its root: agent fixtures, Entire's compact-transcript fixtures, and
 * the transcripts inside the real checkpoints. `withAgentTestdata` adds Entire's headless-run outputs, which are
 * not transcripts in our list of formats (useful to check they are refused cleanly).
 */
export function corpusTranscripts(opts: { withAgentTestdata?: boolean } = {}): string[] {
  const root = corpusDir();
  return [
    ...walk(join(root, 'transcripts')).filter((f) => /\.(jsonl|json)$/.test(f) && !f.endsWith('.meta.json')),
    ...walk(join(root, 'entire/compact-fixtures')).filter((f) => f.endsWith('.jsonl')),
    ...(opts.withAgentTestdata ? walk(join(root, 'entire/agent-testdata')).filter((f) => !f.endsWith('SOURCE.txt')) : []),
    ...walk(join(root, 'entire/real-checkpoints')).filter((f) => /\/(full\.jsonl|raw_transcript|transcript\.jsonl)$/.test(f)),
  ].map((f) => relative(root, f));
}
