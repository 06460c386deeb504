import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { HandoffError, ExitCode } from '../errors.js';
import { gitEnv, gitProcessStats } from './run-git.js';

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

/** Receives an object's bytes in order; return `false` to stop receiving (the rest is discarded). */
export type ChunkSink = (chunk: Buffer) => boolean | void;

interface Pending {
  spec: string;
  maxBytes: number;
  sink: ChunkSink | null;
  /** Set for `eachOf` requests: the answer goes to `batch.each(index, ...)`, not to a promise of its own. */
  batch: Batch | null;
  index: number;
  resolve: ((r: CatResult) => void) | null;
  reject: ((e: Error) => void) | null;
}

/** One `eachOf` call: a single promise settled after its last answer, so a batch costs no closure per object. */
interface Batch {
  each: (i: number, r: CatResult) => void;
  /** The callback uses each answer's bytes before returning, so they need not be copied out of git's output. */
  borrow: boolean;
  left: number;
  failed: boolean;
  resolve: () => void;
  reject: (e: Error) => void;
}

const UNSAFE_SPEC = /[\r\n\0]/;
const HEADER = /^([0-9a-f]{40,64}) (\S+) (\d+)$/;

interface Current {
  pending: Pending;
  info: ObjectInfo;
  contentLeft: number;
  chunks: Buffer[] | null;
  sinkOpen: boolean;
}

export const DEFAULT_MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/**
 * One long-lived `git cat-file --batch` for a whole run. Requests are pipelined: callers may issue many reads
 * at once and git answers them in order. Bytes are parsed as they stream in, so an oversized object is
 * skipped without ever being held in memory whole.
 */
export class CatFile {
  /** Objects skipped because they were larger than the cap. */
  readonly skipped: { spec: string; size: number }[] = [];
  private proc: ChildProcessWithoutNullStreams | null = null;
  private check: BatchCheck | null = null;
  private readonly queue = new Fifo<Pending>();
  private header: Buffer[] = [];
  private current: Current | null = null;
  private awaitingLf = false;
  private outgoing: string[] = [];
  private closed = false;
  private failure: Error | null = null;

  constructor(
    private readonly cwd: string,
    private readonly defaults: { maxBytes?: number } = {},
  ) {}

  /** Full answer for one object: its bytes, or why there are none. */
  get(spec: string, opts: ReadOptions = {}): Promise<CatResult> {
    return this.request(spec, opts.maxBytes ?? this.defaults.maxBytes ?? DEFAULT_MAX_OBJECT_BYTES, null);
  }

  /** The object's bytes; null when it is missing or larger than the cap (then it is listed in `skipped`). */
  async read(spec: string, opts: ReadOptions = {}): Promise<Buffer | null> {
    const r = await this.get(spec, opts);
    return r.status === 'ok' ? r.data : null;
  }

  /**
   * Full answers for many objects, in order, written to git in one go and settled by one promise: reading thousands
   * of small metadata blobs this way costs no promise, closure or write per blob.
   */
  async getMany(specs: readonly string[], opts: ReadOptions = {}): Promise<CatResult[]> {
    const results: CatResult[] = new Array<CatResult>(specs.length);
    await this.batchOf(specs, (i, r) => {
      results[i] = r;
    }, opts, false);
    return results;
  }

  /**
   * Like `getMany`, but hands each answer to `each(index, result)` as soon as it has arrived (in order), so the
   * caller's work overlaps git's and no answer is kept after its callback. An exception in `each` rejects the batch.
   * `r.data` is only valid during the callback (it may be a view of git's output): copy it to keep it.
   */
  eachOf(specs: readonly string[], each: (i: number, r: CatResult) => void, opts: ReadOptions = {}): Promise<void> {
    return this.batchOf(specs, each, opts, true);
  }

  private batchOf(specs: readonly string[], each: (i: number, r: CatResult) => void, opts: ReadOptions, borrow: boolean): Promise<void> {
    if (this.closed) return Promise.reject(closedError());
    if (this.failure) return Promise.reject(this.failure);
    if (specs.length === 0) return Promise.resolve();
    const maxBytes = opts.maxBytes ?? this.defaults.maxBytes ?? DEFAULT_MAX_OBJECT_BYTES;
    const proc = this.ensureProcess();
    return new Promise((resolve, reject) => {
      const batch: Batch = { each, borrow, left: specs.length, failed: false, resolve, reject };
      const wasIdle = this.outgoing.length === 0;
      for (let i = 0; i < specs.length; i++) {
        const spec = specs[i] ?? '';
        if (spec === '' || UNSAFE_SPEC.test(spec)) {
          settleBatch(batch, i, MISSING);
          continue;
        }
        this.queue.push({ spec, maxBytes, sink: null, batch, index: i, resolve: null, reject: null });
        this.outgoing.push(spec);
      }
      if (wasIdle && this.outgoing.length > 0) queueMicrotask(() => this.flush(proc));
    });
  }

  /** Starts git now, so its start-up overlaps the caller's other work (it would otherwise start on the first read). */
  warmUp(): void {
    if (!this.closed && !this.failure) this.ensureProcess();
  }

