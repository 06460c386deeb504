/**
 * Ids, digests and other public random-looking values, kept where they stand: table cells of generated names, a
 * bare random run named as an id, an address or a nonce, values with a public shape of their own, headers, cookies and
 * prefixed ids named as no secret, ids an agent or a system made, public object ids. Beside each, a secret in the same
 * position is still redacted. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake, rng } from './fake-secrets.js';
import { redactJson, redactText } from './redact.js';
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

describe('a sortable id and a build id with its commit', () => {
  // KSUIDs made for 2025-03-01 and 2021-01-01: their first four bytes spell the time
  it('keeps a KSUID in prose, in a table cell and in a log line', () => {
    expectKept([
      'event 2tgwoVvlBL2W7M8ZAoc2nt3Y6QS was replayed twice',
      '| job | 1mRb9fmtZDfXa5oW479qzTwzS9A | done |',
      'ERROR worker: duplicate delivery id=2tgwoVvlBL2W7M8ZAoc2nt3Y6QS',
    ]);
  });

  it('keeps a build id that carries the commit it was built from', () => {
    expectKept(['deployed build-2025.03.14-rc2+4f1c9ad to staging', '| artifact | web-3.12.0-beta.1+8e0d2b71c4 | ok |', 'version 1.4.2+sha.5114f85']);
  });

  it('still redacts a random run of a KSUID\'s length whose leading bytes spell no recent time', () => {
    const run = `Z${fake.alnum(26, 1391)}`;
    expectRedacted(`use ${run} for it`, run);
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

describe('names, ids and digests in a secret-ish context are kept', () => {
  it("keeps the resource name of a Secrets Manager ARN, redacts the secret's value", () => {
    expectKept([
      'arn:aws:secretsmanager:us-east-2:210987654321:secret:staging/api-Xk29Qa',
      'SecretId: arn:aws:secretsmanager:eu-central-1:111122223333:secret:billing/stripe-webhook-7HqPzN',
    ]);
    expectRedacted(`aws secretsmanager put-secret-value --secret-id staging/api --secret-string ${fake.alnum(24, 2101)}`, fake.alnum(24, 2101));
  });

  it('keeps a commit named a clause after "password", redacts a hex key given for it', () => {
    const sha = fake.hex(40, 2102);
    expectKept([`the password reset bug was fixed in ${sha} upstream`]);
    expectRedacted(`the signing secret is ${fake.hex(40, 2103)}`, fake.hex(40, 2103));
  });

  it('keeps ids and digests named as such, redacts a quoted generated argument', () => {
    expectKept([`buildId "${fake.alnum(21, 2104)}" written to .next/BUILD_ID`, `"contentHash": "${fake.alnum(44, 2105)}"`]);
    expectRedacted(`vendorctl rotate "${fake.alnum(12, 2106)}7!Qa"`, `${fake.alnum(12, 2106)}7!Qa`);
  });

  it('keeps a slug that holds the noun, redacts a made password after it', () => {
    expectKept(['I reset my password via the forgot-password-zk42 link and it works', 'the reset_password_v2 route is live']);
    expectRedacted('I reset my password to Quokka-Lantern-58!', 'Quokka-Lantern-58!');
  });

  it('keeps a path with shell variables after mkdir -p, redacts a password after zip -P', () => {
    expectKept(['mkdir -p .cache/$RUN_ID/snapshots', 'mkdir -p cmd/tool/agent/$AGENT_PACKAGE']);
    expectRedacted('zip -P Kq9!xmz$4w out.zip docs/', 'Kq9!xmz$4w');
  });
});

describe('ids an agent or a system made are kept where they stand', () => {
  it("keeps macOS's per-user temp folder in a file name, redacts a token folder of another path", () => {
    const temp = '/var/folders/pg/wbfwl_494z99_25gg76r7zk00000gn/T/copilot-tool-output-1765000000000-x1q2.txt';
    expect(redactText(temp, 'name').text).toBe(temp);
    const token = `tok_${fake.alnum(32, 4101)}`;
    expect(redactText(`/srv/exports/${token}/db.sql`, 'name').text).not.toContain(token);
  });

  it("keeps a tool call's id under its key, redacts the same token under another key and a provider token under it", () => {
    const callId = 'custom_call_e4vv6jametr5QtqB3e40jy2N';
    const out = redactJson({ source: { sessionId: 's1', callId }, note: callId, other: { callId: fake.github() } }).value;
    expect(out.source.callId).toBe(callId);
    expect(out.note).toBe('[REDACTED:prefixed-token]');
    expect(out.other.callId).toBe('[REDACTED:github-token]');
  });

  it('keeps a build id of lower-case letters and digits, redacts a token of mixed case as long', () => {
    expectKept(['build bld_0sr23lp8489gjzzp5lmq1y2r finished in 4m12s']);
    expectRedacted(`build tk_${fake.alnum(24, 4102)} finished in 4m12s`, fake.alnum(24, 4102));
  });

  it('keeps a Firebase push id, redacts a random run after the same words that spells no time', () => {
    expectKept(['message node -NmtPap6qiyZlqr9txzq was duplicated']);
    expectRedacted(`message node -0${fake.alnum(18, 4103)} was duplicated`, fake.alnum(18, 4103));
  });
});

describe('an address under a name that says token is kept', () => {
  it("keeps a token contract's Ethereum address, redacts a private key of the same alphabet", () => {
    expectKept(['const TOKEN_CONTRACT = "0x0a33089e0eb4739176b45eabebbcc68abe84344a";']);
    expectRedacted(`const TOKEN_SIGNER_KEY = "0x${fake.hex(64, 4109)}";`, fake.hex(64, 4109));
  });
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

describe('public object ids whose prefix joins two resource words', () => {
  it('keeps them', () =>
    expectKept([`created msgbatch_01${fake.alnum(22, 1620)}`, `polling msgbatch_01${fake.alnum(22, 1621)} for results`]));
});

describe('an HTTP entity tag is public', () => {
  it('keeps a weak and a strong ETag', () =>
    expectKept(['ETag: W/"5e1c0a2d-kQ8vNw2ZtPp4xRbY7mLc0aHs3"', 'etag: "7a41be09-Tq3LmZ8wPc2Xn5VbKd6Ry0sGh"', '< ETag: W/"1f9c-8qXz0Lp3Nw7VbKc2Mr5Ty"']));
  it('still redacts a token under a header that is no tag', () =>
    expectRedacted('X-Api-Token: W/"sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5"', 'sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5'));
});

describe('a UUID the text says is no secret', () => {
  const h = (n: number, seed: number): string => fake.hex(n, seed);
  const uuid = (seed: number): string => `${h(8, seed)}-${h(4, seed + 1)}-${h(4, seed + 2)}-${h(4, seed + 3)}-${h(12, seed + 4)}`;
  it('keeps an object id labelled "not a secret"', () =>
    expectKept([
      `principalId (object id, not a secret): ${uuid(1800)}`,
      `not a secret: ${uuid(1810)}`,
      `tenant id (this isn't a secret): ${uuid(1820)}`,
    ]));
  it('still redacts a UUID a secret-naming label gives', () => {
    expectRedacted(`client secret: ${uuid(1830)}`, uuid(1830));
    expectRedacted(`the registration secret (do not log it): ${uuid(1840)}`, uuid(1840));
    expectRedacted(`secret: ${uuid(1850)}`, uuid(1850));
  });
});

describe("a ULID (a job's, an order's id) after a word that says secret", () => {
  it('keeps it: Crockford base32 in one case, starting with the time it was made', () =>
    expectKept([
      'rotate-secrets job 01JZZYD2HECFTBYYEM2EEBCS99 finished (nothing rotated)',
      'secret sync run 01hq3v9k2m7x8y4z5a6b7c8d9e finished',
    ]));
  it('still redacts a random key of the same length that is no ULID', () =>
    expectRedacted('rotate-secrets job secret: Zq8LpW3nVt6XrK2mYb9HcJ4sDf', 'Zq8LpW3nVt6XrK2mYb9HcJ4sDf'));
});

describe("a subagent's line: the tool call's id beside its task's words", () => {
  it('keeps the id and redacts the passcode, or keeps both when no value is given', () => {
    const id = 'toolu_01AngGom11SJcRX3cuG15Sp2';
    const given = redactText(`Subagent task ${id}: "use passcode 448812"`).text;
    expect(given).toContain(id);
    expect(given).not.toContain('448812');
    expectKept([`Subagent general-purpose ${id}: "use passcode for the door"`, `Subagent Explore ${id}: "find where the passcode is checked"`]);
  });
});

