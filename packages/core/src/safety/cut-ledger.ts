/**
 * The secrets redacted while cutting text to size, kept for the output's redaction receipt.
 *
 * A cut (redacted-cut.ts) redacts a secret that straddles it before cutting; the marker it leaves is no secret any
 * more, so the output's own redaction pass does not count it. Cuts happen everywhere text is capped (adapters,
 * summarizer, render), far from where the receipt is made, so each one notes what it redacted, with the text right
 * around its marker, in the ledger of the handoff being built (scoped with AsyncLocalStorage: concurrent builds keep
 * their own). The receipt counts a noted secret when its marker, with that text around it, is in the output: a cut
 * piece the summarizer dropped afterwards is not counted. (Two cuts with the very same text around their markers
 * cannot be told apart: both count when either is shown.) A cut made later than the text was read (deferred-cut.ts)
 * keeps the place it was asked for at, so the receipt lists what it redacted in reading order, as if it had been made
 * then.
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
  /** The place in reading order of the cut that noted it. */
  place: number;
}

/** One build's notes, and the next place in reading order. */
export class Ledger {
  readonly noted: Noted[] = [];
  next = 0;
}

/** The ledger of the build running now; `place`: that of the deferred cut being made, else each cut takes the next. */
interface Scope {
  ledger: Ledger;
  place: number | null;
}

/** A place in a build's ledger, taken when a cut was asked for and made later. */
export interface LedgerPlace {
  readonly scope: Scope;
}

/** Characters of kept text on each side of a marker that identify it. */
const CONTEXT = 24;

const ledgers = new AsyncLocalStorage<Scope>();

/**
 * Runs `build` with a fresh ledger: every cut made while it runs is noted there, and a cut asked for waits until its
 * text is read (deferred-cut.ts). `build` may be synchronous: a reader that wants a few events of a parse and drops
 * the rest runs it in a ledger of its own, so the outputs it never reads are never cut (cutting redacts).
 */
export function withCutLedger<T>(build: () => T): T {
  return ledgers.run({ ledger: new Ledger(), place: null }, build);
}

/** The next place in the ledger of the build running now, for a cut made later (none outside a build). */
export function takePlace(): LedgerPlace | undefined {
  const scope = ledgers.getStore();
  return scope === undefined ? undefined : { scope: { ledger: scope.ledger, place: scope.ledger.next++ } };
}

/** Runs `cut` with what it redacts noted at `at`, whichever build asks for its result. */
export function atPlace<T>(at: LedgerPlace, cut: () => T): T {
  return ledgers.run(at.scope, cut);
}

/** Notes the secrets a cut redacted; `text` is the cut piece holding their markers, in order (outside a ledger: nothing). */
export function noteCut(text: string, redacted: readonly CutRedaction[]): void {
  const scope = ledgers.getStore();
  if (scope === undefined || redacted.length === 0) return;
  const { ledger } = scope;
  const place = scope.place ?? ledger.next++;
  let from = 0;
  for (const { rule, fingerprint } of redacted) {
    const marker = markerFor(rule);
    const at = text.indexOf(marker, from);
    if (at < 0) continue;
    from = at + marker.length;
    const context = squeeze(text.slice(Math.max(0, at - CONTEXT), Math.min(text.length, from + CONTEXT)));
    ledger.noted.push({ rule, fingerprint, context, place });
  }
}

/** Whether the build running now noted any cut: when none, the output's strings need not be gathered for cutsShown. */
export function anyCutNoted(): boolean {
  return (ledgers.getStore()?.ledger.noted.length ?? 0) > 0;
}

/** The noted secrets whose marker, with the text that was around it, is in one of `shown` (the output's strings). */
export function cutsShown(shown: readonly string[]): CutRedaction[] {
  const noted = ledgers.getStore()?.ledger.noted;
  if (noted === undefined || noted.length === 0) return [];
  const marked = shown.filter((s) => s.includes('[REDACTED:')).map(squeeze);
  // In reading order (a stable sort: the notes of one cut keep theirs).
  const ordered = [...noted].sort((a, b) => a.place - b.place);
  return ordered.filter((c) => marked.some((s) => s.includes(c.context))).map(({ rule, fingerprint }) => ({ rule, fingerprint }));
}

/** Blank runs as one space, ends trimmed: the summarizer trims and re-flows the text it keeps. */
function squeeze(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
