import { closeSync, openSync, readSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, inflateSync } from 'node:zlib';

/**
 * The first bytes of a blob, read from git's object files when the blob is stored whole: loose, or in a pack without
 * a delta. `git cat-file --batch` sends every object whole, so the few kilobytes that show a transcript's agent cost
 * the inflation and piping of all of it: a cold `list` of a repository shaped like a real one (600 checkpoints) took
 * 150 MB from git for 82 heads of 64 KiB. Only git's documented formats are read (pack index version 2, pack entries,
 * loose objects); anything else (a deltified entry, another index version, an object in an alternate store or nowhere,
 * a damaged file) answers null, and the caller asks cat-file. Read-only: nothing under the git directory is written.
 */
export class ObjectHeads {
  private packs: Promise<PackIndex[]> | null = null;
  private readonly objectsDir: string;

  constructor(gitCommonDir: string) {
    this.objectsDir = join(gitCommonDir, 'objects');
  }

  /**
   * The blob's first `maxBytes` bytes (all of a smaller blob), or null when they cannot be read here. With `enough`,
   * fewer may come: the first bytes inflated, when `enough` says they answer the caller.
   */
  async head(oid: string, maxBytes: number, enough?: Enough): Promise<Buffer | null> {
    if (!OID.test(oid) || maxBytes <= 0) return null;
    try {
      this.packs ??= listPacks(join(this.objectsDir, 'pack'));
      for (const pack of await this.packs) {
        const offset = pack.offsetOf(oid);
        if (offset !== null) return packedHead(pack.packPath, offset, maxBytes, enough);
      }
      return looseHead(join(this.objectsDir, oid.slice(0, 2), oid.slice(2)), maxBytes, enough);
    } catch {
      return null;
    }
  }
}

/** Whether a head's first bytes already answer its reader (a transcript's agent is usually named on its first line). */
export type Enough = (start: Buffer) => boolean;

const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const BLOB = 3;
/** Deflate adds at most a few bytes per 16 KiB block: this much compressed input always holds `maxBytes` of output. */
const DEFLATE_SLACK = 1024;
/**
 * Compressed bytes inflated first when the reader may need only the start (`enough`): a few KiB of text. Inflating
 * the 64 KiB heads of 82 transcripts took ~50 ms of CPU, their first few KiB ~10 ms.
 */
const START_INPUT = 2048;
/** Input that inflates past this (a run of one byte repeated) is left to cat-file rather than held. */
const MAX_INFLATED = 8 * 1024 * 1024;
const IDX_MAGIC = 0xff744f63;
const FANOUT_AT = 8;
const FANOUT_BYTES = 256 * 4;

interface PackIndex {
  packPath: string;
  /** Where the pack stores the object, or null when this pack has none of that name. */
  offsetOf(oid: string): number | null;
}

async function listPacks(dir: string): Promise<PackIndex[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const packs: PackIndex[] = [];
  for (const name of names.filter((n) => n.endsWith('.idx')).sort()) {
    const idx = readFanout(join(dir, name));
    if (idx) packs.push({ packPath: join(dir, name.replace(/\.idx$/, '.pack')), offsetOf: (oid) => findOffset(join(dir, name), idx, oid) });
  }
  return packs;
}

/** A version-2 index's fanout table (cumulative object counts by first byte); null for any other file. */
function readFanout(path: string): Uint32Array | null {
  const head = readAt(path, 0, FANOUT_AT + FANOUT_BYTES);
  if (head.length < FANOUT_AT + FANOUT_BYTES || head.readUInt32BE(0) !== IDX_MAGIC || head.readUInt32BE(4) !== 2) return null;
  const fanout = new Uint32Array(256);
  for (let i = 0; i < 256; i++) fanout[i] = head.readUInt32BE(FANOUT_AT + i * 4);
  return fanout;
}

