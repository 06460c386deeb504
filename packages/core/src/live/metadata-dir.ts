import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { isSafeSessionId } from '../store/ids.js';
import { AGENT_FILE, MAX_TASKS, TASK_RECORD, TOOL_USE_ID } from '../store/tasks.js';
import type { SubagentTask } from '../types/index-model.js';
import { isInside } from '../safety/inside.js';

/** A live session's scratch folder, `.entire/metadata/<sid>/` in the worktree where it runs. */
export interface MetadataDirSession {
  sessionId: string;
  worktree: string;
  dir: string;
  /** `full.jsonl`, when present (a verbatim copy of the native transcript, rewritten at every turn end). */
  transcriptPath: string | null;
  promptPath: string | null;
  tasksDir: string | null;
  /** The subagent runs in `tasks/<tool-use-id>/`, in name order. */
  tasks: SubagentTask[];
  /** When `full.jsonl` (else the folder) last changed. */
  modifiedAt: string | null;
}

/** Where a worktree's `metadata/` lives: `<worktree>/.entire`, or (global tracking) `<common dir>/entire/worktree/<hash>`. */
export interface MetadataRoot {
  /** The folder every path must stay inside. */
  root: string;
  /** The folder holding `metadata/`. */
  entireDir: string;
  /** How a warning names the root. */
  label: string;
}

/**
 * Lists `metadata/*` in each worktree's `.entire/`, then (with `commonDir`) in every globally tracked worktree's
 * runtime folder `<common dir>/entire/worktree/<hash>/` (Entire's global tracking keeps no `.entire/` in the
 * worktree). Every path is checked with realpath to stay inside its root, so a symlinked `.entire`, folder or file
 * can never make us read elsewhere.
 */
export async function readMetadataDirs(worktrees: string[], commonDir?: string): Promise<{ sessions: MetadataDirSession[]; warnings: string[] }> {
  const sessions: MetadataDirSession[] = [];
  const warnings: string[] = [];
  const roots: MetadataRoot[] = worktrees.map((wt) => ({ root: wt, entireDir: join(wt, '.entire'), label: 'the worktree' }));
  if (commonDir) roots.push(...(await globalTrackingRoots(commonDir)));
  for (const r of roots) {
    const base = await insideRealpath(r.root, join(r.entireDir, 'metadata'));
    if (base === 'outside') {
      warnings.push(`${join(r.entireDir, 'metadata')}: resolves outside ${r.label}; ignored`);
      continue;
    }
    if (!base) continue;
    const names = await readdir(base).catch(() => [] as string[]);
    const found = await Promise.all(names.sort().map((n) => metadataDirFor(r.root, n, r.entireDir)));
    for (const s of found) if (s) sessions.push(s);
  }
  return { sessions, warnings };
}

/** `<common dir>/entire/worktree/<hash>/`, one per globally tracked worktree (docs/architecture/global-tracking.md). */
export async function globalTrackingRoots(commonDir: string): Promise<MetadataRoot[]> {
  const base = join(commonDir, 'entire', 'worktree');
  const names = await readdir(base).catch(() => [] as string[]);
  return names
    .filter((n) => /^[A-Za-z0-9_.-]{1,128}$/.test(n) && n !== '.' && n !== '..')
    .sort()
    .map((n) => ({ root: join(base, n), entireDir: join(base, n), label: 'its global-tracking folder' }));
}

