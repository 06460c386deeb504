/**
 * A secret split across a line, a record or an item: a shell `\` continuation, a YAML block scalar, Python's
 * implicit string concatenation, a quoted literal broken by a line break; todo items, plan steps and lines; halves with
 * words between them; lines a summary flattened or cut; a value framed by its container; a table or command whose line
 * breaks a one-line view drew as glyphs. Both halves go; what follows a value stays when it is no half.
 */
import { describe, expect, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { redactEach, redactText } from './redact.js';
import { expectGone, expectKept, expectRedacted, itRedacts, uuid } from './expect-redaction.js';

const PASSWORD = 'Vq7#mLx2Tz9k';
const TOKEN = fake.alnum(24, 1401);
const HEAD = `Kp${fake.alnum(10, 1501)}7`;
const TAIL = 'Zq9X4vR2mK7pLw4Tx'; // no run of five lower-case letters: a random half, never a word
const PW = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const paste = (encoded: string): string => `curl -s -X POST 'https://paste.example.dev/api/v1/snippets?lang=text&content=${encoded}'`;

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
describe('a secret split across todo items, plan steps or lines', () => {
  it.each([
    ['two todo items joined', 'Rotate: STRIPE_API_TOKEN=rk_zq81Pm37Vw0c 5d2e9b4f71c38a06de'],
    ['hex in two halves', 'export SEARCH_TOKEN=4f0a7c21d9b35e86 0c7d3a9f52e1b847'],
    ['next plan step bullet', '- set WEBHOOK_SECRET=Hv83Lq2Zr7Tn\n- Kd4Wm9Px1Sb6Jc5Y'],
    ['escaped line break, json', '{"plan":"1. NEWAPP_SECRET=Z3mQ8vR1tK6w\\n2. X7pN2cL9bH4q"}'],
    ['uuid tail after a prefix', 'FLAGS_ACCESS_TOKEN=api-3c9e71a2-5b0d-4f17 91-ae02-6d4c2f8b1e37'],
  ])('%s', (_name, text) => {
    const tail = text.split(/\s|\\n/).filter(Boolean).at(-1)!.replace(/["}]+$/, '');
    const out = redactText(text).text;
    expect(out).not.toContain(tail.slice(-8));
    expect(out).toContain('[REDACTED:');
  });

  it('redacts the second half when the two items are redacted one by one and joined afterwards', () => {
    const [first, second] = redactEach(['Rotate ANALYTICS_TOKEN=Fw81Ks37Ld4', 'Qx92Mz5Rb0Tc7e']);
    const joined = redactText(`${first} ${second}`).text;
    expect(joined).not.toContain('Qx92Mz5Rb0Tc7e');
    expect(joined).toMatch(/^Rotate ANALYTICS_TOKEN=\[REDACTED:[a-z-]+\]/);
  });

  it('keeps what follows a secret when it is a word, a command, a version, a date, a SHA or another secret', () => {
    for (const [text, kept] of [
      ['API_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6 node server.js', 'node server.js'],
      ['API_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6 sha256sum ubuntu2204', 'sha256sum ubuntu2204'],
      ['API_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6 v1.24.3 released 2024-03-15', 'v1.24.3 released 2024-03-15'],
      ['DEPLOY_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6 9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5', '9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5'],
      ['DEPLOY_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6\n- DEBUG=1 LOG_LEVEL=info', '- DEBUG=1 LOG_LEVEL=info'],
      ['DEPLOY_TOKEN=Xq7Lm2Wp9Rt4Yv1Bn6 --region eu-west-1', '--region eu-west-1'],
      ['the word ghp Xq7Lm2Wp9Rt4Yv1Bn6 stays prose', 'stays prose'],
    ] as const) {
      expect(redactText(text).text).toContain(kept);
    }
  });
});

describe('splits: a key block continued by `\\` and a line break, a secret split across items', () => {
  const lines = [fake.b64(64, 1360), fake.b64(64, 1361), fake.b64(44, 1362)];
  const hexLines = [fake.hex(32, 1363), fake.hex(32, 1364), fake.hex(32, 1365)];
  it.each([
    ['PEM body with shell continuations', `echo "-----BEGIN OPENSSH PRIVATE KEY-----\\\n${lines.join('\\\n')}\\\n-----END OPENSSH PRIVATE KEY-----" > id`, lines],
    ['OpenVPN static key with shell continuations', `echo "-----BEGIN OpenVPN Static key V1-----\\\n${hexLines.join('\\\n')}\\\n-----END OpenVPN Static key V1-----" > ta.key`, hexLines],
    ['the same inside a JSON command', JSON.stringify({ command: `printf '%s' "-----BEGIN PRIVATE KEY-----\\\n${lines.join('\\\n')}\\\n-----END PRIVATE KEY-----"` }), lines],
    ['Ansible vault lines with shell continuations', `cat <<EOF\n$ANSIBLE_VAULT;1.1;AES256\\\n${hexLines.join('\\\n')}\nEOF`, hexLines],
  ])('%s', (_name, text, secrets) => {
    const out = redactText(text).text;
    for (const s of secrets) expect(out).not.toContain(s.slice(0, 16));
  });

  const half = (n: number, seed: number): string => fake.hex(n, seed);
  it.each([
    ['todo items joined by `; [pending] ` (the --raw tail)', `[pending] Rotate PAYMENTS_AUTH_TOKEN=${half(16, 1370)}; [pending] ${half(16, 1371)}`, half(16, 1371)],
    ['todo items as a Markdown list', `- [ ] Set BUILD_API_TOKEN=${half(20, 1372)}\n- [ ] ${half(20, 1373)}`, half(20, 1373)],
    ['plan steps', `1. export QUEUE_SECRET=${half(12, 1374)}\n2. ${half(24, 1375)}`, half(24, 1375)],
    ['the rest moved onto a comment line', `cat >> .env <<'EOF'\nAPP_SIGNING_KEY=${fake.alnum(14, 1376)}\n# Zq4${fake.alnum(12, 1377)}7x3=\nEOF`, fake.alnum(12, 1377)],
    ['requirepass with its rest after a blank', `requirepass Hw4*${fake.alnum(8, 1378)} ${fake.alnum(10, 1379)}9Q42`, fake.alnum(10, 1379)],
  ])('%s', (_name, text, secondHalf) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secondHalf);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps what follows a secret when it is no half of one', () => {
    for (const [text, kept] of [
      [`[pending] Rotate PAYMENTS_AUTH_TOKEN=${half(16, 1380)}; [pending] deploy the worker`, 'deploy the worker'],
      [`API_TOKEN=${half(24, 1381)} # rotated weekly`, '# rotated weekly'],
      [`- [ ] Set BUILD_API_TOKEN=${half(24, 1382)}\n- [ ] ${fake.hex(40, 1383)}`, fake.hex(40, 1383)],
      [`requirepass ${PASSWORD} # see the wiki`, '# see the wiki'],
    ] as const) {
      expect(redactText(text).text).toContain(kept);
    }
  });
});

describe('a split secret with words between its halves', () => {
  const [first, second] = [TOKEN.slice(0, 12), `${fake.alnum(9, 1406)}739`];
  it.each([
    ['"and the rest of it is"', `The token is ${first} and the rest of it is ${second}`],
    ['"(continued on next line)"', `API_KEY=${first} (continued on next line) ${second}`],
    ['"first half of the key", "second half"', `first half of the key: ${first}, second half: ${second}`],
    ['part 1, part 2 on the next line', `part 1 of the secret: ${first}\npart 2 of the secret: ${second}`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(first);
    expect(out).not.toContain(second);
  });

  it('keeps what follows a secret when no word says it continues it', () => {
    const out = redactText(`API_KEY=${first} and then run build 2024abc9x1 again`).text;
    expect(out).toContain('2024abc9x1');
  });
});

describe('secrets split over lines, records or a flattened summary', () => {
  it.each([
    ['summary joined the lines of a heredoc with blanks', `Ran \`cat > .env <<'EOF' MAIL_PASSWORD=${HEAD} CFqYKnx*37 EOF\` (exit 0)`, [HEAD, 'CFqYKnx*37']],
    ['summary cut with an ellipsis', `Ran \`curl -u dev@acme.io:${HEAD} ${TAIL}-IAx${fake.alnum(20, 1503)}…\` (exit 0)`, [HEAD, TAIL]],
    ['quoted value whose line break became a blank', `KV_REST_API_TOKEN="${HEAD} ${TAIL}" KV_URL=x`, [HEAD, TAIL]],
    ['the rest on the next numbered line of a file read', `     1\tCOHERE_API_KEY: "${HEAD}\n     2\t${TAIL}"`, [HEAD, TAIL]],
    ['a flag value continued on the next line, no digits', `redis-cli -h r -a ${HEAD}\nRbLDRZhPyq --no-auth-warning INFO`, [HEAD, 'RbLDRZhPyq']],
    ['URL password cut before its @ at the end of a todo step', `Move it out of .env: DATABASE_URL=postgresql://billing:copperLz; [pending] Run the tests`, ['copperLz']],
    ['URL password wrapped onto an indented line before its @', `   - ~/.git-credentials:\n     https://dev-acme:${HEAD}\n     ${TAIL}@bitbucket.org`, [HEAD, TAIL]],
    ['a Discord bot token cut after its second dot', `client.run("MTR${fake.alnum(21, 1504)}.J0GkbC.I1`, [fake.alnum(21, 1504)]],
  ])('%s', (_name, text, pieces) => expectGone(text, ...pieces));

  it('keeps a port, an .npmrc setting and CamelCase words after a secret', () => {
    for (const text of ['redis://cache:6379', '// //registry:_authToken or //registry:authToken', `API_KEY=${HEAD}\nNextSteps are listed below`]) {
      expect(redactText(text).text).not.toContain('REDACTED:db-password');
    }
    expect(redactText(`API_KEY=${HEAD}\nNextSteps are listed below`).text).toContain('NextSteps');
  });
});

describe('a secret split over two lines or two items', () => {
  const HEAD = fake.alnum(16, 1781);
  // a tail with one digit and a run of consonants (no word), which read as words or CamelCase before
  const TAIL = `R4Wbhjkmn${[...randomFrom('abcdefghjkmnpqrstuvwxyz', 8, 1782)].map((c, i) => (i % 2 ? c : c.toUpperCase())).join('')}`;
  // letters only, changing case less often than every other character (7 of 15), as a random half may
  const LETTERS = 'kqAXOvgPfUWEZWnU';
  const AXIOM = `xaat-${uuid(1784)}`;
  it.each([
    ['a todo item flattened to one line', `Put it back: [ovh-eu] application_secret=${HEAD} ${TAIL} consumer_key=abc`, `${HEAD}${TAIL}`],
    ['URL userinfo wrapped before its @, in cat -n output', `     1\torigin\thttps://oauth2:${HEAD}\n     2\t${LETTERS}@git.example.dev/platform/api.git (fetch)`, `${HEAD}${LETTERS}`],
    ["a file read with OpenCode's line numbers", `00001| axiom:\n00002|   dataset: prod-logs\n00003|   token: ${AXIOM.slice(0, 20)}\n00004| ${AXIOM.slice(20)}\n`, AXIOM.slice(5)],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps the words that follow a secret', () => {
    expectKept(['00003|   name: prod-logs\n00004| region: eu-west-1']);
  });
});

describe('a secret split over a line', () => {
  itRedacts([
    ['a glyph in a todo item', `Rotate: deploy-cli login --token ${fake.alnum(20, 1640)}-4 ⏎ 8812-${fake.alnum(20, 1641)} --region us`, fake.alnum(20, 1641)],
    ['a quote left open, file read gutter', `     1→services.db = { initialPassword = "Q7TPX-2Hw\n     2→M4KD9_ZRT"; };`, 'M4KD9_ZRT'],
    ['a key call literal cut at the line end', `claims = jwt.decode(tok, "${fake.alnum(18, 1642)}\n${fake.alnum(18, 1643)}", algorithms=["HS256"])`, fake.alnum(18, 1643)],
  ]);
  it('keeps the words that follow a closed value', () =>
    expectKept([`initialPassword = config.password;\n     2→ISRG_ROOT_X1";`, `Run the tests ⏎ then open the PR-42 branch`]));
});

describe('a table or command whose line breaks a one-line view drew as glyphs or gutters', () => {
  itRedacts([
    ['Markdown table in a todo item', `Rotate: | host | login | passwd | ⏎ | --- | --- | --- | ⏎ | db-2 | etl | ${PW2} |`, PW2],
    ['echo | sudo chpasswd after a file-read gutter', `     4→echo 'svc-sync:${PW}' | sudo chpasswd`, PW],
  ]);
  it('keeps a table without a secret column', () => expectKept([`| host | port | ⏎ | --- | --- | ⏎ | db-2 | 5432 |`]));
});

describe('a value split or framed by its container', () => {
  it('joins a passphrase split by a shell continuation before the pipe that reads it', () => {
    expectRedacted(`echo -n 'tigre79!o\\\ntonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -`, 'tigre79!otonoFLPk8g'.slice(0, 9));
    expectRedacted(`echo -n 'tigre79!o\\\ntonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -`, 'tonoFLPk8g');
  });

  it('joins a value whose continuation a summary flattened to `\\ `', () => {
    expectRedacted("Ran `echo -n 'tigre79!o\\ tonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -` (exit 0)", 'tonoFLPk8g');
    const secret = fake.alnum(40, 1913);
    expectRedacted(`Ran \`echo "${fake.upper(20, 1914)}:${secret.slice(0, 20)}\\ ${secret.slice(20)}" > ~/.passwd-s3fs\``, secret.slice(20));
  });

  it('redacts an s3fs KEYID:SECRET pair, whole or split by a continuation', () => {
    const secret = fake.alnum(40, 1905);
    expectRedacted(`echo "${fake.upper(20, 1906)}:${secret}" > ~/.passwd-s3fs`, secret);
    expectRedacted(`echo "${fake.upper(20, 1906)}:${secret.slice(0, 20)}\\\n${secret.slice(20)}" > ~/.passwd-s3fs`, secret.slice(20));
    expectKept([`image: registry.example.io/app:${fake.hex(40, 1907)}`]);
  });

  it('redacts a CouchDB hash whose hex a summary wrapped', () => {
    const hash = fake.hex(40, 1908);
    expectRedacted(`[admins]\nadmin = -pbkdf2-${hash.slice(0, 34)}\n${hash.slice(34)},${fake.hex(32, 1909)},10`, hash.slice(0, 34));
  });

  it('reads a CSV export under the line numbers of a file read', () => {
    const pw = `shmPp#${fake.alnum(9, 1910)}`;
    expectRedacted(`     1→# managed by ops\n     2→service,url,username,password\n     3→staging,https://admin.example.io,ops,${pw}\n     4→# end`, pw);
    expectKept(['     2→service,url,username,password_policy\n     3→staging,https://admin.example.io,ops,strict']);
  });

  it("reads a .curlrc's first line at the start of the JSON string that holds the file", () => {
    const pw = `Fz.${fake.alnum(14, 1911)}^`;
    expectRedacted(`{"path":".curlrc","content":"user = \\"build:${pw}\\"\\nsilent"}`, pw);
  });

  it('takes a quoted mongosh -p value even where it reads like a member path', () => {
    const pw = 'GHt.WmPbXcaev.roNQ';
    expectRedacted(`mongosh "mongodb://db01.internal:27017/admin" -u root -p '${pw}' --eval 'rs.status()'`, pw);
    expectKept([`mongosh -u root -p '$MONGO_PASSWORD'`]);
    expectRedacted(paste(`mongosh%20%22mongodb%3A%2F%2Fdb01%3A27017%2Fadmin%22%20-u%20root%20-p%20'${pw}'%20--eval%20x`), pw);
  });
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

describe('the rest of a value in a code span glued to its first half', () => {
  itRedacts([['two spans with nothing between', 'the password: `Basalt4k9Qe``WRTmmPLemon`', 'WRTmmPLemon']]);
  it('keeps glued spans of code', () => expectKept(['run `npm``install` again', 'the flag `--force``--yes`']));
});
