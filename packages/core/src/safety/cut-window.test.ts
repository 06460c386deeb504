/**
 * A cut redacts the kept part and its context, not everything a tool printed: the cost of a cut is bounded by what it
 * keeps, and a secret across the cut, or cut from its key name, armour or table header, is still redacted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const scanned = vi.hoisted(() => [] as number[]);
vi.mock('../redact/redact.js', async (actual) => {
  const real = await actual<typeof import('../redact/redact.js')>();
  return {
    ...real,
    redactText: (text: string) => {
      scanned.push(text.length);
      return real.redactText(text);
    },
  };
});

const { capOutput } = await import('../adapters/text.js');
const { fake } = await import('../redact/fake-secrets.js');
const { redactText } = await import('../redact/redact.js');
const { sliceRedacted } = await import('./redacted-cut.js');

const line = (i: number): string => `src/mod${i % 53}.ts:${i}: const value${i} = compute(${i}, options);\n`;
const lines = (from: number, n: number): string => Array.from({ length: n }, (_, i) => line(from + i)).join('');
/** Some 8-character piece of `secret` is still readable once the cut text went through the output's redaction. */
const leaks = (cut: string, secret: string): boolean => {
  const text = redactText(cut).text;
  for (let i = 4; i + 8 <= secret.length; i++) if (text.includes(secret.slice(i, i + 8))) return true;
  return false;
};

afterEach(() => {
  scanned.length = 0;
});

describe('a cut of a long text', () => {
  it('redacts the kept head and tail of a 200 KB tool output with a margin, not the whole output', () => {
    const output = lines(0, 3000);
    expect(output.length).toBeGreaterThan(150_000);
    capOutput(output);
    expect(scanned.length).toBeGreaterThan(0);
    expect(Math.max(...scanned)).toBeLessThan(8 * 1024);
  });

  it('still redacts a token that the head cut of a 200 KB output splits', () => {
    const token = fake.github('ghp_', 1401);
    const head = lines(0, 40);
    const output = `${head.slice(0, 1024 - 10)} ${token} ${lines(100, 3000)}`;
    const out = capOutput(output);
    expect(leaks(out, token)).toBe(false);
    expect(out).toContain('[REDACTED:github-token]');
  });

  it('still redacts a value whose key name the tail cut drops, in a 200 KB output', () => {
    const secret = 'summer-picnic-2026';
    const output = `${lines(0, 3000)}DB_PASSWORD=${secret}\n${lines(5000, 20)}`;
    const at = output.indexOf(secret);
    const out = sliceRedacted(output, at + 3, output.length);
    expect(leaks(`${'x'.repeat(3)}${out}`, secret)).toBe(false);
  });

  it('still redacts the password column of a table whose header is far above the kept tail', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `| svc-${i} | ${'the service that answers the health checks'} | ${fake.personMade(1400 + i)} |`);
    const table = ['| service | about | password |', '|---|---|---|', ...rows].join('\n');
    const text = `${lines(0, 2000)}${table}\n${lines(9000, 3)}`;
    const from = text.indexOf(rows[140]!);
    expect(from - text.indexOf('| service |')).toBeGreaterThan(8 * 1024);
    const out = sliceRedacted(text, from, text.length);
    expect(Math.max(...scanned)).toBeLessThan(text.length / 2);
    for (const row of rows.slice(141)) expect(out).not.toContain(row.split('|')[3]!.trim());
  });

  it('redacts a token split at either end of a kept part longer than 64 KiB', () => {
    const first = fake.github('ghp_', 1403);
    const second = fake.github('ghp_', 1404);
    const text = `${lines(0, 100)} ${first} ${lines(200, 2000)} ${second} ${lines(5000, 100)}`;
    const from = text.indexOf(first) + 10;
    const to = text.indexOf(second) + 10;
    expect(to - from).toBeGreaterThan(64 * 1024);
    const out = sliceRedacted(text, from, to);
    expect(Math.max(...scanned)).toBeLessThan(16 * 1024);
    expect(leaks(out, first)).toBe(false);
    expect(leaks(out, second)).toBe(false);
  });

  it('still redacts the rest of a private key whose armour is more than the margin above the cut', () => {
    const key = `-----BEGIN RSA PRIVATE KEY-----\n${fake.pemBody(1402)}\n-----END RSA PRIVATE KEY-----`;
    const text = `${lines(0, 2000)}${key}\n${lines(9000, 3)}`;
    const body = fake.pemBody(1402).split('\n');
    const out = sliceRedacted(text, text.indexOf(body[body.length - 2]!), text.length);
    expect(body.slice(3).some((l) => l.length > 8 && out.includes(l))).toBe(false);
  });
});
