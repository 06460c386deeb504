import { open, readdir, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, inflateSync } from 'node:zlib';

/**
 * The first bytes of a blob, read from the repository's object store and inflated only as far as they go.
 * `git cat-file` inflates and writes out a whole object (git has no ranged read), and reading whole transcripts only
 * to sniff their agent from the first line was most of a cold `list` on real repositories.
 *
 * Read as git documents them (gitformat-pack(5), gitrepository-layout(5)): loose objects, and pack entries found
 * through version-2 pack indexes, whole or deltified (against an offset or an object id). Anything else answers null
 * and the caller asks git: an object this store does not hold (an alternate's, a promisor's, one packed after the
 * indexes were listed), a SHA-256 repository, a delta whose head needs more of its base than MAX_BASE_BYTES, a
 * read or inflate error.
 */
export class ObjectHeads {
  private packs: Promise<Pack[]> | null = null;
  private closed = false;

  constructor(private readonly objectsDir: string) {}

  /** The blob's first `bytes` bytes (all of a smaller blob); null when this reader cannot tell (see above). */
  async head(oid: string, bytes: number): Promise<Buffer | null> {
    if (this.closed || !OID.test(oid)) return null;
    try {
      const found = await this.object(oid.toLowerCase(), bytes, 0);
      return found?.type === BLOB ? found.data : null;
    } catch {
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const packs = await (this.packs ?? Promise.resolve([]));
    await Promise.all(packs.flatMap((p) => [p.file.close().catch(() => {}), p.idx.close().catch(() => {})]));
  }

  private async object(oid: string, bytes: number, depth: number): Promise<Prefix | null> {
    for (const pack of await this.listPacks()) {
      const offset = await findOffset(pack, oid);
      if (offset !== null) return entryPrefix(pack, offset, bytes, depth, (base, n, d) => this.object(base, n, d));
    }
    return looseObject(join(this.objectsDir, oid.slice(0, 2), oid.slice(2)), bytes);
  }

  private listPacks(): Promise<Pack[]> {
    this.packs ??= readPacks(join(this.objectsDir, 'pack'));
    return this.packs;
  }
}

const OID = /^[0-9a-fA-F]{40}$/;
/** Pack entry types (gitformat-pack(5)); loose objects name theirs in words. */
const BLOB = 3;
const OFS_DELTA = 6;
const REF_DELTA = 7;
const LOOSE_TYPES: Record<string, number> = { commit: 1, tree: 2, blob: BLOB, tag: 4 };
/** git's default delta depth is 50; a longer chain is read by git itself. */
const MAX_DEPTH = 64;
/** A delta's head may copy from anywhere in its base: past this much of the base, git reads it instead. */
const MAX_BASE_BYTES = 4 * 1024 * 1024;
/** What one inflate of a window may give: a window that expands further is left to git. */
const MAX_INFLATE = 32 * 1024 * 1024;

interface Pack {
  /** The pack's index (read in parts, see findOffset), its fan-out table and its object count. */
  idx: FileHandle;
  fanout: Buffer;
  count: number;
  file: FileHandle;
}

interface Prefix {
  type: number;
  /** The object's first bytes: as many as asked for, or all of it. */
  data: Buffer;
}

type BaseReader = (oid: string, bytes: number, depth: number) => Promise<Prefix | null>;

async function readPacks(dir: string): Promise<Pack[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const packs: Pack[] = [];
  for (const name of names.filter((n) => n.endsWith('.idx')).sort()) {
    const idx = await open(join(dir, name), 'r').catch(() => null);
    if (!idx) continue;
    const header = Buffer.alloc(8 + 256 * 4);
    const { bytesRead } = await idx.read(header, 0, header.length, 0);
    const file = bytesRead === header.length && header.readUInt32BE(0) === 0xff744f63 && header.readUInt32BE(4) === 2 ? await open(join(dir, name.slice(0, -4) + '.pack'), 'r').catch(() => null) : null;
    if (file) packs.push({ idx, fanout: header.subarray(8), count: header.readUInt32BE(8 + 255 * 4), file });
    else await idx.close();
  }
  return packs;
}

/**
 * The entry's offset in its pack: the index's fan-out table names the run of sorted object ids that start with the
 * same byte, and only that run is read (an index is 28 bytes an object: a big repository's is hundreds of MB).
 */
async function findOffset(pack: Pack, oid: string): Promise<number | null> {
  const want = Buffer.from(oid, 'hex');
  const first = want[0] ?? 0;
  const lo = first === 0 ? 0 : pack.fanout.readUInt32BE((first - 1) * 4);
  const hi = pack.fanout.readUInt32BE(first * 4);
  if (hi <= lo) return null;
  const run = Buffer.alloc((hi - lo) * 20);
  await pack.idx.read(run, 0, run.length, NAMES + lo * 20);
  let a = 0;
  let b = hi - lo;
  while (a < b) {
    const mid = (a + b) >>> 1;
    const cmp = run.compare(want, 0, 20, mid * 20, mid * 20 + 20);
    if (cmp === 0) return entryOffset(pack, lo + mid);
    if (cmp > 0) b = mid;
    else a = mid + 1;
  }
  return null;
}

/** Where the object ids end in a version-2 index: its header, then the fan-out table. */
const NAMES = 8 + 256 * 4;

async function entryOffset(pack: Pack, at: number): Promise<number> {
  const word = Buffer.alloc(8);
  const offsets = NAMES + pack.count * 24;
  await pack.idx.read(word, 0, 4, offsets + at * 4);
  const small = word.readUInt32BE(0);
  if ((small & 0x80000000) === 0) return small;
  await pack.idx.read(word, 0, 8, offsets + pack.count * 4 + (small & 0x7fffffff) * 8);
  return Number(word.readBigUInt64BE(0));
}

/** A pack entry's first `bytes` bytes: a whole entry inflated that far, a delta applied that far to its base's head. */
async function entryPrefix(pack: Pack, offset: number, bytes: number, depth: number, baseOf: BaseReader): Promise<Prefix | null> {
  if (depth > MAX_DEPTH) return null;
  const header = Buffer.alloc(64);
  const { bytesRead } = await pack.file.read(header, 0, header.length, offset);
  let at = 0;
  let c = header[at++] ?? 0;
  const type = (c >> 4) & 7;
  let size = c & 15;
  for (let shift = 4; c & 0x80; shift += 7) {
    c = header[at++] ?? 0;
    size += (c & 0x7f) * 2 ** shift;
  }
  if (type === OFS_DELTA) {
    c = header[at++] ?? 0;
    let back = c & 0x7f;
    while (c & 0x80) {
      c = header[at++] ?? 0;
      back = (back + 1) * 128 + (c & 0x7f);
    }
    const delta = await inflatedPrefix(pack.file, offset + at, deltaNeed(bytes, size), size);
    return delta && applyDeltaHead(delta, bytes, (n) => entryPrefix(pack, offset - back, n, depth + 1, baseOf));
  }
  if (type === REF_DELTA) {
    const base = header.subarray(at, at + 20).toString('hex');
    const delta = await inflatedPrefix(pack.file, offset + at + 20, deltaNeed(bytes, size), size);
    return delta && applyDeltaHead(delta, bytes, (n) => baseOf(base, n, depth + 1));
  }
  if (at > bytesRead || type < 1 || type > 4) return null;
  const want = Math.min(bytes, size);
  const data = await inflatedPrefix(pack.file, offset + at, want, size);
  return data && data.length >= want ? { type, data: data.subarray(0, want) } : null;
}

/** How much of a delta to inflate for a head of `bytes`: its literals, and room for its copy instructions. */
const deltaNeed = (bytes: number, size: number): number => Math.min(size, 2 * bytes + 4096);

/**
 * At least `need` bytes of the zlib stream at `at` (of an object inflating to `total`), reading a window of the file
 * that grows until they come out; fewer when the file ends first, null when the stream expands too little.
 */
async function inflatedPrefix(file: FileHandle, at: number, need: number, total: number): Promise<Buffer | null> {
  // Transcripts deflate 4-10x: a first window of a quarter inflates about what is needed, not ten times it.
  for (let window = (need >> 2) + 1024; ; window *= 2) {
    const buf = Buffer.alloc(window);
    const { bytesRead } = await file.read(buf, 0, window, at);
    const out = inflateSync(buf.subarray(0, bytesRead), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLATE });
    // A window past the file's end held the rest of the stream: what came out is all there is.
    if (out.length >= need || out.length >= total || bytesRead < window) return out;
    if (window > 2 * need + 65536) return null;
  }
}

