/**
 * Secrets given by position: to a call or command named for a secret, to a SQL or OS command, to a client, to a
 * subcommand that sets a token, to a line protocol's password command, echoed into a login's stdin, or bound to a name
 * by position. The other arguments stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

const PW = `${fake.alnum(7, 1501)}!${fake.alnum(5, 1502)}`;
const TOK = fake.alnum(32, 1503);
const PW_TILDE = `${fake.alnum(5, 1601)}~${fake.alnum(8, 1602)}`;
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const RANDOM = fake.alnum(28, 1608);
const UUID = `${fake.hex(8, 1609)}-${fake.hex(4, 1610)}-4${fake.hex(3, 1611)}-a${fake.hex(3, 1612)}-${fake.hex(12, 1613)}`;
/** A person's password with a symbol, and a generator's run. */
const PW_STAR = `${fake.alnum(6, 1706)}*${fake.alnum(4, 1707)}7Kq`;
const GEN = `${fake.alnum(20, 1708)}4bX`;

describe('a value passed positionally to a secret-named call or command', () => {
  itRedacts([
    ['login call', `client.login("admin", "${PW}")`, PW],
    ['authenticate', `auth.authenticate(user, "${PW}")`, PW],
    ['setPassword', `user.setPassword("${PW}");`, PW],
    ['set_api_key', `openai.set_api_key("${TOK}")`, TOK],
    ['with_token', `Octokit.new.with_token('${TOK}')`, TOK],
    ['NetworkCredential', `new NetworkCredential("svc_reports", "${PW}", "CORP")`, PW],
    ['PasswordAuthentication', `new PasswordAuthentication("mailer", "${PW}".toCharArray())`, PW],
    ['signer', `jwt.sign(payload, "${TOK}")`, TOK],
    ['hmac.new', `hmac.new(b"${TOK}", msg, hashlib.sha256)`, TOK],
    ['HTTPBasicAuth', `HTTPBasicAuth("ops", "${PW}")`, PW],
    ['requests auth tuple', `requests.get(url, auth=("ops", "${PW}"))`, PW],
    ['CLI auth login token', `vault login ${TOK}`, TOK],
    ['CLI set-password', `mytool set-password ${PW}`, PW],
    ['CLI token add', `fly secrets set API_TOKEN=${TOK}`, TOK],
    ['gh secret set -b', `gh secret set DB_PASSWORD -b "${PW}"`, PW],
    ['keychain -w', `security add-generic-password -a ops -s deploy -w '${PW}'`, PW],
    ['JSON array pair', `["password", "${PW}"]`, PW],
    ['SQL in a URL-encoded query', `GET /admin/run?sql=ALTER%20USER%20app%20IDENTIFIED%20BY%20%27${TOK.slice(0, 14)}%27`, TOK.slice(0, 14)],
    ['IMAP LOGIN, URL-encoded', `q=a1%20LOGIN%20ops%40acme.io%20${TOK}%0A`, TOK],
    ['IMAP LOGIN', `a1 LOGIN support@acme.io ${PW}`, PW],
    ['IMAP LOGIN quoted', `C: a001 LOGIN "ops" "${PW}"`, PW],
    ['SMTP AUTH PLAIN', `C: AUTH PLAIN ${Buffer.from(`\0mailer@acme.io\0${PW}`).toString('base64')}`, Buffer.from(`\0mailer@acme.io\0${PW}`).toString('base64')],
  ]);
});

describe('credentials handed to a client by position', () => {
  const SECRET62 = randomFrom('abcdefghijklmnopqrstuvwxyz0123456789', 62, 1771);
  const HEX40 = fake.hex(40, 1772);
  const GHOST = `${fake.hex(24, 1773)}:${fake.hex(64, 1774)}`;
  const PW = `IibP^${fake.alnum(10, 1775)}%`;
  it.each([
    ['a Go client constructor', `serverClient := stream.NewClient("ycvbrhi34f0g", "${SECRET62}")`, SECRET62],
    ['an API wrapper', `todoist = TodoistAPI("${HEX40}")`, HEX40],
    ['an id:secret pair in an options object', `const api = new GhostAdminAPI({ url: 'https://blog.example.io', key: '${GHOST}', version: 'v5.0' });`, GHOST.slice(25)],
    ['JDBC getConnection password', `Connection conn = DriverManager.getConnection(url, "billing", "${PW}");`, PW],
    ['the same, JSON-escaped', JSON.stringify({ code: `conn = DriverManager.getConnection(url, "billing", "${PW}")` }), PW],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps names, hosts, versions and URLs given to clients', () => {
    expectKept([
      'client = NewClient("my-service", "v1.2.3")',
      'api = GitHubAPI("https://api.github.com/repos/acme/app")',
      'conn = psycopg2.connect("dbname=test user=postgres")',
      'c = redis.connect("localhost", 6379)',
      'DriverManager.getConnection(url, "billing", props)',
      'db.connect("orders", "reporting")',
      'new HttpClient("./certs/client.pem")',
      'reply = client("gpt-4o-mini-2024-07-18")',
    ]);
  });
});

