import { TARGETS, type TargetName } from '../types/agents.js';
import type { HookInput } from './hook-input.js';

/**
 * Which agent a hook runs in, so a handover armed for it is delivered there and nowhere else: the hooks file's own
 * `--agent` first; else the agent's transcript folder in the hook input (Claude Code and Codex share one hooks
 * file); else Claude Code's marker in the environment. Null when nothing says: then nothing armed for another agent
 * is delivered.
 */
export function hookAgent(flag: string | undefined, input: HookInput, env: NodeJS.ProcessEnv): TargetName | null {
  const named = flag?.trim().toLowerCase();
  if (named && (TARGETS as readonly string[]).includes(named)) return named as TargetName;
  const path = input.transcriptPath?.replace(/\\/g, '/') ?? '';
  if (path.includes('/.codex/')) return 'codex';
  if (path.includes('/.claude/')) return 'claude';
  if (path.includes('/.gemini/')) return 'gemini';
  if (path.includes('/opencode/')) return 'opencode';
  if (env.CLAUDECODE === '1') return 'claude';
  return null;
}
