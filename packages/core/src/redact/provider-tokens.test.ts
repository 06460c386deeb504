/**
 * Secrets known by the product or format that prints them: a vendor's token or key (Vault unseal keys, 2FA seeds,
 * LaunchDarkly, Linear, HubSpot…), a made-up vendor prefix before a random body, a prefixed token of hex groups, key
 * formats (a nostr secret key, a JWE, an NKey seed), a UUID that is the key itself, a request signature, a licence
 * key as its vendor prints it, a Bitcoin key in Wallet Import Format, backup codes, a seed phrase. Their public or
 * harmless look-alikes stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts, uuid } from './expect-redaction.js';

const PASSWORD = 'Vq7#mLx2Tz9k';
const TOKEN = fake.alnum(32, 1310);
const TOK = fake.alnum(32, 1503);
const HEX = fake.hex(32, 1705);
const U = uuid(1701);

describe('secrets named by the product that prints them', () => {
  const unseal = fake.b64(43, 1330);
  const vaultHex = [fake.hex(80, 1331), fake.hex(80, 1332), fake.hex(38, 1333)];
  const keytab = `BQIAAAB${fake.b64(120, 1334)}`;
  it.each([
    ['curl -u user:\'pa ss\'', `curl -u deploy:'Kp 9v Lm#2x' https://ci.example.com/api`, 'Kp 9v Lm#2x'],
    ['curl --user "user:pa ss"', `curl --user "deploy:Kp 9v Lm#2x" https://ci.example.com/api`, 'Kp 9v Lm#2x'],
    ['Vault unseal key', `Unseal Key 1: ${unseal}`, unseal],
    ['Vault recovery key', `Recovery Key 3: ${unseal}`, unseal],
    ['vault operator unseal', `vault operator unseal ${unseal}`, unseal],
    ['Ansible vault payload', `$ANSIBLE_VAULT;1.1;AES256\n${vaultHex.join('\n')}`, vaultHex[1]!],
    ['Ansible vault in YAML', `db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${vaultHex.join('\n  ')}`, vaultHex[2]!],
    ['Ansible vault, JSON-escaped', JSON.stringify({ content: `$ANSIBLE_VAULT;1.1;AES256\n${vaultHex.join('\n')}\n` }), vaultHex[0]!],
    ['Kerberos keytab in Write content', JSON.stringify({ file_path: '/etc/krb5/svc.b64', content: keytab }), keytab],
    ['keytab by name', `KRB5_KEYTAB_B64=${fake.b64(96, 1335)}`, fake.b64(96, 1335)],
    ['CSRF signing secret', `CSRF_SECRET=${TOKEN}`, TOKEN],
    ['XSRF secret key', `xsrf_secret_key: "${TOKEN}"`, TOKEN],
    ['LaunchDarkly api-', `LD_ACCESS=api-${fake.hex(8, 1336)}-${fake.hex(4, 1337)}-4${fake.hex(3, 1338)}-a${fake.hex(3, 1339)}-${fake.hex(12, 1340)}`, fake.hex(12, 1340)],
    ['LaunchDarkly sdk-', `LDClient('sdk-${fake.hex(8, 1341)}-${fake.hex(4, 1342)}-4${fake.hex(3, 1343)}-b${fake.hex(3, 1344)}-${fake.hex(12, 1345)}')`, fake.hex(12, 1345)],
    ['CSV export, password column', `email,password,role\nana@example.com,${PASSWORD},admin\nbo@example.com,Wr4!${TOKEN.slice(0, 8)},user`, PASSWORD],
    ['CSV export, token column, JSON-escaped', JSON.stringify({ output: `id;name;api_token\n1;ci;${TOKEN}\n` }), TOKEN],
    ['redis requirepass', `requirepass ${PASSWORD}`, PASSWORD],
    ['redis CONFIG SET', `redis-cli CONFIG SET requirepass "${PASSWORD}"`, PASSWORD],
    ['redis masterauth', `masterauth ${PASSWORD}`, PASSWORD],
    ['TOTP seed by name', `TOTP seed: ${fake.upper(32, 1346)}`, fake.upper(32, 1346)],
    ['2FA secret in groups', `2FA secret: ${fake.upper(16, 1347).replace(/(.{4})(?!$)/g, '$1 ')}`, fake.upper(16, 1347).slice(0, 4)],
    ['2FA backup codes', 'Your 2FA backup codes: 4839-2017 7730-1185 9921-6604', '7730-1185'],
    ['recovery codes', 'recovery codes: a1b2c-d3e4f, 9z8y7-x6w5v', '9z8y7-x6w5v'],
    ['emergency codes of one piece', `NAS emergency codes: ${fake.hex(12, 1380)}, ${fake.hex(12, 1381)}, ${fake.hex(12, 1382)}`, fake.hex(12, 1381)],
    ['backup codes of one piece, blank-separated', 'backup codes k3v9q2mx 8wz4p7ta r2n6c8yb', '8wz4p7ta'],
    ['Linear OAuth token', `LINEAR_TOKEN=lin_oauth_${fake.hex(64, 1390)}`, fake.hex(64, 1390)],
    ['HubSpot private app token in a commit message', `git commit -m "wip (HS_KEY=pat-na1-${fake.hex(8, 1391)}-${fake.hex(4, 1392)}-4${fake.hex(3, 1393)}-8${fake.hex(3, 1394)}-${fake.hex(12, 1395)})"`, fake.hex(12, 1395)],
    ['Algolia admin key given to the client', `algoliasearch('K3Q9ZP2LMX', '${fake.hex(32, 1396)}')`, fake.hex(32, 1396)],
    ['service account private_key_id', `{"type": "service_account", "private_key_id": "${fake.hex(40, 1397)}"}`, fake.hex(40, 1397)],
    ['Gradle storePassword', `storePassword 'Pq83_${fake.alnum(8, 1398)}'`, fake.alnum(8, 1398)],
    ['wpa_passphrase', `wpa_passphrase GuestNet Lr5-${fake.alnum(10, 1399)}`, fake.alnum(10, 1399)],
  ])('%s', (_name, text, secret) => {
    const out = redactText(text).text;
    expect(out).not.toContain(secret);
    expect(out).toContain('[REDACTED:');
  });

  it('keeps their public or harmless look-alikes', () => {
    for (const text of [
      'curl -u deploy https://ci.example.com/api',
      'vault operator unseal -status',
      'Unseal Progress: 1/3',
      'requirepass ""',
      'requirepass $REDIS_PASSWORD',
      'Enable 2FA backup codes: see the settings page',
      'recovery codes: 10 generated',
      `backup codes are printed once; see commits ${fake.hex(12, 1383)} ${fake.hex(12, 1384)} ${fake.hex(12, 1385)}`,
      'recovery codes: printed, stored, rotated quarterly',
      'csrf_token: 7f3a9c2e4b1d8f60',
      `request id ${'3c9e71a2-5b0d-4f17-91ae-026d4c2f8b1e'}`,
      'api-gateway-prod-7d9f8b6c5-x2x9z',
      'name,token_count,model\ngpt,1234,large',
      'key,value\nretries,5\ntimeout,30s',
      '$ANSIBLE_VAULT is the header a vaulted file starts with',
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake.b64(43, 1350)} dana@laptop`,
      "storePassword file('keystore.pass').text.trim()",
      'wpa_passphrase GuestNet',
      "algoliasearch('K3Q9ZP2LMX', process.env.ALGOLIA_SEARCH_KEY)",
      `"client_id": "${fake.hex(21, 1400).replace(/[a-f]/g, '7')}"`,
    ]) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('a made-up vendor prefix before a random body', () => {
  itRedacts([
    ['lower_ prefix', `zqv_${TOK}`, TOK],
    ['two segments', `acme_live_${TOK}`, TOK],
    ['dash prefix', `nbx-${TOK}`, TOK],
    ['upper prefix', `QRTK_${TOK}`, TOK],
    ['capitalised prefix', `Zyx_${TOK}`, TOK],
    ['prefix in prose', `the key is plx_sk_${fake.alnum(40, 1506)} for now`, fake.alnum(40, 1506)],
  ]);
});

describe('a prefixed token whose body is hex joined by separators', () => {
  const pair = `${fake.hex(8, 1710)}-${fake.hex(4, 1711)}-4${fake.hex(3, 1712)}-a${fake.hex(3, 1713)}-${fake.hex(12, 1714)}:${HEX}`;
  const dotted = `secret_billing-ml_${HEX}.${fake.hex(32, 1715)}`;
  itRedacts([
    ['uuid:hex after a weak name', `REPLICATE_KEY="${pair}" node run.js`, HEX],
    ['secret_<name>_<hex>.<hex>', `INFRA_API_KEY=${dotted}`, HEX],
  ]);
  it('keeps a stand-in that names itself and a checksum after a weak name', () =>
    expectKept([`API_KEY=secret_key_here`, `CACHE_KEY=sha256-${fake.hex(8, 1716)}`]));
});

describe('key formats: a nostr secret key, a JWE', () => {
  itRedacts([
    ['nsec1 in prose', 'bot identity for the relay: nsec1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a', 'nsec1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a'],
    [
      'a JWE with an empty key part (dir)',
      'X-Auth-Context: eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4R0NNIn0..Qm9yZWFsX2l2XzEy.p7Vd0kQ2rL9wXz3mNc8tYb1uHf6sJg4eAo5iRq0lKm2nBv7cXw9zTy3uPa1sDf4g.Wq8eRt5yUi2oPa7sDf1gHj',
      'p7Vd0kQ2rL9wXz3mNc8tYb1uHf6sJg4eAo5iRq0lKm2nBv7cXw9zTy3uPa1sDf4g',
    ],
  ]);
  it('keeps the public key and a signed JWT that carries no secret', () =>
    expectKept(['follow me at npub1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a', 'version 1.2.3.4.5 shipped']));
});

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

describe('a licence key as its vendor prints it', () => {
  itRedacts([
    ['groups of five capitals and digits', 'activation for the demo box: 7QKX2-M4TR9-ZP8LW', '7QKX2-M4TR9-ZP8LW'],
    ['six groups of four digits', 'serial for the design suite 1187-4420-9931-0056-7723-6618 then reboot', '1187-4420-9931-0056-7723-6618'],
  ]);
  it('keeps dates, UUIDs, hex ids, phone numbers and card-like ids of fewer groups', () =>
    expectKept([
      'released 2024-05-17, build 3321-7781',
      'request 8e2f1c3a-4b5d-4e6f-9a0b-1c2d3e4f5a6b failed',
      'MAC 00-1A-2B-3C-4D-5E, ticket PROJ-12345',
      'call +1-555-0142-8830 for support',
      'chunk ABCDE-FGHIJ-KLMNO of the alphabet',
    ]));
});

describe("a Bitcoin key in Wallet Import Format, and Google's backup codes in a pair", () => {
  itRedacts([
    ['a compressed WIF key', 'import this into the test wallet: KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn', 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn'],
    ['two backup codes of digits', 'backup codes for the team account: 4417 8290, 6603 1958 (unused)', '6603 1958'],
  ]);
  it('keeps addresses, CIDs and transaction ids of base58', () =>
    expectKept([
      'send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'pinned QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG on the gateway',
    ]));
});

describe('a seed phrase after a label that names its wallet', () => {
  itRedacts([
    [
      'twelve words after "of the test wallet:"',
      'recovery phrase of the test wallet: maple quiet harbor fossil ribbon yellow canvas orbit silent timber glove anchor',
      'maple quiet harbor fossil ribbon yellow canvas orbit silent timber glove anchor',
    ],
  ]);
});

describe('a token that is a folder or a file of a path', () => {
  const lower = 'x7kq2mzr9w4hd0pjv6tn3bcy5sfl'; // lower case and digits, 28: short of a key's length without its prefix
  itRedacts([
    ['a token folder in a command', `tar czf out.tgz /var/backups/token-${lower}/db`, `token-${lower}`],
    ['a key glued to a word in a macOS temp file', `open /var/folders/2b/h8k3m1x0qz7w5v9r4n6t2y1c0000gn/T/run-sk_${fake.alnum(26, 2405)}.log`, fake.alnum(26, 2405)],
  ]);
  it('keeps ids in the path of a URL and folders of one case with digits', () =>
    expectKept([
      'Continue at https://claude.ai/code/session_01Q94nK7xiRvUn9hSKCgNCkn',
      'ls /home/dev/.cache/pip/wheels/ab/build_0sr23lp8489gjzzp5lmq1y2r',
      'cat /srv/runs/run-2026-12-04-0830/log.txt',
    ]));
});

describe('a handoff leak of attack 25: tokens known by their format in an error line', () => {
  const protectedPayload = `CfDJ8${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 300, 41)}`;
  const asanaHex = fake.hex(32, 42);
  itRedacts([
    ['an ASP.NET Core auth cookie, no Cookie header, its end past 200 characters', `Error: connection failed (.AspNetCore.Identity.Application=${protectedPayload})`, protectedPayload],
    ['an Asana personal access token, workspace and user gid before its hex', `Error: 401 Unauthorized calling api with key 2/7291828216405953/2838382402956974:${asanaHex} (expired?)`, asanaHex],
  ]);
  it('keeps the cookie names, the magic header alone and the gids alone', () =>
    expectKept([
      'antiforgery cookie name is .AspNetCore.Antiforgery.CfDJ8 in the config docs',
      'projects under 2/7291828216405953/2838382402956974 are listed; ratio 1/1200000000000 ok',
    ]));
});

describe('a Firebase Cloud Messaging legacy server key, and a JWT the terminal wrapped', () => {
  const FCM = `AAAA${fake.alnum(7, 1731)}:APA91b${fake.alnum(134, 1732)}`;
  const CLAIMS = 'eyJzdWIiOiJyaXRhIiwicm9sZSI6ImFkbWluIn0';
  const SIG = fake.alnum(43, 1733);
  itRedacts([
    ['an FCM server key in prose', `here is what you asked for: ${FCM}`, FCM.slice(12)],
    ['a JWT broken inside its claims', `from the terminal:\neyJhbGciOiJIUzI1NiJ9.${CLAIMS.slice(0, 20)}\n${CLAIMS.slice(20)}.${SIG}\nthanks`, SIG],
  ]);
  it('keeps an SSH public key and the line after a JWT header with its claims', () =>
    expectKept([`ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${fake.b64(60, 1734)} ci@runner`, `header.claims: eyJhbGciOiJIUzI1NiJ9.${CLAIMS}\nRun make test-unit.again now`]));
});
