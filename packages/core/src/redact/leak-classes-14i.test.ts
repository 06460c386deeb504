/**
 * Leak classes found after issue 13's last stop (values made up here): a secret given as the default of a typed
 * parameter or field, a short random value after a bare `secret:` / `token:`, a key id and its secret wrapped in base64
 * together; and the over-redaction of headers whose `-Key` names a cache, trace or request key. Each beside hard
 * negatives that must survive.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectRedacted, expectKept } from './expect-redaction.js';

const PW = `${fake.alnum(6, 1401)}#${fake.alnum(5, 1402)}`;
const TOKEN = fake.alnum(20, 1403);

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

describe('a key id and its secret wrapped in base64 together', () => {
  const KEY_ID = `rzp_live_${fake.alnum(14, 1409)}`;
  const SECRET = fake.alnum(24, 1410);
  const wrapped = Buffer.from(`${KEY_ID}:${SECRET}`).toString('base64');
  it.each([
    ['in a todo', `{"content":"Configure payments with ${wrapped} from the vault","status":"pending"}`],
    ['in Basic auth', `curl -H "Authorization: Basic ${wrapped}" https://api.razorpay.com/v1/orders`],
    ['any key id', `creds=${Buffer.from(`AKID${fake.upper(16, 1411)}:${fake.alnum(32, 1412)}`).toString('base64')}`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(wrapped.slice(8, 40));
    expect(out).toContain('[REDACTED:');
  });

  it.each([
    ['a tuple, plain', `client = razorpay.Client(auth=("${KEY_ID}", "${SECRET}"))`],
    ['a tuple, base64 in a todo', `todo: ${Buffer.from(`client = razorpay.Client(auth=("${KEY_ID}", "${SECRET}"))`).toString('base64')}`],
    ['id:secret, plain', `RAZORPAY=${KEY_ID}:${SECRET}`],
    ['an AWS key id and its secret', `boto3.client("s3", "AKIA${fake.upper(16, 1418)}", "${SECRET}")`],
  ])('a secret right after its key id: %s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(SECRET.slice(0, 12));
    expect(out).toContain('[REDACTED:');
  });

  it('keeps a key id beside another id, a number or a digest', () => {
    expectKept([
      `ids: ${KEY_ID}, ${KEY_ID.replace('live', 'test')}`,
      `pair ${KEY_ID}: 1234567890123456`,
      `checksum ${KEY_ID}: ${fake.hex(40, 1419)}`,
    ]);
  });

  it('keeps base64 of a pair whose second half is a digest', () => {
    expectKept([
      `ref ${Buffer.from(`build:${fake.hex(40, 1413)}`).toString('base64')}`,
      `tag ${Buffer.from(`image:${fake.hex(64, 1414)}`).toString('base64')}`,
    ]);
  });
});