describe('a password given by position to a SQL or OS command', () => {
  itRedacts([
    ['PostgreSQL dollar-quoted', `ALTER ROLE reporter WITH PASSWORD $$${PW_TILDE}$$;`, PW_TILDE],
    ['tagged dollar quote', `CREATE USER etl PASSWORD $pw$${PW2}$pw$ VALID UNTIL 'infinity';`, PW2],
    ['chpasswd through sudo', `printf 'svc:%s' x; echo "backup:${PW_TILDE}" | sudo chpasswd`, PW_TILDE],
    ['passwd --stdin through doas', `echo '${PW2}' | doas passwd --stdin deploy`, PW2],
  ]);
  it('keeps dollar-quoted bodies and stdin pipes that hold no password', () =>
    expectKept([
      `CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;`,
      `echo 'root:x:0:0' | sudo tee -a /tmp/passwd.txt`,
      `ALTER ROLE app PASSWORD NULL;`,
    ]));
});

describe("a line protocol's password command", () => {
  itRedacts([
    ['Redis AUTH in strace', `write(5, "AUTH ${PW_TILDE}\\r\\n", 23) = 23`, PW_TILDE],
    ['Redis AUTH with a user', `127.0.0.1:6379> AUTH default ${RANDOM}`, RANDOM],
    ['NickServ IDENTIFY', `PRIVMSG NickServ :IDENTIFY ${PW2}`, PW2],
  ]);
  it('keeps test verdicts, SASL mechanisms and prose', () =>
    expectKept([`PASS  src/auth.test.ts (5.2 s)`, `AUTH LOGIN\r\n334 VXNlcm5hbWU6`, `> AUTH PLAIN`, `PASS tests/unit/test_login_v2.py::test_ok`]));
});

describe('a token given by position to a subcommand that sets one', () => {
  itRedacts([
    ['role between', `consul acl set-agent-token replication ${UUID}`, UUID],
    ['no role', `nomad acl set-agent-token ${UUID}`, UUID],
    ['another verb', `vaultctl rotate-key primary ${UUID}`, UUID],
  ]);
  it('keeps names and flags after such subcommands', () =>
    expectKept([`consul acl set-agent-token --help`, `tool rotate-key prod --dry-run`, `acmectl update-api-key production-billing-service-v2`]));
});

describe('a value bound to a name by position', () => {
  itRedacts([
    ['Windows flag argument', `signtool sign /f code.pfx /p ${PW_STAR} /tr http://ts.example.com /td sha256 setup.exe`, PW_STAR],
    ['long flag argument', `vendorctl login --realm prod --otp-seed ${GEN} --quiet`, GEN],
    ['config word before a value', `-- run as loader (pw ${PW_STAR})`, PW_STAR],
    ['quoted protocol argument', `1764913391.118231 [0 10.0.3.7:51234] "HELLO" "3" "AUTH" "default" "${GEN}"`, GEN],
    ['YAML key no table lists', `upstream:\n  url: https://ingest.internal/v1\n  bearer: ${GEN}\n`, GEN],
  ]);
  it('keeps flags with ids, names, ports, paths and digests', () =>
    expectKept([
      'docker run -p 8080:80 --name api-server-v2 node18-alpine',
      '// Instructs the server to prioritize ChaCha20-Poly1305 when the client does',
      // a minisign public key (base64 of `Ed`, a key id and the key)
      `minisign -Vm release.tar.gz -P RWQ${fake.b64(53, 1731)}`,
      `git commit -m "fix: handle getUserById in UserService2" --author "Dev <dev@example.com>"`,
      'kubectl -n kube-system get pods -l app=coredns-7db6d8ff4d',
      `ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@10.0.4.12`,
      `sha256sum --check SHA256SUMS --sha ${fake.hex(64, 1712)}`,
      'gh run view --job 28374659102 --repo octo/Hello-World',
      `aws s3 cp s3://bucket/key.tar.gz . --request-id ${fake.upper(16, 1713)}`,
    ]));
});

describe("a value echoed into a login's stdin or a file named for a secret", () => {
  itRedacts([
    ['echo piped into --password-stdin', `echo 'Lerche%Lerche%8' | podman login quay.io -u jo --password-stdin`, 'Lerche%Lerche%8'],
    ['echo into a vault password file', `echo "71Mango.Pune" > ~/.ansible_vault_pass && ansible-playbook site.yml --vault-password-file ~/.ansible_vault_pass`, '71Mango.Pune'],
    ['echo into a key file', 'echo 3f9c0a7b51e2d84c6a0f9b3e72d15c8a > config/credentials/production.key', '3f9c0a7b51e2d84c6a0f9b3e72d15c8a'],
  ]);
  it('keeps echoes of references, public keys and other files', () =>
    expectKept([
      'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u jo --password-stdin',
      'echo "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB3 jo@laptop" >> ~/.ssh/authorized_keys',
      "echo 'deploy:x:1001:1001::/home/deploy:/bin/bash' >> /etc/passwd",
      'echo done > build/status.txt',
    ]));
});
