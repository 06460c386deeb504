import { findSecrets } from '../redact/redact.js';
import { lineOf, lineStarts } from '../redact/scan-util.js';
import { parseSections } from './parse-contract.js';
import { HANDOFF_VERSION, parseFrontMatter } from './front-matter.js';
import { FIRST_SAFE_STEP, NOT_CAPTURED, SECTIONS } from './render-contract.js';

/**
 * Checks a contract file: the nine H2 headings present, spelled exactly and in order; Exact next actions
 * non-empty with the first safe step as its first item; no redaction rule matching anywhere. Returns one line per
 * failure (empty: valid). Failures name the rule and line, never the matched value.
 */
export function validateContract(text: string): string[] {
  const failures: string[] = [];
  const front = parseFrontMatter(text);
  if (front && front.version !== String(HANDOFF_VERSION)) {
    failures.push(`handoff-version ${JSON.stringify(front.version.slice(0, 20))} is not supported: this tool reads version ${HANDOFF_VERSION}`);
  }
  const sections = parseSections(text);
  failures.push(...headingFailures(sections.map((s) => ({ title: s.title, line: s.line }))));
  const next = sections.find((s) => s.title === 'Exact next actions');
  if (next) failures.push(...nextActionFailures(next.body));
  failures.push(...secretFailures(text));
  return failures;
}

function headingFailures(found: { title: string; line: number }[]): string[] {
  const failures: string[] = [];
  const expected: readonly string[] = SECTIONS;
  for (const h of found) {
    if (expected.includes(h.title)) continue;
    const near = expected.find((e) => normal(e) === normal(h.title));
    failures.push(
      near
        ? `line ${h.line + 1}: heading "## ${h.title}" must be spelled exactly "## ${near}"`
        : `line ${h.line + 1}: unexpected heading "## ${h.title}"`,
    );
  }
  for (const title of expected) {
    const count = found.filter((h) => h.title === title).length;
    if (count === 0) failures.push(`missing heading "## ${title}"`);
    if (count > 1) failures.push(`heading "## ${title}" appears ${count} times`);
  }
  const order = found.filter((h) => expected.includes(h.title)).map((h) => h.title);
  const firstOut = order.findIndex((t, i) => i > 0 && expected.indexOf(t) < expected.indexOf(order[i - 1] ?? ''));
  if (firstOut !== -1) {
    failures.push(`headings out of order: "## ${order[firstOut]}" comes after "## ${order[firstOut - 1]}"; expected: ${SECTIONS.join(' > ')}`);
  }
  return failures;
}

function nextActionFailures(body: string[]): string[] {
  const lines = body.filter((l) => l.trim() !== '');
  if (lines.length === 0 || (lines.length === 1 && lines[0]?.trim() === NOT_CAPTURED)) {
    return ['"## Exact next actions" is empty: it needs at least the first safe step'];
  }
  const first = lines[0] ?? '';
  const item = /^\s*(?:\d+[.)]|[-*+])\s+(.*)$/.exec(first);
  if (!item) return [`"## Exact next actions" must start with a list item beginning with ${FIRST_SAFE_STEP}`];
  if (!(item[1] ?? '').startsWith(FIRST_SAFE_STEP)) {
    return [`the first item of "## Exact next actions" must begin with ${FIRST_SAFE_STEP}`];
  }
  return [];
}

function secretFailures(text: string): string[] {
  const findings = findSecrets(text);
  if (findings.length === 0) return [];
  const starts = lineStarts(text);
  return findings.map((f) => `line ${lineOf(starts, f.start) + 1}: matches redaction rule "${f.rule}" (fingerprint ${f.fingerprint})`);
}

function normal(s: string): string {
  return s.toLowerCase().replace(/[^a-z]/g, '');
}
