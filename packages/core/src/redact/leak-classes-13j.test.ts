/**
 * Leak classes of issue 13 found by a new attacker set and closed on branch leaks13j (values made up here): each
 * class in a few syntaxes, beside hard negatives that must survive.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const uuid = (seed: number): string => {
  const h = fake.hex(32, seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
};
const U = uuid(1701);

describe('a UUID that is the key itself', () => {
  it.each([
    ['a header named for an ingestion key (YAML)', `exporters:\n  otlp:\n    headers:\n      signoz-ingestion-key: ${U}`],
    ['the same, URL-encoded in a query', `https://logs.example.dev/in?msg=headers%3A%0A%20%20signoz-ingestion-key%3A%20${U}`],
    ['an AppRole secret_id', `vault write auth/approle/login role_id=${uuid(1702)} secret_id=${U}`],
    ['a --key flag', `npx cypress run --record --key ${U}`],
    ['a --token flag', `tool deploy --token ${U}`],
    ['an environment variable named …_KEY', `CYPRESS_RECORD_KEY=${U}`],
    ['the same, exported in a script', `export CI_RECORD_KEY="${U}"`],
  ])('%s', (_name, text) => expectRedacted(text, U));

  it('keeps UUIDs that are ids', () => {
    expectKept([
      `vault write auth/approle/login role_id=${U}`,
      `aws secretsmanager get-secret-value --secret-id ${U}`,
      `--request-id ${U} --key-id ${U}`,
      `idempotency-key: ${U}`,
      `IDEMPOTENCY_KEY=${U}`,
      `PARTITION_KEY=${U}`,
      `record_key = "${U}"`,
      `{"key": "${U}", "type": "row"}`,
      `kubectl delete pod --uid ${U}`,
    ]);
  });
});

describe('a request signature', () => {
  const SIG = fake.hex(64, 1711);
  const header = `Authorization: AWS4-HMAC-SHA256 Credential=AKIA${fake.upper(16, 1712)}/20261204/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${SIG}`;
  it.each([
    ['SigV4 Authorization header', header],
    ['the same, JSON-escaped', JSON.stringify({ data: `> ${header}` })],
    ['the same, split over two lines', header.replace(SIG, `${SIG.slice(0, 32)}\n${SIG.slice(32)}`)],
  ])('%s', (_name, text) => expectRedacted(text, SIG));

  it('keeps digests that are not signatures', () => {
    expectKept([`sha256=${SIG}`, `SignedHeaders=host;x-amz-date`, `commit ${SIG.slice(0, 40)}`, `"signatureAlgorithm": "sha256"`]);
  });
});

describe('an NKey seed', () => {
  const SEED = randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 56, 1721);
  it.each([
    ['in its armour', `-----BEGIN USER NKEY SEED-----\nSUA${SEED.slice(1)}\n------END USER NKEY SEED------`],
    ['bare, an account seed', `seed: SA${SEED}`],
  ])('%s', (_name, text) => expectRedacted(text, SEED.slice(1)));

  it('keeps public NKeys (U…, A…) and upper-case words', () => {
    expectKept([`nkey: U${SEED.slice(0, 55)}`, 'SUMMARY OF THE DEPLOYMENT', `SHA${'256'}`]);
  });
});

describe('an API key given as the user of basic auth', () => {
  const KEY = fake.alnum(20, 1731);
  it.each([
    ['curl -u KEY:X', `curl -u ${KEY}:X -H "Content-Type: application/json" https://acme.freshdesk.example/api/v2/tickets`],
    ['curl --user KEY: (no password)', `curl --user ${KEY}: https://api.example.com/v1/charges`],
    ["curl -u 'KEY:'", `curl -s -u '${KEY}:' https://api.example.com/v1/items`],
  ])('%s', (_name, text) => expectRedacted(text, KEY));

  it('keeps a user name before the password', () => {
    expectKept(['curl -u admin:$ADMIN_PASSWORD https://ci.example.com', 'curl -u deploy-bot: https://x.example.com']);
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

describe("a key in a service's URL path", () => {
  const LOWER = randomFrom('abcdefghijklmnopqrstuvwxyz0123456789', 32, 1751);
  const ALCHEMY = `0-${fake.alnum(14, 1752)}_${fake.alnum(15, 1753)}`;
  const HEX40 = fake.hex(40, 1754);
  it.each([
    ['a Make webhook', `fetch("https://hook.eu1.make.com/${LOWER}", { method: "POST", body })`, LOWER],
    ['a Loggly input', `curl -d 'hello' http://logs-01.loggly.com/inputs/${U}/tag/http/`, U],
    ['an Alchemy RPC URL', `MAINNET_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/${ALCHEMY}`, ALCHEMY],
    ['a QuickNode endpoint, JSON-escaped', `{"rpc":"https:\\/\\/frosty-wild-dew.solana-mainnet.quiknode.pro\\/${HEX40}\\/"}`, HEX40],
    ['a QuickNode endpoint, URL-encoded', `https://logs.example.dev/in?msg=new%20Connection(%22https%3A%2F%2Fa-b-c.quiknode.pro%2F${HEX40}%2F%22)`, HEX40],
    ['an Infura project', `https://mainnet.infura.io/v3/${fake.hex(32, 1755)}`, fake.hex(32, 1755)],
    ['a Sumo Logic HTTP source', `curl -X POST https://endpoint4.collection.us2.sumologic.com/receiver/v1/http/${ALCHEMY}==`, ALCHEMY],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps documentation URLs and other paths of those hosts', () => {
    expectKept([
      'https://eth-mainnet.g.alchemy.com/v2/YOUR-API-KEY',
      'https://mainnet.infura.io/v3/<PROJECT_ID>',
      'https://www.make.com/en/help/tools/webhooks',
      'https://documentation.solarwinds.com/en/success_center/loggly/content/admin/http-endpoint.htm',
      `https://github.com/acme/app/commit/${HEX40}`,
    ]);
  });
});

describe('a password given to a client inside a URL-encoded query', () => {
  const PW = `2Beu-${fake.alnum(10, 1761)}`;
  it('mosquitto_pub -P in a log line', () => {
    expectRedacted(`https://logs.example.dev/in?msg=mosquitto_pub%20-h%20mqtt.example.io%20-u%20sensor01%20-P%20${PW}%20-t%20home%2Ftemp`, PW);
  });
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

describe('a secret split over two lines or two items', () => {
  const HEAD = fake.alnum(16, 1781);
  // a tail with one digit and a run of consonants (no word), which read as words or CamelCase before
  const TAIL = `R4Wbhjkmn${[...randomFrom('abcdefghjkmnpqrstuvwxyz', 8, 1782)].map((c, i) => (i % 2 ? c : c.toUpperCase())).join('')}`;
  // letters only, changing case less often than every other character (7 of 15), as a random half may
  const LETTERS = 'kqAXOvgPfUWEZWnU';
  const AXIOM = `xaat-${uuid(1784)}`;
  it.each([
    ['a todo item flattened to one line', `Put it back: [ovh-eu] application_secret=${HEAD} ${TAIL} consumer_key=abc`, `${HEAD}${TAIL}`],
    ['URL userinfo wrapped before its @, in cat -n output', `     1\torigin\thttps://oauth2:${HEAD}\n     2\t${LETTERS}@git.example.dev/platform/api.git (fetch)`, `${HEAD}${LETTERS}`],
    ["a file read with OpenCode's line numbers", `00001| axiom:\n00002|   dataset: prod-logs\n00003|   token: ${AXIOM.slice(0, 20)}\n00004| ${AXIOM.slice(20)}\n`, AXIOM.slice(5)],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps the words that follow a secret', () => {
    expectKept(['00003|   name: prod-logs\n00004| region: eu-west-1']);
  });
});
