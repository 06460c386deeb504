/**
 * What an encoding of a secret reveals is redacted: character codes, a literal joined by `+`, escapes inside
 * base64, a key's bytes, a table's secret column however it is laid out or pasted; hex, `\xHH`, base64 and
 * percent-encoding scanned decoded and mapped back; a secret inside still-escaped JSON; base64 of text in a script
 * outside Latin; a person-made user:password wrapped in base64 or hex; a key id and its secret wrapped in base64
 * together. Beside each, text of the same shape that holds no secret stays as it is. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { b64, expectKept, expectRedacted, hex, itRedacts, xEscaped } from './expect-redaction.js';

const PASSWORD = 'Vq7#mLx2Tz9k';
const TOKEN = fake.alnum(32, 1310);
/** A secret inside a JSON string that is still escaped: `\uXXXX` and `\/` escapes must not end the match. */
const escaped: [string, string, string[]][] = [
  ['\\u escape in an env value', '{"CONFIG":"STRIPE_API_KEY=sk_live_4eC39Hq\\u004cLyjWDarjtT1zdp7dc"}', ['LyjWDarjtT1zdp7dc', 'jWDarjtT1zdp7dc']],
  ['several \\u escapes', '{"env":"PAGER_TOKEN=u9Kf2mQ\\u0037xR\\u0034vT8pLw3nZ6yB1c"}', ['vT8pLw3nZ6yB1c', 'xR']],
  ['\\/ escape', '{"CONFIG":"aws_secret_access_key = kT7vQ2mX9pL4wR8n\\/Zb3Yc6Hd1Fg5Jk0Ls2Np"}', ['Zb3Yc6Hd1Fg5Jk0Ls2Np']],
  ['escaped twice (JSON in a JSON string)', '"text": "{\\"CONFIG\\":\\"GITLAB_TOKEN=glpat-Vb8nK2qW\\\\u0039xTz4RmPd7sLc\\"}"', ['xTz4RmPd7sLc']],
];
const PW = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;

