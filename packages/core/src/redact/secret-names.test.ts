/**
 * A value whose only signal is the name it is given: a name in another language or abbreviated, a secret word
 * among other words of a name, a name in an unusual syntax (HCL, Nix, Dockerfile, systemd, SQL…), a secret named by its
 * container; beside the hard negatives, names about a secret that hold none. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

const PW = `${fake.alnum(7, 1501)}!${fake.alnum(5, 1502)}`;
const TOK = fake.alnum(32, 1503);
const HEX = fake.hex(40, 1504);
const B64 = `${fake.b64(42, 1505)}==`;
const TOKEN = fake.alnum(24, 1401);
const PASSWORD = `Vq7#mLx2${fake.alnum(5, 1402)}!`;

describe('a name in another language or abbreviated', () => {
  itRedacts([
    ['clave', `clave = "${PW}"`, PW],
    ['contraseña yaml', `contraseña: ${PW}`, PW],
    ['mot_de_passe', `mot_de_passe=${PW}`, PW],
    ['mdp', `MDP=${PW}`, PW],
    ['mdp lower', `mdp: ${PW}`, PW],
    ['Passwort', `Passwort: ${PW}`, PW],
    ['senha', `senha = '${PW}'`, PW],
    ['wachtwoord', `wachtwoord=${PW}`, PW],
    ['haslo', `haslo: ${PW}`, PW],
    ['parola', `parola = "${PW}"`, PW],
    ['salasana', `SALASANA=${PW}`, PW],
    ['пароль', `пароль: ${PW}`, PW],
    ['パスワード', `パスワード：${PW}`, PW],
    ['密码', `密码=${PW}`, PW],
    ['pw', `pw=${PW}`, PW],
    ['PW env', `DB_PW=${PW}`, PW],
    ['pwd', `pwd: ${PW}`, PW],
    ['passwd', `passwd ${PW}`, PW],
    ['cred', `cred=${TOK}`, TOK],
    ['creds', `"creds": "${PW}"`, PW],
    ['SMTP_CREDS', `SMTP_CREDS=${PW}`, PW],
    ['apiSecret', `apiSecret: "${PW}"`, PW],
    ['auth_string', `auth_string = "${TOK}"`, TOK],
    ['signing_material', `signing_material: ${HEX}`, HEX],
    ['hmac env', `PARTNER_HMAC=${TOK}`, TOK],
    ['pswd', `pswd=${PW}`, PW],
    ['psw', `DB_PSW: ${PW}`, PW],
    ['pword', `pword = "${PW}"`, PW],
    ['passcode', `passcode: ${PW}`, PW],
    ['tkn', `GH_TKN=${TOK}`, TOK],
    ['chave (pt key)', `chave_api=${TOK}`, TOK],
    ['contrasenya (ca)', `contrasenya: ${PW}`, PW],
    ['palavra-passe (pt-PT)', `palavra_passe=${PW}`, PW],
    ['parool (et)', `parool: ${PW}`, PW],
    ['parole (lv)', `parole: ${PW}`, PW],
    ['geslo (sl)', `geslo = "${PW}"`, PW],
    ['wagwoord (af)', `wagwoord=${PW}`, PW],
    ['lykilorð (is)', `lykilorð: ${PW}`, PW],
    ['slaptažodis (lt)', `slaptažodis: ${PW}`, PW],
    ['nenosiri (sw)', `nenosiri: ${PW}`, PW],
    ['pasahitza (eu)', `pasahitza=${PW}`, PW],
    ['geheim (de/nl)', `geheim: ${PW}`, PW],
    ['Zugangsdaten', `zugangsdaten: ${PW}`, PW],
    ['sig key abbrev', `SIG_KEY=${TOK}`, TOK],
  ]);
});

describe('a secret word among other words of a name, in any syntax', () => {
  it.each([
    ['camelCase, YAML', `clientSecretValue: ${TOKEN}`, TOKEN],
    ['camelCase, quoted', `  clientSecretValue: "${TOKEN}"`, TOKEN],
    ['JSON key', `{"apiTokenString": "${TOKEN}"}`, TOKEN],
    ['code assignment', `secretKeyMaterial = '${TOKEN}'`, TOKEN],
    ['signing key bytes', `signingKeyBytes: ${TOKEN}`, TOKEN],
    ['auth token data', `authTokenData: ${TOKEN}`, TOKEN],
    ['password for something, camelCase', `dbPasswordForProd: "${PASSWORD}"`, PASSWORD],
    ['kebab', `client-secret-value: ${TOKEN}`, TOKEN],
    ['dotted', `client.secret.value=${TOKEN}`, TOKEN],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('judges a long name of many words in polynomial time (judging each head with its own heads is exponential)', () => {
    const name = `Rghp_${fake.alnum(30, 1408)}PaTDpW1Nq`;
    const started = performance.now();
    redactText(`\\n=Bearer ${fake.alnum(40, 1409)}${name}=]Jk${name}BmEI!:I`);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps names about a secret and names whose secret word is not one', () => {
    expectKept([
      'secretName: my-app-tls',
      'tokenCountLimit: 4096',
      'passwordPolicyMinLength: 12',
      `clientSecretRef: vault-path-app`,
      `keyDetails: PKIX_ECDSA_P256_SHA_256`,
      'exports.X509SubjectKeyIDExtension = X509SubjectKeyIDExtension2;',
      `tokenAddress: 0x${fake.hex(40, 1405)}`,
    ]);
  });
});

describe('an unusual syntax', () => {
  itRedacts([
    ['HCL', `  admin_password = "${PW}"`, PW],
    ['Nix', `  services.foo.password = "${PW}";`, PW],
    ['Dockerfile ARG', `ARG NPM_TOKEN=${TOK}`, TOK],
    ['Dockerfile ENV space', `ENV DB_PASSWORD ${PW}`, PW],
    ['systemd Environment', `Environment="API_SECRET=${PW}"`, PW],
    ['crontab', `*/5 * * * * SYNC_TOKEN=${TOK} /usr/local/bin/sync`, TOK],
    ['Makefile :=', `DEPLOY_TOKEN := ${TOK}`, TOK],
    ['Makefile ?=', `REGISTRY_PASSWORD ?= ${PW}`, PW],
    ['Actions with', `      with:\n        api-key: ${TOK}\n`, TOK],
    ['Helm values nested', `auth:\n  rootPassword: ${PW}\n`, PW],
    ['PowerShell var', `$password = "${PW}"`, PW],
    ['PowerShell SecureString', `$sec = ConvertTo-SecureString "${PW}" -AsPlainText -Force`, PW],
    ['SQL CREATE USER', `CREATE USER app WITH PASSWORD '${PW}';`, PW],
    ['SQL ALTER ROLE', `ALTER ROLE app PASSWORD '${PW}';`, PW],
    ['SQL IDENTIFIED BY', `ALTER USER 'app'@'%' IDENTIFIED BY '${PW}';`, PW],
    ['SQL INSERT by column', `INSERT INTO users (name, password) VALUES ('ops', '${PW}');`, PW],
    ['SQL INSERT, second row', `INSERT INTO api_clients (id, name, client_secret) VALUES (1, 'a', 'x'), (2, 'billing', '${TOK}');`, TOK],
    ['LDAP userPassword', `userPassword: ${PW}`, PW],
    ['LDIF base64', `userPassword:: ${B64}`, B64],
    ['LDAP bind -w', `ldapsearch -x -D "cn=admin,dc=acme,dc=io" -w '${PW}' -b dc=acme,dc=io`, PW],
    ['Go struct literal', `\tPassword: "${PW}",`, PW],
    ['Rust let', `let api_secret = "${TOK}";`, TOK],
    ['Java field', `private static final String PWD = "${PW}";`, PW],
    ['C define', `#define API_KEY "${TOK}"`, TOK],
    ['Ruby hash rocket', `:password => '${PW}'`, PW],
    ['R assign', `password <- "${PW}"`, PW],
    ['Elixir keyword', `  password: "${PW}",`, PW],
    ['Markdown table', `| host | user | password |\n| --- | --- | --- |\n| db1 | admin | ${PW} |`, PW],
    ['Markdown table flattened onto one line', `todo: | env | user | password | | --- | --- | --- | | staging | admin | ${PW} | | prod | ops | ${TOK} |`, TOK],
    ['Markdown table flattened, first row', `| env | user | password | | --- | --- | --- | | staging | admin | ${PW} |`, PW],
    ['config directive, name then value', `vrrp_instance VI_1 {\n    auth_pass ${PW}\n}`, PW],
    ['nginx Authorization directive', `proxy_set_header Authorization "Basic ${Buffer.from(`ops:${PW}`).toString('base64')}";`, Buffer.from(`ops:${PW}`).toString('base64')],
    ['YAML block scalar', `client_secret: |\n  ${TOK}\n`, TOK],
    ['YAML folded', `token: >-\n  ${TOK}\n`, TOK],
    ['diff +', `+DB_PASSWORD=${PW}\n-DB_PASSWORD=changeme`, PW],
    ['env dump, a name with no secret word', `DB_URL=postgres://db\nSIGNATURE_SEED=${TOK}\nLANG=C`, TOK],
    ['docker -e, a name with no secret word', `docker run -e PARTNER_SIG=${TOK} app`, TOK],
    ['env dump', `HOME=/root\nLANG=C.UTF-8\nWEBHOOK_SIGNING=${TOK}\nPATH=/usr/bin`, TOK],
    ['ps aux', `root  1234  0.0  0.1 app --db-pass=${PW} --port 5432`, PW],
    ['ps aux space', `app  77  0.3 worker --auth-token ${TOK}`, TOK],
    ['XML element', `<password>${PW}</password>`, PW],
    ['XML attribute', `<add key="SmtpPassword" value="${PW}" />`, PW],
    ['properties', `db.password=${PW}`, PW],
    ['TOML', `secret_key = "${TOK}"`, TOK],
    ['INI spaced', `Password = ${PW}`, PW],
    ['flag single dash =', `tool -password=${PW}`, PW],
    ['Kubernetes secret data', `data:\n  password: ${Buffer.from(PW).toString('base64')}`, Buffer.from(PW).toString('base64')],
  ]);
});

