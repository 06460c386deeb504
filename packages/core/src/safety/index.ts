export { DATA_NOTICE, capText, cleanText, fenceAsData, quoteAsData } from './hostile-text.js';
export { isSafeId, resolveInside } from './safe-path.js';
export { headRedacted, sliceRedacted, tailRedacted } from './redacted-cut.js';
