import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { HandoffError, ExitCode } from '../errors.js';
import { gitEnv, gitProcessStats } from './run-git.js';
import { HEADER, type CatResult, type ChunkSink, type ObjectInfo, type ReadOptions } from './cat-file-types.js';
import { answer, failBatch, MISSING, settleBatch, type Batch, type Pending } from './cat-file-requests.js';
import { BatchCheck } from './batch-check.js';
import { Fifo } from './fifo.js';
import { KeptBlobs } from './kept-blobs.js';
import { ObjectHeads, type Enough } from './object-head.js';

export type { CatResult, ChunkSink, ObjectInfo, ReadOptions } from './cat-file-types.js';

const UNSAFE_SPEC = /[\r\n\0]/;

interface Current {
  pending: Pending;
  info: ObjectInfo;
  contentLeft: number;
  chunks: Buffer[] | null;
  sinkOpen: boolean;
}

export const DEFAULT_MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/**
 * Sized streams queued on one process past which a second process takes some. Git inflates about 450 MB/s on one core
 * per process, and the second takes only half of what is queued past this point: with it from 4 MB on, the
 * 2,000-checkpoint bench (18 MB of small transcripts) spent 3% more CPU and saved no time.
 */
export const SECOND_STREAMER_AFTER = 24 * 1024 * 1024;

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

  /** Streamed blobs kept for a second stream of the same blob (see KeptBlobs); none unless `keepStreamed` asks. */
  private readonly kept: KeptBlobs | null;
  /** Streams answered from kept blobs, without asking git. */
  keptAnswers = 0;
  /** A second `git cat-file --batch` for sized streams (see `stream`), started when this one has enough queued. */
  private helper: CatFile | null = null;
  /** Bytes of sized streams queued on this process and not yet answered. */
  private sizedLeft = 0;
  /** Heads read from the object files, without git (see `readHeadsFrom`). */
  private objectHeads: ObjectHeads | null = null;

  constructor(
    private readonly cwd: string,
    private readonly defaults: { maxBytes?: number; keepStreamed?: number; keepOnce?: boolean } = {},
  ) {
    this.kept = defaults.keepStreamed ? new KeptBlobs(defaults.keepStreamed) : null;
  }

  /** Whether a `stream` of `spec` would be answered from a blob kept in memory (see KeptBlobs), without git. */
  holds(spec: string): boolean {
    return this.kept?.get(spec) !== undefined;
  }

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

  /**
   * Streams an object's bytes to `sink` without buffering them; null when the object is missing. With its `size`
   * (as the tree lists it), a stream may go to a second process instead, whichever has fewer sized bytes queued, so
   * many large blobs requested at once inflate on two cores and both processes finish together.
   */
  async stream(spec: string, sink: ChunkSink, size?: number): Promise<ObjectInfo | null> {
    // `keepOnce`: a blob is kept for its second stream only, so memory holds only the blobs still to be read again.
    const kept = this.defaults.keepOnce ? this.kept?.take(spec) : this.kept?.get(spec);
    if (kept) {
      this.keptAnswers++;
      for (const chunk of kept.chunks) if (sink(chunk, kept.info.size) === false) break;
      return kept.info;
    }
    const collector = this.kept?.collect(spec);
    let open = true;
    // Kept whole even when the caller stops early (a head): the next stream of it may want the rest.
    const through: ChunkSink = collector
      ? (chunk, size) => {
          collector.add(chunk, size);
          if (open && sink(chunk, size) === false) open = false;
        }
      : sink;
    const r = size === undefined ? await this.request(spec, Number.MAX_SAFE_INTEGER, through) : await this.sizedRequest(spec, size, through);
    if (r.status === 'missing') return null;
    const info = { oid: r.oid, type: r.type, size: r.size };
    collector?.done(info);
    return info;
  }

  private async sizedRequest(spec: string, size: number, sink: ChunkSink): Promise<CatResult> {
    const via = this.streamerFor();
    via.sizedLeft += size;
    try {
      return await via.request(spec, Number.MAX_SAFE_INTEGER, sink);
    } finally {
      via.sizedLeft -= size;
    }
  }

  private streamerFor(): CatFile {
    // Closed: the request below fails as any other would, and no process is started.
    if (this.closed || (!this.helper && this.sizedLeft < SECOND_STREAMER_AFTER)) return this;
    this.helper ??= new CatFile(this.cwd, { maxBytes: this.defaults.maxBytes });
    return this.helper.sizedLeft < this.sizedLeft ? this.helper : this;
  }

  /**
   * Lets `head` read a blob named by its oid from the object files of this git directory (see ObjectHeads), where
   * the blob is stored whole, rather than have git inflate and send all of it.
   */
  readHeadsFrom(gitCommonDir: string): void {
    this.objectHeads ??= new ObjectHeads(gitCommonDir);
  }

  /**
   * A whole blob of at most `maxSize` bytes read from the object files (see `readHeadsFrom`, ObjectHeads.whole), not
   * through git's pipe; null when it must come from git (not stored whole there, larger, kept from an earlier stream,
   * or no object files to read): the caller streams it.
   */
  async wholeFromFiles(spec: string, maxSize: number): Promise<Buffer | null> {
    if (!this.objectHeads || this.holds(spec)) return null;
    return this.objectHeads.whole(spec, maxSize);
  }

  /**
   * First `maxBytes` bytes of an object (the rest is discarded); null when missing. Git sends the object whole, so with
   * its `size` the head is read as a sized stream: the heads the index reads at once inflate on two cores (see `stream`).
   * A blob kept from an earlier stream, or one git must send (see `readHeadsFrom`), comes as a stream. Read from the
   * object files, fewer bytes may come when `enough` says the first ones answer the caller (see ObjectHeads).
   */
  async head(spec: string, maxBytes: number, size?: number, enough?: Enough): Promise<Buffer | null> {
    const direct = this.objectHeads && !this.holds(spec) ? await this.objectHeads.head(spec, maxBytes, enough) : null;
    if (direct) return direct;
    const parts: Buffer[] = [];
    let have = 0;
    const info = await this.stream(spec, (chunk) => {
      const take = Math.min(chunk.length, maxBytes - have);
      if (take > 0) parts.push(Buffer.from(chunk.subarray(0, take)));
      have += take;
      return have < maxBytes;
    }, size);
    return info ? Buffer.concat(parts) : null;
  }

  /**
   * Stops (true) or restarts (false) reading git's output, so a consumer slower than git holds back git instead of
   * queueing its output in memory (git blocks on the full pipe). Requests already queued keep their order.
   */
  pace(paused: boolean): void {
    this.helper?.pace(paused);
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
    if (this.helper) waits.push(this.helper.close());
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
      if (cur.pending.sink(chunk, cur.info.size) === false) cur.sinkOpen = false;
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

const EMPTY = Buffer.alloc(0);

function closedError(): HandoffError {
  return new HandoffError('internal error: git cat-file used after close()', ExitCode.failure);
}