  /** Streams an object's bytes to `sink` without buffering them; null when the object is missing. */
  async stream(spec: string, sink: ChunkSink): Promise<ObjectInfo | null> {
    const r = await this.request(spec, Number.MAX_SAFE_INTEGER, sink);
    return r.status === 'missing' ? null : { oid: r.oid, type: r.type, size: r.size };
  }

  /** First `maxBytes` bytes of an object (the rest is discarded); null when missing. */
  async head(spec: string, maxBytes: number): Promise<Buffer | null> {
    const parts: Buffer[] = [];
    let have = 0;
    const info = await this.stream(spec, (chunk) => {
      const take = Math.min(chunk.length, maxBytes - have);
      if (take > 0) parts.push(Buffer.from(chunk.subarray(0, take)));
      have += take;
      return have < maxBytes;
    });
    return info ? Buffer.concat(parts) : null;
  }

  /**
   * Stops (true) or restarts (false) reading git's output, so a consumer slower than git holds back git instead of
   * queueing its output in memory (git blocks on the full pipe). Requests already queued keep their order.
   */
  pace(paused: boolean): void {
    const out = this.proc?.stdout;
    if (!out) return;
    if (paused) out.pause();
    else out.resume();
  }

  /** Type and size without the bytes (a second, `--batch-check`, process started on first use). */
  info(spec: string): Promise<ObjectInfo | null> {
    if (this.closed) return Promise.reject(closedError());
    this.check ??= new BatchCheck(this.cwd);
    return this.check.info(spec);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const waits: Promise<void>[] = [];
    if (this.check) waits.push(this.check.close());
    const proc = this.proc;
    if (proc) {
      waits.push(
        new Promise<void>((res) => {
          if (proc.exitCode !== null || proc.signalCode !== null) return res();
          proc.once('close', () => res());
          this.flush(proc);
          proc.stdin.end();
        }),
      );
    }
    await Promise.all(waits);
  }

  private request(spec: string, maxBytes: number, sink: ChunkSink | null): Promise<CatResult> {
    if (this.closed) return Promise.reject(closedError());
    if (this.failure) return Promise.reject(this.failure);
    // A newline would split the request into two and desynchronise every later answer.
    if (spec === '' || UNSAFE_SPEC.test(spec)) return Promise.resolve({ status: 'missing' });
    const proc = this.ensureProcess();
    return new Promise((resolve, reject) => {
      this.queue.push({ spec, maxBytes, sink, batch: null, index: 0, resolve, reject });
      this.outgoing.push(spec);
      if (this.outgoing.length === 1) queueMicrotask(() => this.flush(proc));
    });
  }

  /** Requests issued in the same tick go to git in one write. */
  private flush(proc: ChildProcessWithoutNullStreams): void {
    if (this.outgoing.length === 0) return;
    const text = this.outgoing.join('\n') + '\n';
    this.outgoing = [];
    proc.stdin.write(text);
  }

