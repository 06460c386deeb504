/**
 * A value that a field, a record, a call or an element names secret: the default of a typed parameter, a short
 * random value after a bare secret word, a directive led by a verb, a sibling field's name, a call on a credentials
 * object, a record's flag, a user:password pair after a key named for the login, a subscript or a place that names it,
 * an element's text. Look-alikes beside them stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectGone, expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

const PW = `${fake.alnum(6, 1401)}#${fake.alnum(5, 1402)}`;
const TOKEN = fake.alnum(20, 1403);
const PW_CARET = `${fake.alnum(6, 1701)}^${fake.alnum(7, 1702)}`;
const PW_DOT = `${fake.alnum(3, 1703)}.${fake.alnum(11, 1704)}`; // a password with no digit or shell symbol in it
const PW_TILDE = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const A = `Kp${fake.alnum(10, 1501)}7`;
/** A person's password with a symbol, and a generator's run. */
const PW_STAR = `${fake.alnum(6, 1706)}*${fake.alnum(4, 1707)}7Kq`;
const B64KEY = `${fake.b64(62, 1709)}8Qw/Tz==`;

describe('a secret given as the default of a typed parameter or field', () => {
  it.each([
    ['GraphQL variable default', `query Login($user: String!, $password: String! = "${PW}") { login(user: $user) }`],
    ['GraphQL, JSON-escaped in a tool input', `{"query":"mutation($password: String! = \\"${PW}\\") { rotate }"}`],
    ['TypeScript parameter', `function connect(host: string, password: string = "${PW}") {`],
    ['TypeScript field, optional type', `  private apiToken?: string | undefined = '${TOKEN}';`],
    ['Python parameter', `def connect(host: str, password: str = "${PW}") -> Conn:`],
    ['Python Optional', `    secret_key: Optional[str] = "${TOKEN}"`],
    ['Kotlin val', `val password: String = "${PW}"`],
    ['Kotlin nullable', `var authToken: String? = "${TOKEN}"`],
    ['Ada constant', `   Admin_Password : constant String := "${PW}";`],
    ['VHDL constant', `  constant DB_PASS : string := "${PW}";`],
    ['Pascal typed constant', `  ApiToken: String := '${TOKEN}';`],
  ])('%s', (_name, text) => {
    const secret = text.includes(PW) ? PW : TOKEN;
    expectRedacted(text, secret);
    // the type stays readable: only the value is the secret
    expect(redactText(text).text).toMatch(/String|string|str/);
  });

  it('reads a value with `=` in it after a name as one value, not as a type and a default', () => {
    const value = `${fake.alnum(6, 1415)}=${fake.alnum(14, 1416)}`;
    expectRedacted(`secret: ${value}`, value);
    expectRedacted(`API_TOKEN: ${value}`, value);
  });

  it('keeps a type annotation without a literal default, and a default that is no secret', () => {
    expectKept([
      'query Login($user: String!, $password: String!) { login }',
      'function connect(password: string = process.env.DB_PASSWORD) {',
      'def connect(password: str = None):',
      'val password: String = readPassword()',
      'token_count: int = 0',
      'password: str = ""',
      'passwordLabel: string = "Password"',
    ]);
  });
});