/**
 * The first `bytes` bytes of a delta's result (gitformat-pack(5), "Deltified representation"): its instructions up to
 * that point, then the part of the base they copy from.
 */
async function applyDeltaHead(delta: Buffer, bytes: number, baseHead: (n: number) => Promise<Prefix | null>): Promise<Prefix | null> {
  let at = 0;
  const varint = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const c = delta[at++] ?? 0;
      value += (c & 0x7f) * 2 ** shift;
      if (!(c & 0x80) || at >= delta.length) return value;
    }
  };
  varint(); // the base's size
  const want = Math.min(bytes, varint());
  const pieces: ({ copy: number; length: number } | Buffer)[] = [];
  let made = 0;
  let baseNeeded = 0;
  while (made < want) {
    if (at >= delta.length) return null;
    const op = delta[at++] ?? 0;
    if (op === 0) return null;
    if (op & 0x80) {
      let copy = 0;
      let length = 0;
      for (let i = 0; i < 4; i++) if (op & (1 << i)) copy += (delta[at++] ?? 0) * 2 ** (8 * i);
      for (let i = 0; i < 3; i++) if (op & (0x10 << i)) length += (delta[at++] ?? 0) * 2 ** (8 * i);
      length = Math.min(length || 0x10000, want - made);
      pieces.push({ copy, length });
      baseNeeded = Math.max(baseNeeded, copy + length);
      made += length;
    } else {
      const literal = delta.subarray(at, at + Math.min(op, want - made));
      if (literal.length < Math.min(op, want - made)) return null;
      pieces.push(literal);
      made += literal.length;
      at += op;
    }
  }
  if (baseNeeded > MAX_BASE_BYTES) return null;
  // Asked for even when nothing is copied: the base's type is the result's.
  const base = await baseHead(baseNeeded);
  if (!base || base.data.length < baseNeeded) return null;
  return { type: base.type, data: Buffer.concat(pieces.map((p) => (Buffer.isBuffer(p) ? p : base.data.subarray(p.copy, p.copy + p.length)))) };
}

/** A loose object (zlib of "<type> <size>\0<content>"), inflated as far as its first `bytes` bytes. */
async function looseObject(path: string, bytes: number): Promise<Prefix | null> {
  const file = await open(path, 'r').catch(() => null);
  if (!file) return null;
  try {
    const out = await inflatedPrefix(file, 0, bytes + 32, Number.POSITIVE_INFINITY);
    const nul = out ? out.indexOf(0) : -1;
    if (!out || nul < 0) return null;
    const [word, sizeText] = out.toString('latin1', 0, nul).split(' ');
    const type = LOOSE_TYPES[word ?? ''];
    const size = Number(sizeText);
    const data = out.subarray(nul + 1, nul + 1 + Math.min(bytes, size));
    return type && data.length === Math.min(bytes, size) ? { type, data } : null;
  } finally {
    await file.close();
  }
}
