/**
 * Probes for the classes behind the leaks of a fifth red-team set (issue 13), written with other names, tools and
 * values than the set's: secret names in scripts that spell words with combining marks, base64 of text outside Latin,
 * key literals handed to crypto calls, passwords of SQL and OS commands by position, `user:password` after a login
 * key, protocol auth lines, values a sibling field calls secret, secrets split over a line by a visible line-break
 * glyph or left open in quotes, and public object ids whose prefix joins two resource words. Each beside hard
 * negatives that must survive.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const PW = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const HEX32 = fake.hex(32, 1605);
const HEX64 = fake.hex(64, 1606);
const B64KEY = `${fake.alnum(43, 1607)}=`; // a Fernet key's shape
const RANDOM = fake.alnum(28, 1608);
const UUID = `${fake.hex(8, 1609)}-${fake.hex(4, 1610)}-4${fake.hex(3, 1611)}-a${fake.hex(3, 1612)}-${fake.hex(12, 1613)}`;
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a secret named in a script that writes words with combining marks', () => {
  probe([
    ['Thai password, INI', `[db]\nผู้ใช้ = app\nรหัสผ่าน = ${PW}`, PW],
    ['Thai token, YAML', `โทเค็น: ${RANDOM}`, RANDOM],
    ['Hindi password, JSON', `{"पासवर्ड": "${PW2}"}`, PW2],
    ['Hindi token, env', `टोकन=${RANDOM}`, RANDOM],
    ['Bengali password with a prefix', `db_পাসওয়ার্ড = "${PW}"`, PW],
  ]);
  it('keeps values under Thai and Hindi names that say nothing secret', () =>
    expectKept([`ผู้ใช้ = reporting_${fake.alnum(6, 1614)}`, `{"नाम": "web-${fake.alnum(10, 1615)}"}`, `ชื่อ: ${fake.alnum(14, 1616)}`]));
});

describe('base64 of text in a script outside Latin', () => {
  probe([
    ['Thai key in JSON', `echo '${b64(`{"ผู้ใช้": "etl", "รหัสผ่าน": "${PW}"}`)}' | base64 -d > cfg.json`, b64(`{"ผู้ใช้": "etl", "รหัสผ่าน": "${PW}"}`)],
    ['Persian key, YAML', `data:\n  conf: ${b64(`گذرواژه: ${PW2}\n`)}`, b64(`گذرواژه: ${PW2}\n`)],
    ['Russian key, env', `SECRET_ENV=${b64(`пароль=${PW}`)}`, b64(`пароль=${PW}`)],
  ]);
  it('keeps base64 of non-Latin prose and of random bytes', () =>
    expectKept([
      `echo '${b64('สวัสดีครับ นี่คือข้อความทดสอบธรรมดา ไม่มีความลับ')}' | base64 -d`,
      `data: ${b64('Привет, это обычный текст без секретов, просто пример.')}`,
      `integrity: ${fake.b64(64, 1617)}`,
    ]));
});

describe('a key literal handed to a crypto call', () => {
  probe([
    ['Fernet, str literal', `cipher = Fernet("${B64KEY}")`, B64KEY],
    ['hmac.new, hex bytes', `digest = hmac.new(b'${HEX32}', payload, hashlib.sha256).digest()`, HEX32],
    ['createHmac, second argument', `const mac = crypto.createHmac('sha256', '${RANDOM}').update(body)`, RANDOM],
    ['createDecipheriv, hex key', `const d = crypto.createDecipheriv('aes-256-cbc', Buffer.from('${HEX64}', 'hex'), iv)`, HEX64],
    ['jwt.encode, positional', `token = jwt.encode({"sub": uid}, "${RANDOM}", algorithm="HS512")`, RANDOM],
    ['jwt.verify, json-escaped', `{"code":"jwt.verify(tok, \\"${RANDOM}\\")"}`, RANDOM],
    ['AES.new, bytes', `c = AES.new(b"${HEX32}", AES.MODE_GCM)`, HEX32],
    ['SecretKeySpec', `new SecretKeySpec("${RANDOM}".getBytes(), "HmacSHA256")`, RANDOM],
    ['basicAuth without parentheses', `let r = basicAuth "svc-report" "${PW2}" req`, PW2],
  ]);
  it('keeps algorithm names, references and generated keys', () =>
    expectKept([
      `jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])`,
      `crypto.createCipheriv('aes-256-gcm', key, iv)`,
      `hmac.new(key, msg, hashlib.sha256).hexdigest()`,
      `f = Fernet(Fernet.generate_key())`,
      `jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })`,
      `crypto.createHmac('sha256', secret).update('hello-world')`,
      `basicAuth "username" "password" req`,
    ]));
});

describe('a password given by position to a SQL or OS command', () => {
  probe([
    ['PostgreSQL dollar-quoted', `ALTER ROLE reporter WITH PASSWORD $$${PW}$$;`, PW],
    ['tagged dollar quote', `CREATE USER etl PASSWORD $pw$${PW2}$pw$ VALID UNTIL 'infinity';`, PW2],
    ['chpasswd through sudo', `printf 'svc:%s' x; echo "backup:${PW}" | sudo chpasswd`, PW],
    ['passwd --stdin through doas', `echo '${PW2}' | doas passwd --stdin deploy`, PW2],
  ]);
  it('keeps dollar-quoted bodies and stdin pipes that hold no password', () =>
    expectKept([
      `CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;`,
      `echo 'root:x:0:0' | sudo tee -a /tmp/passwd.txt`,
      `ALTER ROLE app PASSWORD NULL;`,
    ]));
});

describe('public object ids whose prefix joins two resource words', () => {
  it('keeps them', () =>
    expectKept([`created msgbatch_01${fake.alnum(22, 1620)}`, `polling msgbatch_01${fake.alnum(22, 1621)} for results`]));
});
