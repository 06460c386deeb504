/** What `hand-off-session doctor` found, as plain data (printed by the CLI, or as `--json`). */
import type { LayoutProbe } from '../store/ref-layouts.js';

export type { LayoutProbe };

export interface RepoProbe {
  found: boolean;
  topLevel: string | null;
  gitDir: string | null;
  commonDir: string | null;
  /** The git directory is not the common directory: this is a linked worktree (`git worktree add`). */
  linkedWorktree: boolean;
  branch: string | null;
  /** Why no repository was found. */
  error: string | null;
}

export interface SettingsProbe {
  /** Absolute paths of the files that exist. */
  projectFile: string | null;
  localFile: string | null;
  /** `.git/entire/preferences.json` (clone preferences), when present. */
  preferencesFile: string | null;
  /** Merged `enabled`; null when no settings file says. */
  enabled: boolean | null;
  /** `checkpoints.primary.type` (e.g. `git-refs`); `git-branch` when settings exist without a `checkpoints` block. */
  backend: string | null;
  mirrors: string[];
  /** `strategy_options.checkpoints_version` (0.7.x: `1.1` reads the v1.1 mirror). */
  checkpointsVersion: string | null;
  /** `strategy_options.checkpoint_remote` as `provider:repo`: checkpoints pushed to another repository. */
  checkpointRemote: string | null;
  /** `strategy_options.sync_prompts` (false: checkpoints hold metadata only, by the repository's choice). */
  syncPrompts?: boolean | null;
  /** The remote Entire pushes checkpoints to when it is not origin, and why. */
  pushRemote?: string | null;
  /** The `entity_deltas` setting (opt-in: Entire then backfills `entity_deltas.json` per session). */
  entityDeltas?: boolean | null;
  /** No settings file, but runtime data under `<common dir>/entire/worktree/`: Entire's global tracking. */
  globalTracking?: boolean;
  /** Entire's user settings (`~/.config/entire/settings.json`), when the file exists: its `global` block. */
  userSettings?: { file: string; globalEnabled: boolean | null; excludedBy: string | null };
  /** Files that could not be read or parsed, one line each. */
  problems: string[];
}

export interface RemoteProbe {
  name: string;
  ok: boolean;
  /** One line, when `git ls-remote` failed. */
  error: string | null;
  /** Entire refs the remote advertises. */
  refs: number;
  /** Advertised refs with no local copy. */
  missing: string[];
  /** Advertised refs whose local copy points elsewhere. */
  differs: string[];
  /** Exact commands that would bring the missing refs here. Doctor never runs them. */
  fetchCommands: string[];
}

export interface LiveSessionProbe {
  id: string;
  agent: string | null;
  phase: string;
  lastInteractionAt: string | null;
  /** Active, but silent for longer than the stale threshold: its agent may have crashed mid-turn. */
  stale: boolean;
  transcriptPath: string | null;
  /** null when no path is recorded. */
  transcriptExists: boolean | null;
  /** Whether the process Entire recorded as the session's owner still runs (2026 state `owner`). */
  owner?: 'alive' | 'dead' | 'unknown';
}

export interface AgentCliProbe {
  /** The agent, e.g. `claude`, `cursor`. */
  agent: string;
  /** The executable looked for first (`cursor-agent`), or the one found. */
  command: string;
  path: string | null;
  /** First line of `<command> --version`, cleaned. */
  version: string | null;
  error: string | null;
}

/** What the index made of the committed data. */
export interface IndexProbe {
  checkpoints: number;
  sessions: number;
  /** Root `sessions[]` pointers naming a metadata.json their tree does not hold (the slot was read from its folder). */
  danglingPointers: number;
  /** Up to five checkpoints with such pointers. */
  danglingExamples: string[];
  /** Problems the index met, e.g. missing blobs (first ten). */
  warnings: string[];
  warningCount: number;
  /** The checkpoint policy's format, when the repository has one. */
  policy?: { version: string; minVersion: string; warning: string | null };
  /** Sessions whose every checkpoint came from `entire import` (history, not live work). */
  importedSessions?: number;
  /** Sessions with no committed transcript because `sync_prompts` is false. */
  omittedBySettings?: number;
  /** Session snapshots holding `entity_deltas.json` (the code entities a session changed). */
  entityDeltas?: number;
  /** Sessions whose machine record (`~/.config/entire/sessions/<id>.json`) binds them to other repositories too. */
  boundSessions?: number;
  /** Machine records that could not be read as Entire writes them, one line each (first five). */
  bindingProblems?: string[];
}

/** The cache of derived facts outside the repository. */
export interface CacheProbe {
  dir: string;
  enabled: boolean;
  bytes: number;
  entries: number;
  /** Derived records of whole ref tips and histories (`<dir>/snapshots/`). */
  snapshots: { files: number; bytes: number };
}

export interface DoctorReport {
  repo: RepoProbe;
  settings: SettingsProbe | null;
  layouts: LayoutProbe | null;
  /** Only with `--remote`; null otherwise. */
  remotes: RemoteProbe[] | null;
  liveSessions: LiveSessionProbe[];
  /** `.entire/metadata/<session-id>/` folders in the worktree (live scratch copies). */
  metadataSessions: number;
  agents: AgentCliProbe[];
  /** Null when there is no repository or the index could not be built. */
  index: IndexProbe | null;
  cache: CacheProbe;
  /** Things doctor could not check, or advice, one line each. */
  notes: string[];
  /** Some Entire data exists locally: the other commands have something to read. */
  usable: boolean;
}
