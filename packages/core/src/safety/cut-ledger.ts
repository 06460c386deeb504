/**
 * The secrets redacted while cutting text to size, kept for the output's redaction receipt.
 *
 * A cut (redacted-cut.ts) redacts a secret that straddles it before cutting; the marker it leaves is no secret any
 * more, so the output's own redaction pass does not count it. Cuts happen everywhere text is capped (adapters,
 * summarizer, render), far from where the receipt is made, so each one notes what it redacted, with the text right
 * around its marker, in the ledger of the handoff being built (scoped with AsyncLocalStorage: concurrent builds keep
 * their own). The receipt counts a noted secret when its marker, with that text around it, is in the output: a cut
 * piece the summarizer dropped afterwards is not counted. (Two cuts with the very same text around their markers
 * cannot be told apart: both count when either is shown.)
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { markerFor } from '../redact/redact.js';

/** What the receipt keeps of a redacted secret. */
export interface CutRedaction {
  rule: string;
  fingerprint: string;
}

interface Noted extends CutRedaction {
  /** The marker with the kept text around it (blanks collapsed): how it is recognised in the output. */
  context: string;
}

/** Characters of kept text on each side of a marker that identify it. */
const CONTEXT = 24;

const ledgers = new AsyncLocalStorage<Noted[]>();

/** Runs `build` with a fresh ledger: every cut made while it runs is noted there. */
export function withCutLedger<T>(build: () => Promise<T>): Promise<T> {
  return ledgers.run([], build);
}

/** Notes the secrets a cut redacted; `text` is the cut piece holding their markers, in order (outside a ledger: nothing). */
export function noteCut(text: string, redacted: readonly CutRedaction[]): void {
  const ledger = ledgers.getStore();
  if (ledger === undefined || redacted.length === 0) return;
  let from = 0;
  for (const { rule, fingerprint } of redacted) {
    const marker = markerFor(rule);
    const at = text.indexOf(marker, from);
    if (at < 0) continue;
    from = at + marker.length;
    const context = squeeze(text.slice(Math.max(0, at - CONTEXT), Math.min(text.length, from + CONTEXT)));
    ledger.push({ rule, fingerprint, context });
  }
}

/** The noted secrets whose marker, with the text that was around it, is in one of `shown` (the output's strings). */
export function cutsShown(shown: readonly string[]): CutRedaction[] {
  const ledger = ledgers.getStore();
  if (ledger === undefined || ledger.length === 0) return [];
  const marked = shown.filter((s) => s.includes('[REDACTED:')).map(squeeze);
  return ledger.filter((c) => marked.some((s) => s.includes(c.context))).map(({ rule, fingerprint }) => ({ rule, fingerprint }));
}

/** Blank runs as one space, ends trimmed: the summarizer trims and re-flows the text it keeps. */
function squeeze(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
