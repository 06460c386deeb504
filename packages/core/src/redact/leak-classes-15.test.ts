/**
 * Probes for the classes behind the leaks of a red-team set nobody had tuned to (issue 13), written here with other
 * tools, names and values than the set's: a quoted password-shaped argument on a command line, a `user:password`
 * given to a flag named for the login, a directive led by a verb (`set psksecret X`), a value whose name a sibling
 * field gives (`"name": "password", "value": X`, `<input type="password" value=X>`, `{password, X}`), a call on a
 * credentials object, key material (extended private keys, crypt hashes with `$$` escapes) and prefixed tokens whose
 * body is hex joined by separators. Each beside hard negatives that must survive.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const PW = `${fake.alnum(6, 1701)}^${fake.alnum(7, 1702)}`;
const PW_DOT = `${fake.alnum(3, 1703)}.${fake.alnum(11, 1704)}`; // a password with no digit or shell symbol in it
const HEX = fake.hex(32, 1705);

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a quoted password-shaped argument on a command line', () => {
  probe([
    ['ipmitool -P', `ipmitool -I lanplus -H 10.0.0.5 -U admin -P '${PW}' chassis status`, PW],
    ['sqlcmd -P double quotes', `sqlcmd -S db01 -U sa -P "${PW}" -Q "SELECT 1"`, PW],
    ['rar -hp glued flag', `rar a -hp'${PW}' backup.rar data/`, PW],
    ['windows /password:', `net use Z: \\\\srv\\share /user:CORP\\jdoe /password:'${PW}'`, PW],
    ['positional after words', `keepassxc-cli add vault.kdbx deploy-bot '${PW}'`, PW],
    ['json-escaped command', `{"command":"vpnc-connect --xauth-user ops --secret \\"${PW}\\" corp"}`, PW],
    ['--value=', `vault-cli store --name db --value='${PW}'`, PW],
    ['after a single-letter flag, no symbol', `snmpget -v3 -u mon -A '${PW_DOT}' 10.0.0.2 sysUpTime.0`, PW_DOT],
  ]);
  it('keeps quoted arguments that are patterns, formats, names and messages', () =>
    expectKept([
      `find . -name '*.Test2.ts' -newer 'Build_2024_Release'`,
      `date +'%Y-%m-%dT%H:%M'`,
      `grep -E '^v[0-9]+\\.[0-9]+$' CHANGELOG.md`,
      `git log --format='%h %s' -n 5`,
      `git checkout 'feature/ABC-123-login'`,
      `kubectl get pods -l 'app=web-v2'`,
      `docker run --name 'web-App2' nginx:1.27`,
      `npm run 'build:prod'`,
      `echo 'Hello-World2'`,
      `jq -r '.items[0].metadata.Name' pods.json`,
      `git commit -m 'Bump-Version-2.4.1'`,
      `sed -i 's/Foo1/Bar2/g' README.md`,
      `gh pr create --title 'Fix-Login-Flow-v2' --base main`,
      `python -m pytest -k 'TestLogin and not Slow3'`,
    ]));
});

describe('a user:password pair after a flag named for the login', () => {
  probe([
    ['--proxy-user', `wget --proxy-user 'svc:${PW}' https://mirror.example.org/x.tgz`, PW],
    ['-auth', `/opt/app/bin/admin reload -auth admin:${PW}`, PW],
    ['--creds', `skopeo copy --src-creds=ci:${PW} docker://a docker://b`, PW],
  ]);
  it('keeps uid:gid and host:port after such flags', () =>
    expectKept([`docker run --user 1000:1000 alpine id`, `ssh -o ProxyCommand='x' --user deploy:deploy`, `tool --auth-host api.example.org:443`]));
});

describe('a directive led by a verb, or a value with no digit', () => {
  probe([
    ['set psk (FortiOS-style)', `config vpn ipsec phase1-interface\n    edit "to-hq"\n        set psksecret ${PW}\n    next`, PW],
    ['masterauth, letters and dots', `replicaof 10.0.1.10 6379\nmasterauth ${PW_DOT}`, PW_DOT],
    ['set auth-password', `set system login user ops authentication plain-text-password ${PW}`, PW],
  ]);
  it('keeps directives whose value is a word or a setting', () =>
    expectKept([`set psksecret ENC`, `masterauth yes`, `set auth-type password`, `set key-length 2048`]));
});

describe('a value whose name a sibling field gives', () => {
  probe([
    ['HTML input type=password', `<input type="password" name="pw" value="${PW}" />`, PW],
    ['HTML value before type', `<input value='${PW}' type='password'>`, PW],
    ['name/value JSON object', `{ "name": "db_password", "value": "${PW}" }`, PW],
    ['key/value JSON object', `{"Key":"ApiSecret","Value":"${PW}"}`, PW],
    ['label/value, pretty', `{\n  "label": "password",\n  "value": "${PW}"\n}`, PW],
    ['Erlang tuple', `[{db, [{user, "app"}, {password, "${PW}"}]}].`, PW],
    ['Elixir-style tuple with atom', `{:secret_key, "${PW}"}`, PW],
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
  probe([
    ['Credentials.basic', `val c = Credentials.basic("jenkins", "${PW}")`, PW],
    ['Credentials::new with to_owned', `Credentials::new("a@b.io".to_owned(), "${PW}".to_owned())`, PW],
    ['generateSignature(body, key)', `Checksum.generateSignature(params, "${PW}")`, PW],
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

describe('key material and hashes', () => {
  const xprv = `xprv9s21ZrQH143K${fake.alnum(95, 1706).replace(/[0OIl]/g, '7')}`;
  const apr1 = `$$apr1$$${fake.alnum(8, 1707)}$$${fake.alnum(22, 1708)}`;
  probe([
    ['BIP32 xprv', `WALLET=${xprv}`, xprv.slice(4)],
    ['BIP32 tprv bare', `seed exported: t${xprv.slice(1)}`, xprv.slice(4)],
    ['crypt hash with $$ escapes (compose label)', `- "traefik.http.middlewares.a.basicauth.users=ops:${apr1}"`, apr1.slice(9)],
  ]);
  it('keeps extended public keys', () => expectKept([`xpub: xpub661MyMwAqRbcF${fake.alnum(94, 1709).replace(/[0OIl]/g, '7')}`]));
});

describe('a prefixed token whose body is hex joined by separators', () => {
  const pair = `${fake.hex(8, 1710)}-${fake.hex(4, 1711)}-4${fake.hex(3, 1712)}-a${fake.hex(3, 1713)}-${fake.hex(12, 1714)}:${HEX}`;
  const dotted = `secret_billing-ml_${HEX}.${fake.hex(32, 1715)}`;
  probe([
    ['uuid:hex after a weak name', `REPLICATE_KEY="${pair}" node run.js`, HEX],
    ['secret_<name>_<hex>.<hex>', `INFRA_API_KEY=${dotted}`, HEX],
  ]);
  it('keeps a stand-in that names itself and a checksum after a weak name', () =>
    expectKept([`API_KEY=secret_key_here`, `CACHE_KEY=sha256-${fake.hex(8, 1716)}`]));
});

describe('public values a shape alone would take for secrets', () => {
  const b58 = fake.alnum(44, 1720).replace(/[0OIl]/g, '8');
  it('keeps a VAPID key handed to the Push API, a wallet an amount is sent to, a key under a "public key" comment', () =>
    expectKept([
      `reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: 'B${fake.b64(86, 1721).replace(/[+/]/g, '_')}' })`,
      `Send 0.25 ETH to ${b58} before Friday`,
      `Transfer 3 SOL from ${b58}`,
      `untrusted comment: minisign public key\nRWT${fake.alnum(52, 1722)}`,
    ]));
  it('still redacts the same shapes where nothing says public', () => {
    expectRedacted(`untrusted comment: signify secret key\n${fake.alnum(52, 1723)}Xy9`, fake.alnum(52, 1723));
    expectRedacted(`paste this: ${b58}`, b58);
  });
});

describe('passwords with no digit, and archivers', () => {
  const NODIGIT = `${fake.alnum(6, 1730).replace(/[0-9]/g, 'Q')}^${fake.alnum(8, 1731).replace(/[0-9]/g, 'x')}`;
  const LETTERS = fake.alnum(40, 1732).replace(/[0-9]/g, '').slice(0, 17);
  probe([
    ['positional with a symbol and upper-case runs', `pip config set-basic corp deploy 'QMxBG^${NODIGIT.slice(0, 6)}OF'`, `QMxBG^${NODIGIT.slice(0, 6)}OF`],
    ['call on credentials, letters only', `Credentials::new("ops".to_string(), "${LETTERS}".to_string())`, LETTERS],
    ['signature key without a digit', `Sign.generateSignature(payload, "${NODIGIT}")`, NODIGIT],
    ['7z -p glued', `7z x -p${fake.alnum(14, 1733)} backup.7z`, fake.alnum(14, 1733)],
  ]);
});
