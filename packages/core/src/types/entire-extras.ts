/** Optional facts Entire added to its data in 2026 (entire-2026-changes.md), as the index keeps them. */

export interface Cost {
  usd: number;
  /** `estimated`, `reported`, `mixed`, or whatever a later Entire writes (capped); null when not said. */
  source: string | null;
}

export interface ModelUsage {
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  cost: Cost | null;
}

export interface EntireSummary {
  intent?: string;
  outcome?: string;
  learnings?: string[];
  friction?: string[];
  openItems?: string[];
  /** `ai`, `heuristic` or `commit` in the flat legacy shape; absent in the nested one. */
  source?: string;
}

/** The process that owns a session's turn (Entire's `proclive.Identity`, session state `owner`). */
export interface OwnerIdentity {
  pid: number;
  /** Opaque per-platform start-time fingerprint (Linux: /proc/<pid>/stat start time). */
  start: string | null;
  boot: string | null;
  host: string | null;
  name: string | null;
}
