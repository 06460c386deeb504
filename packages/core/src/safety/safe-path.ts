/**
 * Paths and ids that come from users or from recorded data must stay inside the directory we mean.
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, win32 } from 'node:path';
import { ExitCode, HandoffError } from '../errors.js';
import { capText, cleanText } from './hostile-text.js';
import { isInside } from './inside.js';

export { isInside };

/**
 * The real path of `p` inside `root`. Rejects NUL, absolute paths (POSIX or Windows), `..` segments, and a path
 * whose nearest existing ancestor resolves (through symlinks) outside the real `root`.
 * Throws HandoffError with exit code 2 (usage): callers pass user-given paths.
 */
export function resolveInside(root: string, p: string): string {
  const fail = (why: string): never => {
    // JSON quoting keeps the one-line message one line, whatever the path contains
    throw new HandoffError(`unsafe path ${JSON.stringify(capText(cleanText(p), 120))}: ${why}`, ExitCode.usage);
  };
  if (p.length === 0) fail('empty path');
  if (p.includes('\0')) fail('contains a NUL byte');
  if (isAbsolute(p) || win32.isAbsolute(p)) fail(`absolute paths are not allowed; give a path relative to ${root}`);
  if (p.split(/[/\\]+/).includes('..')) fail('".." segments are not allowed');

  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return fail(`root directory ${root} does not exist`);
  }
  const target = resolve(realRoot, p);
  if (!isInside(realRoot, target)) fail(`resolves outside ${root}`);

  // The nearest existing ancestor decides where the path really lands (symlinks included).
  let existing = target;
  const rest: string[] = [];
  while (!exists(existing)) {
    const parent = resolve(existing, '..');
    if (parent === existing) break;
    rest.unshift(relative(parent, existing));
    existing = parent;
  }
  let real: string;
  try {
    real = realpathSync(existing);
  } catch {
    return fail('cannot be resolved (broken symlink?)');
  }
  if (!isInside(realRoot, real)) fail(`a symlink leads outside ${root}`);
  return rest.length === 0 ? real : join(real, ...rest);
}

/** A session or checkpoint id safe to use in a path or a git argument. */
export function isSafeId(id: string): boolean {
  if (id.length === 0 || id.length > 200) return false;
  if (id.includes('/') || id.includes('\\') || id.includes('..')) return false;
  if (id.startsWith('-')) return false; // would read as an option to git
  return !/[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/.test(id);
}


/** lstat, not stat: a dangling symlink exists (and realpath will then reject it). */
function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return existsSync(p);
  }
}
