/** A checkpoint's blobs keyed by path from the commit tree root, and listings over them. */
import type { Storage } from '../types/index-model.js';

export interface TreeFile {
  oid: string;
  size: number | null;
}

export type TreeFiles = Map<string, TreeFile>;

/**
 * A lister of the paths of a tree that `keep` accepts, computed once per tree: slot after slot asks the same tree
 * (for chunk files, for task folders), and a tree holds every file of its checkpoint.
 */
export function pathLister(keep: (path: string) => boolean): (files: TreeFiles) => string[] {
  const listed = new WeakMap<TreeFiles, string[]>();
  return (files) => {
    let list = listed.get(files);
    if (!list) {
      list = [];
      for (const path of files.keys()) if (keep(path)) list.push(path);
      listed.set(files, list);
    }
    return list;
  };
}

/** One checkpoint's tree, as a layout reader hands it to the checkpoint reader. */
export interface CheckpointTreeInput {
  id: string;
  storage: Storage;
  ref: string;
  /** Where the checkpoint sits in the commit tree: `ab/cdef012345` on v1 and v2, `` (the root) on git-refs. */
  root: string;
  /** This checkpoint's blobs, keyed by path from the commit tree root. */
  files: TreeFiles;
  /** v2 only: the same checkpoint's blobs in `v2/full/*` (raw transcripts), keyed the same way. */
  fullFiles?: TreeFiles;
  /** Time to use when no metadata carries one (a git-refs ref's commit date, a ULID's time). */
  fallbackCreatedAt?: string | null;
}

