/**
 * The leak classes of issue 13's seventh attack (values made up here, not the attacker's): every secret must be gone
 * from the redacted text, and the look-alikes beside them must survive untouched.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

/** A password word of another language, a few words, an "is" word or particle, then the password. */
const prosePasswords: [string, string, string][] = [
  ['ko', '서버 비밀번호는 Qa7#mw2Lx9pz 입니다', 'Qa7#mw2Lx9pz'],
  ['ko, colon', '비밀번호: Vt3!kd8Rn5qe', 'Vt3!kd8Rn5qe'],
  ['ja', '本番DBのパスワードは Hk4%tz9Wm2bn です', 'Hk4%tz9Wm2bn'],
  ['ja, no blank', 'ステージングのパスワードはJp6*rc1Xv8ud', 'Jp6*rc1Xv8ud'],
  ['zh', '数据库的密码是 Rw5^nb3Kq7ys，请妥善保管', 'Rw5^nb3Kq7ys'],
  ['zh-TW', '伺服器密碼為Lm8!gh4Tz1oa', 'Lm8!gh4Tz1oa'],
  ['de, words between', 'das Passwort für die Testdatenbank ist Zb2_Tq9wLm4kRx', 'Zb2_Tq9wLm4kRx'],
  ['de Kennwort', 'Kennwort lautet Yc7+vn2Pq8st', 'Yc7+vn2Pq8st'],
  ['fr', 'le mot de passe du routeur est Dg9-eKw3Nz5hFq, à changer', 'Dg9-eKw3Nz5hFq'],
  ['es', 'tu contraseña es Ux4+RpWq7Ltc', 'Ux4+RpWq7Ltc'],
  ['es clave', 'la clave del wifi es Fe3$ym8Ko2wr', 'Fe3$ym8Ko2wr'],
  ['it', 'la password del server è Sn6#pa1Zj9vi', 'Sn6#pa1Zj9vi'],
  ['it parola d’ordine', "la parola d'ordine è Cq1@tw5Ub7xe", 'Cq1@tw5Ub7xe'],
  ['pt', 'a senha da VPN é Mo2-HxQz8Wgt', 'Mo2-HxQz8Wgt'],
  ['ru', 'пароль от сервера: Bi9%ld4Yh6rk', 'Bi9%ld4Yh6rk'],
  ['ru, dash', 'Пароль — Xp5&fs3Ga8me', 'Xp5&fs3Ga8me'],
  ['pl', 'hasło do bazy to Nw4!jc7Er2lo', 'Nw4!jc7Er2lo'],
  ['cs', 'heslo je Ka8#zu3Wb6ti', 'Ka8#zu3Wb6ti'],
  ['sv', 'lösenordet är Pu2%xm9Sd4gy', 'Pu2%xm9Sd4gy'],
  ['tr', 'veritabanı şifresi: Gz7*oe1Ql5nh', 'Gz7*oe1Ql5nh'],
  ['tr parola', 'parola: Wj3^ai8Rc6kv', 'Wj3^ai8Rc6kv'],
  ['nl', 'het wachtwoord van de server is Ty6+bh2Mk9fa', 'Ty6+bh2Mk9fa'],
  ['en, words between', 'the password for the build box is Ri4!ve7Nx3cz', 'Ri4!ve7Nx3cz'],
];

describe('attack 7: passwords in prose of other languages', () => {
  it.each(prosePasswords)('%s', (_name, text, secret) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps the sentence around the password', () => {
    expect(redactText('数据库的密码是 Rw5^nb3Kq7ys，请妥善保管').text).toContain('，请妥善保管');
    expect(redactText('本番DBのパスワードは Hk4%tz9Wm2bn です').text).toMatch(/^本番DBのパスワードは \[REDACTED:[^\]]+\] です$/);
  });

  it('keeps prose about passwords that gives none', () => {
    for (const text of [
      'das Passwort für die Testdatenbank ist abgelaufen',
      'le mot de passe est trop court',
      'la contraseña es incorrecta, inténtalo de nuevo',
      'a senha do banco é obrigatória',
      'пароль: не задан',
      'パスワードは 8文字以上 必要です',
      '密码是 必填项',
      'heslo je povinné',
      'Passwort-Reset ist erforderlich: siehe docs/reset-v2.md',
      'la parola è importante',
      'het wachtwoord is 12345678',
      'the password for version 2.4.1 is required',
    ]) {
      expect(redactText(text).findings, text).toEqual([]);
    }
  });
});

/** A secret inside a JSON string that is still escaped: `\uXXXX` and `\/` escapes must not end the match. */
const escaped: [string, string, string[]][] = [
  ['\\u escape in an env value', '{"CONFIG":"STRIPE_API_KEY=sk_live_4eC39Hq\\u004cLyjWDarjtT1zdp7dc"}', ['LyjWDarjtT1zdp7dc', 'jWDarjtT1zdp7dc']],
  ['several \\u escapes', '{"env":"PAGER_TOKEN=u9Kf2mQ\\u0037xR\\u0034vT8pLw3nZ6yB1c"}', ['vT8pLw3nZ6yB1c', 'xR']],
  ['\\/ escape', '{"CONFIG":"aws_secret_access_key = kT7vQ2mX9pL4wR8n\\/Zb3Yc6Hd1Fg5Jk0Ls2Np"}', ['Zb3Yc6Hd1Fg5Jk0Ls2Np']],
  ['escaped twice (JSON in a JSON string)', '"text": "{\\"CONFIG\\":\\"GITLAB_TOKEN=glpat-Vb8nK2qW\\\\u0039xTz4RmPd7sLc\\"}"', ['xTz4RmPd7sLc']],
];

describe('attack 7: secrets inside still-escaped JSON', () => {
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

/** A public Mapbox token (payload made up here), and a secret one of the same shape. */
const MAPBOX_PAYLOAD = 'eyJ1IjoidGVzc2EtbWFwcyIsImEiOiJjbHE4eDJ2N20wYTFiM2M0ZDVlNmY3ZzhoIn0';
const PUBLIC_TOKEN = `pk.${MAPBOX_PAYLOAD}.Zt4Xq9LwP2mRk7Vn3Bc8Hy`;
const SECRET_TOKEN = `sk.${MAPBOX_PAYLOAD}.Jw5Tq1LpX8mKc3Rn9Vb6Dz`;

describe('attack 7: public Mapbox tokens are not secrets', () => {
  it.each([
    `mapboxgl.accessToken = '${PUBLIC_TOKEN}';`,
    `MAPBOX_TOKEN=${PUBLIC_TOKEN}`,
    `token: ${PUBLIC_TOKEN}`,
    `https://api.mapbox.com/styles/v1/acme/streets?access_token=${PUBLIC_TOKEN}`,
  ])('keeps %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });

  it('still redacts the secret sk. token and a pk. look-alike of another shape', () => {
    expect(redactText(`MAPBOX_TOKEN=${SECRET_TOKEN}`).text).not.toContain('Jw5Tq1LpX8mKc3Rn9Vb6Dz');
    expect(redactText(`mapboxgl.accessToken = '${SECRET_TOKEN}';`).text).not.toContain('Jw5Tq1LpX8mKc3Rn9Vb6Dz');
    expect(redactText('API_TOKEN=pk.Rv7pQ2mW9xK4tLs8Nd3Fg6Hj1').text).not.toContain('Rv7pQ2mW9xK4tLs8Nd3Fg6Hj1');
  });
});
