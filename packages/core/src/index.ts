// The public API of @hand-off-session/core: the listing entry's (listing.ts) and the handoff pipeline's.
export * from './listing.js';
export type * from './types/events.js';
export type * from './types/handoff.js';
export type * from './types/target.js';

// The front door: index a repository, build handoffs.
export {
  finishHandoff,
  handoffForCheckpoint,
  handoffForSession,
  handoffForTranscript,
  printableStrings,
  sessionRecords,
  transcriptRecords,
  type HandoffRequest,
} from './api.js';

// Discovery and the index.
export { buildIndex, type BuildIndexOptions, type IndexScope } from './index/build-index.js';
export { newestFirst } from './index/newest-first.js';
export type { CleanScope } from './index/clean-strings.js';
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

// Hostile-data handling.
export { DATA_NOTICE, capText, cleanText, fenceAsData, quoteAsData } from './safety/hostile-text.js';
export { isSafeId, resolveInside } from './safety/safe-path.js';

// Targets.
export { getTarget, TARGET_FRAMINGS } from './targets/registry.js';

// Launching the target agent.
export * from './launch/index.js';

// `doctor`.
export * from './doctor/index.js';
