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

  it('reads them in a text whose JSON escapes are scanned decoded', () => {
    expectRedacted(`const note = "caf\\u00e9"; const k = String.fromCharCode(${codes(KEY)}); // api key`, KEY);
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

  it('joins literals anywhere in a long output, each join read in its own window', () => {
    const text = `${'x'.repeat(600)} const apiKey = "${half1}" + "${half2}"; ${'y '.repeat(400)} TOKEN = "${half2}" + "${half1}" ${'z'.repeat(10)}`;
    expectRedacted(text, KEY);
    expectRedacted(text, half2 + half1);
  });

  it("joins SQL's `||`, Visual Basic's and a spreadsheet's `&`, and Lua's `..` the same way", () => {
    expectRedacted(`ALTER ROLE app_rw WITH PASSWORD '${half1}' || '${half2}';`, half2);
    expectRedacted(`Const ApiKey As String = "${half1}" & "${half2}"`, half2);
    expectRedacted(`local api_key = "${half1}" .. "${half2}"`, half2);
  });

  it('keeps joined literals that spell no secret', () => {
    expectKept([
      'const msg = "hello " + "world" + name;',
      "const url = 'https://' + 'example.com/' + path;",
      "SELECT first_name || ' ' || last_name FROM users WHERE note = 'a' || 'b';",
      'greeting = "Hello, " & "World" & "!"',
    ]);
  });
});

describe("a key's bytes", () => {
  it('redacts 16 random bytes under a name that says key (a radio network key)', () => {
    const bytes = Array.from({ length: 16 }, (_, i) => (fake.hex(2, 3410 + i).charCodeAt(0) * 7 + i * 31) % 256);
    const text = `advanced:\n  pan_id: 6754\n  network_key: [${bytes.join(', ')}]`;
    expectRedacted(text, bytes.slice(0, 4).join(', '));
    expectRedacted(JSON.stringify({ text }), bytes.slice(0, 4).join(', '));
  });

  it('keeps 16 bytes under a name that says no key, and a key of repeated bytes', () => {
    expectKept(['ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221, 221]', 'samples: [217, 91, 115, 99, 207, 9, 223, 21, 148, 76, 33, 85, 115, 163, 129, 105]']);
  });
});

describe('a secret column of a table', () => {
  const PREFIXED = `qrx-pk-${fake.hex(40, 3420)}`;
  const PW = `fS${fake.alnum(6, 3421)}*b3!`;

  it('redacts a random value under a column named only key, in a pasted JSON string too', () => {
    const table = `| env | key |\n| --- | --- |\n| prod | ${PREFIXED} |\n| dev | (none) |`;
    expectRedacted(table, PREFIXED.slice(7));
    expectRedacted(JSON.stringify({ source: 'clipboard', text: table }), PREFIXED.slice(7));
  });

  it('redacts an AsciiDoc table cell under a credential column, one cell a line or several', () => {
    const oneALine = `[cols="1,1,1"]\n|===\n|System |Account |Credential\n\n|Break-glass VPN\n|bg-admin\n|${PW}\n|===`;
    expectRedacted(oneALine, PW);
    expectRedacted(`echo '${b64(oneALine)}' | base64 -d > t.adoc`, b64(oneALine).slice(60, 100));
    expectRedacted(`|===\n|Name |Password |Notes\n\n|db |${PW} |rotate\n|===`, PW);
  });

  it('keeps tables whose key column holds names, and AsciiDoc tables with no secret column', () => {
    expectKept([
      '| key | value |\n| --- | --- |\n| NODE_ENV | production |\n| build | sha-2ced32812868bc030e5b7c3050c2802d077402b4 |',
      `|===\n|Name |Role |Notes\n\n|db |${PW} |rotate\n|===`,
    ]);
  });
});

describe('keys held in an object named for them', () => {
  const K1 = fake.hex(32, 3440).toUpperCase();
  const K2 = fake.hex(32, 3441).toUpperCase();

  it('redacts hex keys under a container whose name says keys, in JSON inside JSON too', () => {
    const settings = `{"securityKeys":{"S0_Legacy":"${K1}","S2_AccessControl":"${K2}"}}`;
    expectRedacted(settings, K1);
    expectRedacted(settings, K2);
    expectRedacted(JSON.stringify({ source: 'settings.json', text: settings }), K2);
  });

  it('keeps hex under containers of public keys, cache keys and hashes', () => {
    expectKept([`{"publicKeys":{"a":"${K1}"},"cacheKeys":{"deps":"${K2.toLowerCase()}"},"hashes":{"sha256":"${K1}${K2}"}}`]);
  });
});
