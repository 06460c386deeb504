/**
 * False-positive classes of issue 13 closed on branch fp13 (values made up here): public values a transcript holds
 * that a rule read as secrets, each beside a real secret in the same position that must still be redacted.
 */
import { describe, it } from 'vitest';
import { fake, rng } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const pick = (n: number, next: () => number): string => Array.from({ length: n }, () => LOWER[next() % LOWER.length]).join('');

/** `kubectl get pods -o wide`: generated pod and node names in aligned columns. */
function podTable(rows: number, seed: number): string {
  const next = rng(seed);
  const head = 'NAME                          READY   STATUS    RESTARTS   AGE   IP           NODE';
  const lines = Array.from({ length: rows }, (_, i) => `orders-api-${pick(10, next)}-${pick(5, next)}   1/1   Running   0   ${i % 9}d   10.42.${i % 9}.${10 + i}   node-${pick(5, next)}`);
  return [head, ...lines].join('\n');
}

describe('the last cell of a table row and the first cell of the next are not one wrapped token', () => {
  it('keeps generated pod and node names in `kubectl get pods -o wide` output', () => {
    expectKept([podTable(40, 1301), JSON.stringify(podTable(20, 1302))]);
  });

  it('keeps tab-separated rows, also JSON-escaped', () => {
    const next = rng(1303);
    const rows = Array.from({ length: 12 }, () => `web-${pick(10, next)}-${pick(5, next)}\tRunning\tnode-${pick(5, next)}`).join('\n');
    expectKept([rows, JSON.stringify(rows)]);
  });

  it('still joins a token a terminal wrapped onto the next line, also after a column gap on one side only', () => {
    const token = `gsk_${fake.alnum(40, 1304)}`;
    expectRedacted(`export GROQ=${token.slice(0, 10)}\n${token.slice(10)}`, token);
    expectRedacted(`token:   ${token.slice(0, 10)}\n${token.slice(10)} then restart`, token);
    expectRedacted(`curl -H "x: ${token.slice(0, 30)}\n${token.slice(30)}"   -d @body.json`, token);
  });

  it('still redacts a random token in a table cell', () => {
    const token = `gsk_${fake.alnum(40, 1305)}`;
    expectRedacted(`NAME      TOKEN\nci-bot    ${token}   active`, token);
  });
});

describe('a key public by its name: a site key (reCAPTCHA, Turnstile, hCaptcha), a pub key', () => {
  const SITE = `6L${fake.alnum(38, 1311)}`;
  it('keeps the site key in HTML, code and an .env line', () => {
    expectKept([
      `<div class="g-recaptcha" data-sitekey="${SITE}"></div>`,
      `grecaptcha.render('captcha', { sitekey: '${SITE}' });`,
      `RECAPTCHA_SITE_KEY=${SITE}`,
      `NEXT_PUBLIC_RECAPTCHA_SITE_KEY: ${SITE}`,
      `the site key ${SITE} is in the form`,
    ]);
  });

  it('still redacts the secret key of the same service', () => {
    expectRedacted(`RECAPTCHA_SECRET_KEY=${SITE}`, SITE);
    expectRedacted(`recaptcha: { secret: '${SITE}' }`, SITE);
    expectRedacted(`data-secretkey="${SITE}"`, SITE);
  });
});

describe('a publishable key with a prefix of its own', () => {
  const BODY = fake.alnum(43, 1321);
  it("keeps PostHog's project key (`phc_`), which the browser snippet ships", () => {
    expectKept([`posthog.init('phc_${BODY}', { api_host: 'https://eu.i.posthog.com' })`, `POSTHOG_KEY=phc_${BODY}`]);
  });

  it('still redacts its personal API key (`phx_`)', () => {
    expectRedacted(`curl -H "Authorization: Bearer phx_${BODY}" https://eu.posthog.com/api/projects/`, `phx_${BODY}`);
    expectRedacted(`posthog.init('phx_${BODY}')`, `phx_${BODY}`);
  });
});

