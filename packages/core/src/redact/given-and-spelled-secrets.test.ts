/**
 * Secrets no rule was tuned to, found by where they stand: a made password a copula hands over with no noun, a code
 * whose noun says how it is used (its length, what it unlocks, a printed radio code), backup codes printed in groups,
 * a label with an aside before its colon, a password dictated as characters and words, a security answer of several
 * words, the last argument of a command given to a tool's command flag, a string spelled in character codes or byte
 * escapes, a string literal that is a made password and nothing else. Values are made up here; the prose and code of the same shapes around them stay.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, itRedacts, xEscaped } from './expect-redaction.js';
import { redactText } from './redact.js';

const codes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(', ');

describe('a made password a copula hands over, with no noun', () => {
  itRedacts([
    ['"was X and"', 'what I typed into the login box was PELICAN4walnut+72 and it said denied', 'PELICAN4walnut+72'],
    ["\"it's X\" after a hint", 'hint: the old one plus the month — it\'s Tund4a_61Lantern; then it failed', 'Tund4a_61Lantern'],
    ['"were X"', 'the two I tried were Quill8_77Marmot and nothing else', 'Quill8_77Marmot'],
  ]);
  it('keeps names, versions and tests said to be something', () =>
    expectKept([
      'the failing test is TestE2E_Scenario5 again',
      'the version is Python-3.12.1 now',
      'the image was node:20-alpine3.19 before',
      'the branch is feature/login-v2 and it builds',
    ]));
});

describe('codes whose noun says how they are used', () => {
  itRedacts([
    ['a passcode of digits', "the screen lock passcode on the kids' tablet is 730914", '730914'],
    ['a code said by its length', 'the 6-digit code it texted me is 482913, quick before it expires', '482913'],
    ["a bank's security number", 'phone banking security number 58203917', '58203917'],
    ["a phone's unlock pattern", 'unlock pattern for the demo phone: 3-6-9-8-7-4-1 (an L)', '3-6-9-8-7-4-1'],
    ["a car radio's printed code", 'Becker radio code for the camper: K4471RB', 'K4471RB'],
    ['backup codes of five', 'Battle.net backup codes: TQ482 XKMDP RJ7NV LH4ZV PW881', 'TQ482 XKMDP RJ7NV LH4ZV PW881'],
    ['a label with an aside', 'Stream key (paste into the encoder): ab3k-92hd-qp4x-mz71-wwrt', 'ab3k-92hd-qp4x-mz71-wwrt'],
  ]);
  it('keeps numbers that open nothing', () =>
    expectKept([
      'the passcode field (see docs): accepts 8 digits',
      'our backup codes: NONE THESE WORDS ARE FINE',
      'The build took 518312 ms',
      'issue number 71037351 was fixed',
      'the response code is 404',
    ]));
});

describe('dictated passwords and security answers', () => {
  itRedacts([
    ['characters and words', 'Check the password is big T, harbour, dash, seven, one, caret', 'big T, harbour, dash, seven, one, caret'],
    ['a favourite film', 'favourite film answer for the bank is Toaster Strikes Back 2', 'Toaster Strikes Back 2'],
    ['where parents met', 'city where my parents met (security q): Varna77', 'Varna77'],
  ]);
  it('keeps lists and preferences', () =>
    expectKept(['capital A, B, C, D, E, F', 'We support big O, notation, loops, arrays, maps, sets', 'my favourite editor is Vim 9 honestly']));
});

describe("a command given to a tool's command flag", () => {
  itRedacts([['the last argument of its verb', 'baresip -e "register sip:201@voip.example.net sip:voip.example.net Fl4m1ng0-42Kayak"', 'Fl4m1ng0-42Kayak']]);
  it('keeps commands whose last argument is a name', () => expectKept(['psql -c "create database app_v2"', 'bash -c "add users from list"']));
});

describe('strings spelled in character codes or byte escapes', () => {
  const pw = 'Walrus.hinge.mosaic271';
  it('finds what character codes spell, whatever the name', () => {
    const out = redactText(`const k = String.fromCharCode(${codes(pw)});`).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(codes(pw).slice(0, 40));
  });
  it('finds what byte escapes spell in a bytes literal', () => {
    const out = redactText(`SECRET = b"${xEscaped(pw)}"`).text;
    expect(out).not.toContain(xEscaped(pw).slice(0, 24));
  });
  it('keeps a message spelled so', () => {
    const hello = `const greeting = String.fromCharCode(${codes('Hello, world')});`;
    expect(redactText(hello).text).toBe(hello);
    expect(redactText('printf "\\x1b[31mError\\x1b[0m build failed"').text).toBe('printf "\\x1b[31mError\\x1b[0m build failed"');
  });
});

describe('a string literal that is a made password and nothing else', () => {
  itRedacts([
    ["an array's element", '> {"op":"login","args":["ops","Pretzel.417$Walnut"]}', 'Pretzel.417$Walnut'],
    ["a call's argument", "conn = database('shop','shop','Noodle$552^Beacon','Vendor','PostgreSQL')", 'Noodle$552^Beacon'],
    ['a generic field', '  "value": "Kestrel.banjo.quartz518"', 'Kestrel.banjo.quartz518'],
    ["a user's password after its colon", 'npmRegistries:\n  "https://npm.example.org":\n    npmAuthIdent: "dlee:PARROT7fennel+29"', 'PARROT7fennel+29'],
    ['JSON inside JSON', '{\\"who\\":\\"ops\\",\\"value\\":\\"Mango@731+Trellis\\"}', 'Mango@731+Trellis'],
  ]);
  it('keeps ids, versions, tests, revisions, formats and patterns', () =>
    expectKept([
      '{"model":"claude-opus-4-6","id":"toolu_01MTPtCvqHReM7BZ9DNRtgUp","v":"Python-3.12"}',
      '{"t":"TestE2E_Scenario1_BasicFlow","r":"HEAD~1","f":"message-%03d","p":"TruncateRunes.*Collapse2","g":"e2e-test-*"}',
      "const algo = 'HashAlgorithm.SHA2_256';",
      "service: 'SIP+D2U', suite: 'RSA+SHA384'",
      'npm install "lodash@4.17.21" --save',
      '{"image":"node:20-alpine3.19","db":"db.internal:5432","digest":"sha256:9f86d081884c7d659a2feaa0c55ad015"}',
      '{"keys":"https://registry.npmjs.org%2Fkeys.json","file":"Report2024_final.docx"}',
    ]));
});

describe('a recovery phrase written as a numbered list', () => {
  const words = 'ember quilt sandal orbit maple cider pulse ranch tiger vivid zebra lemon'.split(' ');
  it('is found on one line or one item per line', () => {
    const inline = `wallet backup: ${words.map((w, i) => `${i + 1}.${w}`).join(' ')}`;
    expect(redactText(inline).text).toBe('wallet backup: [REDACTED:generic-secret]');
    const lines = words.map((w, i) => `${i + 1}) ${w}`).join('\n');
    expect(redactText(`${lines}\n13) then we are done`).text).toBe('[REDACTED:generic-secret]\n13) then we are done');
  });
  it('keeps numbered steps and short lists', () =>
    expectKept(['Steps:\n1. install\n2. build\n3. test', words.slice(0, 11).map((w, i) => `${i + 1}. ${w}`).join('\n')]));
});

describe('passwords in config formats', () => {
  itRedacts([
    ["kickstart's rootpw with its flag", 'rootpw --plaintext 41Trellis.mango*', '41Trellis.mango*'],
    ["a dovecot passwd-file's clear scheme", 'mlopez:{PLAIN}W4lrus~81Hinge:1001:1001::/home/mlopez', 'W4lrus~81Hinge'],
    ['a CLEARTEXT column', "UPDATE users SET password='{CLEARTEXT}Pebble-Anchor-66' WHERE id=4;", 'Pebble-Anchor-66'],
  ]);
  it('keeps a hashed scheme and the scheme named in settings', () =>
    expectKept(['bob:{SHA512-CRYPT}$6$rounds=5000$abc$def:1000:1000::/home/bob', 'passdb { driver = passwd-file args = scheme=PLAIN username_format=%u }', 'timeout --signal 9']));
});
