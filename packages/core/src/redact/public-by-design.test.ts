/**
 * Values that look random but are public by design (issue 13, a new attacker set's negatives): each class kept,
 * beside the secret of the same family that must still be redacted. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const SITE_KEY = `6L${fake.alnum(38, 1601)}`;
const POSTHOG = fake.alnum(43, 1602);
const DSN_KEY = fake.hex(32, 1603);
const MINISIGN = `RW${fake.b64(54, 1604)}`;
const GO_SUM = fake.alnum(43, 1605);

describe('public by design', () => {
  it("keeps a data URI's base64 payload (an image's bytes), redacts a bare random token", () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAq7Wm3KxZt9Lp2Qb';
    expectKept([
      `Output: logo data:image/png;base64,${png}\nError: (none)\nExit Code: 0`,
      `<img src="data:image/webp;base64,UklGRkZ8Wm3KxZt9Lp2QbT4vNc8Hy6Rd">`,
    ]);
    expectRedacted(`Output: token ${png.slice(9)}\nExit Code: 0`, png.slice(9));
  });

  it('keeps a captcha site key, redacts its secret key', () => {
    expectKept([
      `<div class="g-recaptcha" data-sitekey="${SITE_KEY}"></div>`,
      `TURNSTILE_SITE_KEY=${SITE_KEY}`,
      `recaptcha: { siteKey: '${SITE_KEY}' }`,
    ]);
    expectRedacted(`RECAPTCHA_SECRET_KEY=${SITE_KEY}`, SITE_KEY);
  });

  it("keeps PostHog's project key (phc_), redacts its personal API key (phx_)", () => {
    expectKept([`posthog.init('phc_${POSTHOG}', { api_host: 'https://eu.i.posthog.com' })`]);
    expectRedacted(`POSTHOG_PERSONAL_API_KEY=phx_${POSTHOG}`, POSTHOG);
  });

  it("keeps a Sentry DSN's public key, redacts a key as another host's userinfo", () => {
    expectKept([
      `Sentry.init({ dsn: "https://${DSN_KEY}@o227628.ingest.us.sentry.io/6714412" });`,
      `SENTRY_DSN=https://${DSN_KEY}@o42.ingest.sentry.io/17`,
      `Sentry.init({ dsn: "https://${DSN_KEY}@o304435.ingest.us.`, // an output's cut ends the host
    ]);
    expectRedacted(`git clone https://${DSN_KEY}@git.example.dev/team/app.git`, DSN_KEY);
  });

  it("keeps minisign's public key after -P, redacts zip's password after -P", () => {
    expectKept([`minisign -Vm release.tar.gz -P ${MINISIGN}`, `signify -V -p key.pub -x f.sig -m f; minisign -V -P ${MINISIGN} -m f`]);
    expectKept([`     3→minisign -Vm release.tar.gz -P ${MINISIGN}`]); // a file read's line number before the command
    expectRedacted(`zip -P ${MINISIGN} backup.zip notes.txt`, MINISIGN);
  });

  it("keeps an S3 object's key, a relative path with an extension; a key after a path-like prefix is redacted", () => {
    const random = fake.alnum(24, 1607);
    expectKept(['{\n    "Key": "exports/2026-12-04.parquet",\n    "Size": 734003200\n}', `{ "Key": "logs/2026/12/04/app-1.json.gz" }`]);
    expectRedacted(`api_key="prod/${random}"`, random);
  });
});

describe('cut and wrapped public values', () => {
  it("keeps a go.sum hash cut before its '=' (a capped tool output)", () => {
    expectKept([`github.com/acme/kit v0.13.8/go.mod h1:${GO_SUM}[… 1107 chars cut …]`, `example.com/m v1.2.0 h1:${GO_SUM}`]);
  });

  it('keeps the rows of a table: a short last cell is not the head of a token wrapped onto the next row', () => {
    const rows = [
      'NAME                          READY   STATUS    RESTARTS   AGE   IP           NODE',
      'orders-api-57s987s5aw-83drj   1/1     Running   0          5d    10.42.9.66   node-ffc62',
      'orders-api-e54nr38p8h-bro1q   1/1     Running   0          4d    10.42.2.36   node-53ecp',
    ].join('\n');
    expectKept([rows, rows.replace(/\n/g, '\\n')]);
  });

  it("keeps a public key's lines that a summary joined with blanks", () => {
    const lines = [`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${fake.b64(20, 1608)}`, fake.alnum(64, 1609), fake.alnum(64, 1610)];
    expectKept([`-----BEGIN PUBLIC KEY----- ${lines.join(' ')} -----END PUBLIC KEY-----`, `${lines.join(' ')}…`]);
  });

  it('still joins a token wrapped onto the next line', () => {
    const body = fake.alnum(36, 1606);
    expectRedacted(`export TOKEN=ghp_${body.slice(0, 6)}\n${body.slice(6)}\n`, body);
  });
});