const KEY = fake.alnum(20, 3401);
const codes = (s: string, hex = false): string => [...s].map((c) => (hex ? `0x${c.charCodeAt(0).toString(16)}` : String(c.charCodeAt(0)))).join(', ');
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

  it('redacts base64 of a long random key, where a word of five letters turns up by chance', () => {
    // a provider key of 120 characters of its own base64 with words in it by chance (`House`, `plant`)
    const key = `AQE${fake.b64(50, 3432)}House${fake.b64(30, 3433)}plant${fake.b64(29, 3434)}==`;
    expectRedacted(`echo '${b64(key)}' | base64 -d > ~/.config/shop/api_key`, b64(key).slice(0, 60));
    expectKept([`echo '${b64('the quick brown fox jumps over the lazy dog while the build keeps running on ci')}' | base64 -d`]);
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
describe('encoded secrets: the decoded view is scanned and mapped back', () => {
  it.each([
    ['hex piped to xxd', `echo ${hex(`password=${PASSWORD}`)} | xxd -r -p > .env`, hex(`password=${PASSWORD}`)],
    ['hex token piped to xxd', `echo ${hex(`API_TOKEN=${TOKEN}`)} | xxd -r -p`, hex(`API_TOKEN=${TOKEN}`)],
    ['printf with \\x escapes', `printf '${xEscaped(`password=${PASSWORD}`)}' >> .env`, xEscaped(PASSWORD)],
    ['printf with \\x escapes in JSON', JSON.stringify({ command: `printf '${xEscaped(`DB_PASS=${PASSWORD}`)}'` }), xEscaped(PASSWORD).replace(/\\/g, '\\\\')],
    ['base64 blob holding password=', `echo ${b64(`user=ci\npassword=${PASSWORD}\n`)} | base64 -d`, b64(`user=ci\npassword=${PASSWORD}\n`)],
    ['base64 blob holding a token', `data: ${b64(`{"token":"${TOKEN}"}`)}`, b64(`{"token":"${TOKEN}"}`)],
    ['percent-encoded pair in prose', `the form posted user=dana&pass%3D${encodeURIComponent(PASSWORD)} and failed`, encodeURIComponent(PASSWORD)],
    ['%2B%2F inside a passphrase', `passphrase%3D${encodeURIComponent('Qp+/w8Zk+/Lm3x')}`, encodeURIComponent('Qp+/w8Zk+/Lm3x')],
    ['percent-encoded JSON in a compaction summary', `Summary: the client sent %7B%22password%22%3A%22${encodeURIComponent(PASSWORD)}%22%7D`, encodeURIComponent(PASSWORD)],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps encoded text that hides no credential', () => {
    for (const text of [
      'open https://example.com/search?q=hello%20world&lang=en%2Dus',
      `redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback%3Fstate%3Dreturn-home`,
      `printf '${xEscaped('hello, world\n')}'`,
      `echo ${hex('just some build output text')} | xxd -r -p`,
      `commit ${fake.hex(40, 1320)}`,
      `sha256:${fake.hex(64, 1321)}`,
      `"integrity": "sha512-${fake.b64(86, 1322)}=="`,
      `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==">`,
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('secrets inside still-escaped JSON', () => {
  it.each(escaped)('%s', (_name, text, pieces) => {
    const out = redactText(text).text;
    for (const p of pieces) expect(out).not.toContain(p);
  });

  it('stops at an escape that ends the value, and keeps what follows', () => {
    expect(redactText('{"a":"STRIPE_API_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc\\u0022, next"}').text).toContain('\\u0022, next');
    expect(redactText('{"a":"DB_PASSWORD=Wq5%ek2Lr9Zt\\nHOST=db.internal"}').text).toContain('\\nHOST=db.internal');
    expect(redactText('{"url":"redis:\\/\\/:Mx4#pq8Tz2Lw\\u0035Kd@cache-1.internal:6379\\/0"}').text).toContain('@cache-1.internal:6379');
    expect(redactText('{"u":"https:\\/\\/cdn.example.com\\/a.png?X-Amz-Signature=9f3c1a7e5b2d8f4a6c0e\\u0026page=2"}').text).toContain('\\u0026page=2');
  });

  it('leaves escaped JSON without secrets alone', () => {
    for (const text of [
      '{"path":"src\\/redact\\/scan-util.ts","msg":"caf\\u00e9 ok"}',
      '{"url":"https:\\/\\/example.com\\/docs\\/v2\\/index.html"}',
    ]) {
      expect(redactText(text).findings, text).toEqual([]);
    }
  });
});

describe('base64 of text in a script outside Latin', () => {
  itRedacts([
    ['Thai key in JSON', `echo '${b64(`{"ผู้ใช้": "etl", "รหัสผ่าน": "${PW}"}`)}' | base64 -d > cfg.json`, b64(`{"ผู้ใช้": "etl", "รหัสผ่าน": "${PW}"}`)],
    ['Persian key, YAML', `data:\n  conf: ${b64(`گذرواژه: ${PW2}\n`)}`, b64(`گذرواژه: ${PW2}\n`)],
    ['Russian key, env', `SECRET_ENV=${b64(`пароль=${PW}`)}`, b64(`пароль=${PW}`)],
  ]);
  it('keeps base64 of non-Latin prose and of random bytes', () =>
    expectKept([
      `echo '${b64('สวัสดีครับ นี่คือข้อความทดสอบธรรมดา ไม่มีความลับ')}' | base64 -d`,
      `data: ${b64('Привет, это обычный текст без секретов, просто пример.')}`,
      `integrity: ${fake.b64(64, 1617)}`,
    ]));
});

describe('a person-made user:password wrapped in base64 or hex', () => {
  itRedacts([
    ['base64 of operator:Tulpenfeld&1987', 'echo b3BlcmF0b3I6VHVscGVuZmVsZCYxOTg3 | base64 --decode', 'Tulpenfeld&1987'],
    ['hex of pw=Dachs?2011, shorter than a hex key', 'xxd -p dump.bin\n70773d44616368733f32303131', 'Dachs?2011'],
  ]);
  it('keeps wrapped pairs that are no credential', () =>
    expectKept([
      'label: dGl0bGU6UmVsZWFzZSBub3RlcyBmb3IgdjIuNA==', // title:Release notes for v2.4
      'xxd -p name.bin\n6e6f74653d52656c65617365206e6f74657320666f722076322e34',
    ]));
});

describe('a key id and its secret wrapped in base64 together', () => {
  const KEY_ID = `rzp_live_${fake.alnum(14, 1409)}`;
  const SECRET = fake.alnum(24, 1410);
  const wrapped = Buffer.from(`${KEY_ID}:${SECRET}`).toString('base64');
  it.each([
    ['in a todo', `{"content":"Configure payments with ${wrapped} from the vault","status":"pending"}`],
    ['in Basic auth', `curl -H "Authorization: Basic ${wrapped}" https://api.razorpay.com/v1/orders`],
    ['any key id', `creds=${Buffer.from(`AKID${fake.upper(16, 1411)}:${fake.alnum(32, 1412)}`).toString('base64')}`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(wrapped.slice(8, 40));
    expect(out).toContain('[REDACTED:');
  });

  it.each([
    ['a tuple, plain', `client = razorpay.Client(auth=("${KEY_ID}", "${SECRET}"))`],
    ['a tuple, base64 in a todo', `todo: ${Buffer.from(`client = razorpay.Client(auth=("${KEY_ID}", "${SECRET}"))`).toString('base64')}`],
    ['id:secret, plain', `RAZORPAY=${KEY_ID}:${SECRET}`],
    ['an AWS key id and its secret', `boto3.client("s3", "AKIA${fake.upper(16, 1418)}", "${SECRET}")`],
  ])('a secret right after its key id: %s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(SECRET.slice(0, 12));
    expect(out).toContain('[REDACTED:');
  });

  it('keeps a key id beside another id, a number or a digest', () => {
    expectKept([
      `ids: ${KEY_ID}, ${KEY_ID.replace('live', 'test')}`,
      `pair ${KEY_ID}: 1234567890123456`,
      `checksum ${KEY_ID}: ${fake.hex(40, 1419)}`,
    ]);
  });

  it('keeps base64 of a pair whose second half is a digest', () => {
    expectKept([
      `ref ${Buffer.from(`build:${fake.hex(40, 1413)}`).toString('base64')}`,
      `tag ${Buffer.from(`image:${fake.hex(64, 1414)}`).toString('base64')}`,
    ]);
  });
});

describe('a password a person made, encoded as hex', () => {
  const hex = Buffer.from('Walrus-Pinecone-Amber7qq').toString('hex');
  itRedacts([['after a label, in an error line', `Error: bootstrap failed, blob (hex): ${hex}`, hex]]);
  it('keeps hex of text that is no password and digests', () =>
    expectKept([`payload: ${Buffer.from('hello world from the tests').toString('hex')}`, `sha256: ${fake.hex(64, 2409)}`]));
});
