import { isAbsolute, relative, sep } from 'node:path';

/** `p` is `root` or under it (both absolute, compared as given: resolve symlinks first where they matter). */
export function isInside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
