/** What `git cat-file` answers, shared by the batch reader and its batch-check companion. */
export interface ObjectInfo {
  oid: string;
  type: string;
  size: number;
}

export type CatResult =
  | ({ status: 'ok'; data: Buffer } & ObjectInfo)
  | { status: 'missing' }
  | ({ status: 'too-large' } & ObjectInfo);

export interface ReadOptions {
  /** Objects larger than this are read and thrown away, never buffered. */
  maxBytes?: number;
}

/**
 * Receives an object's bytes in order, with the whole object's size (known from git's header before its first byte);
 * return `false` to stop receiving (the rest is discarded).
 */
export type ChunkSink = (chunk: Buffer, size: number) => boolean | void;

/** One answer header of `git cat-file --batch` / `--batch-check`: oid, type, size. */
export const HEADER = /^([0-9a-f]{40,64}) (\S+) (\d+)$/;
