import { shardedRoot } from './checkpoint-groups.js';
import type { TreeFiles } from './tree-files.js';

/** What a pointer is resolved against: one checkpoint's id, root and blobs. */
export interface PointerScope {
  id: string;
  root: string;
  files: TreeFiles;
  fullFiles?: TreeFiles;
}

/**
 * Resolves a path written in root metadata (`/ab/cdef012345/0/full.jsonl`, or `/0/full.jsonl` at a git-refs root)
 * to a path in the commit tree. Paths with `..`, drive letters or backslashes, and paths that leave this
 * checkpoint's own subtree, are refused with a warning.
 */
export function resolvePointer(raw: string | undefined, input: PointerScope, warnings: string[], where: string): string | null {
  if (!raw) return null;
  // The usual pointer, `/<root>/<clean relative path>`, resolves to itself without a leading slash.
  if (input.root !== '' && raw.charCodeAt(input.root.length + 1) === 0x2f && raw.startsWith('/' + input.root) && CLEAN_ABSOLUTE.test(raw)) {
    return raw.slice(1);
  }
  const shown = () => JSON.stringify(raw.slice(0, 120));
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(raw) || /^[A-Za-z]:/.test(raw)) {
    warnings.push(`${where}: ignored invalid path ${shown()}`);
    return null;
  }
  const segments = raw.split('/').filter((s) => s !== '');
  if (segments.length === 0) return null;
  if (segments.some((s) => s === '..' || s === '.')) {
    warnings.push(`${where}: ignored path outside the checkpoint ${shown()}`);
    return null;
  }
  const path = segments.join('/');
  const shard = `${input.id.slice(0, 2)}/${input.id.slice(2)}/`;
  const candidates = [path];
  if (input.root === '' && path.startsWith(shard)) candidates.unshift(path.slice(shard.length));
  // "/0/metadata.json" inside a sharded tree is relative to the checkpoint; "/ab/cdef012345/..." names another one.
  if (input.root !== '' && !path.startsWith(input.root + '/') && !shardedRoot(path)) candidates.push(join(input.root, path));
  const inside = candidates.filter((c) => underTreeDir(c, input.root));
  if (inside.length === 0) {
    warnings.push(`${where}: ignored path outside the checkpoint ${shown()}`);
    return null;
  }
  return inside.find((c) => input.files.has(c) || input.fullFiles?.has(c)) ?? inside[0] ?? null;
}

/** `/a/b/c`: no empty, `.` or `..` segment, no backslash or control character. */
// eslint-disable-next-line no-control-regex
const CLEAN_ABSOLUTE = /^(?:\/(?!\.\.?(?:\/|$))[^/\\\u0000-\u001f]+)+$/;

/** A git tree path under a tree folder (`''` is the root, which holds every path). */
export function underTreeDir(path: string, root: string): boolean {
  return root === '' || path.startsWith(root + '/');
}

export function parentDir(path: string): string | null {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function join(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

