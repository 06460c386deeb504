import type { SnapshotStore } from '../cache/snapshot-store.js';
import { scanCheckpointTrailers, type TrailerScan } from '../git/log-trailers.js';
import type { RefEntry } from '../git/refs.js';
import { redactEach } from '../redact/redact.js';
import type { StoreContext, StoreResult } from '../store/context.js';
import { parseCheckpointRef, readGitRefs } from '../store/git-refs.js';
import { readV1Branch, LEGACY_SESSIONS, V1_1_MIRROR, V1_LOCAL, V1_NON_BRANCH } from '../store/v1-branch.js';
import { readV2 } from '../store/v2.js';
import { isObj } from '../types/is-obj.js';
import { cleanCheckpoints } from './clean-metadata.js';
import { addPrinted, printedView, type CleanScope, type CleanStrings } from './clean-strings.js';

/**
 * The committed layouts, each read from git only when the refs it reads moved since an earlier run: a layout's
 * checkpoints are a function of those refs' commits (immutable objects), so its derived records are kept in the
 * snapshot store under them. A new checkpoint moves the ref and the layout is read again.
 */
interface Layout {
  kind: string;
  /** The refs the reader looks at: the key of its snapshot. */
  reads: (ref: RefEntry) => boolean;
  read: (ctx: StoreContext) => Promise<StoreResult>;
}

const V1_REFS = new Set([V1_LOCAL, V1_1_MIRROR, V1_NON_BRANCH, LEGACY_SESSIONS]);
const V1_REMOTE = /^refs\/remotes\/[^/]+\/entire\/(checkpoints\/v1|sessions)$/;

export const GIT_REFS_LAYOUT: Layout = { kind: 'git-refs', reads: (r) => parseCheckpointRef(r.name) !== null, read: readGitRefs };
export const V1_LAYOUT: Layout = { kind: 'v1', reads: (r) => V1_REFS.has(r.name) || V1_REMOTE.test(r.name), read: readV1Branch };
export const V2_LAYOUT: Layout = { kind: 'v2', reads: (r) => r.name.startsWith('refs/entire/checkpoints/v2/'), read: readV2 };

interface LayoutSnapshot {
  result: StoreResult;
  /** The latest prompt line of each prompt blob the layout read (already redacted: the cache holds no secret). */
  prompts: [string, string | null][];
}

/**
 * One layout's checkpoints: from its snapshot when there is one for the refs it reads, else from git (then kept).
 * Its prompt lines are always read with it (small blobs, in the same batch), so one snapshot serves the commands that
 * print prompts and those that do not. Its metadata strings and prompt lines are redacted on the way in
 * (clean-metadata.ts), before the snapshot is kept: the cache holds none unredacted, and a run prints the same with
 * and without a cache.
 *
 * With `clean` (`list --json`), the layout comes as that list prints it (printedView): its own record in the cache,
 * made once from the layout, and every string the list prints from it goes to `clean`. Its key holds the running
 * code's identity, and with it the redaction rules' (one build), so its values were redacted by the same rules.
 *
 * Without `ctx.promptLines` (a command about one session: it reads that session's prompt blobs itself, see
 * fillSessionPrompt), no prompt.txt blob is read: the whole record serves it when kept, else a record without prompt
 * lines, kept under a kind of its own (real repositories hold megabytes of prompt.txt that such a command never used).
 */
export async function readLayout(layout: Layout, ctx: StoreContext, commonDir: string, snapshots: SnapshotStore | null, clean: CleanStrings | null): Promise<StoreResult> {
  const refs = ctx.refs.filter(layout.reads);
  if (refs.length === 0) return layout.read(ctx);
  const key = layoutKey(refs, ctx, commonDir);
  // The slots' sessions and times that chose a scope's checkpoints are kept: a later run chooses without reading them.
  if (ctx.scope && snapshots) ctx.scope.kept = { get: () => snapshots.get(slotsKind(layout), key), set: (record) => snapshots.set(slotsKind(layout), key, record) };
  if (!clean && !ctx.promptLines) return (await unpromptedRecord(layout, ctx, key, snapshots)).result;
  const kept = clean ? snapshots?.get(viewKind(layout, clean.scope), key) : undefined;
  const { result, prompts } = isLayoutSnapshot(kept) ? kept : await layoutRecord(layout, ctx, key, snapshots, clean?.scope ?? null);
  for (const [oid, line] of prompts) ctx.promptLines?.set(oid, line);
  if (clean) addPrinted({ checkpoints: result.checkpoints, prompts }, clean);
  return result;
}

/** The snapshot kind of a layout's view for one scope (see printedView). */
const viewKind = (layout: Layout, scope: CleanScope): string => `${layout.kind}-${scope}`;

/**
 * The layout's whole record (its snapshot, else git), or with `scope` the view made of it, kept as its own record.
 * A list keeps only its view: writing the whole record as well cost a cold list of 2,000 checkpoints ~30 MB of peak
 * memory; a command that reads the whole record keeps it the first time.
 */
