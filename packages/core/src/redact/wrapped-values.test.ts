/**
 * Values wrapped onto the next line by the width of whatever printed them (issue 13: a secret split across lines
 * must not leave its tail behind): a base64 block at 64 or 76 columns whose short last line decodes to the secret's
 * end, and an element's text wrapped once. Look-alikes that wrap no secret are kept. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

/** `text` in base64, wrapped at `width` columns like `base64 -w <width>`. */
const wrapped = (text: string, width: number): string => Buffer.from(text).toString('base64').match(new RegExp(`.{1,${width}}`, 'g'))!.join('\n');

describe('a base64 block wrapped at a fixed width', () => {
  it('redacts every line of a wrapped .npmrc read with line numbers, the short last one too', () => {
    const token = fake.alnum(36, 9401);
    const lines = wrapped(`//npm.example/:_authToken=${token}\n`, 64).split('\n');
    const read = lines.map((line, k) => `${String(k + 1).padStart(6)}→${line}`).join('\n');
    expectRedacted(read, lines[lines.length - 1]!);
  });

  it('keeps wrapped blocks of prose', () => {
    expectKept([
      `Content-Transfer-Encoding: base64\n\n${wrapped('Hello team,\nthe release notes for version 4.2 are attached below. Please review before Friday.\n', 76)}`,
      `$ base64 -w 64 notes.txt\n${wrapped('The deploy finished at noon and all checks passed on the staging cluster.\n', 64)}\n$ `,
    ]);
  });
});

describe("an element's text wrapped once", () => {
  it('redacts both lines of a wrapped client secret', () => {
    const secret = fake.alnum(40, 9411);
    expectRedacted(`<oauth>\n  <client_secret>${secret.slice(0, 23)}\n${secret.slice(23)}</client_secret>\n</oauth>`, secret);
  });

  it('keeps a wrapped description that mentions a key', () => {
    expectKept(['<api_key_help>Paste the api\nkey here</api_key_help>', '<secret_hint>Ask the on-call\nengineer</secret_hint>']);
  });
});
