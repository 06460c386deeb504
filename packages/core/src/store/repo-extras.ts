/**
 * What the repository itself says about its checkpoints, beyond the checkpoint trees (entire-2026-changes.md rows 7,
 * 14, 15, 16): the checkpoint policy, the deleted-checkpoints list, `sync_prompts`, and the elected push remote.
 * The index reads these once per run and applies them here, so build-index keeps one line per concern.
 */
import type { Checkpoint, Session } from '../types/index-model.js';
import type { CatFile } from '../git/cat-file.js';
import type { RefEntry } from '../git/refs.js';
import { classifyRefs } from './ref-layouts.js';
import { ownerLiveness } from '../live/owner.js';
import { readDeletedList } from './deleted-list.js';
import { readCheckpointPolicy, type CheckpointPolicy } from './policy.js';
import { fetchHint } from './sync-remote.js';
import type { RepoFacts } from './repo-facts.js';

export { readRepoFacts, type RepoFacts } from './repo-facts.js';

export interface RepoRules {
  policy: CheckpointPolicy | null;
  deleted: Set<string>;
  /** Entire refs of a layout no reader here knows (a newer Entire may keep checkpoints there). */
  unknownRefs: string[];
  warnings: string[];
}

const MAX_UNKNOWN_REFS = 200;

/** The policy ref, the deleted list and refs of unknown layouts (read while the checkpoint readers run). */
export async function readRepoRules(cat: CatFile, refs: readonly RefEntry[], commonDir: string): Promise<RepoRules> {
  const [policy, deleted] = await Promise.all([readCheckpointPolicy(cat, refs), readDeletedList(commonDir)]);
  // Doctor names unknown refs from its own listing; handoffs name them under Uncertainty (not an index warning twice).
  const unknownRefs = classifyRefs([...refs]).unknown.slice(0, MAX_UNKNOWN_REFS);
  const warnings = [policy?.warning, deleted.warning].filter((w): w is string => !!w);
  return { policy, deleted: deleted.ids, unknownRefs, warnings };
}

/** One line naming refs no reader here knows: what the next agent sees may miss what a newer Entire keeps there. */
export function unknownRefsWarning(refs: readonly string[]): string {
  const named = refs.slice(0, 3).join(', ') + (refs.length > 3 ? ', …' : '');
  return `${refs.length} Entire ref(s) of a layout this reader does not know were not read (${named}): a newer Entire may keep checkpoints there`;
}

/** Drops checkpoints `entire checkpoint delete` removed from this clone, with one warning line naming how many. */
export function withoutDeleted(checkpoints: Checkpoint[], rules: RepoRules): Checkpoint[] {
  if (rules.deleted.size === 0) return checkpoints;
  const kept = checkpoints.filter((c) => !rules.deleted.has(c.id));
  const dropped = checkpoints.length - kept.length;
  if (dropped > 0) rules.warnings.push(`${dropped} checkpoint(s) deleted with \`entire checkpoint delete\` (.git/entire-deleted-checkpoints.json) were left out`);
  return kept;
}

/** The warning for checkpoints named by commit trailers but absent here, with where to fetch them. */
export function missingWarning(missing: string[], facts: RepoFacts): string {
  return `${missing.length} checkpoint(s) named by Entire-Checkpoint trailers are not in this clone (e.g. ${missing.slice(0, 3).join(', ')}); ${fetchHint(facts.elected)}`;
}

/**
 * The session's 2026 flags: imported history (every snapshot written by `entire import`), transcripts omitted by
 * `sync_prompts=false`, and whether the owning agent process still runs.
 */
export function sessionFlags(session: Session, snaps: { s: { imported?: boolean; transcript: unknown; compactTranscript: unknown } }[], facts: RepoFacts): Partial<Session> {
  const flags: Partial<Session> = {};
  if (snaps.length > 0 && snaps.every((x) => x.s.imported)) flags.imported = true;
  const noCommitted = snaps.length > 0 && snaps.every((x) => !x.s.transcript && !x.s.compactTranscript);
  if (facts.syncPrompts === false && noCommitted) flags.transcriptOmitted = 'settings';
  if (session.live?.owner) flags.ownerLiveness = ownerLiveness(session.live.owner);
  return flags;
}
