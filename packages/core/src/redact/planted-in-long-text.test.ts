/**
 * Every row of the rule table still finds its secret when the text that holds it stands inside a long benign text:
 * the skips that make redaction fast (the anchor scan, ScanGate, a row's guard) must never depend on the text being
 * short. Each row's example is the first case of the suite (the redaction tests' literals, the labelled corpus) in
 * which that row finds what redaction then redacts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { scanAll, type Ranked } from './passes.js';
import { findSecrets } from './redact.js';
import { RULES } from './rules.js';
import { preconditionsOf } from './scan-preconditions.js';
import { redactionTestLiterals } from './test-literals.js';

const CASES = [
  ...redactionTestLiterals('planted-in-long-text.test.ts'),
  ...readFileSync(corpusDir('redaction', 'corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => (JSON.parse(l) as { text: string }).text),
];

/** Prose and markdown of a real README (the benign corpus): kilobytes in which no rule fires. */
const BULK = readFileSync(corpusDir('redaction', 'benign-bulk.txt'), 'utf8');
const HEAD = `${BULK.slice(0, 3000)}\n\n`;
const TAIL = `\n\n${BULK.slice(3000, 6000)}`;

/** A scan that reads the whole text as one value (a way with a `max`): a long text is by design none of its cases. */
function readsShortTextsOnly(rank: number): boolean {
  const rule = RULES[rank];
  return rule !== undefined && 'scan' in rule && preconditionsOf(rule.scan).some((w) => w.max !== undefined);
}

/** A row's rule id; past the table, the pass of decoded base64 runs passes.ts adds. */
function rowName(rank: number): string {
  return RULES[rank]?.id ?? 'base64-secret';
}

/** Per row (its rank), the first case in which it finds a span that redaction redacts. */
function examples(): Map<number, { text: string; found: Ranked }> {
  const out = new Map<number, { text: string; found: Ranked }>();
  for (const text of CASES) {
    const raw: Ranked[] = [];
    scanAll(text, raw);
    if (raw.every((r) => out.has(r.rank))) continue;
    const redacted = findSecrets(text);
    for (const r of raw) {
      if (out.has(r.rank) || !redacted.some((f) => f.start <= r.start && f.end >= r.end)) continue;
      out.set(r.rank, { text, found: r });
    }
  }
  return out;
}

describe('rows in a long text', () => {
  it('find what they find in their example when the example stands between kilobytes of benign text', () => {
    const rows = examples();
    // most rows have a literal example in the suite; the rest are built from parts (fake-secrets.ts)
    expect(rows.size).toBeGreaterThan(RULES.length / 2);
    expect(findSecrets(HEAD + TAIL)).toEqual([]);
    const lost: string[] = [];
    for (const [rank, { text, found }] of rows) {
      if (readsShortTextsOnly(rank)) continue;
      const planted = HEAD + text + TAIL;
      const start = found.start + HEAD.length;
      const end = found.end + HEAD.length;
      const raw: Ranked[] = [];
      scanAll(planted, raw);
      const same = raw.some((r) => r.rank === rank && r.start === start && r.end === end);
      const redacted = findSecrets(planted).some((f) => f.start <= start && f.end >= end);
      if (!same || !redacted) lost.push(`row ${rank} (${rowName(rank)}): ${JSON.stringify(text.slice(0, 120))}`);
    }
    expect(lost).toEqual([]);
  });
});
