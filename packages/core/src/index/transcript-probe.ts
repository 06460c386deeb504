import { open } from 'node:fs/promises';
import type { CatFile } from '../git/cat-file.js';
import { toIso } from '../store/ids.js';
import type { Agent } from '../types/agents.js';
import type { TranscriptRef } from '../types/index-model.js';
import { agentFromHead, SNIFF_BYTES } from './sniff-agent.js';
import { lastPromptAtEnds, type PromptWant } from './end-prompt.js';

/** How much of a transcript's end is kept to find its last recorded event: several long JSONL records. */
export const TAIL_BYTES = 64 * 1024;

/**
 * What the index needs from a transcript: the agent its head shows and the time of its last recorded event. Derived
 * as the ends arrive, so the ends themselves (up to 128 KB of text a session) are let go at once: the full index
 * probes every session's transcript at once, and text held across the other sessions' reads outlived the young
 * generation and was promoted, growing the old one.
 */
export interface TranscriptProbe {
  /** Whether the head could be read at all (a transcript that could not be read is not cached). */
  read: boolean;
  /** The agent its head shows (null: the head names none, or it could not be read). */
  agent: Agent | null;
  /** Null also when not looked for (see probeTranscript's `timed`). */
  lastEventAt: string | null;
  /** The newest prompt in the tail window, when asked for (see end-prompt.ts). */
  lastPrompt: string | null;
}

const NOTHING: TranscriptProbe = { read: false, agent: null, lastEventAt: null, lastPrompt: null };

/**
 * Reads a transcript's head and tail only. A file is read at both ends; a blob comes whole through cat-file (git has
 * no ranged read), so only its first SNIFF_BYTES and last TAIL_BYTES are kept; of a chunked blob, the first chunk's
 * head and the last chunk's tail. The last event's time is looked for only when `timed`.
 */
export async function probeTranscript(ref: TranscriptRef | null, cat: CatFile, wantPrompt: PromptWant | false = false, timed = true): Promise<TranscriptProbe> {
  if (!ref) return NOTHING;
  const want: Wanted = { prompt: wantPrompt, timed };
  if (ref.kind === 'file') return probeFile(ref.path, want);
  const first = ref.oids[0];
  const last = ref.oids[ref.oids.length - 1];
  if (!first || !last) return NOTHING;
  if (first === last) {
    const ends = await blobEnds(cat, first, ref.size);
    return ends ? probed(ends.head, ends.tail, want, ends.whole) : NOTHING;
  }
  const [head, tail] = await Promise.all([cat.head(first, SNIFF_BYTES), blobEnds(cat, last)]);
  const headText = head ? head.toString('utf8') : null;
  if (!tail) return headText === null ? NOTHING : { ...NOTHING, read: true, agent: agentFromHead(headText) };
  const facts = probed(headText ?? '', tail.tail, want);
  return headText === null ? { ...facts, read: false, agent: null } : facts;
}

/** What is looked for besides the agent: the newest prompt (see end-prompt.ts), the last event's time (`timed`). */
interface Wanted {
  prompt: PromptWant | false;
  timed: boolean;
}

/** `whole`: the head holds the whole transcript (a JSON document's prompts can then be read). */
function probed(head: string, tail: string, want: Wanted, whole = false): TranscriptProbe {
  const lastEventAt = want.timed ? lastEventIn(head, tail) : null;
  return { read: true, agent: agentFromHead(head), lastEventAt, lastPrompt: want.prompt ? lastPromptAtEnds(head, tail, whole, want.prompt) : null };
}

/**
 * A blob up to this size is read whole from the object files when it is stored whole there (see CatFile.wholeFromFiles):
 * inflated beside the index's work instead of piped through git, one buffer held at a time. Larger ones stream
 * through git, only their ends kept.
 */
const WHOLE_FROM_FILES_BYTES = 1024 * 1024;

type Ends = { head: string; tail: string; whole: boolean };

/**
 * The first SNIFF_BYTES and last TAIL_BYTES of a blob: of a small one read whole from the object files, else as it
 * streams by through git. Streamed chunks are kept as views (cat-file never reuses its output buffers), and only the
 * few that cover the ends: a 10 MB transcript costs no copy of itself.
 */
