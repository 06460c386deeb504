export { stateDir } from './state-dir.js';
export { HOOK_EVENTS, normalizeHookEvent, parseHookInput, HookInputError, type HookEvent, type HookInput } from './hook-input.js';
export { readBounded, MAX_HOOK_INPUT_BYTES, type BoundedRead } from './read-input.js';
export {
  arm,
  expired,
  isValidSessionId,
  markEnded,
  takeForDelivery,
  takeUndeliverable,
  HANDOVER_TTL_MS,
  MAX_HANDOVER_TEXT,
  type ArmedHandover,
  type Taken,
  type Undeliverable,
} from './store.js';
export { runHook, announce, reportLost, DEFAULT_BUILD_DEADLINE_MS, type HookDeps, type HookOutput, type HookResult } from './run-hook.js';
export { buildInWorker, BuildDeadlineError } from './build-in-worker.js';
export { buildBudgetAfterStdin, hookBuildDeadlineMs, HOOK_BUILD_ENV } from './hook-budget.js';
export { repoKey } from './repo-key.js';
export { hookAgent } from './hook-agent.js';
export {
  armPending,
  cancelPending,
  expiresAt,
  listPending,
  pendingExpired,
  takePending,
  type PendingEntry,
  type PendingHandover,
  type PendingState,
} from './pending.js';
export { lineageOf, originOf, readLineage, recordLineage, type LineageEntry, type SessionLineage } from './lineage.js';
export { agentLabel, announcePending, timeAgo } from './announce-pending.js';
