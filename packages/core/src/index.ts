// The public API of @hand-off-session/core.
export * from './errors.js';
export * from './types/agents.js';
export type * from './types/events.js';
export type * from './types/handoff.js';
export type * from './types/index-model.js';
export type * from './types/target.js';

// The front door: index a repository, build handoffs.
export {
  finishHandoff,
  handoffForCheckpoint,
  handoffForSession,
  handoffForTranscript,
  latestSession,
  loadIndex,
  requireData,
  sessionRecords,
  transcriptRecords,
  type HandoffRequest,
  type IndexRequest,
} from './api.js';

// Discovery and the index.
export { openRepo, type RepoInfo } from './git/repo.js';
export { CatFile } from './git/cat-file.js';
export { buildIndex, type BuildIndexOptions, type IndexScope } from './index/build-index.js';
export { newestFirst } from './index/newest-first.js';
export type { CleanScope } from './index/clean-strings.js';
export { CACHE_ENV_OFF, cacheStatus, DerivedCache } from './cache/derived-cache.js';
export { buildIdentity, ListRecords, listStateKey, readListState, type ListScope, type ListState } from './cache/list-record.js';
export { resolveCheckpoint, resolveSession, sessionsOf, MIN_PREFIX } from './index/resolve-id.js';
export { describeMissingData } from './index/no-data.js';

// Reading and parsing transcripts.
export { streamTranscript, type StreamOptions, type TranscriptStream } from './read/read-transcript.js';
export { detectFormat } from './adapters/detect.js';

// Summarizing and rendering.
export { HandoffBuilder, type BuilderContext } from './summarize/handoff-builder.js';
export { renderMarkdown, fillRedactions, type RenderOptions } from './render/markdown.js';
export { toJsonHandoff } from './render/json.js';
export { DEFAULT_BUDGET, estimateTokens } from './render/budget.js';

// Redaction and hostile-data handling.
export { findSecrets, receiptOf, redactEach, redactForOutput, redactJson, redactLeftovers, redactText, takeLateRedactions, type Finding } from './redact/redact.js';
export { DATA_NOTICE, capText, cleanText, fenceAsData, quoteAsData } from './safety/hostile-text.js';
export { isSafeId, resolveInside } from './safety/safe-path.js';
export { isObj, type Obj } from './types/is-obj.js';
export { headRedacted, sliceRedacted, tailRedacted } from './safety/redacted-cut.js';

// Targets.
export { getTarget, TARGET_FRAMINGS } from './targets/registry.js';

// The JSON contract (its zod schemas and JSON Schemas: `@hand-off-session/core/schemas`).
export { checkpointJson, sessionJson, type CheckpointJsonValue, type SessionJsonValue } from './schemas/index-json.js';

// The continuation contract file, `validate` and `verify`.
export * from './contract/index.js';

// Launching the target agent.
export * from './launch/index.js';

// The compaction handover (hooks).
export * from './handover/index.js';

// `doctor`.
export * from './doctor/index.js';
