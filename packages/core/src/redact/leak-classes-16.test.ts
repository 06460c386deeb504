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
  // A random run under a name in a script no table knows is redacted by its shape (assigned-value-scan.ts): only
  // values a person names things with stay.
  it('keeps values under Thai and Hindi names that say nothing secret', () =>
    expectKept([`ผู้ใช้ = reporting_${fake.alnum(6, 1614)}`, `{"नाम": "web-frontend-2"}`, `ชื่อ: billing-worker`]));
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

describe('a user:password pair after a key named for the login', () => {
  probe([
    ['login= in a proxy line', `cache_peer parent.example.net parent 8080 0 no-query login=svc-proxy:${PW}`, PW],
    ['peer_login= in a query', `https://gw.example.org/connect?host=a&peer_login=etl:${PW2}`, PW2],
  ]);
  it('keeps uid:gid, host:port and bare names after such keys', () =>
    expectKept([`user=1000:1000`, `auth=api.example.org:443`, `login=PASS cache_peer x parent 3128 0`, `credentials=deploy:deploy`]));
});

describe("a line protocol's password command", () => {
  probe([
    ['Redis AUTH in strace', `write(5, "AUTH ${PW}\\r\\n", 23) = 23`, PW],
    ['Redis AUTH with a user', `127.0.0.1:6379> AUTH default ${RANDOM}`, RANDOM],
    ['NickServ IDENTIFY', `PRIVMSG NickServ :IDENTIFY ${PW2}`, PW2],
  ]);
  it('keeps test verdicts, SASL mechanisms and prose', () =>
    expectKept([`PASS  src/auth.test.ts (5.2 s)`, `AUTH LOGIN\r\n334 VXNlcm5hbWU6`, `> AUTH PLAIN`, `PASS tests/unit/test_login_v2.py::test_ok`]));
});

describe('a token given by position to a subcommand that sets one', () => {
  probe([
    ['role between', `consul acl set-agent-token replication ${UUID}`, UUID],
    ['no role', `nomad acl set-agent-token ${UUID}`, UUID],
    ['another verb', `vaultctl rotate-key primary ${UUID}`, UUID],
  ]);
  it('keeps names and flags after such subcommands', () =>
    expectKept([`consul acl set-agent-token --help`, `tool rotate-key prod --dry-run`, `acmectl update-api-key production-billing-service-v2`]));
});

describe('a query parameter named by an abbreviation of key, or a name ending in one', () => {
  probe([
    ['k= with hex', `curl 'https://ingest.example.io/v1?src=ci&k=${fake.hex(48, 1630)}'`, fake.hex(48, 1630)],
    ['tk= with base62', `https://hooks.example.io/in?tk=${RANDOM}`, RANDOM],
    ['relay_tk= with base62', `https://hooks.example.io/in?relay_tk=${RANDOM}`, RANDOM],
  ]);
  it('keeps digests, versions and page cursors in queries', () =>
    expectKept([
      `https://cdn.example.com/app.js?v=${fake.hex(40, 1631)}`,
      `https://example.com/list?page_token=${fake.alnum(32, 1632)}`,
      `https://example.com/x?k=8&sk=asc`,
    ]));
});

describe('a value its record flags secret', () => {
  probe([
    ['SSM SecureString', `{"Parameter": {"Name": "/svc/api", "Type": "SecureString", "Value": "${PW}", "Version": 3}}`, PW],
    ['Terraform sensitive output', `{"db_pass": {"sensitive": true, "type": "string", "value": "${PW2}"}}`, PW2],
  ]);
  it('keeps plain parameters and unflagged values', () =>
    expectKept([`{"Parameter": {"Name": "/svc/region", "Type": "String", "Value": "eu-west-1-${fake.alnum(6, 1633)}"}}`, `{"sensitive": false, "value": "eu-central-1"}`]));
});

describe('a user / password pair in prose after a word that says credentials', () => {
  probe([
    ['creds are', `the staging db creds are reporter / ${PW}`, PW],
    ['login:', `Login: ops-admin / ${PW2} (rotate Friday)`, PW2],
  ]);
  it('keeps paths and ratios', () =>
    expectKept([`account: acme / web-frontend`, `the login is handled by auth/session.ts`, `creds are in vault / kv-v2`]));
});

