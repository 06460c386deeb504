import { describe, expect, it } from 'vitest';
import { jsonEscapeView } from './json-escape-view.js';
import { redactText } from './redact.js';
import { redactionTestLiterals } from './test-literals.js';

/** Transcript text around a secret: a line before and after, as a tool's output holds it. */
const BEFORE = 'Ran the migration against staging; 14 tables updated.\nNext: rotate the credentials below.';
const AFTER = 'Restarted the worker (pid 48213) and the health check passed.';

/** Where each character of `text` starts in JSON.stringify(text), and where it ends: the escapes' widths summed. */
function escapedOffsets(text: string): number[] {
  const at = [1];
  for (const ch of text) {
    const width = JSON.stringify(ch).length - 2;
    for (let k = 1; k < ch.length; k++) at.push(at[at.length - 1]!); // the low half of a pair: inside its character
    at.push(at[at.length - 1]! + width);
  }
  return at;
}

/** The spans redactText finds in `text` that redacting JSON.stringify(text) leaves (partly) in the clear. */
function uncovered(text: string): string[] {
  const escaped = JSON.stringify(text);
  const covered = new Uint8Array(escaped.length);
  for (const f of redactText(escaped).findings) covered.fill(1, f.start, f.end);
  const at = escapedOffsets(text);
  return redactText(text)
    .findings.filter((f) => covered.subarray(at[f.start], at[f.end]).includes(0))
    .map((f) => text.slice(f.start, f.end));
}

describe('JSON-escaped text is redacted wherever the text it encodes is', () => {
  // every literal of the redaction suite that redactText finds a secret in: each rule's own cases and its leaks
  const planted = [...new Set(redactionTestLiterals('json-escape-view.test.ts'))].filter((t) => redactText(t).findings.length > 0);

  it('has the suite’s planted secrets to check', () => {
    expect(planted.length).toBeGreaterThan(500);
  });

  it('each literal alone, as JSON.stringify writes it', () => {
    const leaks = planted.filter((t) => uncovered(t).length > 0);
    expect(leaks).toEqual([]);
  });

  it('each literal on its own lines inside a longer text, escaped whole', () => {
    const leaks = planted.filter((t) => uncovered(`${BEFORE}\n${t}\n${AFTER}`).length > 0);
    expect(leaks).toEqual([]);
  });
});

describe('jsonEscapeView', () => {
  it.each([
    ['a key on a line of its own', `${BEFORE}\nW1F4-K3YX-9PQ2\n${AFTER}`, 'W1F4-K3YX-9PQ2'],
    ['a password in escaped quotes', 'std::string pw{"MarbleViolet7731"};', 'MarbleViolet7731'],
    ['a YAML block scalar', 'db:\n  password: >-\n    heron_violet592\n  host: pg', 'heron_violet592'],
    ['a fish shell export', 'set -gx SEARCH_APP_KEY 7c3f91d0a8b24e6f5c1d9a7b3e5f0c2d4a6b8e1f', '7c3f91d0a8b24e6f5c1d9a7b3e5f0c2d4a6b8e1f'],
  ])('redacts %s escaped as it redacts it plain, escapes around the marker kept', (_why, text, secret) => {
    const plain = redactText(text).text;
    expect(plain).not.toContain(secret);
    const escaped = redactText(JSON.stringify(text)).text;
    expect(JSON.parse(escaped)).toBe(plain);
  });

  it('redacts a transcript record line, the secret in a tool result', () => {
    const line = JSON.stringify({ type: 'user', message: { content: [{ type: 'tool_result', content: `${BEFORE}\nW1F4-K3YX-9PQ2\n${AFTER}` }] } });
    const out = redactText(line).text;
    expect(out).not.toContain('W1F4-K3YX');
    expect(JSON.parse(out).message.content[0].content).toContain(`\n[REDACTED:`);
  });

  it('maps each character back to its escape', () => {
    const view = jsonEscapeView(String.raw`"a\nb\"c\u00fcd\\e\/f"`)!;
    expect(view.text).toBe('a\nb"cüd\\e/f');
    expect(Array.from({ length: view.text.length + 1 }, (_, i) => view.at(i))).toEqual([1, 2, 4, 5, 7, 8, 14, 15, 17, 18, 20, 21]);
    expect(view.json).toBe(true);
  });

  it('reads a JSON line as JSON, and code with its own escapes both ways', () => {
    expect(jsonEscapeView('{"text":"pw\\nx"}')?.json).toBe(true);
    expect(jsonEscapeView('[{"text":"pw\\nx"}]')?.json).toBe(true);
    expect(jsonEscapeView('expect "password for admin:" { send "Kx8sTore-P4ss9\\r" }')?.json).toBe(false);
    expect(jsonEscapeView('a "quoted" \\n word')?.json).toBe(false);
    expect(jsonEscapeView('no escapes here')).toBeNull();
  });

  it('keeps an expect script’s own escape as the rules read it', () => {
    const out = redactText('expect "password for admin:" { send "Kx8sTore-P4ss9\\r" }').text;
    expect(out).not.toContain('Kx8sTore');
  });
});
