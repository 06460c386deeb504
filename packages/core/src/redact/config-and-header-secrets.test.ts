/**
 * Secrets in configuration and headers: a list of headers in one variable, headers whose key names a secret (and
 * those naming a cache, trace or request key, which stay), the content of a file named for a secret, network device and
 * server config lines, settings and commands that put a secret in a fixed place, secret-named variables and links.
 * Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts, uuid } from './expect-redaction.js';

const HDR = fake.alnum(32, 1501).toLowerCase();
const HDR2 = fake.alnum(28, 1502);
const FILE_SECRET = `${fake.alnum(26, 1521)}`;
const TOKEN = fake.alnum(20, 1403);

describe('a list of headers in one variable', () => {
  it.each([
    ['OTEL headers, quoted', `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${HDR},x-honeycomb-dataset=prod"`, HDR],
    ['OTEL headers, bare, export', `export OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-dataset=prod,x-honeycomb-team=${HDR}`, HDR],
    ['semicolon list', `TRACES_HEADERS='content-type=json;x-api-key=${HDR2}'`, HDR2],
    ['headers= list', `headers=x-auth-token=${HDR2},accept=json`, HDR2],
    ['second pair of a list', `OTEL_EXPORTER_OTLP_TRACES_HEADERS=signoz-access-token=${HDR2}`, HDR2],
    ['URL-encoded bearer', `OTEL_EXPORTER_OTLP_HEADERS=Authorization=Bearer%20${HDR2}`, HDR2],
    ['inside a JSON-escaped string', `{"command":"export OTEL_EXPORTER_OTLP_HEADERS=\\"x-honeycomb-team=${HDR},x-honeycomb-dataset=prod\\""}`, HDR],
    ['secret header name', `MY_HEADERS="dd-api-key=${HDR2}"`, HDR2],
    ['Kubernetes env entry, YAML', `- name: OTEL_EXPORTER_OTLP_HEADERS\n  value: "x-honeycomb-team=${HDR}"`, HDR],
    ['Kubernetes env entry, JSON', `{"name":"OTEL_EXPORTER_OTLP_HEADERS","value":"x-honeycomb-team=${HDR}"}`, HDR],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps public pairs of the list', () => {
    const out = redactText(`OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${HDR},x-honeycomb-dataset=prod"`).text;
    expect(out).toContain('x-honeycomb-dataset=prod');
    expect(out).toContain('x-honeycomb-team=');
  });

  it('reads a text of `headers=` repeated without a blank in linear time (each list read to its end is quadratic)', () => {
    const started = performance.now();
    redactText('headers=a=b,'.repeat(20000));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps lists of public headers', () => {
    expectKept([
      'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-dataset=prod,content-type=json"',
      'headers=content-type=json;accept=text/plain',
      'OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${HONEYCOMB_API_KEY}',
      'EXTRA_HEADERS="x-team-name=platform,x-request-id=42"',
    ]);
  });
});

describe('headers whose key names a cache, trace or request key', () => {
  const HASH = fake.hex(64, 1404);
  it('keeps them', () => {
    expectKept([
      `X-Cache-Key: ${HASH}`,
      `x-cache-key: ${HASH.slice(0, 40)}`,
      `X-Request-Key: ${fake.alnum(24, 1405)}`,
      `X-Trace-Key: ${fake.alnum(24, 1406)}`,
      `X-Idempotency-Key: ${fake.alnum(24, 1407)}`,
      `X-Etag-Key: ${HASH.slice(0, 32)}`,
      `"x-correlation-key": "${fake.alnum(24, 1408)}"`,
    ]);
  });

  it.each([
    ['X-Api-Key', `X-Api-Key: ${TOKEN}`],
    ['X-Auth-Token', `X-Auth-Token: ${TOKEN}`],
    ['X-Master-Key', `X-Master-Key: ${TOKEN}`],
    ['X-Access-Key', `"x-access-key": "${TOKEN}"`],
    ['X-License-Key', `X-License-Key: ${TOKEN}`],
    ['X-Cache-Api-Key', `X-Cache-Api-Key: ${TOKEN}`],
  ])('still redacts %s', (_name, text) => expectRedacted(text, TOKEN));

  it('still redacts a routing key (a PagerDuty integration key), plain and URL-encoded', () => {
    const key = fake.hex(32, 1417);
    expectRedacted(`curl -d '{"routing_key":"${key}","event_action":"trigger"}' https://events.pagerduty.com/v2/enqueue`, key);
    expectRedacted(`POST /v2/enqueue body=%7B%22routing_key%22%3A%22${key}%22%7D`, key);
  });
});

describe('the content of a file whose name says it is a secret', () => {
  it.each([
    ['.vault_pass, file/content', `{"file":".vault_pass","content":"${FILE_SECRET}"}`],
    ['secrets/db_password.txt, path/content', `{"path": "secrets/db_password.txt", "content": "${FILE_SECRET}"}`],
    ['Write file_path vault-password', `{"file_path":"/srv/ansible/vault-password","content":"${FILE_SECRET}\\n"}`],
    ['Write *.secret', `{"file_path":"config/app.secret","content":"${FILE_SECRET}"}`],
    ['Write .pgpass', `{"file_path":"/home/u/.pgpass","content":"db.internal:5432:*:app:${FILE_SECRET}"}`],
    ['Write .netrc', `{"file_path":"/home/u/.netrc","content":"machine api.example.com login bot password ${FILE_SECRET}"}`],
    ['Write *.key content', `{"file_path":"certs/signing.key","content":"${FILE_SECRET}"}`],
    ['Write admin_password_file', `{"file_path":"/run/admin_password_file","content":"${FILE_SECRET}"}`],
    ['content before file_path', `{"content":"${FILE_SECRET}","file_path":"deploy/.vault_pass"}`],
  ])('%s', (_name, text) => expectRedacted(text, FILE_SECRET));

  it('keeps the content of files whose name says nothing, or whose content is not a value', () => {
    expectKept([
      `{"file_path":"README.md","content":"${FILE_SECRET}"}`,
      `{"file_path":"src/password_policy.go","content":"package main"}`,
      `{"file_path":"src/secret.ts","content":"export const x = 1;"}`,
      `{"file_path":"docs/vault-password.md","content":"How to rotate the vault password"}`,
      `{"file_path":".vault_pass","content":"{{ vault_password }}"}`,
      `{"file":"secrets/db_password.txt","content":"changeme"}`,
      '{"path":"/v1/tokens","content":"application/json"}',
      '{"path":"docs/secrets/","content":"README_FIRST_2024"}',
      '{"file_path":"k8s/secret.env","content":"DB_HOST=localhost"}',
    ]);
  });
});

describe('network device and server config lines', () => {
  const PW = `Jhb8_${fake.alnum(9, 1741)}`;
  it.each([
    ['IOS username … password 0', `username netadmin privilege 15 password 0 ${PW}`],
    ['IOS enable password 7 (reversible)', `enable password 7 ${fake.hex(20, 1742).toUpperCase()}`.replace(/ ([0-9A-F]{20})$/, ` ${PW}`)],
    ['Redis ACL SETUSER >password', `ACL SETUSER worker on >${PW} ~jobs:* +@list`],
    ['Redis users.acl line', `user worker on >${PW} ~* &* +@all`],
    ['Bundler host credentials', `BUNDLE_GEMS__CONTRIBSYS__COM=${fake.hex(8, 1743)}:${PW} bundle install`],
  ])('%s', (_name, text) => expectRedacted(text, PW));

  it('keeps config lines without a secret', () => {
    expectKept([
      'enable secret 9 $9$',
      'username netadmin privilege 15',
      'ACL SETUSER worker on ~jobs:* +@list',
      'user default off nopass ~* +@all',
      'BUNDLE_PATH=vendor/bundle',
      'BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_CREDENTIALS}',
      'if (a >b) { count > 10 }',
    ]);
  });
});

describe('settings and commands that put a secret in a fixed place', () => {
  const onion = `${fake.b64(86, 3901)}==`;
  const codecov = uuid(3902);
  itRedacts([
    ['Neo4j auth, a person-made password', 'docker run -e NEO4J_AUTH=neo4j/Kranich&Moor_9 neo4j:5', 'Kranich&Moor_9'],
    ['Oracle thin URL', 'url: jdbc:oracle:thin:hr/Segel4Wind_@db-prod:1521/FREEPDB1', 'Segel4Wind_'],
    ['Tor ADD_ONION with its key', `ADD_ONION ED25519-V3:${onion} Port=443,127.0.0.1:8443`, onion],
    ['Codecov bash uploader', `bash <(curl -s https://codecov.io/bash) -t ${codecov}`, codecov],
    ['npm token a person typed', 'npm config set //pkgs.example.org/:_authToken=Lindenallee&Ostsee62', 'Lindenallee&Ostsee62'],
    ['Bundler gem source credentials', 'bundle config --local gems.example.org ci-bot:Quitte.Bergamo7', 'Quitte.Bergamo7'],
    ['WeCom robot webhook', `curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=${uuid(3903)}'`, uuid(3903)],
    ['a login call\'s password without a symbol', `python3 -c "import ftplib; c=ftplib.FTP('files.example.org'); c.login('uploader', 'Malmo2041..')"`, 'Malmo2041..'],
    ['Jenkins stored secret', `<password>{AQAAABAAAAAQ${fake.b64(64, 3904)}}</password>`, fake.b64(64, 3904)],
    ["kdb+/q's connection handle", 'h:hopen `:tick.internal:5010:feed:marten-sorrel-quay-71', 'marten-sorrel-quay-71'],
    ["kdb+/q's handle, the host left out", 'h:hopen `::5001:rdb:Gorse_Lantern83', 'Gorse_Lantern83'],
  ]);
  it('keeps auth turned off, doc stand-ins, references and new keys asked for', () =>
    expectKept([
      'docker run -e NEO4J_AUTH=none neo4j:5',
      'NEO4J_AUTH=neo4j/${NEO4J_PASSWORD}',
      'jdbc:oracle:thin:@//db-prod:1521/FREEPDB1',
      'ADD_ONION NEW:ED25519-V3 Port=80,127.0.0.1:8080',
      './codecov -t ${CODECOV_TOKEN}',
      'npm config set //pkgs.example.org/:_authToken=${NPM_TOKEN}',
      'bundle config --local gems.example.org ${GEM_CREDENTIALS}',
      "client.login('user', 'Windows10')",
      "requests.get(url, auth=('ana', 'Version2.1.3'))",
      'h:hopen `:tick.internal:5010',
      'h:hopen `:localhost:5010:feed:pass',
    ]));
});

describe('secret-named variables, links and keys known by their format', () => {
  const sentryToken = `${fake.hex(8, 2001)}-${fake.hex(4, 2002)}-${fake.hex(4, 2003)}-${fake.hex(4, 2004)}-${fake.hex(12, 2005)}`;
  const invite = fake.alnum(30, 2006);
  const stream = `live_${randomFrom('0123456789', 9, 2007)}_${fake.alnum(28, 2008)}`;
  const session = fake.hex(32, 2009).toUpperCase();
  const page = `EAAB${fake.alnum(160, 2010)}`;
  // made up, of the length a 64-byte key gives after the header
  const seedTail = 'ACYq+hM2rTfV0sNqW4/EeLkP9ZbXc7R1oUaJy3GvHdK8iQmFtO6pS5nWzAxCe2lBgIrMjv4uNfHyKo7TlQ9sPw';
  const tor = `PT0gZWQyNTUxOXYxLXNlY3JldDogdHlwZTAgPT0AA${seedTail}`;
  itRedacts([
    ['"set NAME to <uuid>"', `please set SENTRY_AUTH_TOKEN to ${sentryToken} in the pipeline`, sentryToken],
    ['an invite link', `join here: https://chat.example.net/invite/${invite}`, invite],
    ['an RTMP stream key', `ffmpeg -i in.mp4 -f flv rtmps://ingest.example.tv/live2/${stream}`, stream],
    ['a servlet session in the path', `https://portal.lan/app;jsessionid=${session}?tab=3`, session],
    ['a Facebook page token', `"PAGE_ACCESS": "${page}"`, page],
    ["a Wi-Fi QR code's key", 'WIFI:S:Lab-2G;T:WPA;P:Himbeer9Torte!;H:false;;', 'Himbeer9Torte!'],
    ['a Tor service key in base64', `base64 /var/lib/tor/svc/hs_ed25519_secret_key\n${tor}`, seedTail],
    ['an Ethereum key after "private key"', `signer private key 0x${fake.hex(64, 2012)} (devnet)`, fake.hex(64, 2012)],
    ['a Twitch chat password', `export CHAT_LOGIN=oauth:${fake.alnum(30, 2013).toLowerCase()}`, fake.alnum(30, 2013).toLowerCase()],
    ['a token wrapped by an indented `\\`', `curl -H "Authorization: token ghp_${fake.alnum(16, 2014)}\\\n      ${fake.alnum(20, 2015)}" https://api.github.com`, fake.alnum(20, 2015)],
  ]);
  it('keeps settings set in words, public links and plain RTMP paths', () =>
    expectKept([
      'set NODE_ENV to production2024',
      'set MAX_TOKENS to 4096000000',
      'https://github.com/org/repo/invite/accept-invitation-page',
      'rtmp://live.example.com/app/stream-key-placeholder',
      'https://discord.gg/invite/abc123',
    ]));
});

describe('an assignment inside an element of a summary', () => {
  itRedacts([['a PAT of one case under a tag', `<key_facts>AZURE_DEVOPS_EXT_PAT=${'vkqbe7d02nnwxhtl5f24jhc6g7hp4jt9222qetyot5ebigp2uwev'}</key_facts>`, 'vkqbe7d02nnwxhtl5f24jhc6g7hp4jt9222qetyot5ebigp2uwev']]);
  it('keeps a setting under a tag', () => expectKept(['<settings>PASSWORD_MIN_LENGTH=12</settings>']));
});

describe("a container's args list in YAML, the secret flag one item and its value the next", () => {
  const PW = 'Sosna1961%%';
  it('redacts the item after the flag, and keeps the items after flags that name no secret', () => {
    expectRedacted(`containers:\n  - name: exporter\n    args:\n      - --db-user=exporter\n      - --db-pass\n      - "${PW}"\n`, PW);
    expectKept(['    args:\n      - --log-level\n      - "debug"\n      - --listen-address\n      - "0.0.0.0:9187"', '    args:\n      - --password-file\n      - /run/secrets/db']);
  });
});

describe("a value in a multi-line string's quotes (TOML's `'''`, Python's `\"\"\"`)", () => {
  itRedacts([
    ['TOML literal', "[smtp]\npassword = '''Quokka.lantern.fig207'''", 'Quokka.lantern.fig207'],
    ['TOML basic', 'api_token = """Rb7qXw2LmZ9pKt4V"""', 'Rb7qXw2LmZ9pKt4V'],
  ]);
  it('keeps a docstring that names a password', () => expectKept(['doc = """Returns the password."""', "help = '''Set the token first.'''"]));
});

describe('a UUID or a number a secret’s name hands out', () => {
  const ID = uuid(1531);
  itRedacts([
    ['a UUID in a password element', `<server>\n  <id>nexus</id>\n  <password>${ID}</password>\n</server>`, ID],
    ['a UUID in a token element with attributes', `<secret type="clear">${ID}</secret>`, ID],
    ['a UUID under a glued auth-token name', `npm config set _authtoken=${ID}`, ID],
    ['a UUID under a glued access-token name, lower case', `accesstoken: ${ID}`, ID],
    ['a PIN under a password variable', "PGPASSWORD='583920' pg_dump -h db.internal app", '583920'],
    ['a PIN in a YAML setting', 'vault:\n  unlock_pin: 70418263', '70418263'],
  ]);

  it('keeps a UUID under an id or a plain key element, and defaults, runs and counts under a password name', () => {
    expectKept([
      `<requestId>${ID}</requestId>`,
      `<key>${ID}</key>`,
      'DB_PASSWORD=123456',
      'ADMIN_PASSWORD=00000000',
      'PASSWORD_MIN_LENGTH=12',
      'token_expiry=1700000000',
    ]);
  });
});
