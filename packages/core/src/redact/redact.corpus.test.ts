import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { findSecrets, redactText } from './redact.js';

interface Labelled {
  id: string;
  format: string;
  text: string;
  secrets: { label: string; accept: string[]; value: string; start: number; end: number }[];
}

function jsonl<T>(file: string): T[] {
  return readFileSync(corpusDir('redaction', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as T);
}

/** Findings per MB (of UTF-8 bytes) over a benign file; every finding there is a false positive. */
function falsePositiveRate(file: string): { findings: number; mb: number; perMb: number; samples: string[] } {
  const text = readFileSync(corpusDir('redaction', file), 'utf8');
  const found = findSecrets(text);
  const mb = Buffer.byteLength(text) / 1_000_000;
  const samples = found.slice(0, 5).map((f) => `${f.rule}: ${JSON.stringify(text.slice(Math.max(0, f.start - 30), f.end + 10))}`);
  return { findings: found.length, mb, perMb: found.length / mb, samples };
}

describe('redaction corpus', () => {
  const records = jsonl<Labelled>('corpus.jsonl');

  it('reads the labelled corpus as documented', () => {
    expect(records).toHaveLength(74);
    expect(records.reduce((n, r) => n + r.secrets.length, 0)).toBe(81);
    for (const r of records) for (const s of r.secrets) expect(r.text.slice(s.start, s.end)).toBe(s.value);
  });

  it.each(records.map((r) => [r.id, r] as const))('%s: every secret fully covered, with an accepted label', (_id, record) => {
    const { text, findings } = redactText(record.text);
    for (const secret of record.secrets) {
      const overlapping = findings.filter((f) => f.start < secret.end && f.end > secret.start);
      const uncovered: number[] = [];
      for (let i = secret.start; i < secret.end; i++) {
        if (!overlapping.some((f) => f.start <= i && i < f.end)) uncovered.push(i);
      }
      expect(uncovered, `${secret.label} not fully covered`).toEqual([]);
      const accepted = [secret.label, ...secret.accept];
      for (const f of overlapping) expect(accepted, `${record.id} reported ${f.rule}`).toContain(f.rule);
      expect(text).not.toContain(secret.value);
    }
  });

  it('reports labels exactly (not only an accepted alternative) for most secrets', () => {
    let exact = 0;
    let total = 0;
    for (const record of records) {
      const findings = findSecrets(record.text);
      for (const s of record.secrets) {
        total++;
        if (findings.some((f) => f.start <= s.start && f.end >= s.end && f.rule === s.label)) exact++;
      }
    }
    console.log(`redaction corpus: ${exact}/${total} secrets reported with their primary label`);
    expect(exact / total).toBeGreaterThan(0.9);
  });

  it('finds nothing in the hard negatives', () => {
    for (const r of jsonl<{ id: string; why: string; text: string }>('benign-hard.jsonl')) {
      const found = findSecrets(r.text).map((f) => `${f.rule}: ${r.text.slice(f.start, f.end)}`);
      expect(found, `${r.id} (${r.why})`).toEqual([]);
    }
  });

  it.each(['benign-transcripts.jsonl', 'benign-bulk.txt'])('false positives in %s stay under 1 per MB', (file) => {
    const rate = falsePositiveRate(file);
    console.log(
      `redaction false positives in ${file}: ${rate.findings} finding(s) in ${rate.mb.toFixed(2)} MB = ${rate.perMb.toFixed(2)} per MB`,
    );
    expect(rate.perMb, rate.samples.join('\n')).toBeLessThan(1);
  });

  it('redacting the redacted corpus changes nothing', () => {
    for (const record of records) {
      const once = redactText(record.text).text;
      expect(redactText(once).text, record.id).toBe(once);
    }
  });
});
