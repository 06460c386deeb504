/**
 * A secret split across a line (issue 13): a shell `\` continuation, a YAML block scalar (`key: >-` and the value on
 * the next lines), Python's implicit string concatenation, a quoted literal broken by a line break. Both halves go.
 */
import { describe, it } from 'vitest';
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
