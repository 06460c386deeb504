/**
 * Secret redaction over text and JSON values. Findings are merged so every secret becomes one stable marker,
 * `[REDACTED:<rule>]`; markers never match a rule, so redacting twice changes nothing.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { ExitCode, HandoffError } from '../errors.js';
import type { RedactionReceipt } from '../types/handoff.js';
import { scanBranchPasswords } from './branch-password-scan.js';
import { compactText } from './compact-text.js';
import { decodedViews } from './decoded-views.js';
import { withoutDeclaredPublic } from './declared-public.js';
import { withoutLabelledPublic } from './labelled-public.js';
import { withoutPublicValues } from './public-values.js';
import { nameViews } from './name-views.js';
import { fileNamesIn } from './path-names.js';
import { isIdShape } from './id-shapes.js';
import { jsonEscapeView } from './json-escape-view.js';
import { scanNamedParts } from './named-part-scan.js';
import { scanRandomNameParts } from './random-name-part-scan.js';
import { LONE_TEXT } from './lone-value-scan.js';
import { scanAll, type Ranked } from './passes.js';
import { extendTails, merge, withoutMarkers } from './merge-spans.js';
import { namesPublicValue } from './public-names.js';
import { redactedOnce, type Redacted } from './repeat-cache.js';
import { scanSpelledLiterals } from './spelled-literal-scan.js';
import { withRepeats } from './repeated-values.js';
import { continuationAfter, escapedTailAfter } from './scan-util.js';
import { splitTails, splitTailsAfterMarkers } from './split-tail.js';
import { ToldValues } from './told-values.js';
import type { UnescapedView } from './unescaped-view.js';
import { scanWrapJoints } from './wrap-joint-scan.js';

export interface Finding {
  rule: string;
  start: number;
  end: number;
  /** First 12 hex of an HMAC (per-process key) of rule and value: matches findings within one output, never the value. */
  fingerprint: string;
}

export function markerFor(rule: string): string {
  return `[REDACTED:${rule}]`;
}

/**
 * What a string is: transcript `text`, a `name` (a file path) whose parts are also scanned as words (name-views.ts),
 * or a `branch`: a name whose parts are also judged as what a person types (branch-password-scan.ts).
 */
export type TextKind = 'text' | 'name' | 'branch';

/** Every secret in `text`, sorted, merged and non-overlapping. Text that is already a marker is not reported. */
export function findSecrets(input: string, kind: TextKind = 'text'): Finding[] {
  if (input.length === 0) return [];
  const text = compactText(input);
  const spans = escapedSpans(text, kind) ?? spansIn(text, kind);
  const prints = new Map<string, string>(); // the same secret repeats: hash it once
  return spans.map((f) => {
    const value = text.slice(f.start, f.end);
    const key = `${f.rule}\0${value}`;
    let print = prints.get(key);
    if (print === undefined) {
      print = fingerprint(f.rule, value);
      prints.set(key, print);
    }
    return { rule: f.rule, start: f.start, end: f.end, fingerprint: print };
  });
}

/**
 * JSON-escaped text is judged as the text it encodes, each span then widened over its escapes; a text that is not JSON
 * is judged as it stands too (json-escape-view.ts). Null when `text` holds no JSON escape.
 */
function escapedSpans(text: string, kind: TextKind): Ranked[] | null {
  const view = jsonEscapeView(text);
  if (view === null) return null;
  const decoded = spansIn(view.text, kind).map((f) => ({ ...f, start: view.at(f.start), end: view.at(f.end) }));
  return view.json ? decoded : merge([...spansIn(text, kind), ...decoded]);
}

/** findSecrets' spans, before they are fingerprinted. */
function spansIn(text: string, kind: TextKind): Ranked[] {
  let raw: Ranked[] = [];
  scanDecoded(text, raw);
  scanWrapJoints(text, raw);
  if (kind !== 'text') for (const view of nameViews(text)) scanAll(view, raw);
  if (kind === 'branch') for (const m of scanBranchPasswords(text)) raw.push({ ...m, rank: Number.MAX_SAFE_INTEGER });
  for (const m of scanNamedParts(text, kind !== 'text')) raw.push({ ...m, rank: Number.MAX_SAFE_INTEGER });
  if (kind !== 'text') for (const m of scanRandomNameParts(text)) raw.push({ ...m, rank: Number.MAX_SAFE_INTEGER });
  raw = withoutLabelledPublic(text, withoutPublicValues(text, withoutDeclaredPublic(text, raw)));
  splitTailsAfterMarkers(text, raw);
  let merged = merge(withoutMarkers(text, raw));
  merged = extendTails(text, merged, continuationAfter);
  if (text.includes('\\')) merged = extendTails(text, merged, escapedTailAfter);
  merged = splitTails(text, merged);
  const repeats = withRepeats(text, merged);
  return repeats.length > 0 ? merge([...merged, ...repeats]) : merged;
}

