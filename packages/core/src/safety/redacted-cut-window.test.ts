import { describe, expect, it, vi } from 'vitest';
import { capOutput } from '../adapters/text.js';
import { fake } from '../redact/fake-secrets.js';
import * as redact from '../redact/redact.js';
import { sliceRedacted } from './redacted-cut.js';

vi.mock('../redact/redact.js', async (original) => {
  const actual = await original<typeof import('../redact/redact.js')>();
  return { ...actual, findSecrets: vi.fn(actual.findSecrets), redactText: vi.fn(actual.redactText) };
});

const FILLER = 'build step ok; ';
const fill = (n: number) => FILLER.repeat(Math.ceil(n / FILLER.length) + 1).slice(0, n);

/** Characters the redactor scanned while `cut` ran. */
function scanned(cut: () => void): number {
  vi.mocked(redact.findSecrets).mockClear();
  vi.mocked(redact.redactText).mockClear();
  cut();
  const lengths = [...vi.mocked(redact.findSecrets).mock.calls, ...vi.mocked(redact.redactText).mock.calls].map(([text]) => text.length);
  return lengths.reduce((a, b) => a + b, 0);
}

describe('a cut of a long text scans what it keeps and a margin, not all of it', () => {
  it('a 200 KB tool output cut to its head and tail costs a scan of a few kilobytes', () => {
    const output = fill(200_000);
    expect(scanned(() => capOutput(output))).toBeLessThan(20_000);
  });

  it('still redacts a token that the head or the tail cut would split, deep inside a long text', () => {
    const token = fake.github('ghp_', 2101);
    const head = `${fill(1000)} ${token} ${fill(100_000)}`;
    const tail = `${fill(100_000)} ${token} ${fill(2030)}`;
    for (const text of [capOutput(head), capOutput(tail)]) {
      expect(text).toContain('[REDACTED:github-token]');
      expect(text).not.toContain(token.slice(10, 20));
    }
  });

  it('finds a table header far above a tail cut, past the margin: the password column stays redacted', () => {
    const rows = Array.from({ length: 190 }, (_, i) => `| svc-${i} | ${fake.personMade(2200 + i)} |`);
    const table = [`${fill(50_000)}`, '| service | password |', '|---|---|', ...rows, fill(50_000)].join('\n');
    const cut = table.indexOf(rows[180]!);
    expect(cut - table.indexOf('| service |')).toBeGreaterThan(5000);
    const out = sliceRedacted(table, cut, table.length);
    for (const row of rows.slice(181)) expect(out).not.toContain(row.split('|')[2]!.trim());
  });
});
