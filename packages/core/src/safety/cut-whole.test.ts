/**
 * Issue 13, leak class "a cut leaves a secret's tail" (branch leaks13e): every cut site redacts the WHOLE text before
 * it cuts, so neither the head nor the tail of a secret that straddles the cut survives, and a secret the kept part
 * holds whole but without its context (a key name, a table header far above) is redacted too. Values made up here.
 */
import { describe, expect, it } from 'vitest';
import { capOutput, headTail, oneLine as adapterOneLine, preview } from '../adapters/text.js';
import { fake } from '../redact/fake-secrets.js';
import { redactText } from '../redact/redact.js';
import { recordLine } from '../render/records.js';
import { ToldValues } from '../redact/told-values.js';
import { rawTailLine } from '../summarize/raw-text.js';
import { clip, clipTail, ends, oneLine } from '../summarize/clip.js';
import type { TranscriptEvent } from '../types/events.js';
import { capText, quoteAsData } from './hostile-text.js';
import { sliceRedacted, tailRedacted } from './redacted-cut.js';

const FILLER = 'step ok; ';
const fill = (n: number): string => FILLER.repeat(Math.ceil(n / FILLER.length) + 1).slice(0, n);

/** Some 8-character piece of `secret` is still readable once the cut text went through the output's redaction. */
function leaks(cut: string, secret: string): boolean {
  const text = redactText(cut).text;
  for (let i = 0; i + 8 <= secret.length; i++) if (text.includes(secret.slice(i, i + 8))) return true;
  return false;
}

const ADMIN_KEY = fake.hex(32, 1301);
/** `ADMIN_API_KEY=<32 hex>` with the first 10 hex digits at [at, at + 10): a cut at `at + 10` splits it there. */
function adminKeyAt(at: number, total: number): { text: string; cut: number } {
  const lead = 'ADMIN_API_KEY=';
  const text = `${fill(at - lead.length - 1)}\n${lead}${ADMIN_KEY}\n${fill(total - at - ADMIN_KEY.length - 1)}`;
  return { text, cut: text.indexOf(ADMIN_KEY) + 10 };
}

describe('a 32-hex admin key whose first 10 characters fall before the cut, at every cut site', () => {
  const { text, cut } = adminKeyAt(400, 6000);
  const tailFrom = (n: number): number => text.length - n;
  const event = (e: Partial<TranscriptEvent> & { kind: TranscriptEvent['kind'] }): TranscriptEvent =>
    ({ line: 7, ...e }) as TranscriptEvent;
  const cases: [string, () => string][] = [
    ['capText head ([… N chars cut …])', () => capText(text, 2 * cut)],
    ['capText tail', () => capText(text, 2 * (text.length - cut))],
    ['quoteAsData (the latest instruction, the task)', () => quoteAsData(text, { max: 2 * cut })],
    ['clip (budget cut, summarizer)', () => clip(text, cut + 1)],
    ['clipTail', () => clipTail(text, tailFrom(cut) + 1)],
    ['ends', () => ends(text, cut, 100)],
    ['oneLine', () => oneLine(text, cut + 1)],
    ['adapter headTail / capOutput (tool output head)', () => headTail(text, cut, 100)],
    ['adapter capOutput (tool output tail)', () => capOutput(`${fill(4000)}${text.slice(0, cut + 22)}`)],
    ['adapter oneLine', () => adapterOneLine(text, cut + 1)],
    ['adapter preview', () => preview({ command: text }, cut + 1)],
    ['--raw tail: assistant text', () => rawTailLine({ sessionId: 's', kind: 'assistant_text' }, event({ kind: 'assistant_text', text: text.slice(cut - 600) })).text],
    ['--raw tail: tool output', () => rawTailLine({ sessionId: 's', kind: 'tool_result' }, event({ kind: 'tool_result', output: text.slice(0, cut + 300), isError: false })).text],
    ['--raw --lines record', () => recordLine(event({ kind: 'assistant_text', text: text.slice(cut - 1000) }), new ToldValues()).text],
    ['tailRedacted', () => tailRedacted(text, tailFrom(cut))],
  ];
  for (const [name, out] of cases) {
    it(name, () => {
      expect(leaks(out(), ADMIN_KEY)).toBe(false);
    });
  }
});

describe('a secret the kept part holds whole but cut from its context', () => {
  it('a table cut below its header: the password column stays redacted however far below the header', () => {
    const rows = Array.from({ length: 40 }, (_, i) => `| svc-${i} | ${fake.personMade(1400 + i)} |`);
    const table = ['| service | password |', '|---|---|', ...rows].join('\n');
    const cut = table.indexOf(rows[10]!);
    const out = sliceRedacted(table, cut, table.length);
    for (const row of rows.slice(12)) expect(out).not.toContain(row.split('|')[2]!.trim());
  });

  it('a JSON value whose key a head cut keeps is still found with the whole text', () => {
    const value = fake.alnum(40, 1600);
    const text = `{"note":"${fill(300)}","client_secret":"${value}","next":"${fill(300)}"}`;
    const cut = text.indexOf(value) + 12;
    expect(leaks(sliceRedacted(text, 0, cut), value)).toBe(false);
    expect(leaks(sliceRedacted(text, cut, text.length), value)).toBe(false);
  });

  it('keeps text without a secret, and a secret wholly inside the kept part, as they are', () => {
    const text = `${fill(500)} commit ${fake.hex(40, 1700)} sha256:${fake.hex(64, 1701)} ${fill(500)}`;
    expect(capText(text, 300)).toBe(`${text.slice(0, 150)}[… ${text.length - 300} chars cut …]${text.slice(-150)}`);
    const token = fake.github('ghp_', 1702);
    const kept = `${fill(20)} ${token} ${fill(600)}`;
    expect(clip(kept, 200)).toContain(token);
  });
});