export function redactText(text: string, kind: TextKind = 'text'): { text: string; findings: Finding[] } {
  const { text: out, findings } = redactChecked(text, kind);
  return { text: out, findings };
}

/**
 * redactText, also saying whether its output was scanned and found clean: a pass that finds nothing more is exactly
 * the fail-safe scan, so redactForOutput need not run it again over the same text.
 */
function redactChecked(text: string, kind: TextKind): { text: string; findings: Finding[]; clean: boolean } {
  let findings = findSecrets(text, kind);
  if (findings.length === 0) return { text, findings, clean: true };
  let out = applyFindings(text, findings);
  // A marker can give the text around it a context it did not have (`[REDACTED:jwt]/⏎<random>`): what a second pass
  // finds is mapped back onto the input and merged, until nothing new is found, so redacting twice changes nothing.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const more = findSecrets(out, kind);
    if (more.length === 0) return { text: out, findings, clean: true };
    findings = mergeBack(text, findings, more);
    out = applyFindings(text, findings);
  }
  return { text: out, findings, clean: false };
}

/**
 * Each pass finds only what the markers of the one before gave a context to, so passes converge: the bound is for a
 * chain of such contexts, and the fail-safe (redactLeftovers) covers what lies past it.
 */
const MAX_PASSES = 8;

function applyFindings(text: string, findings: Finding[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const f of findings) {
    parts.push(text.slice(at, f.start), markerFor(f.rule));
    at = f.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * `more` holds positions in the redacted text: each is mapped back to the input (a position inside a marker to the
 * edge of the secret it stands for) and merged with `findings`; an overlap keeps the first pass's rule.
 */
function mergeBack(text: string, findings: Finding[], more: Finding[]): Finding[] {
  const toInput = (pos: number, edge: 'start' | 'end'): number => {
    let shift = 0;
    for (const f of findings) {
      const markerStart = f.start + shift;
      if (pos < markerStart) break;
      const markerEnd = markerStart + markerFor(f.rule).length;
      if (pos < markerEnd || (edge === 'end' && pos === markerEnd)) return edge === 'start' ? f.start : f.end;
      shift += markerEnd - markerStart - (f.end - f.start);
    }
    return pos - shift;
  };
  const mapped = more.map((m) => ({ rule: m.rule, start: toInput(m.start, 'start'), end: toInput(m.end, 'end') }));
  const all = [...findings, ...mapped].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { rule: string; start: number; end: number }[] = [];
  for (const f of all) {
    const last = merged[merged.length - 1];
    if (last && f.start < last.end) last.end = Math.max(last.end, f.end);
    else merged.push({ ...f });
  }
  return merged.map((f) => ({ ...f, fingerprint: fingerprint(f.rule, text.slice(f.start, f.end)) }));
}

/**
 * A redacted deep copy of a JSON value: every string value is redacted, object keys are kept as they are; a value
 * met before in this process is looked up, not scanned again (repeat-cache.ts). Iterative (an explicit stack), so
 * nesting depth cannot overflow the call stack. `after`, when given, rewrites each redacted string once more (what is
 * no secret but stays out of an output all the same: personal-email.ts).
 */
export function redactJson<T>(value: T, after?: (text: string) => string, isName?: NameLeaf): RedactedJson<T> {
  const findings: Finding[] = [];
  const printable = new Set<string>();
  const told = new ToldValues();
  const redactLeaf = (v: unknown, key?: string, parent?: string): unknown => {
    if (typeof v !== 'string') return v;
    // a name is read as words too (name-views.ts), and so is each file name in a text that holds one; few and short,
    // they are not worth the repeat cache
    const named = key !== undefined && isName?.(key, parent, v) === true;
    const scanned = named ? null : isIdShape(v) ? { text: v, findings: [], clean: true } : redactedOnce(v, redactTextChecked);
    const text = scanned ? keptIdOf(key, v, scanned) : redactText(v, 'name');
    // the findings of `text` stand at places in `v` (a name's file names read afterwards stand in `text`)
    for (const f of text.findings) told.add(v.slice(f.start, f.end), f.rule);
    const r = isName !== undefined && !named ? withNamesRead(text) : text;
    // copies: a finding held for a repeat is never handed out twice as the same object
    for (const f of r.findings) findings.push({ ...f });
    const out = after ? after(r.text) : r.text;
    // only the text that the last scan read as it stands: an id kept, a name redacted or `after` changed it since
    if (scanned?.clean === true && out === scanned.text) printable.add(out);
    return out;
  };
  if (!isContainer(value)) return { value: redactLeaf(value) as T, findings, printable, told };

  const root: unknown = Array.isArray(value) ? [] : {};
  const copies = new Map<object, unknown>([[value as object, root]]);
  const stack: { from: object; to: unknown; name?: string }[] = [{ from: value as object, to: root }];
  while (stack.length > 0) {
    const { from, to, name } = stack.pop()!;
    for (const key of Object.keys(from)) {
      const child = (from as Record<string, unknown>)[key];
      let copy: unknown;
      if (isContainer(child)) {
        copy = copies.get(child);
        if (copy === undefined) {
          copy = Array.isArray(child) ? [] : {};
          copies.set(child, copy);
          stack.push({ from: child, to: copy, name: key });
        }
      } else {
        copy = redactLeaf(child, key, name);
      }
      // defineProperty, not assignment: a JSON key "__proto__" must stay a plain own property.
      Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true });
    }
  }
  return { value: root as T, findings, printable, told };
}

