/**
 * `@hand-off-session/core/listing`: what the CLI's shared modules and `list` use (the index, redaction for output,
 * the JSON shapes a list prints, the errors, the contract and lineage records a list reads), without the handoff
 * pipeline (summarizer, renderers, targets). The package's main entry re-exports all of it. A command whose modules
 * import only this entry does not load the rest: Node compiled the whole core, ~1.4 MB, before the first git read
 * (cold `list --json` on the real-shaped repository: ~35 ms of CPU, half a `node -e 0`).
 */
export * from './errors.js';
export * from './types/agents.js';
export type * from './types/index-model.js';

// The index.
export type { IndexRequest } from './pipeline/requests.js';
export { latestSession, loadIndex, requireData } from './pipeline/repo-index.js';
export { openRepo, type RepoInfo } from './git/repo.js';
export { CatFile } from './git/cat-file.js';
export { CACHE_ENV_OFF, cacheStatus, DerivedCache } from './cache/derived-cache.js';
export { buildIdentity, ListRecords, listStateKey, readListState, type ListScope, type ListState } from './cache/list-record.js';

// Redaction and hostile-data handling.
export { findSecrets, receiptOf, redactEach, redactForOutput, redactJson, redactLeftovers, redactText, takeLateRedactions, type Finding } from './redact/redact.js';
export { isIdShape } from './redact/id-shapes.js';
export { isObj, type Obj } from './types/is-obj.js';
export { headRedacted, sliceRedacted, tailRedacted } from './safety/redacted-cut.js';

// The JSON shapes `list --json` prints.
export { checkpointJson, sessionJson, type CheckpointJsonValue, type SessionJsonValue } from './schemas/index-json.js';

// The continuation contract file, `validate` and `verify` (a list names each session's earlier contracts).
export * from './contract/index.js';

// The compaction handover (hooks; a list names each session's lineage).
export * from './handover/index.js';