async function blobEnds(cat: CatFile, oid: string, size?: number): Promise<Ends | null> {
  const whole = size !== undefined && size <= WHOLE_FROM_FILES_BYTES ? await cat.wholeFromFiles(oid, WHOLE_FROM_FILES_BYTES) : null;
  if (whole) return endsOf(whole.subarray(0, SNIFF_BYTES), whole.subarray(Math.max(0, whole.length - TAIL_BYTES)), whole.length);
  const head: Buffer[] = [];
  let headBytes = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  const keepEnds = (chunk: Buffer): void => {
    if (headBytes < SNIFF_BYTES) {
      const take = chunk.subarray(0, SNIFF_BYTES - headBytes);
      head.push(take);
      headBytes += take.length;
    }
    tail.push(chunk);
    tailBytes += chunk.length;
    while (tail.length > 1 && tailBytes - (tail[0]?.length ?? 0) >= TAIL_BYTES) tailBytes -= tail.shift()?.length ?? 0;
  };
  // Sized: the index probes every session's newest transcript at once, and two git processes inflate them faster.
  const info = await cat.stream(oid, keepEnds, size);
  if (!info) return null;
  return endsOf(Buffer.concat(head), lastBytes(tail, tailBytes, TAIL_BYTES), info.size);
}

/** A blob's ends as text. A blob within both windows (most of them) is both ends: decoded once. */
function endsOf(head: Buffer, tail: Buffer, size: number): Ends {
  if (size <= Math.min(SNIFF_BYTES, TAIL_BYTES)) {
    const whole = head.toString('utf8');
    return { head: whole, tail: whole, whole: true };
  }
  return { head: head.toString('utf8'), tail: tail.toString('utf8'), whole: size <= SNIFF_BYTES };
}

/**
 * The last `n` bytes of `chunks` (`total` bytes in all), copied once from where they start: the kept chunks hold up to
 * a pipe read more than the window, and copying all of them was most of a cold list's Buffer copying.
 */
function lastBytes(chunks: readonly Buffer[], total: number, n: number): Buffer {
  let skip = Math.max(0, total - n);
  const from: Buffer[] = [];
  for (const chunk of chunks) {
    if (skip >= chunk.length) skip -= chunk.length;
    else {
      from.push(skip > 0 ? chunk.subarray(skip) : chunk);
      skip = 0;
    }
  }
  return from.length === 1 ? (from[0] as Buffer) : Buffer.concat(from);
}

async function probeFile(path: string, want: Wanted): Promise<TranscriptProbe> {
  try {
    const fh = await open(path, 'r');
    try {
      const size = (await fh.stat()).size;
      const headBuf = Buffer.alloc(Math.min(size, SNIFF_BYTES));
      await fh.read(headBuf, 0, headBuf.length, 0);
      const tailLen = Math.min(size, TAIL_BYTES);
      const tailBuf = Buffer.alloc(tailLen);
      await fh.read(tailBuf, 0, tailLen, size - tailLen);
      return probed(headBuf.toString('utf8'), tailBuf.toString('utf8'), want, size <= SNIFF_BYTES);
    } finally {
      await fh.close();
    }
  } catch {
    return NOTHING;
  }
}

/** A single-JSON-document transcript states its last update in its header (Gemini CLI `lastUpdated`). */
const DOC_UPDATED = /"lastUpdated"\s*:\s*"([^"]{10,40})"/;

/**
 * The time of the last recorded event: the newest record time among the tail's last complete lines (records are
 * appended in order, but a line can lack a time), else the document header's last-update time. Untrusted text: only
 * a parseable ISO time is taken.
 */
export function lastEventIn(head: string, tail: string): string | null {
  let newest = Number.NEGATIVE_INFINITY;
  let seen = 0;
  // The first piece may be a cut line: skip it unless the tail is the whole file.
  const cut = tail.length >= TAIL_BYTES;
  // Lines from the end, found one by one: only the last few are wanted, not the whole window split up.
  for (let end = tail.length; seen < 20; ) {
    const nl = end > 0 ? tail.lastIndexOf('\n', end - 1) : -1;
    if (nl < 0 && cut) break;
    const line = tail.slice(nl + 1, end).trimStart();
    if (line.startsWith('{')) {
      seen++;
      const t = timeOf(recordTime(line));
      if (t > newest) newest = t;
    }
    if (nl < 0) break;
    end = nl;
  }
  if (!Number.isFinite(newest)) newest = timeOf(DOC_UPDATED.exec(head)?.[1] ?? null);
  return Number.isFinite(newest) ? new Date(newest).toISOString() : null;
}

/** A JSONL record's own time: `timestamp` (Claude Code, Codex, Gemini JSONL, Copilot, Droid) or `ts` (Entire's compact). */
function recordTime(line: string): string | null {
  try {
    const o = JSON.parse(line) as unknown;
    if (!o || typeof o !== 'object') return null;
    const { timestamp, ts } = o as { timestamp?: unknown; ts?: unknown };
    return typeof timestamp === 'string' ? timestamp : typeof ts === 'string' ? ts : null;
  } catch {
    return null;
  }
}

function timeOf(text: string | null): number {
  const iso = toIso(text);
  return iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY;
}
