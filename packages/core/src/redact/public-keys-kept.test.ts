/**
 * Public keys and client keys a transcript holds, kept: a site key, a publishable key, a Sentry DSN's key, a
 * minisign or signify public key, a public key or certificate joined onto one line, an anonymous-role JWT, a public
 * Mapbox token, a JWT header alone, a JWK modulus, the public half of a credential. Beside each, the secret of the same
 * look is still redacted. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

/** A public Mapbox token (payload made up here), and a secret one of the same shape. */
const MAPBOX_PAYLOAD = 'eyJ1IjoidGVzc2EtbWFwcyIsImEiOiJjbHE4eDJ2N20wYTFiM2M0ZDVlNmY3ZzhoIn0';
const PUBLIC_TOKEN = `pk.${MAPBOX_PAYLOAD}.Zt4Xq9LwP2mRk7Vn3Bc8Hy`;
const SECRET_TOKEN = `sk.${MAPBOX_PAYLOAD}.Jw5Tq1LpX8mKc3Rn9Vb6Dz`;

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

describe('public Mapbox tokens are not secrets', () => {
  it.each([
    `mapboxgl.accessToken = '${PUBLIC_TOKEN}';`,
    `MAPBOX_TOKEN=${PUBLIC_TOKEN}`,
    `token: ${PUBLIC_TOKEN}`,
    `https://api.mapbox.com/styles/v1/acme/streets?access_token=${PUBLIC_TOKEN}`,
  ])('keeps %s', (text) => {
    expect(redactText(text).text).toBe(text);
  });

  it('still redacts the secret sk. token and a pk. look-alike of another shape', () => {
    expect(redactText(`MAPBOX_TOKEN=${SECRET_TOKEN}`).text).not.toContain('Jw5Tq1LpX8mKc3Rn9Vb6Dz');
    expect(redactText(`mapboxgl.accessToken = '${SECRET_TOKEN}';`).text).not.toContain('Jw5Tq1LpX8mKc3Rn9Vb6Dz');
    expect(redactText('API_TOKEN=pk.Rv7pQ2mW9xK4tLs8Nd3Fg6Hj1').text).not.toContain('Rv7pQ2mW9xK4tLs8Nd3Fg6Hj1');
  });
});

describe('public values beside secret-ish words stay', () => {
  const jwtHeader = Buffer.from('{"alg":"RS256","kid":"k1","typ":"JWT"}').toString('base64url');
  const jwk = `{"keys":[{"kty":"RSA","kid":"k1","use":"sig","alg":"RS256","n":"xjlcq_${fake.alnum(80, 1509)}","e":"AQAB"}]}`;
  const mappings = `{"version":3,"mappings":"AAAA,SAASA,IAAIa4;uB3Q${fake.b64(60, 1510)};${fake.alnum(33, 1511)}"}`;
  it.each([
    ['a JWT header alone', `The token header ${jwtHeader} decodes to {"alg":"RS256"}`],
    ['a JWK modulus', jwk],
    ['source map mappings', mappings],
  ])('%s', (_name, text) => expect(redactText(text).text).toBe(text));
});

