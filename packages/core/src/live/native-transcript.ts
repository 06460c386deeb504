/**
 * The agent's own transcript file on this machine, for a session whose checkpoints hold none (metadata-only under
 * `sync_prompts=false`) or only the empty placeholder Entire writes when Antigravity flushes its transcript after the
 * Stop hook (agent/antigravity/AGENT.md). Only two agents' fixed layouts are looked at, and only inside their own
 * folders, so a path written into a shared checkpoint can never make us read anything else:
 *
 * - Antigravity: `~/.gemini/antigravity-cli/brain/<session-id>/.system_generated/logs/transcript_full.jsonl`
 *   (agent/antigravity/antigravity.go), found from the session id alone.
 * - Pi: `<pi home>/sessions/<encoded repo path>/<timestamp>_<session-id>.jsonl`, pi home `$PI_CODING_AGENT_DIR` or
 *   `~/.pi/agent` (agent/pi/session_home.go): the path the checkpoint recorded when it is such a file, else a search
 *   of the per-repository folders for that name.
 */
import { lstat, readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, isAbsolute, join } from 'node:path';
import { isSafeSessionId } from '../store/ids.js';
import type { Agent } from '../types/agents.js';
import { insideRealpath } from './metadata-dir.js';

/** Whether a session of `agent` may have its own transcript on this machine for nativeTranscriptOnDisk to find. */
export function looksOnDisk(agent: Agent): boolean {
  return agent === 'antigravity' || agent === 'pi';
}

/** Pi keeps one folder per repository; more than this is not a real session store. */
const MAX_PI_FOLDERS = 2000;

export async function nativeTranscriptOnDisk(
  sessionId: string,
  agent: Agent,
  recordedPath: string | null,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): Promise<string | null> {
  if (!looksOnDisk(agent) || !isSafeSessionId(sessionId) || !home) return null;
  if (agent === 'antigravity') {
    const brain = join(home, '.gemini', 'antigravity-cli', 'brain');
    return fileInside(brain, join(brain, sessionId, '.system_generated', 'logs', 'transcript_full.jsonl'));
  }
  const piHome = env.PI_CODING_AGENT_DIR && isAbsolute(env.PI_CODING_AGENT_DIR) ? env.PI_CODING_AGENT_DIR : join(home, '.pi', 'agent');
  const sessions = join(piHome, 'sessions');
  const name = (file: string) => file.endsWith(`_${sessionId}.jsonl`);
  if (recordedPath && isAbsolute(recordedPath) && name(basename(recordedPath))) {
    const recorded = await fileInside(sessions, recordedPath);
    if (recorded) return recorded;
  }
  const folders = (await readdir(sessions).catch(() => [] as string[])).sort().slice(0, MAX_PI_FOLDERS);
  for (const folder of folders) {
    const files = await readdir(join(sessions, folder)).catch(() => [] as string[]);
    const hit = files.find(name);
    const found = hit ? await fileInside(sessions, join(sessions, folder, hit)) : null;
    if (found) return found;
  }
  return null;
}

/** realpath of `path` when it is a non-empty regular file that stays inside realpath(`root`). */
async function fileInside(root: string, path: string): Promise<string | null> {
  const real = await insideRealpath(root, path);
  if (!real || real === 'outside') return null;
  const st = await lstat(real).catch(() => null);
  return st?.isFile() && st.size > 0 ? real : null;
}