describe("a Sentry DSN's key, which Sentry ships in every browser bundle", () => {
  const KEY = fake.hex(32, 1331);
  it('keeps the DSN, on sentry.io and on a self-hosted Sentry', () => {
    expectKept([
      `Sentry.init({ dsn: "https://${KEY}@o227628.ingest.us.sentry.io/6714412" });`,
      `SENTRY_DSN=https://${KEY}@sentry.acme.dev/12`,
      JSON.stringify({ dsn: `https://${KEY}@o4505.ingest.sentry.io/4505` }),
    ]);
  });

  it('still redacts the secret of a legacy DSN and a key in the userinfo of any other host', () => {
    const secret = fake.hex(32, 1332);
    expectRedacted(`SENTRY_DSN=https://${KEY}:${secret}@sentry.io/12`, secret);
    expectRedacted(`dsn: "https://${KEY}@o4505.ingest.example.io/4505"`, KEY);
    expectRedacted(`git clone https://${KEY}@sentry-mirror.example.io/acme/app.git`, KEY);
  });
});

describe('a public key in a format of its own (minisign / signify)', () => {
  // "Ed" and the key id's first bits: a real minisign public key starts RWQ, RWR, RWS or RWT.
  const PUB = `RWQ${fake.alnum(53, 1341)}`;
  it('keeps the key given to `minisign -P` and written to a .pub file', () => {
    expectKept([
      `minisign -Vm release.tar.gz -P ${PUB}`,
      `minisign -Vm release.tar.gz -P '${PUB}'`,
      `untrusted comment: minisign public key 7D2A8F1C9B3E4D50\n${PUB}`,
    ]);
  });

  it('still redacts a password given to `-P`, and a key of another length', () => {
    expectRedacted(`unzip -P 'Sx9!rq2Lw#e' backup.zip`, 'Sx9!rq2Lw#e');
    const longer = `RWQ${fake.alnum(60, 1342)}`;
    expectRedacted(`7z x backup.7z -P ${longer}`, longer);
  });
});

describe('an object key that is a path, after a name that ends in `key`', () => {
  it('keeps the S3 object key of `aws s3api head-object` output', () => {
    expectKept(['{\n    "Key": "exports/2026-12-04.parquet",\n    "Size": 734003200\n}', 'key: assets/img/logo-2x.png']);
  });

  it('still redacts a random value, also one with a slash and a dot', () => {
    const v = `${fake.alnum(30, 1351)}/${fake.alnum(12, 1352)}`;
    expectRedacted(`{"Key": "${v}"}`, v);
    const file = `${fake.alnum(36, 1353)}/${fake.alnum(6, 1354)}.txt`;
    expectRedacted(`"secret_key": "${file}"`, file);
  });
});

describe('the lines of a public key or a certificate joined onto one line by a summary', () => {
  const lines = Array.from({ length: 5 }, (_, i) => fake.alnum(64, 1361 + i));
  it('keeps them, also when the summary cut the END armour off', () => {
    const flat = `ok exit 0: -----BEGIN PUBLIC KEY----- MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA ${lines.join(' ')}`;
    expectKept([`${flat} -----END PUBLIC KEY-----`, `${flat.slice(0, 300)}…`, `-----BEGIN CERTIFICATE----- MIIDdzCCAl+gAwIBAgIE ${lines.join(' ')}`]);
  });

  it('still redacts the lines of a private key joined the same way', () => {
    const flat = `ok exit 0: -----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA ${lines.join(' ')}`;
    for (const line of lines) expectRedacted(`${flat.slice(0, 300)}…`.includes(line) ? `${flat.slice(0, 300)}…` : flat, line.slice(0, 40));
  });
});

describe('a bare random run whose name says it is an id, an address or a nonce', () => {
  const ID = fake.alnum(32, 1371);
  it('keeps request, trace and build ids and a wallet address', () => {
    expectKept([`< x-request-id: ${ID}`, `Request ID: ${ID}`, `trace_id=${ID} level=info`, `Build ID: ${fake.alnum(36, 1372)}`, `Wallet address: ${fake.alnum(44, 1373)}`]);
  });

  it('still redacts an id that is a secret, and a bare run without a name', () => {
    expectRedacted(`secret_id=${ID}`, ID);
    expectRedacted(`session_id: ${ID}`, ID);
    expectRedacted(`here it is: ${ID}`, ID);
    expectRedacted(`API token ${ID}`, ID);
  });
});

