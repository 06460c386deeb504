/**
 * What an encoding of a secret reveals is redacted (issue 13): character codes, a literal joined by `+`, escapes
 * inside base64, a key's bytes, a table's secret column however it is laid out or pasted. Beside each, text of the
 * same shape that holds no secret stays as it is. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const KEY = fake.alnum(20, 3401);
const codes = (s: string, hex = false): string => [...s].map((c) => (hex ? `0x${c.charCodeAt(0).toString(16)}` : String(c.charCodeAt(0)))).join(', ');
const b64 = (s: string): string => Buffer.from(s).toString('base64');
const escapes = (s: string): string => [...s].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('');

describe('a string spelled as character codes', () => {
  it('reads String.fromCharCode, bytes([...]) and a Uint8Array of codes as the string they spell', () => {
    expectRedacted(`const k = String.fromCharCode(${codes(KEY).replace(/ /g, '')}); // api key`, KEY);
    expectRedacted(`api_token = bytes([${codes(KEY, true)}]).decode()`, KEY);
    expectRedacted(`const secret = new TextDecoder().decode(new Uint8Array([${codes(KEY)}]));`, KEY);
  });

  it('reads codes inside a URL-encoded paste and inside base64', () => {
    const line = `const k = String.fromCharCode(${codes(KEY)}); // api key`;
    expectRedacted(`curl -s 'https://paste.example.dev/new?content=${encodeURIComponent(line)}'`, KEY);
    expectRedacted(`echo '${b64(line)}' | base64 -d > restore.js`, b64(line).slice(8, 40));
  });

  it('keeps codes that spell words, and numbers that are no codes', () => {
    expectKept([
      `print(bytes([${codes('hello world')}]).decode())`,
      'rgb = (120, 45, 200, 33, 99, 100, 101, 102, 103)',
      `const banner = String.fromCharCode(${codes('Welcome back')});`,
      'const primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];',
    ]);
  });
});

describe('escapes inside base64', () => {
  it('decodes the base64, then its `\\x` escapes, before it judges', () => {
    const wrapped = b64(`SIGNING_KEY = b"${escapes(KEY.slice(0, 16))}"`);
    expectRedacted(`echo '${wrapped}' | base64 -d > restore.txt`, wrapped.slice(0, 40));
  });

  it('redacts base64 of a lone random value (a password file restored), keeps base64 of a host, a version, a name', () => {
    const pw = `tM0${fake.alnum(5, 3430)}%V?=^Le${fake.alnum(2, 3431)}_s2#`;
    expectRedacted(`echo '${b64(pw)}' | base64 -d > restore.txt`, b64(pw));
    expectKept(['user@example.com:443', 'v1.2.3-rc.4+build.567', 'MyComponent2Props', 'hello-world-this-is'].map((v) => `echo '${b64(v)}' | base64 -d`));
  });

  it('keeps base64 of escaped text that holds no secret', () => {
    expectKept([`echo '${b64(`GREETING = b"${escapes('hello, world')}"`)}' | base64 -d > g.txt`]);
  });
});

describe('a literal split in halves and joined by the code', () => {
  const half1 = KEY.slice(0, 10);
  const half2 = KEY.slice(10);

  it('joins `"a" + "b"` on one line, over a line break, and inside a JSON string', () => {
    expectRedacted(`const apiKey = "${half1}" + "${half2}";`, KEY);
    expectRedacted(`API_TOKEN = "${half1}" +\n    "${half2}"`, half2);
    expectRedacted(JSON.stringify({ text: `const apiKey = "${half1}" +\n  "${half2}";` }), half2);
  });

  it('keeps joined literals that spell no secret', () => {
    expectKept(['const msg = "hello " + "world" + name;', "const url = 'https://' + 'example.com/' + path;"]);
  });
});