describe('a secret named by its container', () => {
  const codes = [fake.alnum(5, 1511).toLowerCase(), fake.alnum(5, 1512).toLowerCase(), fake.alnum(5, 1513).toLowerCase()];
  const list = `${codes[0]}-${codes[1]} ${codes[1]}-${codes[2]} ${codes[2]}-${codes[0]}`;
  const b64pw = Buffer.from(PW).toString('base64');
  itRedacts([
    ['recovery codes', `Your recovery codes (store them safely): ${list}`, list.split(' ')[1]!],
    ['backup codes list', `Backup codes:\n- ${list.split(' ').join('\n- ')}`, list.split(' ')[2]!],
    ['XML element with attributes', `<Server><User>ops</User><Pass encoding="base64">${b64pw}</Pass></Server>`, b64pw],
    ['PostgreSQL md5 hash', `"app" "md5${fake.hex(32, 1514)}"`, fake.hex(32, 1514)],
  ]);
});

describe('hard negatives', () => {
  it('keeps them', () => {
    expectKept([
      'token_count: 18234',
      'password_min_length=12',
      'secret_name: db-creds',
      'tokenizer: cl100k_base',
      'pw_hash_algo: argon2id',
      'clave_primaria: id',
      'creds_path: /etc/app/creds.json',
      'mdp_version = 3',
      'pwd: /home/user/project',
      'PWD=/home/user/project',
      'OLDPWD=/home/user',
      'passwd: files systemd',
      'cred_helper = osxkeychain',
      'auth_string_format: base64',
      'signing_material_path: keys/signing.pem',
      'commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39',
      'id: 6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3r1Xn9uZ8QmVh6Kf0WcYp2Lq4Jd7Ts5Rg8Ne1Ob2Ma user@host',
      'const passwordField = document.getElementById("password");',
      'password = getpass.getpass()',
      'login(username, password)',
      'client.login(user, pw)',
      'setPassword(newPassword)',
      'ARG NODE_VERSION=20.20.0',
      'ENV PATH /usr/local/bin:$PATH',
      'Environment="NODE_ENV=production"',
      '| name | type | default |\n| --- | --- | --- |\n| password_min_length | int | 12 |',
      '+version = "1.4.2"',
      'with:\n  node-version: 20\n  cache: npm',
      'password: ${{ secrets.DB_PASSWORD }}',
      'CREATE TABLE users (id serial, password_hash text);',
      "INSERT INTO users (name, password) VALUES ('ops', NULL);",
      "INSERT INTO settings (key, value) VALUES ('password_min_length', '12');",
      "INSERT INTO users (name, password_hash) VALUES ('ops', 'argon2id');",
      'SELECT * FROM t WHERE (a, password) IN (VALUES (1, 2));',
      'my_module_name_v2_final_build',
      'src/components/PasswordResetForm.tsx',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'feature_flag_enabled_for_beta_users',
      'the pw is in the vault',
      'mot de passe oublié ?',
      'hmac: sha256',
      'HMAC_ALGORITHM=sha256',
      'digest = hmac.new(key, msg, hashlib.sha256).hexdigest()',
      'creds = load_credentials(profile)',
      'pw <- readline(prompt = "Password: ")',
      'mdp_version = 3',
      'client.login("admin", "admin")',
      'NetworkCredential(user, password, domain)',
      'setPassword(form.value)',
      'a1 LOGIN user password',
      'GIT_COMMIT=3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39',
      'BUILD_ID=Xk29fLq8Rt5vWz3mNp7sYc1d',
      'RECAPTCHA_SITE_KEY=6LcXk29fLq8Rt5vWz3mNp7sYc1dHh4',
      'NEXT_PUBLIC_ANALYTICS=Xk29fLq8Rt5vWz3mNp7sYc1d',
      'LS_COLORS=rs=0:di=01;34:ln=01;36',
      'HOSTNAME=ip-10-0-3-17.ec2.internal',
      'NODE_OPTIONS=--max-old-space-size=4096',
      'IMAGE=registry.acme.io/team/app:2024-12-05-abc123',
      'HTTPBasicAuth(user, password)',
      'auth=(username, password)',
      'passcode_length: 6',
      '["password", "passwd", "pwd"]',
      't("password", "Password")',
      'os.getenv("PASSWORD", "changeme")',
      'grep -w password notes.txt',
      'git checkout -b rel-2024x',
      'Token expired',
      'password changed',
      '    pass',
      'PASS src/app.test.ts',
      'Our secret sauce123 is the cache', // prose; a line of only `secret <value>` is a directive (RADIUS `secret testing123`)
      'Password required\nToken missing',
      'proxy_set_header Authorization $http_authorization;',
      'Foo_Bar_Baz_Qux_handler_v2',
      // go.sum lines joined with blanks: `Pw` inside the hash before its `=` is no name
      'h1:AGfkMOXPSgfDXPwCxQ25Osrwai1Zv1cpPJm6DADhyPZ= github.com/xiwm3x/ypy6jheu v1.33.9 h1:hLTiOzMne0umP54lZMEPszUE=',
      '| name | type | default | | --- | --- | --- | | password_min_length | int | 12 |',
      '| env | user | password | | --- | --- | --- | | prod | (ask ops) | - |',
      'a | b | | --- | x',
      'parole: "Bonjour"',
      '250-AUTH PLAIN LOGIN',
      'Generate new recovery codes in Settings > Security.',
      'recovery codes: see build-2024 and run-step2 in the docs',
      '<Pass>changeme</Pass>',
      'md5 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d',
    ]);
  });
});

describe('a UUID the text calls the secret', () => {
  itRedacts([['after an aside, under its label', 'the enrolment secret (yes it is a uuid, keep it out of logs): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03', '7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03']]);
  it('keeps UUIDs under other labels', () =>
    expectKept(['the request id (for support): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03', 'the key (see docs): 7c0e9a52-3b1d-4f8e-9a61-2d5c7e4b8f03']));
});

describe('a made password in the dotted shape of a member read', () => {
  itRedacts([
    ['after pw and =, quoted from a scan of a note', 'handwriting scan text → "pw = Quern.Marram57"', 'Quern.Marram57'],
    ['three words', 'db_password = Sorrel.Pewter.Osprey83', 'Sorrel.Pewter.Osprey83'],
  ]);
  it('keeps the members code assigns', () =>
    expectKept(['pw = Config.Password', 'password = settings.dbPassword', 'pw = Keys.Digit1', 'pw = Icons.Home24', 'pw = Settings.Db01']));
});
