import { describe, expect, it } from 'vitest';
import { capOutput, oneLine as adapterOneLine, preview } from '../adapters/text.js';
import { fake } from '../redact/fake-secrets.js';
import { findSecrets, redactText } from '../redact/redact.js';
import { clip, clipTail, ends, oneLine } from '../summarize/clip.js';
import { capText } from './hostile-text.js';
import { headRedacted, sliceRedacted, tailRedacted } from './redacted-cut.js';

const FILLER = 'build step ok; ';
const fill = (n: number) => FILLER.repeat(Math.ceil(n / FILLER.length) + 1).slice(0, n);
/** `secret` as a word of its own starting at `at`, in `total` characters. */
const around = (secret: string, at: number, total: number) => `${fill(at - 1)} ${secret} ${fill(total - at - secret.length - 1)}`;

/** Any 8-character piece of the secret past its 4-character prefix, once the cut text is redacted for output. */
function leaks(cut: string, secret: string): boolean {
  const text = redactText(cut).text;
  for (let i = 4; i + 8 <= secret.length; i++) if (text.includes(secret.slice(i, i + 8))) return true;
  return false;
}

const token = fake.github('ghp_', 501);

describe('sliceRedacted', () => {
  it('leaves text alone when nothing is cut, or when no secret is near the cut', () => {
    const s = around(token, 500, 2000);
    expect(sliceRedacted(s, 0, s.length)).toBe(s);
    expect(headRedacted(s, 100)).toBe(s.slice(0, 100));
    expect(tailRedacted(s, 100)).toBe(s.slice(-100));
  });

  it('redacts a token that a head cut would split', () => {
    const s = around(token, 90, 400);
    const out = headRedacted(s, 100);
    expect(leaks(out, token)).toBe(false);
    expect(out).toContain('[REDACTED:github-token]');
    expect(out.startsWith(s.slice(0, 90))).toBe(true);
  });

  it('redacts a token that a tail cut would split', () => {
    const s = around(token, 380, 500);
    const out = tailRedacted(s, 100);
    expect(leaks(out, token)).toBe(false);
    expect(out.startsWith('[REDACTED:github-token]')).toBe(true);
  });

  it('redacts a value whose key name a tail cut would drop', () => {
    const secret = 'summer-picnic-2026';
    const s = `${fill(300)} DB_PASSWORD=${secret} ${fill(300)}`;
    expect(findSecrets(s).length).toBe(1);
    const at = s.indexOf(secret);
    const out = sliceRedacted(s, at - 1, s.length);
    expect(findSecrets(s.slice(at - 1))).toEqual([]);
    expect(leaks(out, secret)).toBe(false);
  });

  it('redacts the rest of a private key whose armour a cut drops', () => {
    const key = `-----BEGIN RSA PRIVATE KEY-----\n${fake.pemBody(503)}\n-----END RSA PRIVATE KEY-----`;
    const s = `${fill(200)}\n${key}\n${fill(200)}`;
    const out = sliceRedacted(s, s.indexOf(key) + 200, s.length);
    const body = fake.pemBody(503).split('\n');
    expect(body.slice(3).some((line) => out.includes(line))).toBe(false);
  });

  it('leaves a secret wholly inside the kept part to the output redaction (which counts it)', () => {
    const s = around(token, 20, 400);
    expect(headRedacted(s, 300)).toContain(token);
  });
});

describe('every cut helper redacts across its cut', () => {
  const s = around(token, 95, 3000);
  const cases: [string, string][] = [
    ['summarize clip', clip(s, 100)],
    ['summarize clipTail', clipTail(s, s.length - 100)],
    ['summarize ends', ends(s, 100, 100)],
    ['summarize oneLine', oneLine(s, 100)],
    ['safety capText', capText(s, 200)],
    ['adapter capOutput', capOutput(around(token, 1010, 6000))],
    ['adapter oneLine', adapterOneLine(s, 100)],
    ['adapter preview', preview({ command: s }, 100)],
  ];
  for (const [name, out] of cases) {
    it(name, () => {
      expect(leaks(out, token)).toBe(false);
    });
  }
});

describe('a piece of a public value left at a cut', () => {
  /** go.sum lines: each `h1:` hash is 43 base64 characters and a `=`; a cut that takes the `=` leaves a random run. */
  const goSum = Array.from({ length: 60 }, (_, i) => `github.com/acme/mod${i} v0.${i}.1/go.mod h1:${fake.alnum(43, 1400 + i)}=`).join('\n');
  const inside = (p: number): number => goSum.indexOf('=', p) - 3; // three characters before a hash's `=`

  it('is left out, not marked, at the head and at the tail of the cut', () => {
    const head = inside(900);
    const tail = inside(3000);
    for (const out of [sliceRedacted(goSum, 0, head), sliceRedacted(goSum, tail, goSum.length), capText(goSum, 1800)]) {
      expect(out).not.toContain('[REDACTED');
      expect(redactText(out).text).toBe(out);
    }
  });

  it('is counted among the characters cut', () => {
    const out = capText(goSum, 1800);
    const shown = out.replace(/\[… \d+ chars cut …\]/, '');
    expect(Number(/\[… (\d+) chars cut …\]/.exec(out)![1])).toBe(goSum.length - shown.length);
  });

  it('still redacts a secret the cut splits, and keeps a piece of a long blob', () => {
    const token = `gsk_${fake.alnum(52, 1460)}`;
    const text = around(token, 500, 2000);
    const cut = text.indexOf(token) + 20;
    expect(leaks(sliceRedacted(text, 0, cut), token)).toBe(false);
    const blob = fake.alnum(400, 1461);
    expect(sliceRedacted(`data: ${blob} end`, 0, 206)).toBe(`data: ${blob.slice(0, 200)}`);
  });
});
