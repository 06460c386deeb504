import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObj } from '../types/is-obj.js';
import { privateDir, writeAtomically } from './private-dir.js';

const FORMAT = 'hand-off-session/snapshot';
/** Bounds of the snapshot folder: beyond either, the least recently used files go first. */
export const MAX_SNAPSHOT_FILES = 64;
export const MAX_SNAPSHOT_BYTES = 128 * 1024 * 1024;
/** A hit refreshes the file's time (its place in the eviction order) at most this often. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Derived records of whole git objects (a ref tip's checkpoints, HEAD's trailers), one file each in
 * `<cache>/snapshots/`. Keys hold git object ids, whose content never changes, so a snapshot is never stale; they
 * also hold the identity of the running code, so a rebuilt hand-off-session (which may derive records differently)
 * never reads an older build's. Values are written when they are set (the caller may change them afterwards), not
 * held until `save`: the record of a ref tip's thousands of checkpoints is megabytes of text, which would otherwise stay
 * in memory through the rest of the run (list --json at 2,000 checkpoints, cold: about 10 MiB of its peak).
 */
export class SnapshotStore {
  /** Something was written since the last eviction. */
  private written = false;

  /** `identity`: the code the records are of (default: this build's, see codeIdentity). */
  constructor(
    readonly dir: string,
    private readonly identity: () => string = CODE_ID,
  ) {}

  /** The value stored for (kind, key), or undefined when there is none or its file is corrupt or foreign. */
  get(kind: string, key: string): unknown {
    const file = join(this.dir, fileName(this.identity(), kind, key));
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
    if (!this.isOwn(doc, kind, key)) return undefined;
    touch(file);
    return (doc as { value: unknown }).value;
  }

  /**
   * The text stored by setText for (kind, key), as the bytes written, or undefined (none, corrupt, foreign): a
   * text of megabytes is neither parsed nor decoded on its way to the output.
   */
  getText(kind: string, key: string): Buffer | undefined {
    const file = join(this.dir, fileName(this.identity(), kind, key, TEXT));
    let bytes: Buffer;
    let head: unknown;
    try {
      bytes = readFileSync(file);
      head = JSON.parse(bytes.toString('utf8', 0, bytes.indexOf(NEWLINE)));
    } catch {
      return undefined;
    }
    const body = bytes.subarray(bytes.indexOf(NEWLINE) + 1);
    if (!this.isOwn(head, kind, key) || (head as { bytes?: unknown }).bytes !== body.length) return undefined;
    touch(file);
    return body;
  }

  /** A snapshot file's own fields: this format, this build, this kind and key. */
  private isOwn(doc: unknown, kind: string, key: string): boolean {
    return isObj(doc) && doc.format === FORMAT && doc.version === 1 && doc.code === this.identity() && doc.kind === kind && doc.key === key;
  }

  /** Whether a snapshot file for (kind, key) exists (it may still prove corrupt when read). */
  has(kind: string, key: string): boolean {
    return existsSync(join(this.dir, fileName(this.identity(), kind, key)));
  }

  set(kind: string, key: string, value: unknown): void {
    this.write(fileName(this.identity(), kind, key), JSON.stringify({ format: FORMAT, version: 1, code: this.identity(), kind, key, value }));
  }

  /** Keeps `text` as it is, after a header line (the fields `get` checks, and its length in bytes to catch a cut). */
  setText(kind: string, key: string, text: string): void {
    const head = JSON.stringify({ format: FORMAT, version: 1, code: this.identity(), kind, key, bytes: Buffer.byteLength(text) });
    this.write(fileName(this.identity(), kind, key, TEXT), [`${head}\n`, text]);
  }

  /** Evicts beyond the bounds once something was written. Never throws. */
  save(): void {
    if (!this.written) return;
    this.written = false;
    try {
      evict(this.dir);
    } catch {
      /* removed meanwhile: nothing to evict */
    }
  }

  /** Writes one record (atomically, 0600 in a 0700 folder). Never throws. */
  private write(name: string, body: string | readonly string[]): void {
    try {
      if (!privateDir(this.dir)) return;
      writeAtomically(this.dir, name, body);
      this.written = true;
    } catch {
      /* unwritable: run without snapshots */
    }
  }
}

/** How many snapshot files there are and their total size (for `doctor`). */
export function snapshotUsage(dir: string): { files: number; bytes: number } {
  const files = snapshotFiles(dir);
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) };
}

/**
 * The identity of a build: a digest of the file that holds this code (in the bundle, with the redaction rules), read
 * once. Not its size and time: npm installs every file with the same time, and a snapshot says which printed strings
 * redaction leaves unchanged (see readLayout), which must never outlive a change of the rules that keeps the size.
 */
export function codeIdentity(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32);
  } catch {
    return 'unknown';
  }
}

let codeId: string | null = null;
const CODE_ID = (): string => (codeId ??= codeIdentity(fileURLToPath(import.meta.url)));

/** The extension of a setText file (the others hold one JSON document). */
const TEXT = 'txt';
const NEWLINE = 0x0a;

function fileName(code: string, kind: string, key: string, extension = 'json'): string {
  const digest = createHash('sha256').update(`${code}\0${kind}\0${key}`).digest('hex').slice(0, 40);
  return `${kind}-${digest}.${extension}`;
}

function touch(file: string): void {
  try {
    const now = Date.now();
    if (now - statSync(file).mtimeMs > TOUCH_AFTER_MS) utimesSync(file, now / 1000, now / 1000);
  } catch {
    /* evicted meanwhile: nothing to refresh */
  }
}

const SNAPSHOT_FILE = /^[a-z0-9-]+-[0-9a-f]{40}\.(?:json|txt)$/;

function snapshotFiles(dir: string): { path: string; size: number; mtimeMs: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: { path: string; size: number; mtimeMs: number }[] = [];
  for (const name of names) {
    if (!SNAPSHOT_FILE.test(name)) continue;
    try {
      const st = statSync(join(dir, name));
      out.push({ path: join(dir, name), size: st.size, mtimeMs: st.mtimeMs });
    } catch {
      /* removed by another run */
    }
  }
  return out;
}

function evict(dir: string): void {
  const files = snapshotFiles(dir).sort((a, b) => b.mtimeMs - a.mtimeMs);
  let bytes = 0;
  files.forEach((f, i) => {
    bytes += f.size;
    if (i >= MAX_SNAPSHOT_FILES || bytes > MAX_SNAPSHOT_BYTES) rmSync(f.path, { force: true });
  });
}
