import { walkTree } from '../git/read-tree.js';
import type { RefEntry } from '../git/refs.js';
import type { TranscriptRef } from '../types/index-model.js';
import { isSafeSessionId } from './ids.js';
import type { StoreContext } from './context.js';

/** `entire/<baseCommit[:7]>-<sha256(worktreeID)[:6]>` (entire-format.md §2.6); never `entire/checkpoints/*`. */
const SHADOW = /^refs\/heads\/entire\/([0-9a-f]{7,40})-([0-9a-f]{6})$/;

/** Uncommitted work of one session, as the newest temporary checkpoint on a shadow branch holds it. */
export interface ShadowSession {
  sessionId: string;
  ref: string;
  commit: string;
  /** Commit date of the shadow branch tip. */
  date: string | null;
  /** Base commit prefix encoded in the branch name. */
  baseCommit: string;
  transcript: TranscriptRef | null;
  prompt: TranscriptRef | null;
  /** True when the tip commit's `Entire-Session` trailer names this session (it wrote the latest snapshot). */
  latest: boolean;
}

export interface ShadowResult {
  sessions: ShadowSession[];
  refs: string[];
  warnings: string[];
}

export function isShadowRef(name: string): boolean {
  return SHADOW.test(name);
}

/**
 * Shadow branches are temporary checkpoints, not checkpoints: they have no checkpoint id, so they are returned as
 * per-session snapshots for the index to use as a transcript source, not as Checkpoint records.
 */
export async function readShadowBranches(ctx: StoreContext): Promise<ShadowResult> {
  const result: ShadowResult = { sessions: [], refs: [], warnings: [] };
  const refs = ctx.refs.filter((r) => isShadowRef(r.name));
  const per = await Promise.all(refs.map((r) => readOne(ctx, r, result.warnings)));
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (ref) result.refs.push(ref.name);
    result.sessions.push(...(per[i] ?? []));
  }
  return result;
}

async function readOne(ctx: StoreContext, ref: RefEntry, warnings: string[]): Promise<ShadowSession[]> {
  const commit = await ctx.cat.get(ref.commit, { maxBytes: 1024 * 1024 });
  if (commit.status !== 'ok' || commit.type !== 'commit') {
    warnings.push(`${ref.name}: tip is not a readable commit`);
    return [];
  }
  const trailers = parseShadowTrailers(commit.data.toString('utf8'));
  const walk = await walkTree(ctx.cat, `${ref.commit}:.entire/metadata`, { maxDepth: 2, maxEntries: 2000, withSizes: true });
  const bySession = new Map<string, { transcript: TranscriptRef | null; prompt: TranscriptRef | null }>();
  for (const e of walk.entries) {
    const [sid = '', name = '', ...rest] = e.path.split('/');
    if (rest.length > 0 || !isSafeSessionId(sid)) continue;
    const slot = bySession.get(sid) ?? { transcript: null, prompt: null };
    const blob: TranscriptRef = { kind: 'blob', oids: [e.oid], treePath: `.entire/metadata/${e.path}`, ...(e.size !== null ? { size: e.size } : {}) };
    if (name === 'full.jsonl') slot.transcript = blob;
    else if (name === 'prompt.txt') slot.prompt = blob;
    else continue;
    bySession.set(sid, slot);
  }
  // A trailer may name a session whose folder was not found; keep it so the session is still known.
  for (const sid of trailers.sessions) if (!bySession.has(sid)) bySession.set(sid, { transcript: null, prompt: null });
  const base = SHADOW.exec(ref.name)?.[1] ?? '';
  return [...bySession].map(([sessionId, s]) => ({
    sessionId,
    ref: ref.name,
    commit: ref.commit,
    date: ref.date,
    baseCommit: base,
    transcript: s.transcript,
    prompt: s.prompt,
    latest: trailers.sessions.includes(sessionId),
  }));
}

/** `Entire-Session: <sid>` and `Entire-Metadata: .entire/metadata/<sid>` trailers of a shadow commit. */
export function parseShadowTrailers(commitObject: string): { sessions: string[] } {
  const body = commitObject.slice(commitObject.indexOf('\n\n') + 2);
  const sessions: string[] = [];
  for (const m of body.matchAll(/^Entire-Session:[ \t]*(\S+)[ \t]*$/gm)) if (m[1] && isSafeSessionId(m[1])) sessions.push(m[1]);
  for (const m of body.matchAll(/^Entire-Metadata:[ \t]*\.entire\/metadata\/(\S+?)\/?[ \t]*$/gm)) {
    if (m[1] && isSafeSessionId(m[1]) && !sessions.includes(m[1])) sessions.push(m[1]);
  }
  return { sessions };
}
