import { join } from 'node:path';

/** The lineage file of one repository (`repoKey`) in the state directory `dir`. */
export function lineagePath(dir: string, key: string): string {
  if (!/^[0-9a-f]{16}$/.test(key)) throw new Error(`invalid repository key ${key}`);
  return join(dir, 'lineage', `${key}.jsonl`);
}
