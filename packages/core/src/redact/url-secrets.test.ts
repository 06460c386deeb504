/**
 * Secrets in URLs and connection strings: URL-encoded text in a query value, an API key given as the user of
 * basic auth, a key in a service's URL path, a password inside a URL-encoded query, a query parameter named by an
 * abbreviation of key. Public URLs of the same shape stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted, itRedacts, uuid } from './expect-redaction.js';

const PW = `eN!4${fake.alnum(12, 1901)}`;
const paste = (encoded: string): string => `curl -s -X POST 'https://paste.example.dev/api/v1/snippets?lang=text&content=${encoded}'`;
const U = uuid(1701);
const RANDOM = fake.alnum(28, 1608);

describe('URL-encoded text in a query value', () => {
  it('reads a config line whose blanks are encoded (Cisco enable secret 9)', () => {
    const hash = `${fake.alnum(10, 1902)}.${fake.alnum(32, 1912)}`; // scrypt base64 has dots: no one random run
    expectRedacted(paste(`enable%20secret%209%20%249%24ByV7G7FoGHOHCC%24${hash}`), hash);
  });

  it('reads a name in Chinese percent-encoded as UTF-8', () => {
    expectRedacted(paste(`%E6%95%B0%E6%8D%AE%E5%BA%93%3A%0A%20%20%E5%AF%86%E7%A0%81%3A%20${PW}`), PW);
  });

  it('reads a command after the `=` of the parameter that holds it', () => {
    const pw = `K3X_${fake.alnum(12, 1903)}*`;
    expectRedacted(paste(`ldappasswd%20-H%20ldaps%3A%2F%2Fldap.example.io%20-x%20-W%20-s%20'${pw}'%20uid%3Djdoe`), pw);
    const read = `0W${fake.alnum(12, 1904)}`;
    expectRedacted(paste(`%24%20security%20find-generic-password%20-s%20deploy%20-a%20ci%20-w%0A${read}`), read);
  });

  it('keeps an encoded phrase with no secret in it', () => {
    expectKept([paste('the%20quick%20brown%20fox%20jumps%20over%20%E5%AF%86%E7%A0%81%E5%AD%A6'), 'https://example.io/search?q=%E5%AF%86%E7%A0%81']);
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

describe('a query parameter named by an abbreviation of key, or a name ending in one', () => {
  itRedacts([
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

describe('a password in the query or the fragment of a link', () => {
  itRedacts([
    ['a fragment parameter ending in pass, with an & inside', 'see https://docs.example.test/db#admin-pass=Quince&otter44 first', 'Quince&otter44'],
    ['a pw query parameter', 'curl "https://box.example.test/login?user=ops&pw=Heron_9931x"', 'Heron_9931x'],
  ]);
  it('keeps other parameters and words ending in pass', () =>
    expectKept(['https://example.test/search?compass=north&bypass=1', 'https://example.test/a?pass=true&next=2', 'https://example.test/#pw=<your-password>']));
});