describe('a public value with a shape of its own', () => {
  it('keeps an IPFS content id, a Datadog browser client token, a CSP nonce and Stripe object ids', () => {
    expectKept([
      `ipfs cat Qm${fake.alnum(44, 1381).replace(/[0OIl]/g, 'x')}`,
      `datadogRum.init({ clientToken: 'pub${fake.hex(32, 1382)}', site: 'datadoghq.com' })`,
      `Content-Security-Policy: script-src 'nonce-${fake.alnum(22, 1383)}' 'strict-dynamic'`,
      `evt_${fake.alnum(24, 1384)} delivered to we_${fake.alnum(24, 1385)}`,
    ]);
  });

  it('still redacts a Datadog API key, a random run of the same length and a prefixed token', () => {
    const key = fake.hex(32, 1386);
    expectRedacted(`DD_API_KEY=${key}`, key);
    const run = `Qx${fake.alnum(44, 1387)}`;
    expectRedacted(`use ${run} for it`, run);
    const token = `wx_${fake.alnum(40, 1388)}`;
    expectRedacted(`token ${token}`, token);
  });
});

describe("a JWT with the anonymous role (Supabase's anon key, shipped in the browser bundle)", () => {
  const b64 = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  const jwt = (role: string): string =>
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'supabase', ref: fake.alnum(20, 1391).toLowerCase(), role, iat: 1733300000, exp: 2048876000 })}.${fake.alnum(43, 1392)}`;
  it('keeps it, bare and after its name', () => {
    expectKept([`SUPABASE_ANON_KEY=${jwt('anon')}`, `const supabase = createClient(url, '${jwt('anon')}')`, `anonKey: "${jwt('anon')}"`]);
  });

  it('still redacts the service-role key and a user token', () => {
    expectRedacted(`SUPABASE_SERVICE_ROLE_KEY=${jwt('service_role')}`, jwt('service_role').split('.')[2]!);
    expectRedacted(`Authorization: Bearer ${jwt('authenticated')}`, jwt('authenticated').split('.')[2]!);
    expectRedacted(`createClient(url, '${jwt('service_role')}')`, jwt('service_role').split('.')[2]!);
  });
});

describe('a header, a cookie or a prefixed id whose name says it is no secret', () => {
  it('keeps a cache key header, analytics cookies and ids with a prefix', () => {
    expectKept([
      `< X-Cache-Key: ${fake.hex(32, 1401)}`,
      `"x-idempotency-key": "${fake.alnum(32, 1402)}"`,
      'Set-Cookie: _ga=GA1.1.1064642286.1733300000; Path=/; Max-Age=63072000',
      'Cookie: _fbp=fb.1.1733300000123.987654321; theme=dark',
      `Deployment dpl_${fake.alnum(28, 1403)} is ready`,
      `VERCEL_PROJECT_ID=prj_${fake.alnum(28, 1404)}`,
      `DEPLOYMENT_ID=abc_${fake.alnum(28, 1405)}`,
    ]);
  });

  it('still redacts a key header, a session cookie and a prefixed token after a secret name', () => {
    const key = fake.hex(32, 1406);
    expectRedacted(`X-Master-Key: ${key}`, key);
    expectRedacted(`X-Partner-Key: ${key}`, key);
    const sid = fake.alnum(32, 1407);
    expectRedacted(`Cookie: _ga=GA1.1.1064642286.1733300000; sessionid=${sid}`, sid);
    expectRedacted('Cookie: sid=1733300000.123456789', '1733300000.123456789');
    const padded = `${fake.alnum(42, 1409)}==`;
    expectRedacted(`SESSION_COOKIE=${padded}`, padded.slice(0, 42));
    const token = `abc_${fake.alnum(28, 1408)}`;
    expectRedacted(`DEPLOY_TOKEN=${token}`, token);
    expectRedacted(`secret_id: ${token}`, token);
    expectRedacted(`here: ${token}`, token);
  });
});
