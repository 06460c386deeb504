/** The last step of every handoff: redaction, the render, the receipt, the fail-safe final scan. */
import { maskPersonalEmails } from '../redact/personal-email.js';
import { findSecrets, receiptOf, redactJson, redactLeftovers, redactText } from '../redact/redact.js';
import { fillRedactions, renderMarkdown } from '../render/markdown.js';
import { anyCutNoted, cutsShown } from '../safety/cut-ledger.js';
import { getTarget } from '../targets/registry.js';
import type { Handoff } from '../types/handoff.js';
import { isHandoffName } from './handoff-names.js';
import type { HandoffRequest } from './requests.js';
import { ToldValues } from '../redact/told-values.js';
import { sweptOfTold } from './told-sweep.js';

/**
 * Redact, then render from the redacted facts, then scan the final text again. The receipt counts
 * what was redacted; what the final scan still finds is redacted there (redactLeftovers), never printed.
 * `sessionTold`: the values the session's words told as secrets (summarize/told-intake.ts).
 */
export function finishHandoff(handoff: Handoff, req: HandoffRequest, sessionTold?: ToldValues): Handoff {
  // The raw tail is redacted here with its line breaks (a wrapped secret is whole only across the break), and only
  // when it is shown; what was redacted to cut it to size comes with it, so the receipt counts that too.
  const { rawTail, ...rest } = handoff;
  const tail = req.raw ? (rawTail ?? []) : [];
  const targeted: Handoff = { ...rest, target: req.target, ...(req.raw ? { rawTail: tail.map(({ redacted: _cut, ...line }) => line) } : {}) };
  // A person's email address a transcript quoted is masked in every fact before the render (it is no secret: the
  // receipt does not count it).
  const facts = redactJson(targeted, maskPersonalEmails, isHandoffName);
  // a value found as a secret in one fact or in the session's words is redacted where a fact repeats it bare
  const told = new ToldValues();
  if (sessionTold) told.addAll(sessionTold);
  told.addAll(facts.told);
  const swept = sweptOfTold(facts.value, told);
  const redacted = swept.value;
  const findings = [...facts.findings, ...swept.findings];
  const printable = swept.changed.size === 0 ? facts.printable : new Set([...facts.printable].filter((t) => !swept.changed.has(t)));
  const framing = req.target ? getTarget(req.target) : undefined;
  const rendered = renderMarkdown(redacted, { framing, budget: req.budget, raw: req.raw, now: req.now ?? new Date() });
  // What cutting text to size redacted, where its marker is still in the output (the raw tail's cuts are its own).
  const cut = anyCutNoted() ? cutsShown(stringsIn(rest)) : [];
  const before = [...cut, ...tail.flatMap((r) => r.redacted ?? []), ...findings];
  // Rendering joins pieces; anything that only forms a secret once joined is caught by a scan of the whole text. It
  // reads the text as printed, the count so far filled in: when it finds nothing the count is final, and that scan was
  // the fail-safe one (a second scan of the same text would find nothing either).
  const printed = fillRedactions(rendered.markdown, before.length);
  if (findSecrets(printed).length === 0) return withPrintable({ ...redacted, redactions: receiptOf(before), markdown: printed, omitted: rendered.omitted }, printable);
  const again = redactText(rendered.markdown);
  const receipt = receiptOf([...before, ...again.findings]);
  // the count goes in after the last pass: the fail-safe scan reads the text as it is printed
  const markdown = redactLeftovers(fillRedactions(again.text, receipt.total));
  return withPrintable({ ...redacted, redactions: receipt, markdown, omitted: rendered.omitted }, printable);
}

/** What each finished handoff holds that was scanned as it stands and found clean (see printableStrings). */
const printableOf = new WeakMap<Handoff, ReadonlySet<string>>();

/** `handoff`, its markdown (scanned whole as printed) and its redacted facts' `printable` strings noted as clean. */
function withPrintable(handoff: Handoff, printable: ReadonlySet<string>): Handoff {
  printableOf.set(handoff, new Set([...printable, handoff.markdown]));
  return handoff;
}

/**
 * The strings of a handoff finishHandoff made that redactForOutput gives back unchanged: a JSON output of it need
 * not scan them a second time (toSafeJson's `known`). None for a handoff it did not make.
 */
export function printableStrings(handoff: Handoff): ReadonlySet<string> {
  return printableOf.get(handoff) ?? new Set();
}

/** Every string inside a JSON value (iterative: nesting depth cannot overflow the stack). */
function stringsIn(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v));
  }
  return out;
}