describe('a short random value after a bare secret word', () => {
  it.each([
    ['YAML secret', 'secret: kX9pQ2'],
    ['YAML token', 'token: 7fGh2Kq'],
    ['JSON token', '{"token": "Zr4mW8q"}'],
    ['quoted secret', "secret: 'q7R2vX9'"],
  ])('%s', (_name, text) => expectRedacted(text, text.replace(/^.*[:=]\s*["']?/, '').replace(/["'}]+$/, '')));

  it('keeps words, placeholders, counts and versions after them', () => {
    expectKept([
      'secret: changeme',
      'token: required',
      'secret: mysecret1',
      'token: abc123',
      'token: v1.2.3',
      'secret: sha256',
      'token: ${TOKEN}',
      'token: <your-token>',
      'secret: xxxxxx',
      'token: 123456',
      'token: Bearer',
      'secret: Opaque',
    ]);
  });
});

describe('a directive led by a verb, or a value with no digit', () => {
  itRedacts([
    ['set psk (FortiOS-style)', `config vpn ipsec phase1-interface\n    edit "to-hq"\n        set psksecret ${PW_CARET}\n    next`, PW_CARET],
    ['masterauth, letters and dots', `replicaof 10.0.1.10 6379\nmasterauth ${PW_DOT}`, PW_DOT],
    ['set auth-password', `set system login user ops authentication plain-text-password ${PW_CARET}`, PW_CARET],
  ]);
  it('keeps directives whose value is a word or a setting', () =>
    expectKept([`set psksecret ENC`, `masterauth yes`, `set auth-type password`, `set key-length 2048`]));
});

describe('a value whose name a sibling field gives', () => {
  itRedacts([
    ['HTML input type=password', `<input type="password" name="pw" value="${PW_CARET}" />`, PW_CARET],
    ['HTML value before type', `<input value='${PW_CARET}' type='password'>`, PW_CARET],
    ['name/value JSON object', `{ "name": "db_password", "value": "${PW_CARET}" }`, PW_CARET],
    ['key/value JSON object', `{"Key":"ApiSecret","Value":"${PW_CARET}"}`, PW_CARET],
    ['label/value, pretty', `{\n  "label": "password",\n  "value": "${PW_CARET}"\n}`, PW_CARET],
    ['Erlang tuple', `[{db, [{user, "app"}, {password, "${PW_CARET}"}]}].`, PW_CARET],
    ['Elixir-style tuple with atom', `{:secret_key, "${PW_CARET}"}`, PW_CARET],
  ]);
  it('keeps name/value pairs whose name is not secret, and password inputs with no value', () =>
    expectKept([
      `{ "name": "region", "value": "eu-west-1" }`,
      `<input type="password" name="pw" value="" />`,
      `<input type="text" name="user" value="Jdoe2024" />`,
      `{"Key":"Environment","Value":"Prod-Blue2"}`,
      `[{user, "app"}, {pool_size, 10}]`,
      `{ "name": "password", "value": "\${DB_PASSWORD}" }`,
    ]));
});

describe('a call on a credentials object or named for what it signs', () => {
  itRedacts([
    ['Credentials.basic', `val c = Credentials.basic("jenkins", "${PW_CARET}")`, PW_CARET],
    ['Credentials::new with to_owned', `Credentials::new("a@b.io".to_owned(), "${PW_CARET}".to_owned())`, PW_CARET],
    ['generateSignature(body, key)', `Checksum.generateSignature(params, "${PW_CARET}")`, PW_CARET],
    ['auth(pw) one argument', `local ok, err = red:auth("${PW_DOT}")`, PW_DOT],
  ]);
  it('keeps calls whose arguments are names', () =>
    expectKept([
      `Credentials.basic(user, password)`,
      `generateSignature(body, "sha256")`,
      `client.auth("default")`,
      ` *   withOAuth(oauthProvider, 'https://api.example.com'),`,
    ]));
});

describe('a user:password pair after a key named for the login', () => {
  itRedacts([
    ['login= in a proxy line', `cache_peer parent.example.net parent 8080 0 no-query login=svc-proxy:${PW_TILDE}`, PW_TILDE],
    ['peer_login= in a query', `https://gw.example.org/connect?host=a&peer_login=etl:${PW2}`, PW2],
  ]);
  it('keeps uid:gid, host:port and bare names after such keys', () =>
    expectKept([`user=1000:1000`, `auth=api.example.org:443`, `login=PASS cache_peer x parent 3128 0`, `credentials=deploy:deploy`]));
});

describe('a value its record flags secret', () => {
  itRedacts([
    ['SSM SecureString', `{"Parameter": {"Name": "/svc/api", "Type": "SecureString", "Value": "${PW_TILDE}", "Version": 3}}`, PW_TILDE],
    ['Terraform sensitive output', `{"db_pass": {"sensitive": true, "type": "string", "value": "${PW2}"}}`, PW2],
  ]);
  it('keeps plain parameters and unflagged values', () =>
    expectKept([`{"Parameter": {"Name": "/svc/region", "Type": "String", "Value": "eu-west-1-${fake.alnum(6, 1633)}"}}`, `{"sensitive": false, "value": "eu-central-1"}`]));
});

describe('secrets named by their place', () => {
  it.each([
    ['Flask config subscript', `app.config["SECRET_KEY"] = "${fake.hex(40, 1505)}"`, fake.hex(40, 1505)],
    ['os.environ subscript', `os.environ['STRIPE_API_KEY'] = '${A}'`, A],
    ['a page access token (page alone would veto)', `FB_PAGE_ACCESS_TOKEN=EAAG${fake.alnum(40, 1506)}`, fake.alnum(40, 1506)],
    ['ssh-keygen -N', `ssh-keygen -t ed25519 -f ~/.ssh/deploy -N 'maple${A}.13' -C deploy@acme`, A],
    ['ssh-keygen -P', `ssh-keygen -p -f key -P ${A} -N ''`, A],
    ['ssh-keygen -N, a quoted passphrase of words', `ssh-keygen -p -f ~/.ssh/id_ed25519 -N 'gravel orchid tamarind spoke'`, 'orchid tamarind spoke'],
    ['app-specific password after --password', 'xcrun notarytool submit App.zip --apple-id dev@acme.io --password mtxy-hqja-iakk-nymb --wait', 'mtxy-hqja-iakk-nymb'],
    ['seed phrase', 'MNEMONIC="tonight brisk pistol velvet useful example wagon crater velvet spike topic jungle"', 'brisk pistol velvet'],
    ['base64 key body after its file name', `Move the credential out of ~/.ssh/id_ed25519: 6WDE+${fake.b64(60, 1507)}`, fake.b64(60, 1507)],
  ])('%s', (_name, text, secret) => expectGone(text, secret));

  it('keeps ssh-keygen without a passphrase and kebab names that are not app passwords', () => {
    for (const text of [`ssh-keygen -t ed25519 -f key -N ''`, '--password-file home-page-main-view', 'the mnemonic: see the wallet docs']) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe("an element's text", () => {
  itRedacts([
    ['property named for a password', `<property name="orm.connection.password">${PW_STAR}</property>`, PW_STAR],
    ['value after a name element', `<property>\n  <name>fs.blob.account.key.lake.example.net</name>\n  <value>${B64KEY}</value>\n</property>`, B64KEY],
  ]);
  it('keeps versions, ids and digests in elements', () =>
    expectKept([
      '<version>3.12.1</version>',
      `<sha1>${fake.hex(40, 1714)}</sha1>`,
      '<groupId>org.apache.maven.plugins</groupId>',
      `<guid>${fake.hex(8, 1715)}-${fake.hex(4, 1716)}-4${fake.hex(3, 1717)}-a${fake.hex(3, 1718)}-${fake.hex(12, 1719)}</guid>`,
    ]));
});

describe('a literal after a secret-ish name that code could be mistaken for', () => {
  const DOLLAR = `$${fake.alnum(7, 1801).toLowerCase()}#${fake.alnum(5, 1802)}22`;
  const DOTTED = `Fiddle.${fake.alnum(6, 1803).toLowerCase().replace(/[0-9]/g, 'e')}.hammock343`;

  itRedacts([
    ['a `$` that opens a password, not a variable', `PASSWORD = "${DOLLAR}"[::-1]`, DOLLAR],
    ['a `$` password in an .env line', `ADMIN_PASS=${DOLLAR}`, DOLLAR],
    ['words joined by dots with a number, the first capitalised', `withEnv(["DEPLOY_PASS=${DOTTED}"]) {`, DOTTED],
  ]);

  it('keeps variables, expansions and member reads after the same names', () =>
    expectKept([
      'PASSWORD="$DB_PASSWORD"',
      'password = "$HOME/.config/app/pw"',
      'export TOKEN="${API_TOKEN}"',
      'PGPASSWORD=$PGPASS psql -h db',
      'token = Config.auth.token',
      'password: settings.database.password',
    ]));
});
