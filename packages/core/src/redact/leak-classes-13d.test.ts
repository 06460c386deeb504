/**
 * Leak classes of issue 13 closed on branch leaks13d (values made up here): a password word or a secret written with
 * JSON `\uXXXX` escapes, and a secret split across two todo items, plan steps or lines.
 */
import { describe, expect, it } from 'vitest';
import { redactEach, redactText } from './redact.js';

describe('JSON-escaped password words and secrets', () => {
  it.each([
    ['de, ü escaped', 'das Passwort f\\u00fcr den Testserver ist Wq4_Hz8mKp2Lr', 'Wq4_Hz8mKp2Lr'],
    ['es, ñ escaped', 'tu contrase\\u00f1a es Jt7+LvQn3Xdw', 'Jt7+LvQn3Xdw'],
    ['ja, every letter escaped', '\\u30d1\\u30b9\\u30ef\\u30fc\\u30c9\\u306f Bn5%qs8Ve1rk \\u3067\\u3059', 'Bn5%qs8Ve1rk'],
    ['de, escaped inside JSON inside JSON', '{\\"note\\":\\"Passwort f\\\\u00fcr die DB ist Yr3#Pk7wNc2m\\"}', 'Yr3#Pk7wNc2m'],
  ])('%s', (_name, text, secret) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it.each([
    ['assignment, first letters escaped', '{"env":"DB_PASSWORD=\\u0058\\u0071\\u0037\\u004cm2Wp"}', 'm2Wp'],
    ['prose, first letters escaped', 'db password: \\u0058\\u0071\\u0037\\u004cm2Wp9', 'm2Wp9'],
  ])('measures a secret unescaped: escapes cannot hide it (%s)', (_name, text, tail) => {
    const out = redactText(text).text;
    expect(out).not.toContain(tail);
    expect(out).not.toContain('\\u0058\\u0071');
    expect(out).toContain('[REDACTED:');
  });

  it('keeps escaped prose that gives no password, and escapes that are no secret', () => {
    for (const text of [
      'das Passwort f\\u00fcr die Testdatenbank ist abgelaufen',
      'la contrase\\u00f1a es incorrecta',
      '{"title":"Caf\\u00e9 M\\u00fcller","id":"order-2024-03"}',
      '\\u30d1\\u30b9\\u30ef\\u30fc\\u30c9\\u306f 8\\u6587\\u5b57\\u4ee5\\u4e0a',
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
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

describe('OpenVPN static keys', () => {
  const hexLines = ['3f9a0c7e21b45d86e0f3a91c7b28d4e5', 'a07c3e9f1b52d864c0e7f3a29b1d5c08', '6e2f0a9c3b7d5e1184f6a0c2e9b7d3f5'];
  it.each([
    ['raw file', `#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${hexLines.join('\n')}\n-----END OpenVPN Static key V1-----\n`],
    ['inside JSON', `{"content":"-----BEGIN OpenVPN Static key V1-----\\n${hexLines.join('\\n')}\\n-----END OpenVPN Static key V1-----"}`],
  ])('%s: the body goes, the armour stays', (_name, text) => {
    const out = redactText(text).text;
    for (const line of hexLines) expect(out).not.toContain(line.slice(0, 8));
    expect(out).toContain('-----BEGIN OpenVPN Static key'); // `key V1` reads as a keyword and value: the version goes too
  });

  it('keeps prose about the key and a config line that points at it', () => {
    const text = 'tls-auth /etc/openvpn/ta.key 0 # generated with openvpn --genkey secret ta.key (OpenVPN Static key V1)';
    expect(redactText(text).text).toBe(text);
  });
});
