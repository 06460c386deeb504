/**
 * The repository's checkpoint policy (Entire's `checkpointpolicy` package): `refs/entire/policies/checkpoint` names a
 * commit whose tree holds `policy.json` = `{checkpoint_version, checkpoint_min_version}`, the checkpoint format new
 * writes use and the oldest one readers must know. It is not a checkpoint, so listing skips it; a format other than
 * the two this reader knows is warned about, because the data may then be in a layout we cannot read.
 */
import type { CatFile } from '../git/cat-file.js';
import type { RefEntry } from '../git/refs.js';
import { isObj } from '../types/is-obj.js';

export const POLICY_REF = 'refs/entire/policies/checkpoint';
/** The formats Entire's `checkpointpolicy/format.go` names: the v1 branch and the per-checkpoint refs. */
export const KNOWN_FORMATS = ['branch-v1', 'refs-v1'] as const;
const MAX_POLICY_BYTES = 64 * 1024;

export interface CheckpointPolicy {
  /** Missing fields default to `branch-v1`, as in Entire. */
  version: string;
  minVersion: string;
  /** One line when the policy names a format this reader does not know, or cannot be read. */
  warning: string | null;
}

export async function readCheckpointPolicy(cat: CatFile, refs: readonly RefEntry[]): Promise<CheckpointPolicy | null> {
  const ref = refs.find((r) => r.name === POLICY_REF);
  if (!ref) return null;
  const blob = await cat.read(`${ref.commit}:policy.json`, { maxBytes: MAX_POLICY_BYTES }).catch(() => null);
  if (!blob) return { version: 'branch-v1', minVersion: 'branch-v1', warning: `${POLICY_REF}: no readable policy.json; assuming branch-v1` };
  return parsePolicy(blob.toString('utf8'));
}

export function parsePolicy(text: string): CheckpointPolicy {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { version: 'branch-v1', minVersion: 'branch-v1', warning: `${POLICY_REF}: policy.json is not JSON; assuming branch-v1` };
  }
  const o = isObj(json) ? json : {};
  const field = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 100) : 'branch-v1');
  const version = field(o.checkpoint_version);
  const minVersion = field(o.checkpoint_min_version);
  const unknown = [version, minVersion].filter((v) => !(KNOWN_FORMATS as readonly string[]).includes(v));
  const warning =
    unknown.length > 0
      ? `checkpoint policy (${POLICY_REF}) names format ${JSON.stringify(unknown[0])}, which this reader does not know (it reads ${KNOWN_FORMATS.join(', ')}): newer checkpoints may be missing or misread; update hand-off-session`
      : null;
  return { version, minVersion, warning };
}