describe('public halves of a credential are kept, secret halves redacted', () => {
  it('keeps an OpenAI file id, redacts an OpenAI key', () => {
    expectKept([`Uploaded eval set as file-${fake.alnum(22, 1701)} (purpose=evals)`]);
    expectRedacted(`OPENAI_API_KEY=sk-proj-${fake.alnum(48, 1702)}`, fake.alnum(48, 1702));
  });

  it("keeps Razorpay's key id given to Checkout, redacts its key secret", () => {
    expectKept([`const rzp = new Razorpay({ key: "rzp_live_${fake.alnum(14, 1703)}", amount: 50000 });`]);
    const secret = fake.alnum(24, 1704);
    expectRedacted(`new Razorpay({ key_id: "rzp_live_${fake.alnum(14, 1703)}", key_secret: "${secret}" })`, secret);
  });

  it('keeps a Braintree tokenization key, redacts a Braintree access token', () => {
    const tokenization = `production_${fake.hex(8, 1705)}_${fake.alnum(16, 1706).toLowerCase()}`;
    expectKept([`braintree.client.create({ authorization: '${tokenization}' })`, `authorization: "${tokenization}"`]);
    const access = `access_token$production$${fake.hex(16, 1707)}$${fake.hex(32, 1708)}`;
    expectRedacted(`BRAINTREE_TOKEN=${access}`, fake.hex(32, 1708));
  });

  it('keeps a Square application id, redacts its access token and OAuth secret', () => {
    expectKept([`const payments = Square.payments("sq0idp-${fake.alnum(22, 1709)}", "L${fake.upper(12, 1710)}");`]);
    expectRedacted(`SQUARE_OAUTH_SECRET=sq0csp-${fake.alnum(43, 1711)}`, fake.alnum(43, 1711));
  });

  it("keeps an Adyen client key, redacts an Adyen API key", () => {
    expectKept([`const checkout = await AdyenCheckout({ clientKey: "test_${fake.upper(32, 1712)}", environment: "test" });`]);
    const apiKey = `AQE${fake.alnum(60, 1713)}`;
    expectRedacted(`curl -H "X-API-Key: ${apiKey}" https://checkout-test.adyen.com/v71/payments`, apiKey);
  });

  it('keeps a VAPID public key (an uncompressed P-256 point), redacts the VAPID private key', () => {
    const publicKey = `BE${fake.alnum(85, 1714)}`;
    expectKept([`applicationServerKey: '${publicKey}'`, `webpush.setVapidDetails('mailto:ops@example.com', '${publicKey}', process.env.VAPID_PRIVATE)`]);
    const privateKey = fake.alnum(43, 1715);
    expectRedacted(`VAPID_PRIVATE_KEY=${privateKey}`, privateKey);
  });

  it('keeps an ACME DNS-01 TXT value (DNS publishes it), redacts an EAB HMAC key', () => {
    const txt = fake.alnum(43, 1716);
    expectKept([`_acme-challenge.example.io. 60 IN TXT "${txt}"`, `;; ANSWER SECTION:\n_acme-challenge.example.io. 300 IN TXT "${txt}"`]);
    expectRedacted(`certbot register --eab-kid kid-1 --eab-hmac-key ${txt}`, txt);
  });

  it('keeps a SOPS ENC[…] value whole, short or long; a plain value under the same name is redacted', () => {
    const enc = (n: number): string =>
      `ENC[AES256_GCM,data:${fake.b64(n, 1717)},iv:${fake.b64(43, 1718)}=,tag:${fake.b64(22, 1719)}==,type:str]`;
    expectKept([`db_password: ${enc(24)}`, `db_password: ${enc(8)}`, `password is ${enc(8)}`]);
    const plain = `Zq8!${fake.alnum(14, 1720)}`;
    expectRedacted(`db_password: ${plain}`, plain);
  });

  it('keeps a SealedSecret value (sealed to the controller key), redacts a long base64 secret under the same name whole', () => {
    const sealed = (n: number): string => Buffer.concat([Buffer.from([n >> 8, n & 255]), Buffer.from(fake.b64(n + 80, 1727))]).toString('base64');
    expectKept([`spec:\n  encryptedData:\n    password: ${sealed(512)}\n    api_token: ${sealed(256)}\n`]);
    const long = fake.b64(760, 1728);
    const out = redactText(`spec:\n  data:\n    password: ${long}\n`).text;
    expect(out).toBe('spec:\n  data:\n    password: [REDACTED:generic-secret]\n');
  });

  it('keeps a CI cache key (OS, words, a lockfile digest), redacts a signing key with a word prefix', () => {
    expectKept([`Cache saved with key: node-cache-Linux-x64-npm-${fake.hex(64, 1721)}`]);
    const signing = fake.hex(64, 1722);
    expectRedacted(`INNGEST_SIGNING_KEY=signkey-prod-${signing}`, signing);
  });
});
