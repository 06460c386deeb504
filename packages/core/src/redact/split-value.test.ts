/**
 * A secret split across a line (issue 13): a shell `\` continuation, a YAML block scalar (`key: >-` and the value on
 * the next lines), Python's implicit string concatenation, a quoted literal broken by a line break. Both halves go.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const A = fake.alnum(18, 1701);
const B = fake.alnum(16, 1702);
const PW_A = `${fake.alnum(7, 1703)}^${fake.alnum(3, 1704)}`;
const PW_B = `${fake.alnum(5, 1705)}!${fake.alnum(4, 1706)}`;

const probe = (cases: [string, string, string[]][]): void => {
  it.each(cases)('%s', (_name, text, halves) => {
    for (const half of halves) expectRedacted(text, half);
  });
};

describe('both halves of a split secret are redacted', () => {
  probe([
    ['shell continuation', `export API_TOKEN=${A}\\\n${B}`, [A, B]],
    ['shell continuation in JSON', `{"command":"export API_TOKEN=${A}\\\\\\n${B}"}`, [A, B]],
    ['YAML folded block scalar', `auth:\n  api_token: >-\n    ${A}\n    ${B}\n`, [A, B]],
    ['YAML literal block scalar, neutral key', `creds:\n  blob: |\n    ${A}${B}\n`, [A + B]],
    ['Python implicit concatenation', `API_KEY = (\n    "${A}"\n    "${B}"\n)`, [A, B]],
    ['a password broken inside its quotes', `db.connect(user="etl", password="${PW_A}\n${PW_B}")`, [PW_A, PW_B]],
    ['a person-made password in a block scalar', `smtp:\n  password: >-\n    ${PW_A}${PW_B}\n`, [PW_A + PW_B]],
  ]);
});

describe('what follows a value on the next line stays when it is no half', () => {
  it('keeps the next line of code, prose and config', () =>
    expectKept([
      `description: >-\n  Builds the image and pushes it to the registry.\n`,
      `script: |\n  npm ci\n  npm run build\n`,
      `MSG = (\n    "Hello, "\n    "world"\n)`,
      `export PATH=/usr/local/bin:$PATH \\\n  && make install`,
      `sha: >-\n  ${fake.hex(40, 1711)}\n`,
    ]));
});

describe('a line that goes on after its first run is no second half', () => {
  // `list` prints one session a row: a prompt ending in a password must not take the next row's short id with it
  const pw = `${fake.alnum(6, 1721)}&${fake.alnum(4, 1722)}5502`;
  const table = [
    `d1194eed  kiro         ended   2d ago  1     also the vpn psk is ${pw}`,
    'cfb0d769  claude-code  ended   2d ago  1     I ran this and it hangs, any idea?',
    '',
  ].join('\n');

  it('redacts the password and keeps the next row whole', () => {
    const out = redactText(table).text;
    expect(out).not.toContain(pw);
    expect(out).toContain('\ncfb0d769  claude-code  ended');
  });

  it('still takes a second half that stands alone on its line', () => {
    expectRedacted(`the vpn psk is ${PW_A}\n${PW_B}\nthen restart the tunnel`, PW_B);
  });
});