/** Binary search among the names that share the oid's first byte (one read), then the offset tables. */
function findOffset(path: string, fanout: Uint32Array, oid: string): number | null {
  const want = Buffer.from(oid, 'hex');
  const first = want[0] ?? 0;
  const total = fanout[255] ?? 0;
  const lo = first === 0 ? 0 : (fanout[first - 1] ?? 0);
  const hi = fanout[first] ?? 0;
  if (hi <= lo) return null;
  const hashLen = want.length;
  const namesAt = FANOUT_AT + FANOUT_BYTES;
  const names = readAt(path, namesAt + lo * hashLen, (hi - lo) * hashLen);
  let a = 0;
  let b = hi - lo;
  while (a < b) {
    const mid = (a + b) >>> 1;
    const cmp = names.compare(want, 0, hashLen, mid * hashLen, (mid + 1) * hashLen);
    if (cmp === 0) return readOffset(path, namesAt + total * hashLen, total, lo + mid);
    if (cmp > 0) b = mid;
    else a = mid + 1;
  }
  return null;
}

/** The 4-byte offset table follows the CRCs; an offset with its high bit set indexes the 8-byte table after it. */
function readOffset(path: string, crcsAt: number, total: number, i: number): number | null {
  const smallAt = crcsAt + total * 4;
  const small = (readAt(path, smallAt + i * 4, 4)).readUInt32BE(0);
  if (small < 0x80000000) return small;
  const large = readAt(path, smallAt + total * 4 + (small & 0x7fffffff) * 8, 8);
  const offset = large.readBigUInt64BE(0);
  return offset <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(offset) : null;
}

/** A pack entry: type and size in a variable-length header, then the zlib stream of a whole object (not a delta). */
function packedHead(packPath: string, offset: number, maxBytes: number, enough?: Enough): Buffer | null {
  const buf = readAt(packPath, offset, 16 + maxBytes + DEFLATE_SLACK);
  let c = buf[0] ?? 0;
  const type = (c >> 4) & 7;
  let size = c & 15;
  let p = 1;
  for (let shift = 4; c & 0x80; shift += 7) {
    if (p >= buf.length || shift > 49) return null;
    c = buf[p++] ?? 0;
    size += (c & 0x7f) * 2 ** shift;
  }
  if (type !== BLOB) return null;
  return firstBytes(buf.subarray(p), (out) => ({ content: out, size }), maxBytes, enough);
}

/** A loose object: one zlib stream of "blob <size>\0" and the content. */
function looseHead(path: string, maxBytes: number, enough?: Enough): Buffer | null {
  const buf = readAt(path, 0, 64 + maxBytes + DEFLATE_SLACK);
  return firstBytes(buf, (out) => {
    const nul = out.indexOf(0);
    const m = /^blob (\d+)$/.exec(nul > 0 ? out.toString('latin1', 0, nul) : '');
    return m ? { content: out.subarray(nul + 1), size: Number(m[1]) } : null;
  }, maxBytes, enough);
}

/**
 * The first `maxBytes` of an object's content (all of a smaller one) from the start of its zlib stream, copied so the
 * inflated rest can go; null when fewer came out, or when `parse` (the content and the object's size in what was
 * inflated) finds no blob. Inflating all the input that could hold `maxBytes` makes several times that of text, so a
 * quarter is tried first (with `enough`, START_INPUT bytes, whose text comes back if `enough` takes it), then as much
 * as the ratio it showed asks for, a quarter more.
 */
function firstBytes(input: Buffer, parse: (out: Buffer) => { content: Buffer; size: number } | null, maxBytes: number, enough?: Enough): Buffer | null {
  let take = Math.min(input.length, enough ? START_INPUT : (input.length >> 2) + DEFLATE_SLACK);
  for (;;) {
    const blob = parse(inflateSync(input.subarray(0, take), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLATED }));
    if (!blob) return null;
    const want = Math.min(blob.size, maxBytes);
    const got = blob.content.length;
    if (got >= want) return Buffer.from(blob.content.subarray(0, want));
    if (got > 0 && enough?.(blob.content)) return Buffer.from(blob.content);
    if (take >= input.length) return null;
    const asked = got > 0 ? Math.ceil(((take * want) / got) * 1.25) : input.length;
    take = Math.min(input.length, Math.max(take + DEFLATE_SLACK, asked));
  }
}

/**
 * A few kilobytes at a place in a file, read synchronously: a head costs five such reads, and through the thread pool
 * (a promise, a file handle and a callback each) they cost more than the bytes they read.
 */
function readAt(path: string, position: number, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    return buf.subarray(0, readSync(fd, buf, 0, length, position));
  } finally {
    closeSync(fd);
  }
}
