import type { CatFile, CatResult } from '../git/cat-file.js';
import { firstLineOfLast, MAX_PROMPT_BLOB } from './prompt-line.js';
import { readCheckpointSummary, readSessionMetadata, type CheckpointSummaryFields, type SessionMetadataFields } from './metadata-fields.js';
import type { TreeFile, TreeFiles } from './tree-files.js';

/** A real pre-0.10.1 bug wrote 70-106 MB metadata.json blobs; nothing legitimate comes close to this. */
export const MAX_METADATA_BYTES = 16 * 1024 * 1024;

export interface JsonRequest {
  file: TreeFile | undefined;
  path: string;
  warnings: string[];
  where: string;
}

/** Whether a JSON blob is worth reading: present in the tree and not over the size cap (else a warning says why). */
export function jsonWanted({ file, path, warnings, where }: JsonRequest): boolean {
  if (!file) {
    warnings.push(`${where}: ${path} missing`);
    return false;
  }
  if (file.size !== null && file.size > MAX_METADATA_BYTES) {
    warnings.push(`${where}: ${path} is ${formatBytes(file.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
    return false;
  }
  return true;
}

/**
 * A parsed JSON blob, reduced on arrival to the fields we read (as a root `summary`, as slot `meta`, or both when the
 * same blob was asked for as both), so thousands of full parse trees are never alive at once. A reduction is null
 * when the JSON is not an object.
 */
export type JsonOutcome =
  | { ok: true; summary?: CheckpointSummaryFields | null; meta?: SessionMetadataFields | null }
  | { ok: false; status: 'missing' | 'invalid' }
  | { ok: false; status: 'too-large'; size: number };

export const AS_ROOT = 1;
export const AS_META = 2;

/**
 * JSON blobs (each read once, whatever asked for it, and parsed as it arrives) and prompt blobs (of which only the
 * latest prompt line is kept, in `promptLines`), read in one cat-file batch in the order they were added.
 */
export class JsonBatch {
  readonly fetched = new Map<string, JsonOutcome>();
  private readonly specs: string[] = [];
  /** Position of each JSON blob in `specs`, what it was asked for as (`AS_ROOT`, `AS_META`), and by whom last. */
  private readonly json = new Map<string, { pos: number; kinds: number; user: number }>();
  private readonly prompts = new Set<string>();
  private readonly isPrompt: boolean[] = [];

  constructor(private readonly promptLines?: Map<string, string | null>) {}

  /** Adds a JSON blob (once), for user number `user`; returns its position in the batch. */
  addJson(oid: string, kind: number, user = 0): number {
    const known = this.json.get(oid);
    if (known) {
      known.kinds |= kind;
      known.user = Math.max(known.user, user);
      return known.pos;
    }
    this.json.set(oid, { pos: this.specs.length, kinds: kind, user });
    this.isPrompt.push(false);
    return this.specs.push(oid) - 1;
  }

  /** The highest user number that added this blob. */
  lastUser(oid: string): number {
    return this.json.get(oid)?.user ?? -1;
  }

  addPrompt(oid: string): void {
    if (!this.promptLines || this.promptLines.has(oid) || this.prompts.has(oid)) return;
    this.prompts.add(oid);
    this.isPrompt.push(true);
    this.specs.push(oid);
  }

  /** Reads everything; `arrived(pos)` runs after the blob at `pos` (and every one before it) has been handled. */
  run(cat: CatFile, arrived: (pos: number) => void): Promise<void> {
    return cat.eachOf(
      this.specs,
      (i, r) => {
        const oid = this.specs[i] ?? '';
        if (this.isPrompt[i]) this.promptLines?.set(oid, r.status === 'ok' ? firstLineOfLast(r.data.toString('utf8')) : null);
        else this.fetched.set(oid, this.parse(oid, r));
        arrived(i);
      },
      { maxBytes: MAX_METADATA_BYTES },
    );
  }

  private parse(oid: string, r: CatResult): JsonOutcome {
    if (r.status === 'too-large') return { ok: false, status: 'too-large', size: r.size };
    if (r.status !== 'ok') return { ok: false, status: 'missing' };
    let json: unknown;
    try {
      json = JSON.parse(r.data.toString('utf8')) as unknown;
    } catch {
      return { ok: false, status: 'invalid' };
    }
    const kinds = this.json.get(oid)?.kinds ?? 0;
    const outcome: JsonOutcome = { ok: true };
    if (kinds & AS_ROOT) outcome.summary = readCheckpointSummary(json);
    if (kinds & AS_META) outcome.meta = readSessionMetadata(json);
    return outcome;
  }
}

/** A fetched JSON value for a request (passed by `jsonWanted`); `undefined` = unusable, and a warning says why. */
export function useJson(outcome: JsonOutcome | undefined, { path, warnings, where }: JsonRequest): (JsonOutcome & { ok: true }) | undefined {
  if (outcome?.ok) return outcome;
  if (outcome?.status === 'too-large') {
    warnings.push(`${where}: ${path} is ${formatBytes(outcome.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
  } else if (outcome?.status === 'invalid') {
    warnings.push(`${where}: ${path} is not valid JSON`);
  } else {
    warnings.push(`${where}: ${path} blob missing`);
  }
  return undefined;
}

/**
 * `<root>/<n>/metadata.json` (and, when `withPrompts`, `<root>/<n>/prompt.txt`) blobs of known size within their
 * caps: nearly always the slots the root will name, so they are read in the same batch as the root. (Unknown sizes
 * wait, so an oversized blob nobody names is never fetched and never counted as skipped.)
 */
export function slotFileOids(input: { root: string; files: TreeFiles }, withPrompts: boolean): { metadata: string[]; prompts: string[] } {
  const metadata: string[] = [];
  const prompts: string[] = [];
  const prefix = input.root === '' ? '' : input.root + '/';
  for (const [path, file] of input.files) {
    if (file.size === null || !path.startsWith(prefix)) continue;
    let into: string[];
    let tail: number;
    if (path.endsWith('/metadata.json')) {
      if (file.size > MAX_METADATA_BYTES) continue;
      into = metadata;
      tail = '/metadata.json'.length;
    } else if (withPrompts && path.endsWith('/prompt.txt')) {
      if (file.size > MAX_PROMPT_BLOB) continue;
      into = prompts;
      tail = '/prompt.txt'.length;
    } else continue;
    if (SLOT_NAME.test(path.slice(prefix.length, path.length - tail))) into.push(file.oid);
  }
  return { metadata, prompts };
}

const SLOT_NAME = /^\d{1,4}$/;

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KiB`;
  return `${n} B`;
}
