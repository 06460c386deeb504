import { relative, resolve, sep } from 'node:path';
import { isInside } from '../safety/safe-path.js';
import { runGitResult } from '../git/run-git.js';
import { ExitCode, HandoffError } from '../errors.js';
import { probeGitState, type GitState } from './git-state.js';
import { parseRecordedState, type RecordedState } from './parse-contract.js';
import { SAVE_DIR } from './save-dir.js';

export type DriftKind = 'branch' | 'new-commits' | 'head-moved' | 'newly-dirty' | 'no-longer-dirty' | 'status-changed';

export interface Drift {
  kind: DriftKind;
  /** One line, for people. */
  message: string;
  paths?: string[];
}

export interface VerifyReport {
  recorded: RecordedState;
  now: { topLevel: string; branch: string | null; head: string | null; dirtyTotal: number };
  drift: Drift[];
  /** Things worth knowing that are not drift (another checkout, a bounded list). */
  notes: string[];
}

/** Dirty entries compared at most; beyond this the comparison says it is partial. */
const VERIFY_STATUS_LIMIT = 10_000;
const LISTED_PATHS = 20;

export interface VerifyOptions {
  /** Repository-relative paths left out of the dirty comparison. */
  ignore?: string[];
  /** The contract's own path: left out too when inside the repository (it was written after its state was recorded). */
  contractFile?: string;
}

/** The tool's own contract files (`--save`) are written after the state they record: never drift. */
function isSavedContract(path: string): boolean {
  return path.startsWith(`${SAVE_DIR}/`) && path.endsWith('.md') && !path.slice(SAVE_DIR.length + 1).includes('/');
}

/** Compares the Current state a contract recorded with the repository now. */
export async function verifyContract(text: string, repo: string, opts: VerifyOptions = {}): Promise<VerifyReport> {
  const recorded = parseRecordedState(text);
  if (!recorded) {
    throw new HandoffError('no recorded Current state found (expected "### Observed in the repository now" with Branch and HEAD lines)', ExitCode.failure);
  }
  const probed = await probeGitState(repo, VERIFY_STATUS_LIMIT);
  const ignore = new Set(opts.ignore ?? []);
  if (opts.contractFile !== undefined) {
    const file = resolve(opts.contractFile);
    if (isInside(probed.topLevel, file)) ignore.add(relative(probed.topLevel, file).split(sep).join('/'));
  }
  const kept = probed.dirty.filter((e) => !ignore.has(e.path) && !isSavedContract(e.path));
  const now: GitState = { ...probed, dirty: kept, dirtyTotal: probed.dirtyTotal - (probed.dirty.length - kept.length) };
  const drift: Drift[] = [];
  const notes: string[] = [];
  if (recorded.topLevel !== null && recorded.topLevel !== now.topLevel) {
    notes.push(`recorded in ${recorded.topLevel}, compared with ${now.topLevel}`);
  }
  branchDrift(recorded, now, drift);
  await headDrift(recorded, now, drift);
  dirtyDrift({ ...recorded, dirty: recorded.dirty.filter((e) => !isSavedContract(e.path)) }, now, drift, notes);
  return {
    recorded,
    now: { topLevel: now.topLevel, branch: now.branch, head: now.head, dirtyTotal: now.dirtyTotal },
    drift,
    notes,
  };
}

function branchDrift(rec: RecordedState, now: GitState, drift: Drift[]): void {
  const was = rec.detached ? null : rec.branch;
  if (was === now.branch) return;
  drift.push({ kind: 'branch', message: `branch switched: ${was ?? '(detached HEAD)'} -> ${now.branch ?? '(detached HEAD)'}` });
}

async function headDrift(rec: RecordedState, now: GitState, drift: Drift[]): Promise<void> {
  if (rec.head === now.head) return;
  if (rec.head === null || now.head === null) {
    drift.push({ kind: 'head-moved', message: `HEAD moved: ${rec.head ?? '(no commits)'} -> ${now.head ?? '(no commits)'}` });
    return;
  }
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(rec.head)) {
    drift.push({ kind: 'head-moved', message: `HEAD moved: recorded value is not a commit id, now ${now.head}` });
    return;
  }
  const ancestor = await runGitResult(['merge-base', '--is-ancestor', rec.head, now.head], { cwd: now.topLevel, okExitCodes: [1, 128] });
  if (ancestor.exitCode !== 0) {
    const why = ancestor.exitCode === 1 ? 'does not contain the recorded commit (history rewritten or another line of work)' : 'recorded commit not found in this repository';
    drift.push({ kind: 'head-moved', message: `HEAD moved from ${rec.head.slice(0, 12)} to ${now.head.slice(0, 12)}, which ${why}` });
    return;
  }
  const count = await runGitResult(['rev-list', '--count', `${rec.head}..${now.head}`], { cwd: now.topLevel });
  const n = Number(count.stdout.toString('utf8').trim());
  drift.push({ kind: 'new-commits', message: `${n} new commit(s) since ${rec.head.slice(0, 12)} (HEAD is now ${now.head.slice(0, 12)})` });
}

function dirtyDrift(rec: RecordedState, now: GitState, drift: Drift[], notes: string[]): void {
  const before = new Map(rec.dirty.map((e) => [e.path, e.code]));
  const after = new Map(now.dirty.map((e) => [e.path, e.code]));
  const added = [...after.keys()].filter((p) => !before.has(p));
  const changed = [...after].filter(([p, code]) => before.has(p) && before.get(p) !== code).map(([p]) => p);
  const gone = [...before.keys()].filter((p) => !after.has(p));
  const nowComplete = now.dirtyTotal === now.dirty.length;
  if (added.length > 0) {
    const caveat = rec.dirtyComplete ? '' : ' (the recorded list was bounded: some may have been dirty already)';
    drift.push({ kind: 'newly-dirty', message: `${added.length} newly dirty path(s): ${list(added)}${caveat}`, paths: added });
  }
  if (gone.length > 0 && nowComplete) {
    drift.push({ kind: 'no-longer-dirty', message: `${gone.length} path(s) no longer dirty: ${list(gone)}`, paths: gone });
  }
  if (changed.length > 0) {
    drift.push({ kind: 'status-changed', message: `${changed.length} path(s) changed status: ${list(changed)}`, paths: changed });
  }
  if (!rec.dirtyComplete) notes.push('the recorded dirty list was bounded; paths beyond it were not compared');
  if (!nowComplete) notes.push(`more than ${now.dirty.length} dirty paths now; only those were compared`);
}

function list(paths: string[]): string {
  const shown = paths.slice(0, LISTED_PATHS).map((p) => JSON.stringify(p)).join(', ');
  return paths.length > LISTED_PATHS ? `${shown}, … ${paths.length - LISTED_PATHS} more` : shown;
}
