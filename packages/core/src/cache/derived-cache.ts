import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENTS, type Agent } from '../types/agents.js';
import { isObj } from '../types/is-obj.js';
import { privateDir, writeAtomically } from './private-dir.js';
import { SnapshotStore, snapshotUsage } from './snapshot-store.js';
import { cacheDir, cacheDisabled, SNAPSHOTS } from './cache-dir.js';

export { CACHE_ENV_OFF, cacheDir, cacheDisabled } from './cache-dir.js';

/**
 * Facts derived from git objects, kept between runs outside every repository ($XDG_CACHE_HOME/hand-off-session/,
 * else ~/.cache/hand-off-session/). Keys are git object ids, whose content never changes, so an entry is never
 * stale. Only derived fields are kept (an agent name, a time), never transcript text.
 */
export interface TranscriptFacts {
  /** The agent the transcript's head shows (null: its head names none). */
  agent: Agent | null;
  /** The time of its last recorded event. */
  lastEventAt: string | null;
  /** Its newest prompt's first line, redacted, from its tail window (see index/end-prompt.ts); absent: not looked for. */
  lastPrompt?: string | null;
}

const FILE = 'derived-v1.json';
const FORMAT = 'hand-off-session/derived-cache';
/** 2: prompts are read from every transcript's ends, JSON documents and Copilot's events included (1 kept fewer). */
const VERSION = 2;
/** Bounds the file (about 100 bytes an entry): the least recently used entries go first. */
export const MAX_ENTRIES = 40_000;
const USE_RESOLUTION_S = 3600;

type Entry = [agent: Agent | null, lastEventAt: string | null, usedAt: number, lastPrompt?: string | null];

export class DerivedCache {
  private dirty = false;
  private readonly now = Math.floor(Date.now() / 1000);
  /** Whole derived records (a ref tip's checkpoints, HEAD's trailers), beside the per-blob facts. */
  readonly snapshots: SnapshotStore;

  private constructor(
    readonly dir: string,
    private readonly entries: Map<string, Entry>,
    private readonly maxEntries: number,
  ) {
    this.snapshots = new SnapshotStore(join(dir, SNAPSHOTS));
  }

  /** The cache, or null when switched off. A missing, corrupt or foreign file reads as empty (and is rebuilt). */
  static open(env: NodeJS.ProcessEnv = process.env, maxEntries = MAX_ENTRIES): DerivedCache | null {
    if (cacheDisabled(env)) return null;
    const dir = cacheDir(env);
    return new DerivedCache(dir, readEntries(join(dir, FILE)), maxEntries);
  }

  get(oid: string): TranscriptFacts | undefined {
    const e = this.entries.get(oid);
    if (!e) return undefined;
    // The use time only orders eviction: refreshed hourly, so a warm run does not rewrite the file.
    if (this.now - e[2] >= USE_RESOLUTION_S) {
      e[2] = this.now;
      this.dirty = true;
    }
    return e.length > 3 ? { agent: e[0], lastEventAt: e[1], lastPrompt: e[3] ?? null } : { agent: e[0], lastEventAt: e[1] };
  }

  set(oid: string, facts: TranscriptFacts, usedAt = this.now): void {
    this.entries.set(oid, facts.lastPrompt === undefined ? [facts.agent, facts.lastEventAt, usedAt] : [facts.agent, facts.lastEventAt, usedAt, facts.lastPrompt]);
    this.dirty = true;
  }

  /**
   * Writes the cache when it changed: to a private temporary file renamed over the old one, so two runs at once never
   * see a half-written file (the last one to finish wins; what it lacks is rebuilt later). Never throws: a cache
   * that cannot be written only costs speed.
   */
  save(): void {
    this.snapshots.save();
    if (!this.dirty) return;
    this.dirty = false;
    try {
      if (!privateDir(this.dir)) return;
      const kept = [...this.entries].sort((a, b) => b[1][2] - a[1][2]).slice(0, this.maxEntries);
      const body = JSON.stringify({ format: FORMAT, version: VERSION, entries: Object.fromEntries(kept) });
      writeAtomically(this.dir, FILE, body);
    } catch {
      /* unwritable: run without a cache */
    }
  }
}

/** Where the cache is, how big, and whether it is on (for `doctor`). */
export function cacheStatus(env: NodeJS.ProcessEnv = process.env): {
  dir: string;
  file: string;
  enabled: boolean;
  bytes: number;
  entries: number;
  snapshots: { files: number; bytes: number };
} {
  const dir = cacheDir(env);
  const file = join(dir, FILE);
  let bytes = 0;
  try {
    bytes = lstatSync(file).size;
  } catch {
    /* none yet */
  }
  return { dir, file, enabled: !cacheDisabled(env), bytes, entries: bytes > 0 ? readEntries(file).size : 0, snapshots: snapshotUsage(join(dir, SNAPSHOTS)) };
}

function readEntries(file: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return out;
  }
  if (!isObj(doc) || doc.format !== FORMAT || doc.version !== VERSION || !isObj(doc.entries)) return out;
  for (const [key, value] of Object.entries(doc.entries)) {
    const entry = validEntry(key, value);
    if (entry) out.set(key, entry);
  }
  return out;
}

const KNOWN_AGENTS: ReadonlySet<string> = new Set(AGENTS);
/** A cached prompt line is at most this long (prompt-line.ts cuts at 300, plus its redaction markers). */
const MAX_PROMPT_CHARS = 600;
// `#tail`: a transcript's facts with the prompt of its tail only; `#untimed`: without the last event's time; `#head`: the
// agent its head shows (index/session-evidence.ts).
const OID_KEY = /^[0-9a-f]{40,64}(?:,[0-9a-f]{40,64})*(?:#head|(?:#tail)?(?:#untimed)?)$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

function validEntry(key: string, v: unknown): Entry | null {
  if (!OID_KEY.test(key) || !Array.isArray(v) || (v.length !== 3 && v.length !== 4)) return null;
  const [agent, at, used, prompt] = v as unknown[];
  if (!(agent === null || (typeof agent === 'string' && KNOWN_AGENTS.has(agent)))) return null;
  if (!(at === null || (typeof at === 'string' && ISO.test(at)))) return null;
  if (typeof used !== 'number' || !Number.isFinite(used)) return null;
  if (v.length === 3) return [agent as Agent | null, at as string | null, used];
  // Written by us redacted and cut; a longer or foreign value is dropped, not printed.
  if (!(prompt === null || (typeof prompt === 'string' && prompt.length <= MAX_PROMPT_CHARS && !prompt.includes('\n')))) return null;
  return [agent as Agent | null, at as string | null, used, prompt as string | null];
}

