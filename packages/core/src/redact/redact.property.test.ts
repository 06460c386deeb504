import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { findSecrets, markerFor, redactJson, redactText, type Finding } from './redact.js';

/** Output = input minus the redacted spans plus one marker per finding; nothing else changes. */
function expectOnlyMarkersAdded(input: string, out: { text: string; findings: Finding[] }): void {
  const removed = out.findings.reduce((n, f) => n + (f.end - f.start), 0);
  const added = out.findings.reduce((n, f) => n + markerFor(f.rule).length, 0);
  expect(out.text.length).toBe(input.length - removed + added);
  let at = 0;
  for (const f of out.findings) {
    expect(f.start).toBeGreaterThanOrEqual(at);
    expect(f.end).toBeGreaterThan(f.start);
    at = f.end;
  }
  expect(at).toBeLessThanOrEqual(input.length);
}

describe('redaction on arbitrary input', () => {
  it('never crashes on arbitrary strings and only adds markers', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const out = redactText(s);
        expectOnlyMarkersAdded(s, out);
        expect(redactText(out.text).text).toBe(out.text);
      }),
      { numRuns: 1000 },
    );
  });

  it('never crashes on arbitrary bytes decoded as UTF-8', () => {
    const decoder = new TextDecoder('utf-8', { fatal: false });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const s = decoder.decode(bytes);
        expectOnlyMarkersAdded(s, redactText(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps JSON valid when redacting serialized JSON', () => {
    const secretish = fc.constantFrom(fake.github(), `password=${fake.alnum(12)}7`, fake.jwt(), 'plain');
    const record = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 30 }), secretish));
    fc.assert(
      fc.property(record, (r) => {
        const out = redactText(JSON.stringify(r)).text;
        expect(() => JSON.parse(out) as unknown).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('handles arbitrary nested JSON values, 10,000 levels deep', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const { value, findings } = redactJson(v);
        if (findings.length === 0) expect(value).toEqual(v);
        else expect(JSON.stringify(value)).toContain('[REDACTED:');
      }),
      { numRuns: 300 },
    );
    const proto = JSON.parse('{"__proto__":{"token":"x"},"a":1}') as object;
    expect(redactJson(proto).value).toEqual(proto);
    expect(Object.keys(redactJson(proto).value)).toEqual(['__proto__', 'a']);
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = { a: [deep] };
    expect(() => redactJson(deep)).not.toThrow();
  });
});

describe('large and adversarial input', () => {
  it('redacts a 50 MB single line', { timeout: 300_000 }, () => {
    const gh = fake.github();
    // a tool result as Claude Code writes it: escaped newlines, ids, a SHA, source text, and one token
    const chunk =
      '{"type":"tool_result","tool_use_id":"toolu_01A09q90qw90lq917835lq9","content":"' +
      'commit 3f786850e387550fdab836ed7e6dc881de23001b\\n' +
      'export function retry(fn, { attempts = 3, delayMs = 200 } = {}) {\\n  for (let i = 0; i < attempts; i++) {\\n' +
      '    try { return await fn(); } catch (e) { await sleep(delayMs * 2 ** i); }\\n  }\\n}\\n' +
      `git remote set-url origin https://${gh}@github.com/acme/app.git\\n` +
      'integrity sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs7PBPcQCLp4zcbNhqxwG2bA9Lg==\\n"},';
    const copies = Math.ceil(50_000_000 / chunk.length);
    const line = chunk.repeat(copies);
    expect(line.length).toBeGreaterThanOrEqual(50_000_000);
    const out = redactText(line);
    expect(out.findings.length).toBe(copies);
    expect(new Set(out.findings.map((f) => f.rule))).toEqual(new Set(['github-token']));
    expect(out.text.includes(gh)).toBe(false);
    expectOnlyMarkersAdded(line, out);
  });

  // No timing assertion: a super-linear pattern would blow the timeout (and did, before the rules were fixed).
  it('finishes on repetitive near-secret input (no catastrophic backtracking)', { timeout: 300_000 }, () => {
    const size = 300_000;
    for (const unit of [
      'a',
      'ghp_',
      'glpat-',
      'eyJ',
      'eyJa.',
      'sk-',
      'AKIA',
      'password=',
      'token: ',
      '//u:p',
      '-----BEGIN PRIVATE KEY-----',
      'A1b2C3d4',
      '\\n',
      '?sig=',
      'Authorization: Bearer ',
      'mysql ',
      'mysql -p',
      ' -u a:b',
      'key=',
      '://',
    ]) {
      const text = unit.repeat(Math.ceil(size / unit.length));
      expect(() => findSecrets(text)).not.toThrow();
    }
  });
});
