/** What a caller of the library asks for: an index of a repository, a handoff rendered for a target. */
import type { CatFile } from '../git/cat-file.js';
import type { OpenedRepo } from '../git/open-with-refs.js';
import type { TargetName } from '../types/agents.js';
import type { CleanScope } from '../index/clean-strings.js';
import type { IndexScope } from '../index/build-index.js';

export interface IndexRequest {
  /** `--repo`; default: the git top level of `cwd`. */
  repo?: string;
  cwd: string;
  /** Read every session's latest prompt now (default); false when only one session's is needed (see buildIndex). */
  prompts?: boolean;
  /** Use the derived-facts cache outside the repository (default; off with HAND_OFF_SESSION_NO_CACHE=1). */
  cache?: boolean;
  /** A cat-file to index through and leave open (the caller closes it), to read transcripts through it afterwards. */
  cat?: CatFile;
  /** Read no transcript while indexing (see buildIndex `lazy`): for a command about one session or checkpoint. */
  lazy?: boolean;
  /** Name the printed strings redaction leaves unchanged (see buildIndex `cleanStrings`): for `list`. */
  cleanStrings?: CleanScope;
  /** With `lazy`: index only the sessions the command may print (see buildIndex `scope`). */
  scope?: IndexScope;
  /** The repository `repo` names and its Entire refs, when the caller read them already (a list, for its record's key). */
  opened?: OpenedRepo;
}

export interface HandoffRequest {
  target: TargetName | null;
  /** Tokens; default 1500. */
  budget?: number;
  raw?: boolean;
  /** Resolves a relative `--transcript` path. */
  cwd?: string;
  /** "Now", for the idle time of stale sessions; default the clock. */
  now?: Date;
  /** The index's open cat-file, when the caller kept it open for many handoffs (`all`). */
  cat?: CatFile;
}