export interface RedactedJson<T> {
  value: T;
  findings: Finding[];
  /**
   * The strings of `value` that a scan read as they stand and found clean: redactForOutput gives each back unchanged,
   * so an output that prints them need not scan them again (toSafeJson's `known`).
   */
  printable: ReadonlySet<string>;
  /** The values its findings redacted, to be redacted where else they stand (told-values.ts). */
  told: ToldValues;
}

/** redactText of transcript text, saying whether its output was found clean (see redactChecked). */
const redactTextChecked = (text: string): Redacted => redactChecked(text, 'text');

/**
 * The values the rules find in `text`, added to `told`. Scanned through the repeat cache: a text a handoff's facts
 * quote as it stands (a prompt, a step) is scanned once for both.
 */
export function addTold(text: string, told: ToldValues): void {
  for (const f of redactedOnce(text, redactTextChecked).findings) told.add(text.slice(f.start, f.end), f.rule);
}

/** `r` with each file name in its text redacted as a name (path-names.ts). */
function withNamesRead(r: Redacted): Redacted {
  const spans = fileNamesIn(r.text);
  if (spans.length === 0) return r;
  const parts: string[] = [];
  const findings = [...r.findings];
  let at = 0;
  for (const [s, e] of spans) {
    const name = redactText(r.text.slice(s, e), 'name');
    parts.push(r.text.slice(at, s), name.text);
    findings.push(...name.findings);
    at = e;
  }
  parts.push(r.text.slice(at));
  return { text: parts.join(''), findings };
}

/** Whether the string under `key` (in the object or array under `parent`) is a file's or a branch's name. */
export type NameLeaf = (key: string, parent: string | undefined, text: string) => boolean;

/**
 * A value under a key that names an id (`callId`, `toolCallId`: what joins a tool's call to its result): a token found
 * by its prefix and random body alone (`custom_call_e4vv…`) is the id, as it is in text after the same name
 * (public-names.ts); a provider's token and what a name or a context found stay redacted.
 */
function keptIdOf(key: string | undefined, value: string, r: Redacted): Redacted {
  if (key === undefined || !r.findings.some((f) => f.rule === 'prefixed-token') || !namesPublicValue(key)) return r;
  const findings = r.findings.filter((f) => f.rule !== 'prefixed-token');
  return { text: applyFindings(value, findings), findings };
}

/** The receipt of every secret redacted, wherever it was (only rule and fingerprint count: positions differ by text). */
export function receiptOf(findings: readonly Pick<Finding, 'rule' | 'fingerprint'>[]): RedactionReceipt {
  const byRule: Record<string, number> = {};
  for (const f of findings) byRule[f.rule] = (byRule[f.rule] ?? 0) + 1;
  return { total: findings.length, byRule, fingerprints: findings.map((f) => f.fingerprint) };
}

