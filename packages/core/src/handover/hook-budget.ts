import { DEFAULT_BUILD_DEADLINE_MS } from './run-hook.js';

/** The environment variable that gives the compaction hook's handoff build another time budget (milliseconds). */
export const HOOK_BUILD_ENV = 'HAND_OFF_SESSION_HOOK_BUILD_MS';
const MIN_MS = 100;
// The clients kill a hook after 10 s (Gemini) or 30 s (Claude Code, Codex): a budget past that would arm nothing.
const MAX_MS = 9000;

/**
 * How long the hook may spend building the handoff before it arms a pointer instead: the default (1.2 s, so the
 * whole hook answers within 2 s), or `HAND_OFF_SESSION_HOOK_BUILD_MS` when it is a whole number from 100 to 9000.
 * Anything else means the default: a hook never fails over its own setting.
 */
export function hookBuildDeadlineMs(env: NodeJS.ProcessEnv): number {
  const raw = env[HOOK_BUILD_ENV]?.trim();
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_BUILD_DEADLINE_MS;
  const ms = Number(raw);
  return ms >= MIN_MS && ms <= MAX_MS ? ms : DEFAULT_BUILD_DEADLINE_MS;
}

/** What the client may take to send the hook's stdin before the wait eats into the build's budget. */
export const STDIN_GRACE_MS = 400;

/**
 * The build's budget once stdin has arrived: a client slow to send (a loaded machine) is waited for, and the wait
 * past the grace comes out of the build, so the hook still answers about as soon as it would have.
 */
export function buildBudgetAfterStdin(budgetMs: number, waitedMs: number): number {
  return Math.max(MIN_MS, Math.round(budgetMs - Math.max(0, waitedMs - STDIN_GRACE_MS)));
}
