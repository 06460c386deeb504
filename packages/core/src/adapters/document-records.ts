/** A JSON-document transcript's records, in order: the adapter's own reading (Kiro's `history`), else its `messages` (Gemini CLI, OpenCode). */
import { isObj } from './text.js';
import type { Adapter } from './types.js';

export function documentRecords(adapter: Adapter, doc: unknown): unknown[] {
  if (adapter.recordsOf) return adapter.recordsOf(doc);
  return isObj(doc) && Array.isArray(doc.messages) ? doc.messages : [];
}
