/**
 * Benign text for false-positive rates, taken at test time from the repository's own node_modules (source, docs and
 * manifests of the installed packages; nothing is copied into the project). Files are read in sorted order so the
 * same install gives the same text.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.js';

const EXTENSIONS = /\.(?:js|mjs|cjs|ts|mts|cts|md|json|d\.ts)$/;

function* files(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    // lstat: workspace links point back into this repository (its own rule source is not benign text)
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st === undefined || st.isSymbolicLink()) continue;
    if (st.isDirectory()) yield* files(path);
    else if (st.isFile() && EXTENSIONS.test(name) && st.size <= 512 * 1024 && !name.endsWith('.map')) yield path;
  }
}

/** About `bytes` of benign source text, as separate files (each scanned on its own, as a tool result would be). */
export function benignSource(bytes: number): { texts: string[]; bytes: number } {
  const texts: string[] = [];
  let total = 0;
  for (const path of files(join(repoRoot, 'node_modules'))) {
    const text = readFileSync(path, 'utf8');
    texts.push(text);
    total += Buffer.byteLength(text);
    if (total >= bytes) break;
  }
  return { texts, bytes: total };
}
