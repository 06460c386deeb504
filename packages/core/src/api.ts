/**
 * The library's front door: what the CLI, the MCP server and the hooks call. Only names handed on: each request
 * runs the pipeline discover -> index -> read -> parse -> summarize -> redact -> render, whose steps live under
 * pipeline/.
 */
export type { HandoffRequest, IndexRequest } from './pipeline/requests.js';
export { latestSession, loadIndex, requireData } from './pipeline/repo-index.js';
export { handoffForCheckpoint, handoffForSession } from './pipeline/session-handoff.js';
export { handoffForTranscript } from './pipeline/transcript-handoff.js';
export { sessionRecords, transcriptRecords } from './pipeline/transcript-records.js';
export { finishHandoff, printableStrings } from './pipeline/finish-handoff.js';
