export { DATA_NOTICE, capText, cleanText, fenceAsData, quoteAsData } from './hostile-text.js';
export { isSafeId, resolveInside } from './safe-path.js';
