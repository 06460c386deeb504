/**
 * `@hand-off-session/core/warm`: what a warm `list --json` needs to print its record (cache/list-record.ts) and
 * nothing else, so the CLI's entry can answer it without loading the index, the redaction rules or the commands; and
 * what the entry of a command about one repository starts reading while the CLI loads (openWithRefs).
 */
export { buildIdentity, ListRecords, readListState, type ListScope, type ListState } from './cache/list-record.js';
export { cacheDisabled } from './cache/cache-dir.js';
export { openWithRefs, type OpenedRepo } from './git/open-with-refs.js';
