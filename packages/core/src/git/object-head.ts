import { closeSync, constants as fsConstants, openSync, readSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, inflate, inflateSync, type ZlibOptions } from 'node:zlib';

/**
 * The first bytes of a blob (or all of a small one, see `whole`), read from git's object files when the blob is stored
 * whole: loose, or in a pack without a delta. `git cat-file --batch` sends every object whole, so the few kilobytes
 * that show a transcript's agent cost the inflation and piping of all of it: a cold `list` of a repository shaped like
 * a real one (600 checkpoints) took 150 MB from git for 82 heads of 64 KiB. Only git's documented formats are read
 * (pack index version 2, pack entries, loose objects); anything else (a deltified entry, another index version, an
 * object in an alternate store or nowhere, a damaged file) answers null, and the caller asks cat-file. Read-only:
 * nothing under the git directory is written.
 */
export class ObjectHeads {
  private packs: Promise<PackIndex[]> | null = null;
  private readonly objectsDir: string;
  private inflating = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(gitCommonDir: string) {
    this.objectsDir = join(gitCommonDir, 'objects');
  }

  /**
   * The blob's first `maxBytes` bytes (all of a smaller blob), or null when they cannot be read here. With `enough`,
   * fewer may come: the first bytes inflated, when `enough` says they answer the caller.
   */
  async head(oid: string, maxBytes: number, enough?: Enough): Promise<Buffer | null> {
    if (maxBytes <= 0) return null;
    try {
      const at = await this.locate(oid);
      if (!at) return null;
      return at.kind === 'packed' ? packedHead(at.pack, at.offset, maxBytes, enough) : looseHead(at.path, maxBytes, enough);
    } catch {
      return null;
    }
  }

  /**
   * A whole blob of at most `maxSize` bytes, inflated on the thread pool (at most INFLATING at once), or null when it
   * is not stored whole here or is larger. A cold `list` of the real-shaped repository reads 153 small transcripts
   * whole for their tails' prompts (35 MB): through cat-file, git inflated them and piped every byte to Node, and a
   * second git process took half of them; inflated here, paired runs spent 5-7% less CPU in all (git's included).
   */
  async whole(oid: string, maxSize: number): Promise<Buffer | null> {
    try {
      const at = await this.locate(oid);
      if (!at) return null;
      await this.inflateSlot();
      try {
        return await (at.kind === 'packed' ? packedWhole(at.pack, at.offset, maxSize) : looseWhole(at.path, maxSize));
      } finally {
        this.releaseSlot();
      }
    } catch {
      return null;
    }
  }

  /** Where the blob is stored: a pack and the entry's offset, else the path a loose object would have. */
  private async locate(oid: string): Promise<Stored | null> {
    if (!OID.test(oid)) return null;
    this.packs ??= listPacks(join(this.objectsDir, 'pack'));
    for (const pack of await this.packs) {
      const offset = pack.offsetOf(oid);
      if (offset !== null) return { kind: 'packed', pack: pack.packPath, offset };
    }
    return { kind: 'loose', path: join(this.objectsDir, oid.slice(0, 2), oid.slice(2)) };
  }

  /** Waits for one of the INFLATING slots: the blobs asked for at once are inflated a few at a time, not all held. */
  private async inflateSlot(): Promise<void> {
    if (this.inflating < INFLATING) {
      this.inflating++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot to the next waiting blob, else frees it. */
  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inflating--;
  }
}

/** Where a blob is stored: a pack entry, or the file a loose object would be (which may not exist). */
type Stored = { kind: 'packed'; pack: string; offset: number } | { kind: 'loose'; path: string };

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
/** Blobs inflated on the thread pool at once (see ObjectHeads.whole): both cores, few buffers held. */
const INFLATING = 2;
/** zlib's smallest output chunk. */
const MIN_CHUNK = 64;
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
  const entry = blobEntry(buf);
  if (!entry) return null;
  return firstBytes(buf.subarray(entry.at), (out) => ({ content: out, size: entry.size }), maxBytes, enough);
}

/** A pack entry's header: the blob's size and where its zlib stream starts; null for anything but a whole blob. */
function blobEntry(buf: Buffer): { size: number; at: number } | null {
  let c = buf[0] ?? 0;
  const type = (c >> 4) & 7;
  let size = c & 15;
  let p = 1;
  for (let shift = 4; c & 0x80; shift += 7) {
    if (p >= buf.length || shift > 49) return null;
    c = buf[p++] ?? 0;
    size += (c & 0x7f) * 2 ** shift;
  }
  return type === BLOB ? { size, at: p } : null;
}

const inflateAsync = promisify<Buffer, ZlibOptions, Buffer>(inflate);

/**
 * A whole blob from its pack entry, whose zlib stream is no longer than the blob and deflate's few bytes per block
 * (what follows it in the pack is ignored). Text deflates to a third or less: half the blob's size of the stream is
 * read first, and all it may take only when that was not enough. One output buffer of the blob's size, no chunks.
 */
async function packedWhole(packPath: string, offset: number, maxSize: number): Promise<Buffer | null> {
  const entry = blobEntry(readAt(packPath, offset, 16));
  if (!entry || entry.size > maxSize) return null;
  const bound = entry.size + (entry.size >> 8) + DEFLATE_SLACK;
  const opts = { chunkSize: Math.max(MIN_CHUNK, entry.size), maxOutputLength: Math.max(MIN_CHUNK, entry.size), finishFlush: constants.Z_SYNC_FLUSH };
  for (const take of [Math.min(bound, (entry.size >> 1) + DEFLATE_SLACK), bound]) {
    const out = await inflateAsync(readAt(packPath, offset + entry.at, take), opts);
    if (out.length === entry.size) return out;
  }
  return null;
}

/**
 * A whole loose blob ("blob <size>\0" and the content in one zlib stream), refused past `maxSize`. The file is opened
 * without following a link and must be a regular file no longer than such a blob's stream can be: only that much is
 * read, so a planted link or a huge file costs nothing.
 */
async function looseWhole(path: string, maxSize: number): Promise<Buffer | null> {
  const bound = 64 + maxSize + (maxSize >> 8) + DEFLATE_SLACK;
  const file = await open(path, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0));
  let input: Buffer;
  try {
    const st = await file.stat();
    if (!st.isFile() || st.size > bound) return null;
    const buf = Buffer.alloc(st.size);
    input = buf.subarray(0, (await file.read(buf, 0, st.size, 0)).bytesRead);
  } finally {
    await file.close();
  }
  const out = await inflateAsync(input, { maxOutputLength: maxSize + 32 });
  const nul = out.indexOf(0);
  const m = /^blob (\d+)$/.exec(nul > 0 ? out.toString('latin1', 0, nul) : '');
  const content = out.subarray(nul + 1);
  return m && Number(m[1]) === content.length && content.length <= maxSize ? content : null;
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