async function layoutRecord(layout: Layout, ctx: StoreContext, key: string, snapshots: SnapshotStore | null, scope: CleanScope | null): Promise<LayoutSnapshot> {
  const whole = await wholeLayout(layout, ctx, key, scope ? null : snapshots, snapshots);
  if (!scope) return whole;
  const view = printedView(whole.result.checkpoints, whole.prompts, scope);
  const record: LayoutSnapshot = { result: { ...whole.result, checkpoints: view.checkpoints }, prompts: [...view.prompts] };
  snapshots?.set(viewKind(layout, scope), key, record);
  return record;
}

/** The kind of a layout's record read without its prompt blobs (see readLayout). */
const unpromptedKind = (layout: Layout): string => `${layout.kind}-unprompted`;

/** The kind of the record of a layout's slots: their sessions and times (see store/read-scope.ts). */
const slotsKind = (layout: Layout): string => `${layout.kind}-slots`;

/** The layout's whole record when kept, else its record without prompt lines (kept, else read from git and kept). */
async function unpromptedRecord(layout: Layout, ctx: StoreContext, key: string, snapshots: SnapshotStore | null): Promise<LayoutSnapshot> {
  const whole = snapshots?.get(layout.kind, key);
  if (isLayoutSnapshot(whole)) return whole;
  return wholeLayout(layout, { ...ctx, promptLines: undefined }, key, snapshots, snapshots, unpromptedKind(layout));
}

/** Reads the layout (with its prompt lines when `ctx.promptLines` asks for them) unless `kind`'s record is kept. */
async function wholeLayout(layout: Layout, ctx: StoreContext, key: string, keep: SnapshotStore | null, snapshots: SnapshotStore | null, kind = layout.kind): Promise<LayoutSnapshot> {
  const known = snapshots?.get(kind, key);
  if (isLayoutSnapshot(known)) return known;
  const own = ctx.promptLines ? new Map<string, string | null>() : undefined;
  const read = await layout.read({ ...ctx, promptLines: own });
  const result = { ...read, checkpoints: cleanCheckpoints(read.checkpoints) };
  const entries = [...(own ?? [])];
  const redacted = redactEach(entries.map(([, line]) => line ?? ''));
  const prompts = entries.map(([oid, line], i): [string, string | null] => [oid, line === null ? null : (redacted[i] ?? null)]);
  const record: LayoutSnapshot = { result, prompts };
  // A record of some checkpoints only (ctx.scope) is no record of the layout: it is not kept.
  if (!ctx.scope) keep?.set(kind, key, record);
  return record;
}

/** Whether the refs a layout reads are all in a snapshot (or the view of `scope`), so reading it will need no git process. */
export function layoutKnown(layout: Layout, ctx: StoreContext, commonDir: string, snapshots: SnapshotStore | null, scope: CleanScope | null = null): boolean {
  const refs = ctx.refs.filter(layout.reads);
  if (refs.length === 0) return true;
  const key = layoutKey(refs, ctx, commonDir);
  if (snapshots === null) return false;
  if (scope !== null && snapshots.has(viewKind(layout, scope), key)) return true;
  return snapshots.has(layout.kind, key) || (!ctx.promptLines && snapshots.has(unpromptedKind(layout), key));
}

/** HEAD's `Entire-Checkpoint` trailers: a function of HEAD's commit and the bound, so kept under both. */
export async function readTrailers(cwd: string, commonDir: string, head: string | null, maxCommits: number, snapshots: SnapshotStore | null): Promise<TrailerScan> {
  if (!head) return scanCheckpointTrailers(cwd, head, maxCommits);
  const key = JSON.stringify({ commonDir, head, maxCommits });
  const known = snapshots?.get('trailers', key);
  if (isObj(known) && Array.isArray(known.byCheckpoint) && typeof known.scanned === 'number' && typeof known.truncated === 'boolean') {
    // `commits` (the scan in git's order) is not kept: the index reads only the map.
    return { commits: [], byCheckpoint: new Map(known.byCheckpoint as [string, string[]][]), scanned: known.scanned, truncated: known.truncated };
  }
  const scan = await scanCheckpointTrailers(cwd, head, maxCommits);
  snapshots?.set('trailers', key, { byCheckpoint: [...scan.byCheckpoint], scanned: scan.scanned, truncated: scan.truncated });
  return scan;
}

function layoutKey(refs: RefEntry[], ctx: StoreContext, commonDir: string): string {
  return JSON.stringify({ commonDir, refs: refs.map((r) => [r.name, r.oid, r.commit, r.date]), remotes: ctx.readRemotes ?? null });
}

function isLayoutSnapshot(v: unknown): v is LayoutSnapshot {
  if (!isObj(v) || !Array.isArray(v.prompts) || !isObj(v.result)) return false;
  const r = v.result;
  return Array.isArray(r.checkpoints) && Array.isArray(r.warnings) && isObj(r.layouts);
}