describe('the private keys of a chain tool’s accounts list', () => {
  probe([['hardhat accounts', `networks: { holesky: { url: RPC_URL, accounts: ["0x${HEX64}"] } }`, HEX64]]);
  it('keeps addresses', () => expectKept([`accounts: ["0x${fake.hex(40, 1635)}"]`]));
});

describe('a secret split over a line', () => {
  probe([
    ['a glyph in a todo item', `Rotate: deploy-cli login --token ${fake.alnum(20, 1640)}-4 ⏎ 8812-${fake.alnum(20, 1641)} --region us`, fake.alnum(20, 1641)],
    ['a quote left open, file read gutter', `     1→services.db = { initialPassword = "Q7TPX-2Hw\n     2→M4KD9_ZRT"; };`, 'M4KD9_ZRT'],
    ['a key call literal cut at the line end', `claims = jwt.decode(tok, "${fake.alnum(18, 1642)}\n${fake.alnum(18, 1643)}", algorithms=["HS256"])`, fake.alnum(18, 1643)],
  ]);
  it('keeps the words that follow a closed value', () =>
    expectKept([`initialPassword = config.password;\n     2→ISRG_ROOT_X1";`, `Run the tests ⏎ then open the PR-42 branch`]));
});

describe('a table or command whose line breaks a one-line view drew as glyphs or gutters', () => {
  probe([
    ['Markdown table in a todo item', `Rotate: | host | login | passwd | ⏎ | --- | --- | --- | ⏎ | db-2 | etl | ${PW2} |`, PW2],
    ['echo | sudo chpasswd after a file-read gutter', `     4→echo 'svc-sync:${PW}' | sudo chpasswd`, PW],
  ]);
  it('keeps a table without a secret column', () => expectKept([`| host | port | ⏎ | --- | --- | ⏎ | db-2 | 5432 |`]));
});

describe('a generated password without symbols, where a password stands', () => {
  const GEN = `${fake.alnum(2, 1650)}8k${fake.alnum(2, 1651)}2v${fake.alnum(3, 1652)}`.replace(/[a-z]{3}|[A-Z]{3}/g, (w) => `${w[0]}7${w[2]}`);
  probe([
    ['sp_addlogin', `EXEC sp_addlogin 'rpt_user', 'Tq7#${GEN}'`, `Tq7#${GEN}`],
    ['changeUserPassword', `db.changeUserPassword("app", "Tq7rB${GEN}")`, `Tq7rB${GEN}`],
    ['here-string to chpasswd', `chpasswd <<< 'svc:${PW}'`, PW],
    ['printf to chpasswd', `printf 'svc:${PW2}\\n' | sudo chpasswd`, PW2],
    ['echo -e twice to smbpasswd -s', `echo -e '${PW}\\n${PW}' | smbpasswd -a -s svc`, PW],
    ['plink -pw', `plink -ssh -pw ${PW2} admin@10.0.0.9`, PW2],
    ['kadmin addprinc -pw, no symbol', `kadmin -q "addprinc -pw Tq7rB${GEN} svc"`, `Tq7rB${GEN}`],
    ['openssl enc -k', `openssl enc -aes-256-cbc -k ${PW} -in a.tar -out a.enc`, PW],
    ['openssl passwd', `usermod --password $(openssl passwd -6 -salt xy ${PW2}) svc`, PW2],
  ]);
  it('keeps words, versions and format strings in those places', () =>
    expectKept([
      `printf 'user:%s\\n' "$NAME" | sudo chpasswd`,
      `curl -k https://localhost:8443/health`,
      `openssl passwd -help`,
      `chpasswd <<< "$CREDS"`,
      `plink -pw $PUTTY_PW admin@host`,
      `echo 'Hello World' | sudo tee /etc/motd`,
    ]));
});

describe('a secret named in another language, the noun first or in a script not yet listed', () => {
  const KEY = fake.alnum(24, 1660);
  probe([
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