/** Fatal: `text` still holds a secret (outside a marker). The last resort of redactLeftovers. */
export function assertNoSecrets(text: string): void {
  const left = findSecrets(text);
  if (left.length === 0) return;
  const rules = [...new Set(left.map((f) => f.rule))].sort().join(', ');
  throw new HandoffError(
    `refusing to output: ${left.length} secret(s) still match after redaction (rules: ${rules})`,
    ExitCode.failure,
  );
}

/**
 * The fail-safe last scan over final output. What it still finds was given its context by the output as a whole
 * (pieces redacted apart, then joined; a count filled in after the last pass): it is redacted where it stands, and
 * counted for the one line the CLI prints about it (takeLateRedactions), instead of refusing the whole output. Each
 * pass only turns text into markers, which match no rule, so this ends; a text it could not clean is still refused.
 */
export function redactLeftovers(text: string): string {
  let out = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const left = findSecrets(out);
    if (left.length === 0) return out;
    lateRedactions += left.length;
    out = applyFindings(out, left);
  }
  assertNoSecrets(out);
  return out;
}

let lateRedactions = 0;

/** How many secrets only the fail-safe scan found since the last call (the count starts again at 0). */
export function takeLateRedactions(): number {
  const n = lateRedactions;
  lateRedactions = 0;
  return n;
}

/**
 * Text ready to print or write: redacted, then scanned again (redactLeftovers). The scan that found nothing (over the
 * unchanged text, or redaction's own last pass over its output) was that second scan: it is not run twice over the
 * same text.
 */
export function redactForOutput(text: string, kind: TextKind = 'text'): string {
  const { text: out, clean } = redactChecked(text, kind);
  return clean ? out : redactLeftovers(out);
}

/** Between strings redacted together: a line of its own, which no rule reads across and no marker swallows. */
const SEPARATOR = '\n\u241e\n';

/**
 * redactForOutput of each string, in one pass over them joined one per line (a pass costs about the same for one
 * short string as for many); one by one when a string holds the separator or the joined text did not split back.
 * A string short enough to be one value given alone (an open item `tamarind?34474VM`, an intent "it's X") is
 * redacted alone too: the rule that reads a whole text as one value (lone-value-scan.ts) must see it as given.
 */
export function redactEach(strings: readonly string[], kind: TextKind = 'text'): string[] {
  const joinable = strings.filter((t) => !t.includes(SEPARATOR) && t.length > LONE_TEXT);
  const parts = joinable.length > 0 ? redactForOutput(joinable.join(SEPARATOR), kind).split(SEPARATOR) : [];
  const clean = new Map<string, string>();
  if (parts.length === joinable.length) joinable.forEach((t, i) => clean.set(t, parts[i] ?? ''));
  return strings.map((t) => clean.get(t) ?? redactForOutput(t, kind));
}

// ---------------------------------------------------------------------------------------------------------------

function isContainer(v: unknown): v is object {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `text` as it stands, then its decoded readings: percent- and `\xHH` escapes that could hide a credential
 * (`pass%3D…`, `printf '\x70…'`), character codes and literals joined by `+` (decoded-views.ts). A URL-encoded
 * password inside a URL is found as it stands.
 */
function scanDecoded(text: string, raw: Ranked[]): void {
  // the scan of `text` also says whether it may spell a string in character codes
  const maySpell = scanAll(text, raw);
  for (const decoded of decodedViews(text, maySpell)) {
    scanView(decoded, raw);
    for (const m of scanSpelledLiterals(decoded)) raw.push({ ...m, rank: Number.MAX_SAFE_INTEGER });
  }
}

/** What the rules find in a decoded view, mapped back onto the text it was made from. */
function scanView(view: UnescapedView, raw: Ranked[]): void {
  const found: Ranked[] = [];
  scanAll(view.text, found);
  for (const f of found) raw.push({ ...f, start: view.from[f.start]!, end: view.from[f.end]! });
}

/**
 * Keyed with a random key of this process: the same secret gets the same fingerprint everywhere in one output, but
 * a reader cannot test guesses against it offline (an unkeyed hash of a human-made password is a dictionary oracle).
 */
const FINGERPRINT_KEY = randomBytes(32);

export function fingerprint(rule: string, value: string): string {
  return createHmac('sha256', FINGERPRINT_KEY).update(rule).update('\0').update(value).digest('hex').slice(0, 12);
}
