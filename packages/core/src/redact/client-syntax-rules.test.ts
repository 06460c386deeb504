/**
 * Leak classes of attack 11 (issue 13) closed on branch leaks13g, values made up here: client credential syntaxes,
 * header names and schemes no rule knew, tokens with `$` or `!` inside, names the keyword rule vetoed, and the path
 * under a directory named like a user that was taken for `admin/<password>`.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

const PW = 'Xy7!k2Lm9qRt';

function expectRedacted(text: string, secret: string): void {
  const out = redactText(text).text;
  for (let i = 0; i + 8 <= secret.length; i++) expect(out).not.toContain(secret.slice(i, i + 8));
  expect(out).toContain('[REDACTED:');
}

describe('credential syntaxes of particular clients and files', () => {
  it.each([
    ['httpie -a', `http -a dana:${PW} https://api.example.com/items`, PW],
    ['httpie --auth=', `https --auth=dana:${PW} POST api.example.com`, PW],
    ['npm config set with a blank', 'npm config set //registry.npmjs.org/:_authToken 4f1c2b7e-8d3a-4e59-9b61-0c2d4e6f8a10', '4f1c2b7e-8d3a-4e59-9b61-0c2d4e6f8a10'],
    ['cmd.exe set glued to &&', `set DB_PASSWORD=${PW}&& npm start`, PW],
    ['Apache SetEnv', `SetEnv DB_PASS ${PW}`, PW],
    ['SQL SET PASSWORD FOR', `SET PASSWORD FOR 'app'@'%' = '${PW}';`, PW],
    ['SQL SET PASSWORD = PASSWORD()', `SET PASSWORD = PASSWORD('${PW}');`, PW],
    ['an env list in JSON', `{"env": [{"name": "DB_PASSWORD", "value": "${PW}"}]}`, PW],
    ['an env list in YAML', `env:\n  - name: API_TOKEN\n    value: "${PW}"`, PW],
    ['SSH_KEY_PASSPHRASE', `SSH_KEY_PASSPHRASE=${PW}`, PW],
  ])('%s', (_why, text, secret) => expectRedacted(text, secret));

  it.each([
    'ls -a foo:bar',
    '{"name": "LOG_LEVEL", "value": "debug"}',
    'set PATH=C:\\bin&& npm start',
    'SetEnv APP_ENV production',
    'we set password policy = "strict"',
    'SSH_KEY=~/.ssh/id_ed25519',
    '//npm.example.com/myorg/:_authToken=MYTOKEN1',
  ])('keeps what names no secret: %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('headers, schemes and token shapes', () => {
  it.each([
    ['x-honeycomb-team', 'x-honeycomb-team: Zp4Kq8Rm2Wn6Xt0Yv3Bc7d', 'Zp4Kq8Rm2Wn6Xt0Yv3Bc7d'],
    ['an x-…-key header', 'X-Access-Key: Zp4Kq8Rm2Wn6Xt0Yv3Bc7d9', 'Zp4Kq8Rm2Wn6Xt0Yv3Bc7d9'],
    ['a bcrypt master key', 'X-Master-Key: $2a$10$Zp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq', 'Zp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq'],
    ['Azure SharedKey', 'Authorization: SharedKey myaccount:Zp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq8Rm2Wn6Xt0Yv3Bc7d=', 'Zp4Kq8Rm2Wn6Xt0Yv3Bc7dZp4Kq8Rm2Wn6Xt0Yv3Bc7d='],
    ['Braintree', 'token access_token$production$k3j9x0c2v7b1n5m8$5e0c1d2a3b4f5a6e7d8c9b0a1f2e3d4c', '5e0c1d2a3b4f5a6e7d8c9b0a1f2e3d4c'],
    ['Salesforce as a bearer', 'Authorization: Bearer 00DXx0000001gPq!AQ4AQH0dLrE7kq9Zx2Lm8Vb4Nc1Tp3Wq5Rt7Yu9Io0Pa2Sd4', 'AQ4AQH0dLrE7kq9Zx2Lm8Vb4Nc1Tp3Wq5Rt7Yu9Io0Pa2Sd4'],
    ['Salesforce assigned', 'SF_ACCESS_TOKEN=00DXx0000001gPq!AQ4AQH0dLrE7kq9Zx2Lm8Vb4Nc1Tp3Wq5Rt7Yu9Io0Pa2Sd4', 'AQ4AQH0dLrE7kq9Zx2Lm8Vb4Nc1Tp3Wq5Rt7Yu9Io0Pa2Sd4'],
  ])('%s', (_why, text, secret) => expectRedacted(text, secret));

  it.each([
    'Authorization: required for uploads',
    'Edited (never checked): deploy/config-j98r.txt, deploy/settings-a7k2.txt',
    'X-Request-Key: none',
  ])('keeps: %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('a value split by a shell line continuation shown on one line', () => {
  it('is redacted whole', () => {
    expectRedacted('[pending] Rotate: export RELEASE_SIGNING_SECRET="Zq8Lm3Kx9Wv2Rt7Yp4Nc\\ 4PeTrGIMCa56EjKeFzrjqWEo"', '4PeTrGIMCa56EjKeFzrjqWEo');
  });
});

describe('public values the entropy rule took for secrets', () => {
  it.each([
    '{"kty":"RSA","kid":"yfJE4ShVjtJZ8UBNwYl2bQW2tWFVW2sgpR60qsZzXXI","use":"sig","alg":"RS256","e":"AQAB"}',
    '-----BEGIN CERTIFICATE-----\n     2\tMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaelW62RQFvw0f0zq1\n     3\t9cqyAze89ydt5iT0VZH1XEqfPfcjZiQDAMrU5oQWQQYerFFJtoBtrqqn7hdrsrie\n     4\t-----END CERTIFICATE-----',
    // OpenCode's file read numbers its lines `00002| `
    '00001| -----BEGIN CERTIFICATE-----\n00002| MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaelW62RQFvw0f0zq1\n00003| 9cqyAze89ydt5iT0VZH1XEqfPfcjZiQDAMrU5oQWQQYerFFJtoBtrqqn7hdrsrie\n00004| -----END CERTIFICATE-----',
  ])('keeps %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});

describe('a PIN', () => {
  it.each([
    ['in JSON', '{"user": "dana", "pin": "482913abcDEFghiJKL"}', '482913abcDEFghiJKL'],
    ['digits in JSON', '{"card": "visa", "pin": "4829"}', '4829'],
    ['assigned', 'SIM_PIN=739201 ./unlock.sh', '739201'],
  ])('%s', (_why, text, secret) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it.each(['"spin": "1234567"', 'pinned: 2024', '"pin": "latest"', 'pin: 0000', 'npm pin=false', '"pin": "v1.2.3"'])('keeps %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });
});
