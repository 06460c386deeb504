/**
 * A password glued into a name: a Windows path, a directory a session ran in, a name after a noun of another
 * language, a branch given as metadata. The name's words stay; only the part a person made goes. Values are made up
 * here.
 */
import { describe, expect, it } from 'vitest';
import { redactEach, redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

describe('a password glued into a Windows path', () => {
  it('redacts it in a path given as a name and in a command', () => {
    expect(redactText('C:\\Users\\jonas\\Desktop\\pw_Ahornblatt#42.txt', 'name').text).not.toContain('Ahornblatt#42');
    expectRedacted('type C:\\Users\\jonas\\Desktop\\pw_Ahornblatt#42.txt', 'Ahornblatt#42');
  });
  it('keeps a Windows path of words and numbers', () =>
    expect(redactText('C:\\Users\\jonas\\Desktop\\report-2024_Q3.xlsx', 'name').text).toBe('C:\\Users\\jonas\\Desktop\\report-2024_Q3.xlsx'));
});

describe("a directory a person named with a password, in a session's cwd", () => {
  itRedacts([
    ['JSON cwd field', '{"type":"user","cwd":"/srv/share/archiv_Lindenblatt#1987/billing","sessionId":"a1"}', 'Lindenblatt#1987'],
    ['escaped JSON cwd field', '{\\"cwd\\":\\"/home/ana/vault-m3rl1n42!/api\\"}', 'm3rl1n42!'],
  ]);
  it('keeps the directories of ordinary projects', () =>
    expectKept([
      '{"cwd":"/Users/ana/code/api-v2/services/billing-2024"}',
      '{"cwd":"/home/ana/.local/share/pnpm/global/5/node_modules/@scope/pkg@1.2.3"}',
    ]));
});

describe('a password glued into a name after a noun of another language', () => {
  itRedacts([
    ['French mdp_ in a Windows path', 'C:\\Users\\paul\\Documents\\mdp_Pap1llon772..docx', 'Pap1llon772.'],
    ['Portuguese senha_ in a file name', '/home/ana/notas/senha_Jabuticaba#42.txt', 'Jabuticaba#42'],
    ['German kennwort- in a path', '/srv/share/kennwort-Fuchsbau!91/readme.md', 'Fuchsbau!91'],
  ]);
  it('keeps names whose rest is words', () =>
    expectKept(['docs/parole-du-jour.md', 'sql/clave_primaria_2024.sql', 'styles/pin-layout-v2.css', 'C:\\Users\\paul\\mdp_export_2024.csv']));
});

describe('metadata strings redacted together', () => {
  it('redacts a value given alone among longer strings', () => {
    const [intent, item] = redactEach(['Fix the login flow for the staging deploy and rerun the migrations', 'marigold?58213QT']);
    expect(intent).toBe('Fix the login flow for the staging deploy and rerun the migrations');
    expect(item).not.toContain('58213');
  });
  it('keeps the names of a branch given alone and redacts only its made part', () => {
    const [branch] = redactEach(['hotfix/db-password-Marigold!58'], 'name');
    expect(branch).toMatch(/^hotfix\/db-password-\[REDACTED:[a-z0-9-]+\]$/);
  });
});

describe("a password typed as a branch's part", () => {
  it('redacts letters of both cases between digits, a part of its own', () => {
    const [branch] = redactEach(['bugfix/52Marigoldqex9'], 'branch');
    expect(branch).toBe('bugfix/[REDACTED:generic-secret]');
  });
  it("keeps identifiers, products, users and a tool's suffix in branches, and a build's random folder in a path", () => {
    const branches = ['feature/OAuth2Login', '10xDevTools', 'TaKO8Ki/fix_typo', 'claude/run-all-tests-E7DmT', 'release/2024Q3'];
    // names tools give: GitHub's web editor's branch for a user's change, a C++ standard, a code point
    branches.push('Borislav042-patch-2', 'needs-c++17', 'U+1F600');
    expect(redactEach(branches, 'branch')).toEqual(branches);
    expect(redactText('.next/static/4Kx9QmWd2/_buildManifest.js', 'name').text).toBe('.next/static/4Kx9QmWd2/_buildManifest.js');
  });

  it('redacts a part made of two words and a number, as people make passwords', () => {
    const made = ['fix/Granite-417_Clover', 'Tulip-Harbor62', 'users/ana/lantern58.Orchid', 'wip/MeadowFalcon7310'];
    expect(redactEach(made, 'branch')).toEqual(['fix/[REDACTED:generic-secret]', '[REDACTED:generic-secret]', 'users/ana/[REDACTED:generic-secret]', 'wip/[REDACTED:generic-secret]']);
  });

  it('keeps issue keys, release names with a year, and words in lower case beside a number', () => {
    const branches = ['DHIS2-12085-Test1', 'TECH-1571-fields', 'Release-2024_Final', 'feature/login-page-42', 'claude/elegant-hertz-40b11b'];
    expect(redactEach(branches, 'branch')).toEqual(branches);
  });
});

describe('a token in a branch a name was slugged into', () => {
  it('reads the parts between runs of dashes as the text they stood for: the whole token, by its provider', () => {
    const hex = '3c21ab241ee4665511192426d3192fb6'; // repeats enough to pass for no random run alone
    expect(redactText(`feature/--apiKey----FLWSECK-${hex}-X--`, 'name').text).toBe('feature/--apiKey----[REDACTED:flutterwave-key]--');
    expect(redactText('feature/fix--the-login--flow-v2', 'name').text).toBe('feature/fix--the-login--flow-v2');
  });
});

describe('a password in a path after `pw=`, before an `&` in a Windows profile, or before the noun ending a branch', () => {
  itRedacts([
    ['pw= inside a dump file name with two extensions', 'the backup is at /srv/backups/db-dump_pw=Sokol1977.sql.gz', 'Sokol1977'],
    ['an & inside a Windows profile name', 'C:\\Users\\mkowalski\\AppData\\Roaming\\vpn\\profile_pass_Sosna1979&$.ovpn', 'Sosna1979&$'],
    ['a branch that ends in -creds', 'git checkout -b hotfix/rotate-Tangerine1983-creds', 'Tangerine1983'],
    ['a branch with words and digits before -password', 'pushed feature/reset-walrus090Rocket-password to origin', 'walrus090Rocket'],
  ]);
  it('keeps paths and branches whose parts are words, versions and settings', () =>
    expectKept([
      'git checkout -b fix/rotate-db-creds',
      'git checkout -b chore/bump-Python311-creds',
      'feature/Release2024-password-reset',
      'cat /etc/app/config_pw=changeme.yaml',
      'ls C:\\Users\\ana\\AppData\\Roaming\\vpn\\profile_pass_rules & echo done',
      'https://example.com/search?q=pw&lang=en',
    ]));
});

describe("a file named after the secret it holds, the name's extension glued to the value", () => {
  it.each([
    ['a password after pw', 'notes/login-pw-Tamarind_Harbour58.md', 'Tamarind_Harbour58'],
    ['a PIN', 'notes/pin-804417.txt', '804417'],
    ['a JWT glued by a dash', `notes/wifi-key-${'eyJhbGciOiJIUzI1NiJ9'}.${'eyJzdWIiOiJkZXZpY2UtNDIiLCJpYXQiOjE3NjQ3ODU2OTl9'}.Qm3Zt7Lp2vXk9WcR4nYd8HsJ0aFb6GeT.md`, 'eyJzdWIiOiJkZXZpY2UtNDIiLCJpYXQiOjE3NjQ3ODU2OTl9'],
  ])('%s', (_why, name, secret) => {
    const out = redactText(name, 'name').text;
    for (let i = 0; i + 6 <= secret.length; i++) expect(out).not.toContain(secret.slice(i, i + 6));
    expect(out).toMatch(/^notes\/[a-z-]+\[REDACTED:/);
  });

  it('redacts the whole JWT glued by a dash in text too (a progress line naming the file)', () =>
    expectRedacted('Created notes/wifi-key-eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZXZpY2UtNDIiLCJpYXQiOjE3NjQ3ODU2OTl9.Qm3Zt7Lp2vXk9WcR4nYd8HsJ0aFb6GeT.md', 'eyJzdWIiOiJkZXZpY2UtNDIiLCJpYXQiOjE3NjQ3ODU2OTl9.Qm3Zt7Lp2vXk9WcR4nYd8HsJ0aFb6GeT'));

  it('keeps names of words, dates and versions with their extensions', () =>
    expect(redactEach(['docs/api-key-rotation.md', 'src/auth/password-reset-flow.ts', 'test/fixtures/token-2024.json', 'docs/pin-entry-v3.md', 'migrations/2024-01-15-add-token-index.sql'], 'name')).toEqual(['docs/api-key-rotation.md', 'src/auth/password-reset-flow.ts', 'test/fixtures/token-2024.json', 'docs/pin-entry-v3.md', 'migrations/2024-01-15-add-token-index.sql']));
});

describe("a password or a key after the topic word a branch's or a file's part opens with", () => {
  it('redacts a made password, a passphrase of dotted words, and a recovery key glued by a dash', () => {
    const made = ['feature/lockbox-76UAKARI-viscacha', 'feature/safe-ermine.yellowhammer.bilberry.gerenuk', 'feature/vault-Platypus0369Inchworm', 'feature/alarm-pin-whimbrel71Aardwolf-'];
    expect(redactEach(made, 'branch')).toEqual(['feature/lockbox-[REDACTED:generic-secret]', 'feature/safe-[REDACTED:generic-secret]', 'feature/vault-[REDACTED:generic-secret]', 'feature/alarm-pin-[REDACTED:generic-secret]']);
    expectRedacted('Edited handover/key-LLR6-FT6H-FKHP-XLHN-C7F2-CWBP-KKG3.md', 'LLR6-FT6H-FKHP-XLHN-C7F2-CWBP-KKG3');
  });
  it("keeps code identifiers, Java packages, tools' suffixes and slugs of words", () => {
    const kept = ['feature/Base64Encoder', 'feat/Win32Api', 'dependabot-maven-dhis-2-2.42-com.github.spotbugs-spotbugs-4.10.1', 'snyk-fix-337d22c4bd614a324332edaf7b79e098', 'feature/add-ISSUE-1234-ABCD-flow'];
    expect(redactEach(kept, 'branch')).toEqual(kept);
  });
});
