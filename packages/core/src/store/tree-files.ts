/** A checkpoint's blobs keyed by path from the commit tree root, and listings over them. */

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