  private ensureProcess(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    gitProcessStats.spawned++;
    const proc = spawn('git', ['cat-file', '--batch'], { cwd: this.cwd, env: gitEnv(), windowsHide: true });
    this.proc = proc;
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 2000) stderr += d.toString('utf8');
    });
    proc.stdout.on('data', (d: Buffer) => this.onData(d));
    proc.stdin.on('error', () => {
      /* EPIPE: reported through 'close' below */
    });
    proc.on('error', (e: NodeJS.ErrnoException) => {
      this.fail(
        e.code === 'ENOENT'
          ? new HandoffError('git not found: install git and make sure it is on PATH', ExitCode.failure)
          : new HandoffError(`git cat-file failed: ${e.message}`, ExitCode.failure),
      );
    });
    proc.on('close', () => {
      if (this.queue.length > 0 || this.current) {
        const why = stderr.trim().split('\n')[0] || 'exited early';
        this.fail(new HandoffError(`git cat-file failed: ${why}`, ExitCode.failure));
      }
    });
    return proc;
  }

  private fail(err: Error): void {
    this.failure ??= err;
    const all = this.current ? [this.current.pending, ...this.queue.drain()] : this.queue.drain();
    this.current = null;
    for (const p of all) {
      if (p.batch) failBatch(p.batch, err);
      else p.reject?.(err);
    }
  }

  private onData(buf: Buffer): void {
    let off = 0;
    while (off < buf.length) {
      if (this.awaitingLf) {
        off++; // the LF git writes after every object's content
        this.awaitingLf = false;
        this.finish();
        continue;
      }
      const cur = this.current;
      if (cur) {
        const take = Math.min(cur.contentLeft, buf.length - off);
        if (take > 0) this.deliver(cur, buf.subarray(off, off + take));
        off += take;
        cur.contentLeft -= take;
        if (cur.contentLeft === 0) this.awaitingLf = true;
        continue;
      }
      const nl = buf.indexOf(10, off);
      if (nl < 0) {
        this.header.push(Buffer.from(buf.subarray(off)));
        return;
      }
      let line: string;
      if (this.header.length === 0) {
        line = buf.toString('latin1', off, nl);
      } else {
        this.header.push(buf.subarray(off, nl));
        line = Buffer.concat(this.header).toString('latin1');
        this.header = [];
      }
      off = nl + 1;
      this.onHeader(line);
    }
  }

  private onHeader(line: string): void {
    const pending = this.queue.shift();
    if (!pending) return;
    const m = HEADER.exec(line);
    if (!m) {
      // "<spec> missing", "<spec> ambiguous", "<spec> submodule": no content follows.
      answer(pending, MISSING);
      return;
    }
    const info: ObjectInfo = { oid: m[1] ?? '', type: m[2] ?? '', size: Number(m[3]) };
    const keep = pending.sink === null && info.size <= pending.maxBytes;
    if (pending.sink === null && !keep) this.skipped.push({ spec: pending.spec, size: info.size });
    this.current = { pending, info, contentLeft: info.size, chunks: keep ? [] : null, sinkOpen: pending.sink !== null };
    if (info.size === 0) this.awaitingLf = true;
  }

  private deliver(cur: Current, chunk: Buffer): void {
    if (cur.chunks) {
      // A view, not a copy: stdout chunks are never reused, and `finish` copies or concatenates before handing out.
      cur.chunks.push(chunk);
      return;
    }
    if (!cur.sinkOpen || !cur.pending.sink) return;
    try {
      if (cur.pending.sink(chunk) === false) cur.sinkOpen = false;
    } catch {
      cur.sinkOpen = false;
    }
  }

  private finish(): void {
    const cur = this.current;
    this.current = null;
    if (!cur) return;
    const { pending, info } = cur;
    if (cur.chunks) {
      const only = cur.chunks.length === 1 ? cur.chunks[0] : undefined;
      // An `eachOf` callback may borrow a view of the stdout chunk; anything else gets its own copy, so a small
      // kept object never pins a whole chunk.
      const data = only ? (pending.batch?.borrow ? only : Buffer.from(only)) : Buffer.concat(cur.chunks);
      answer(pending, { status: 'ok', oid: info.oid, type: info.type, size: info.size, data });
    } else if (pending.sink) answer(pending, { status: 'ok', oid: info.oid, type: info.type, size: info.size, data: EMPTY });
    else answer(pending, { status: 'too-large', oid: info.oid, type: info.type, size: info.size });
  }
}

const MISSING: CatResult = Object.freeze({ status: 'missing' });
const EMPTY = Buffer.alloc(0);

function answer(p: Pending, r: CatResult): void {
  if (p.batch) settleBatch(p.batch, p.index, r);
  else p.resolve?.(r);
}

function settleBatch(b: Batch, i: number, r: CatResult): void {
  if (!b.failed) {
    try {
      b.each(i, r);
    } catch (e) {
      failBatch(b, e instanceof Error ? e : new Error(String(e)));
    }
  }
  if (--b.left === 0 && !b.failed) b.resolve();
}

function failBatch(b: Batch, err: Error): void {
  if (b.failed) return;
  b.failed = true;
  b.reject(err);
}

/** `git cat-file --batch-check`: one line per answer, no content. */
class BatchCheck {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly queue = new Fifo<{ resolve: (i: ObjectInfo | null) => void; reject: (e: Error) => void }>();
  private partial = '';

  constructor(cwd: string) {
    gitProcessStats.spawned++;
    this.proc = spawn('git', ['cat-file', '--batch-check'], { cwd, env: gitEnv(), windowsHide: true });
    this.proc.stdout.on('data', (d: Buffer) => this.onData(d.toString('utf8')));
    this.proc.stdin.on('error', () => {});
    this.proc.on('error', (e) => this.failAll(new HandoffError(`git cat-file failed: ${e.message}`, ExitCode.failure)));
    this.proc.on('close', () => this.failAll(new HandoffError('git cat-file --batch-check exited early', ExitCode.failure)));
  }

  info(spec: string): Promise<ObjectInfo | null> {
    if (spec === '' || /[\r\n\0]/.test(spec)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.proc.stdin.write(spec + '\n');
    });
  }

  close(): Promise<void> {
    return new Promise((res) => {
      if (this.proc.exitCode !== null || this.proc.signalCode !== null) return res();
      this.proc.once('close', () => res());
      this.proc.stdin.end();
    });
  }

  private onData(text: string): void {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const p = this.queue.shift();
      if (!p) continue;
      const m = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
      p.resolve(m ? { oid: m[1] ?? '', type: m[2] ?? '', size: Number(m[3]) } : null);
    }
  }

  private failAll(err: Error): void {
    for (const p of this.queue.drain()) p.reject(err);
  }
}

/** A queue whose `shift` is O(1): `Array#shift` moves every element, which made thousands of pipelined reads quadratic. */
class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head++] = undefined;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 4096 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  /** Removes and returns everything queued. */
  drain(): T[] {
    const rest = this.items.slice(this.head) as T[];
    this.items = [];
    this.head = 0;
    return rest;
  }
}

function closedError(): HandoffError {
  return new HandoffError('internal error: git cat-file used after close()', ExitCode.failure);
}
