/** The one place the renderers get their hostile-text helpers from (the shared safety module). */
export { DATA_NOTICE, capText, cleanText, fenceAsData, oneLine, ours, quoteAsData, safeId } from '../safety/hostile-text.js';
