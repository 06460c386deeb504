/**
 * Values a hard wrap cuts (issue 13: a secret split across a line): a terminal or a log formatter breaks a long line
 * at its width, and each piece alone is no secret a rule knows. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactText } from './redact.js';
import { wrapsIn } from './wrap-joint-scan.js';

/** `line` broken every `width` characters, as a terminal shows it. */
const hardWrapped = (line: string, width: number): string => line.match(new RegExp(`.{1,${width}}`, 'g'))!.join('\n');

describe('a line wrapped at the width of a terminal', () => {
  const token = fake.github('ghp_', 5301);
  const logLine = (pad: number) => `${'2026-11-30 08:15:02.117 [ingest-2] '.slice(0, pad)}fetch: using credential ${token} for mirror`;

  it('redacts both pieces of a token whatever column the wrap falls in', () => {
    for (let pad = 0; pad <= 30; pad += 3) {
      const line = logLine(pad);
      const cut = line.indexOf(token) + 4 + pad / 3;
      expectRedacted(`$ ./sync.sh\n${hardWrapped(line, cut)}\nexit 0`, token);
    }
  });

  it("redacts a URL's key wrapped over three lines, each piece where it stands", () => {
    const key = fake.alnum(64, 5302);
    const text = `${hardWrapped(`curl -s "https://api.example.test/v1/export?format=csv&access_token=${key}&page=2"`, 48)}\ndone`;
    const out = redactText(text).text;
    expectRedacted(text, key);
    // the layout stays: one line for each line of the input
    expect(out.split('\n')).toHaveLength(text.split('\n').length);
  });

  it('keeps wrapped text that cuts no value: prose, a listing, a certificate block, a digest', () => {
    expectKept([
      hardWrapped('The nightly job rebuilds the search index from the primary replica and then swaps the alias, so readers never see a half-built index.', 64),
      hardWrapped(`docker pull registry.example.test/tools/builder@sha256:${fake.hex(64, 5303)}`, 60),
      `-----BEGIN CERTIFICATE-----\n${hardWrapped(Buffer.from('public certificate body: issuer CN=Example Root CA, serial 4f2a, valid two years').toString('base64'), 64)}\n-----END CERTIFICATE-----`,
    ]);
  });
});

describe('which line breaks are wraps', () => {
  it('takes a break after a line as wide as the widest, with a value on both sides', () => {
    const text = `short line\n${'a'.repeat(50)}\nbcdef and more\nend`;
    expect(wrapsIn(text)).toEqual([{ at: 61, next: 62 }]);
  });

  it('leaves a break after a narrower line, at a blank, or before a numbered line of grep', () => {
    const wide = 'x'.repeat(60);
    expect(wrapsIn(`${wide}\n${'y'.repeat(45)}\nzzz`)).toEqual([{ at: 60, next: 61 }]);
    expect(wrapsIn(`${wide} \nnext`)).toEqual([]);
    expect(wrapsIn(`${wide}\n next`)).toEqual([]);
    expect(wrapsIn(`${wide}\n284-\tnext`)).toEqual([]);
    expect(wrapsIn(`${'x'.repeat(30)}\nnext`)).toEqual([]);
  });

  it('leaves the break after an armor line: a key block opens there (a JSON record decoded is its widest line)', () => {
    const record = `{"type":"tool_result","content":"-----BEGIN PRIVATE KEY-----\n${fake.alnum(48, 5304)}\nrest`;
    expect(wrapsIn(record)).toEqual([]);
  });
});
