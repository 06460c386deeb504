/**
 * Probes for the leaks of a fifth red-team set (issue 13), written with other words and values than the set's, each
 * beside text of the same syntax that must survive.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactText } from './redact.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

const URLSAFE = `${fake.alnum(19, 2401)}_${fake.alnum(13, 2402)}-${fake.alnum(10, 2403)}`;

describe('a string a Python session generated, echoed in quotes', () => {
  probe([
    ['secrets.token_urlsafe at the REPL', `>>> import secrets\n>>> secrets.token_urlsafe(32)\n'${URLSAFE}'`, URLSAFE],
    ['the REPL line first in the text', `>>> secrets.token_hex(24)\n"${fake.hex(48, 2404)}"`, fake.hex(48, 2404)],
  ]);
  it('keeps what other REPL lines return', () =>
    expectKept([">>> import hashlib\n>>> hashlib.sha256(b'x').hexdigest()\n'2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881'", ">>> os.getcwd()\n'/home/dev/project'"]));
});

describe('a token that is a folder or a file of a path', () => {
  const lower = 'x7kq2mzr9w4hd0pjv6tn3bcy5sfl'; // lower case and digits, 28: short of a key's length without its prefix
  probe([
    ['a token folder in a command', `tar czf out.tgz /var/backups/token-${lower}/db`, `token-${lower}`],
    ['a key glued to a word in a macOS temp file', `open /var/folders/2b/h8k3m1x0qz7w5v9r4n6t2y1c0000gn/T/run-sk_${fake.alnum(26, 2405)}.log`, fake.alnum(26, 2405)],
  ]);
  it('keeps ids in the path of a URL and folders of one case with digits', () =>
    expectKept([
      'Continue at https://claude.ai/code/session_01Q94nK7xiRvUn9hSKCgNCkn',
      'ls /home/dev/.cache/pip/wheels/ab/build_0sr23lp8489gjzzp5lmq1y2r',
      'cat /srv/runs/run-2026-12-04-0830/log.txt',
    ]));
});

describe('a token in a branch a name was slugged into', () => {
  it('reads the parts between runs of dashes as the text they stood for: the whole token, by its provider', () => {
    const hex = '3c21ab241ee4665511192426d3192fb6'; // repeats enough to pass for no random run alone
    expect(redactText(`feature/--apiKey----FLWSECK-${hex}-X--`, 'name').text).toBe('feature/--apiKey----[REDACTED:flutterwave-key]--');
    expect(redactText('feature/fix--the-login--flow-v2', 'name').text).toBe('feature/fix--the-login--flow-v2');
  });
});

describe('a password in the query or the fragment of a link', () => {
  probe([
    ['a fragment parameter ending in pass, with an & inside', 'see https://docs.example.test/db#admin-pass=Quince&otter44 first', 'Quince&otter44'],
    ['a pw query parameter', 'curl "https://box.example.test/login?user=ops&pw=Heron_9931x"', 'Heron_9931x'],
  ]);
  it('keeps other parameters and words ending in pass', () =>
    expectKept(['https://example.test/search?compass=north&bypass=1', 'https://example.test/a?pass=true&next=2', 'https://example.test/#pw=<your-password>']));
});

describe('a password a person made, after the Thai word for code', () => {
  probe([['Thai letters around digits', 'รหัส เสือดาว4471น้ำ ใช้ได้ถึงพรุ่งนี้', 'เสือดาว4471น้ำ']]);
});

describe('a code read off a screen, its last group in lower case', () => {
  probe([['two mixed groups, then letters', 'the display shows RTQ582-MXV194-kdwpza, type it at the prompt', 'RTQ582-MXV194-kdwpza']]);
  it('keeps ids and slugs of groups', () => expectKept(['deploy build-x86_64-linux done', 'see ABC123-DEF456 and ticket PLAT-1234-fixes']));
});

describe('a Wi-Fi key followed by a separator and the next item', () => {
  probe([['a slash after the key', 'office wifi is "Annex-2G", key walnut5521harbor / then restart the printer', 'walnut5521harbor']]);
});

describe('an assignment inside an element of a summary', () => {
  probe([['a PAT of one case under a tag', `<key_facts>AZURE_DEVOPS_EXT_PAT=${'vkqbe7d02nnwxhtl5f24jhc6g7hp4jt9222qetyot5ebigp2uwev'}</key_facts>`, 'vkqbe7d02nnwxhtl5f24jhc6g7hp4jt9222qetyot5ebigp2uwev']]);
  it('keeps a setting under a tag', () => expectKept(['<settings>PASSWORD_MIN_LENGTH=12</settings>']));
});

describe('the rest of a value in a code span glued to its first half', () => {
  probe([['two spans with nothing between', 'the password: `Basalt4k9Qe``WRTmmPLemon`', 'WRTmmPLemon']]);
  it('keeps glued spans of code', () => expectKept(['run `npm``install` again', 'the flag `--force``--yes`']));
});

describe('a key under a banner that names it secret', () => {
  const key = `${fake.b64(43, 2407)}/${fake.b64(42, 2408)}`;
  probe([['a Tor hidden-service key printed as base64', `$ base64 -w0 hs_ed25519_secret_key | cut -c 44-\n== ed25519v1-secret: type0 ==\n${key}`, key]]);
});

describe('a password a person made, encoded as hex', () => {
  const hex = Buffer.from('Walrus-Pinecone-Amber7qq').toString('hex');
  probe([['after a label, in an error line', `Error: bootstrap failed, blob (hex): ${hex}`, hex]]);
  it('keeps hex of text that is no password and digests', () =>
    expectKept([`payload: ${Buffer.from('hello world from the tests').toString('hex')}`, `sha256: ${fake.hex(64, 2409)}`]));
});

describe('a UUID the text calls the secret', () => {
  probe([['after an aside, under its label', 'the enrolment secret (yes it is a uuid, keep it out of logs): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03', '7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03']]);
  it('keeps UUIDs under other labels', () =>
    expectKept(['the request id (for support): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03', 'the key (see docs): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03']));
});
