import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
