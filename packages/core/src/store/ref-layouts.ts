import type { RefEntry } from '../git/refs.js';
import { isCheckpointId } from './ids.js';
import { POLICY_REF } from './policy.js';

const V1_BRANCH = 'refs/heads/entire/checkpoints/v1';
const CHECKPOINT_PREFIX = 'refs/entire/checkpoints/';
const SHADOW = /^refs\/heads\/entire\/[0-9a-f]{7,}-[0-9a-f]{6}$/;
const REMOTE_V1 = /^refs\/remotes\/[^/]+\/entire\/checkpoints\/v1$/;
const REMOTE_SESSIONS = /^refs\/remotes\/[^/]+\/entire\/sessions$/;

/** Which of Entire's storage layouts the refs hold (doctor prints it; the index names the unknown ones). */
export interface LayoutProbe {
  /** `refs/heads/entire/checkpoints/v1` commit, when present. */
  v1Branch: string | null;
  /** Remote-tracking copies, e.g. `refs/remotes/origin/entire/checkpoints/v1`. */
  remoteV1: string[];
  /** Number of per-checkpoint refs `refs/entire/checkpoints/<shard>/<id>`. */
  gitRefs: number;
  /** `refs/entire/checkpoints/v2/main`, `v2/full/*`. */
  v2: string[];
  /** `refs/entire/checkpoints/v1.1`. */
  v11: boolean;
  /** The non-branch `refs/entire/checkpoints/v1` seen in some repositories. */
  v1Ref: boolean;
  /** Pre-v1 `refs/heads/entire/sessions` (and remote-tracking copies). */
  legacySessions: string[];
  /** Temporary checkpoints, `refs/heads/entire/<base7>-<hash6>`. */
  shadowBranches: string[];
  /** `refs/entire/policies/checkpoint` exists (the repository's checkpoint policy; not a checkpoint). */
  policy?: boolean;
  /** Other refs under Entire's namespaces that match no known layout. */
  unknown: string[];
}

/** Sorts Entire's refs into the storage layouts of entire-format.md §2.2 and §2.6. */
export function classifyRefs(refs: Pick<RefEntry, 'name' | 'commit'>[]): LayoutProbe {
  const probe: LayoutProbe = {
    v1Branch: null,
    remoteV1: [],
    gitRefs: 0,
    v2: [],
    v11: false,
    v1Ref: false,
    legacySessions: [],
    shadowBranches: [],
    unknown: [],
  };
  for (const ref of refs) classifyOne(probe, ref);
  return probe;
}

function classifyOne(probe: LayoutProbe, { name, commit }: Pick<RefEntry, 'name' | 'commit'>): void {
  if (name === V1_BRANCH) probe.v1Branch = commit;
  else if (REMOTE_V1.test(name)) probe.remoteV1.push(name);
  else if (name === 'refs/heads/entire/sessions' || REMOTE_SESSIONS.test(name)) probe.legacySessions.push(name);
  else if (SHADOW.test(name)) probe.shadowBranches.push(name);
  else if (name.startsWith(CHECKPOINT_PREFIX)) classifyCheckpointRef(probe, name);
  else if (name === POLICY_REF) probe.policy = true;
  else if (name.startsWith('refs/entire/') || name.startsWith('refs/heads/entire/')) probe.unknown.push(name);
  // Other remote-tracking refs under entire/ (shadow branches are never pushed) are not storage.
}

function classifyCheckpointRef(probe: LayoutProbe, name: string): void {
  const rest = name.slice(CHECKPOINT_PREFIX.length);
  if (rest === 'v1.1') probe.v11 = true;
  else if (rest === 'v1') probe.v1Ref = true;
  else if (rest === 'v2/main' || rest.startsWith('v2/full/')) probe.v2.push(name);
  else if (isGitRefsName(rest)) probe.gitRefs++;
  else probe.unknown.push(name);
}

/** `<shard>/<id>` where the shard is the id's last two characters. */
export function isGitRefsName(rest: string): boolean {
  const [shard, id, extra] = rest.split('/');
  if (shard === undefined || id === undefined || extra !== undefined) return false;
  return isCheckpointId(id) && id.slice(-2) === shard;
}

export function hasCommittedData(layout: LayoutProbe): boolean {
  return (
    layout.v1Branch !== null ||
    layout.remoteV1.length > 0 ||
    layout.gitRefs > 0 ||
    layout.v2.length > 0 ||
    layout.v11 ||
    layout.v1Ref ||
    layout.legacySessions.length > 0 ||
    layout.shadowBranches.length > 0
  );
}
