/**
 * The key-agnostic value detector (issue 13): a value only a generator or a person making a password produces, in an
 * assignment of any syntax, whatever its key is called (a language no table lists, a truncation, leetspeak, fullwidth
 * letters, a zero-width character in the name), beside hard negatives that must survive.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const SYMBOLS = '!#%^*~';
/** A password as a person makes one: letters of both cases, digits and a symbol, no word. */
const made = (seed: number): string => `${fake.alnum(5, seed)}${SYMBOLS[seed % SYMBOLS.length]}${fake.alnum(6, seed + 1)}7`;
const RUN = fake.alnum(24, 1601);
const URLSAFE = `${fake.alnum(20, 1602)}_${fake.alnum(12, 1603)}-${fake.alnum(9, 1604)}`; // secrets.token_urlsafe(32)
const B64 = `${fake.b64(43, 1606)}=`; // openssl rand -base64 32
const HEX48 = fake.hex(48, 1607);

describe('a password-shaped value under a key in a language no table lists', () => {
  itRedacts([
    ['Albanian', `fjalëkalimi = ${made(1611)}`, made(1611)],
    ['Welsh, YAML', `cyfrinair: ${made(1612)}`, made(1612)],
    ['Armenian', `գաղտնաբառ=${made(1613)}`, made(1613)],
    ['Georgian, JSON', `{"პაროლი": "${made(1614)}"}`, made(1614)],
    ['Tamil', `கடவுச்சொல் = "${made(1615)}"`, made(1615)],
    ['Japanese 「」 quoting', `パス：「${made(1616)}」`, made(1616)],
  ]);
});

describe('a key spelled short, in leetspeak, in fullwidth letters or with a zero-width character', () => {
  itRedacts([
    ['leetspeak p4ss', `p4ss = ${made(1621)}`, made(1621)],
    ['truncated secr', `app.secr: ${made(1622)}`, made(1622)],
    ['truncated passw', `"db_passw": "${made(1623)}"`, made(1623)],
    ['fullwidth letters', `ｐａｓｓｗｏｒｄ=${made(1624)}`, made(1624)],
    ['zero-width space inside', `pass\u200bword: ${made(1625)}`, made(1625)],
    ['Cyrillic homoglyphs', `раsswоrd = ${made(1626)}`, made(1626)],
  ]);
});

describe('a value only a generator makes, whatever the key', () => {
  itRedacts([
    ['neutral key, random run', `blob_q = ${RUN}`, RUN],
    ['neutral YAML key, token_urlsafe output', `upstream:\n  k: ${URLSAFE}`, URLSAFE],
    ['ruby hash arrow, base64 of random bytes', `{ :wibble => "${B64}" }`, B64],
    ['query parameter, hex of no hash length', `https://hooks.example.net/in?src=ci&k=${HEX48}`, HEX48],
    ['Go :=', `k := "${RUN}"`, RUN],
    ['a person-made password under a neutral key', `Value: "${made(1631)}"`, made(1631)],
    ['a column-aligned listing', `Security settings\n    Cipher                 : CCMP\n    Key Content            : ${made(1632)}`, made(1632)],
  ]);
});

describe('public values in assignments survive', () => {
  it('keeps ids, digests, versions, paths, names and public keys', () =>
    expectKept([
      `commit: ${fake.hex(40, 1641)}`,
      `"sha256": "${fake.hex(64, 1642)}"`,
      `checksum=${fake.hex(32, 1643)}`,
      `"id": "${fake.alnum(26, 1644)}"`,
      `request_id: req_${fake.alnum(24, 1645)}`,
      `trace-id=${fake.hex(32, 1646)}`,
      `"uuid": "0f8fad5b-d9cb-469f-a165-70867728950e"`,
      `ulid: 01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      `integrity: sha512-${fake.b64(86, 1648)}==`,
      `version: 2.14.0-rc.1`,
      `path: /usr/local/lib/node_modules/typescript/lib`,
      `url = https://registry.npmjs.org/@types/node/-/node-20.11.5.tgz`,
      `handler: getUserByIdFromCache`,
      `image = node18-alpine3_19`,
      `const user_name = "test_user_42";`,
      `public_key: ${fake.alnum(43, 1649)}=`,
      `tokenizer: cl100k_base`,
      `TWILIO_ACCOUNT_SID=AC${fake.hex(32, 1650)}`,
      `cf-ray: ${fake.hex(16, 1651)}-FRA`,
      `src="data:image/png;base64,${fake.b64(60, 1653)}"`,
      `contraseña: se configura en el panel`,
      `パスワード：後で設定します`,
      `color: #FF00AA; font-family: "Helvetica Neue"`,
      `at 12:30:45, host=db01.internal:5432`,
    ]));
  it('keeps the ids of events, the challenge of a PKCE request and the public key of a WireGuard peer', () =>
    expectKept([
      `event=2${fake.alnum(26, 1654)} kind=checkout.completed`,
      `GET /authorize?response_type=code&client_id=web&code_challenge=${fake.alnum(20, 1655)}-${fake.alnum(12, 1657)}_${fake.alnum(10, 1658)}&code_challenge_method=S256`,
      `peer: ${fake.b64(43, 1656)}=\n  endpoint: 203.0.113.7:51820`,
    ]));
  it('keeps minified code and words in other languages', () =>
    expectKept([
      `var a=function(b){return b.c=d.e||f,g.h(i)};x=y.z;k:v`,
      `mot de passe: à définir plus tard`,
      `Passwort: bitte beim Admin anfragen`,
      `ключ: значение по умолчанию`,
      `"description": "Returns the sum of two numbers"`,
    ]));
});
