/**
 * Passwords people type in prose of languages other than English: the noun for a password in another language
 * or script (combining marks, written noun first), the noun or the whole sentence JSON-escaped, a network's key named
 * in other words, and a value right after a noun and its copula. The prose about passwords that gives none stays.
 * Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

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
  ['fr, "c\'est" after a comma', "Le mot de passe du NAS, c'est MarbleOtter#51 (pas dans le repo)", 'MarbleOtter#51'],
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
const PASSWORD = 'Vq7#mLx2Tz9k';
const PW = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const RANDOM = fake.alnum(28, 1608);

describe('passwords in prose of other languages', () => {
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
      "le mot de passe du NAS, c'est celui du wifi",
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

describe('prose passwords in other languages, any position', () => {
  it.each([
    ['fr est', `Le mot de passe est ${PASSWORD} pour le serveur.`],
    ['fr colon', `mot de passe : ${PASSWORD}`],
    ['fr, of the server', `le mot de passe du serveur de test est ${PASSWORD}`],
    ['es es', `La contraseña es ${PASSWORD}`],
    ['es colon', `contraseña: ${PASSWORD}`],
    ['es, of the database', `la contraseña de la base de datos es ${PASSWORD}`],
    ['pt é', `A senha é ${PASSWORD}`],
    ['pt colon', `senha: ${PASSWORD}`],
    ['de ist', `Das Passwort ist ${PASSWORD}`],
    ['de lautet', `Das Passwort lautet ${PASSWORD}`],
    ['de, for the server, in JSON', JSON.stringify({ note: `mein Passwort für den Build-Server ist ${PASSWORD}` })],
    ['de colon', `Passwort: ${PASSWORD}`],
    ['it è', `La password è ${PASSWORD}`],
    ['nl is', `Het wachtwoord is ${PASSWORD}`],
    ['todo item', `[ ] Update het wachtwoord is ${PASSWORD} in de kluis`],
    ['compaction summary', `## Summary\nThe user said: la contraseña es ${PASSWORD}; rotate it.`],
  ])('%s', (_name, text) => expectRedacted(text, PASSWORD));

  it('keeps prose that names a password without giving one', () => {
    for (const text of [
      'Le mot de passe est incorrect.',
      'La contraseña es obligatoria',
      'A senha é inválida',
      'Das Passwort ist abgelaufen',
      'Das Passwort lautet wie folgt',
      'La password è cambiata',
      'Het wachtwoord is verlopen',
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('a generated value a sentence says is the password, in any language', () => {
  const UUID = '5d0c7a12-93be-4f61-a8e4-2c7b90d1e6f3';
  const HEX = fake.hex(30, 1621);
  const CAPS = 'QMZXWTRBKHPNVGLDSFJC';
  itRedacts([
    ['de lautet, a UUID', `Das Kennwort für die Testumgebung lautet ${UUID}, bitte nicht teilen.`, UUID],
    ['fr est, a UUID', `Le mot de passe de la box est ${UUID} — à changer.`, UUID],
    ['es es, hex', `La contraseña del router es ${HEX}, no la compartas.`, HEX],
    ['pt é, UUID with more groups', `A senha do painel é ${UUID}-77ab-9c01.`, `${UUID}-77ab-9c01`],
    ['zh 是, hex', `测试库密码是 ${HEX}，别外传。`, HEX],
    ['zh-TW 為, capitals', `伺服器密碼為 ${CAPS}`, CAPS],
    ['ja は, capitals before です', `本番のパスワードは ${CAPS} です。`, CAPS],
    ['ko 는, a UUID', `서버 비밀번호는 ${UUID} 입니다`, UUID],
    ['ru colon, capitals', `Пароль от базы: ${CAPS}`, CAPS],
    ['ru это, digits', 'пароль это 4820917', '4820917'],
    ['pl to, digits', 'Hasło do routera to 5829301.', '5829301'],
    ['es, three words with a number', 'La contraseña del wifi es Lisboa 8821 farol, no la compartas.', 'Lisboa 8821 farol'],
    ['ja, three words with a number', 'ルーターのパスワードは Kobe 7730 lantern です。', 'Kobe 7730 lantern'],
  ]);

  it('keeps an id the sentence names as such, a run or a default', () => {
    expectKept([
      `Die Passwort-ID lautet ${UUID}`,
      'das Passwort lautet 12345678',
      'het wachtwoord is 11111111',
    ]);
  });
});

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

describe('a secret named in a script that writes words with combining marks', () => {
  itRedacts([
    ['Thai password, INI', `[db]\nผู้ใช้ = app\nรหัสผ่าน = ${PW}`, PW],
    ['Thai token, YAML', `โทเค็น: ${RANDOM}`, RANDOM],
    ['Hindi password, JSON', `{"पासवर्ड": "${PW2}"}`, PW2],
    ['Hindi token, env', `टोकन=${RANDOM}`, RANDOM],
    ['Bengali password with a prefix', `db_পাসওয়ার্ড = "${PW}"`, PW],
  ]);
  // A random run under a name in a script no table knows is redacted by its shape (assigned-value-scan.ts): only
  // values a person names things with stay.
  it('keeps values under Thai and Hindi names that say nothing secret', () =>
    expectKept([`ผู้ใช้ = reporting_${fake.alnum(6, 1614)}`, `{"नाम": "web-frontend-2"}`, `ชื่อ: billing-worker`]));
});

describe('a secret named in another language, the noun first or in a script not yet listed', () => {
  const KEY = fake.alnum(24, 1660);
  itRedacts([
    ['Malay kata laluan, INI', `[pangkalan]\nkata laluan = ${PW}`, PW],
    ['Malay rahsia', `rahsia_aplikasi: "${PW2}"`, PW2],
    ['Romanian parolă', `parolă_bd = ${PW}`, PW],
    ['Uzbek parol', `parol: ${PW2}`, PW2],
    ['Portuguese noun first', `senha_db=${PW}`, PW],
    ['Russian noun first, Cyrillic qualifier', `пароль_бд = ${PW2}`, PW2],
    ['Russian token of access', `токен_доступа: ${KEY}`, KEY],
    ['Hebrew key of the api', `{"מפתח_api": "${PW}"}`, PW],
    ['Malay key of the api', `kunci_api = ${PW2}`, PW2],
    ['Persian password, keheh spelling', `کلمه_عبور = ${PW}`, PW],
    ['Persian token', `توکن: ${KEY}`, KEY],
  ]);
  it('keeps hints, counts and references under such names', () =>
    expectKept([`senha_hint = lembre-se do gato`, `пароль_подсказка: кот`, `ключ_api = \${API_KEY}`, `kunci = 'jalan'`, `parole: the cat sat`, `token_count = 1234`]));
});

describe('a value right after a password\'s noun and its copula, in scripts without a made shape to go on', () => {
  itRedacts([
    ['Japanese, a short leet word and a symbol', '検証DBのパスワードは k4t0$x です。', 'k4t0$x'],
    ['Vietnamese, a word glued to digits and dots', 'Mật khẩu của máy chủ là Songhong481.., dùng nó nhé.', 'Songhong481..'],
    ['Chinese, characters and a symbol', '预发环境的密码是 黄河%黄河57，上线用。', '黄河%黄河57'],
  ]);
  it('keeps a format, an algorithm and a version after the noun', () =>
    expectKept(['パスワードは Base64 で保存します。', '密码是 SHA256 哈希。', 'Mật khẩu là Argon2id, không lưu thô.']));
});

describe("a network's key named in the words of another language", () => {
  itRedacts([
    ['German WLAN-Schlüssel, a colon after the place', 'WLAN-Schlüssel für die Werkstatt: Kranich+Weide1999', 'Kranich+Weide1999'],
    ['French clé Wi-Fi with the copula', 'la clé Wi-Fi de la salle c’est mouette+falaise27', 'mouette+falaise27'],
    ['Italian chiave wifi', 'la chiave wifi del laboratorio è Gabbiano*Scoglio4', 'Gabbiano*Scoglio4'],
  ]);
  it('keeps the words about a key that give none', () =>
    expectKept(['Der WLAN-Schlüssel steht auf dem Router.', 'la clé Wi-Fi est sur l’étiquette du routeur']));
});

describe('a password a person made, after the Thai word for code', () => {
  itRedacts([['Thai letters around digits', 'รหัส เสือดาว4471น้ำ ใช้ได้ถึงพรุ่งนี้', 'เสือดาว4471น้ำ']]);
});

describe('a login pair handed over as the access, no noun for the password', () => {
  itRedacts([['German "Zugang ist admin / …"', 'Earlier they shared: Zugang ist admin / Jeichhorn76.yte. Remaining: rerun migrations.', 'Jeichhorn76.yte']]);
  it('keeps a file name and read / write after the same words', () =>
    expectKept(['Zugang ist admin / Report.pdf und mehr; access is read / write-2024.log', 'Der Zugang ist read / write für alle Gruppen']));
});

describe('a password typed in fullwidth forms, as a Japanese input method writes it', () => {
  itRedacts([['after パスワード and a fullwidth colon, in a todo', 'Wire up パスワード：Ｏｎｉｇｉｒｉ＋Ｓａｋｕｒａ６３４５; [pending] Run tests', 'Ｏｎｉｇｉｒｉ＋Ｓａｋｕｒａ６３４５']]);
  it('keeps fullwidth versions, file names, prices and phone numbers', () =>
    expectKept(['ＯＫ、ｖｅｒｓｉｏｎ２．１を使う。ＲＥＡＤＭＥ．ｍｄ を読んで', '価格：１２，０００円（税込）、電話：０３－１２３４－５６７８']));
});

describe('a password of digits right after its noun, in any language', () => {
  itRedacts([
    ['tr, no copula', 'Ofis kasasının şifresi 481936', '481936'],
    ['zh, the copula glued to noun and value', '门禁密码是739214，别告诉别人', '739214'],
    ['ko, the particle glued', '금고 비밀번호는582047입니다', '582047'],
    ['en, after a colon', 'the staging password: 604918', '604918'],
  ]);
  it('keeps counts, lengths, years and dates after the noun', () =>
    expectKept([
      'password must be at least 12 characters',
      'Password changed 20240101 by the admin',
      'password hashing took 123456 ms',
      '密码是必填项，长度至少8位',
    ]));
});

describe('a passphrase or code named in another language, glued or joined its own way', () => {
  itRedacts([
    ['an Arabic passphrase, words joined by dots', 'عبارة المرور للنسخ الاحتياطي هي pewter.lantern.quokka.sorrel', 'pewter.lantern.quokka.sorrel'],
    ['a Persian passphrase in guillemets', 'عبارت عبور پشتیبان: «marmot-lentil-sprocket-gannet»', 'marmot-lentil-sprocket-gannet'],
    ['a Greek passphrase', 'Η φράση πρόσβασης για το αντίγραφο ασφαλείας είναι «walrus tundra pebble quokka»', 'walrus tundra pebble quokka'],
    ['a passphrase after a dash, words of nine letters', 'VeraCrypt volume passphrase — trebuchet.marmalade.sprocket.gannet', 'trebuchet.marmalade.sprocket.gannet'],
    ['a PIN glued into Japanese, the sentence glued after it', 'オフィスの入館PINは408317です', '408317'],
    ['a French door code', 'Le code de la porte: 730461 (deux fois la touche étoile ensuite)', '730461'],
  ]);
  it('keeps the look-alikes', () =>
    expectKept([
      'the passphrase for org.apache.commons.lang is unset',
      'オフィスの入館PINは毎月変わります',
      'Le code de la porte est affiché à l’accueil.',
      '设置PIN码后重启',
    ]));
});