/** The metadata folder of one session in one worktree, or null when absent, invalid, or not safely inside. */
export async function metadataDirFor(worktree: string, sessionId: string, entireDir = join(worktree, '.entire')): Promise<MetadataDirSession | null> {
  if (!isSafeSessionId(sessionId)) return null;
  const dir = join(entireDir, 'metadata', sessionId);
  const real = await insideRealpath(worktree, dir);
  if (!real || real === 'outside') return null;
  const st = await lstat(real).catch(() => null);
  if (!st?.isDirectory()) return null;
  const transcript = await safeFile(worktree, join(dir, 'full.jsonl'));
  const prompt = await safeFile(worktree, join(dir, 'prompt.txt'));
  const tasks = await insideRealpath(worktree, join(dir, 'tasks'));
  const tasksDir = tasks && tasks !== 'outside' ? tasks : null;
  const tstat = transcript ? await lstat(transcript).catch(() => null) : null;
  return {
    sessionId,
    worktree,
    dir: real,
    transcriptPath: transcript,
    promptPath: prompt,
    tasksDir,
    tasks: tasksDir ? await readTasks(worktree, tasksDir) : [],
    modifiedAt: (tstat ?? st).mtime.toISOString(),
  };
}

/** `tasks/<tool-use-id>/` folders and the subagent transcript each holds, every path kept inside the worktree. */
async function readTasks(worktree: string, tasksDir: string): Promise<SubagentTask[]> {
  const ids = (await readdir(tasksDir).catch(() => [] as string[])).filter((n) => TOOL_USE_ID.test(n)).sort().slice(0, MAX_TASKS);
  const tasks = await Promise.all(
    ids.map(async (toolUseId): Promise<SubagentTask | null> => {
      const dir = await insideRealpath(worktree, join(tasksDir, toolUseId));
      if (!dir || dir === 'outside' || !(await lstat(dir).catch(() => null))?.isDirectory()) return null;
      const names = (await readdir(dir).catch(() => [] as string[])).sort();
      const recordFile = names.includes(TASK_RECORD) ? await safeFile(worktree, join(dir, TASK_RECORD)) : null;
      const record = recordFile ? { record: { kind: 'file' as const, path: recordFile } } : {};
      for (const name of names) {
        const agent = AGENT_FILE.exec(name);
        const file = agent ? await safeFile(worktree, join(dir, name)) : null;
        if (agent && file) return { toolUseId, agentId: agent[1] ?? null, transcript: { kind: 'file', path: file }, ...record };
      }
      return { toolUseId, agentId: null, transcript: null, ...record };
    }),
  );
  return tasks.filter((t): t is SubagentTask => t !== null);
}

/** Reads a small text file from a metadata folder (prompt.txt), capped. */
export async function readSmallText(path: string, maxBytes = 1024 * 1024): Promise<string | null> {
  const st = await lstat(path).catch(() => null);
  if (!st?.isFile()) return null;
  if (st.size > maxBytes) return null;
  return readFile(path, 'utf8').catch(() => null);
}

async function safeFile(root: string, path: string): Promise<string | null> {
  const real = await insideRealpath(root, path);
  if (!real || real === 'outside') return null;
  const st = await lstat(real).catch(() => null);
  return st?.isFile() ? real : null;
}

/** realpath of `path` if it exists and stays inside realpath(`root`); 'outside' if it escapes; null if absent. */
export async function insideRealpath(root: string, path: string): Promise<string | null | 'outside'> {
  const realRoot = await realpath(root).catch(() => null);
  const real = await realpath(path).catch(() => null);
  if (!realRoot || !real) return null;
  return isInside(realRoot, real) ? real : 'outside';
}

/**
 * The worktrees of this repository: the current one first, then the main worktree and linked ones registered
 * in `<common dir>/worktrees/*\/gitdir`. Read from files, no git process.
 */
export async function listWorktreeRoots(commonDir: string, current: string): Promise<string[]> {
  const roots = [resolve(current)];
  const add = (p: string) => {
    const r = resolve(p);
    if (!roots.includes(r)) roots.push(r);
  };
  if (commonDir.endsWith(`${sep}.git`) || commonDir.endsWith('/.git')) add(dirname(commonDir));
  const names = await readdir(join(commonDir, 'worktrees')).catch(() => [] as string[]);
  for (const n of names) {
    const text = await readSmallText(join(commonDir, 'worktrees', n, 'gitdir'), 8192);
    const gitFile = text?.trim();
    if (gitFile && isAbsolute(gitFile)) add(dirname(gitFile));
  }
  return roots;
}
