/**
 * Public values a real Copilot CLI session and attack sets had redacted (issue 13: public values must survive), each
 * beside the secret of the same syntax that must still go. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactJson, redactText } from './redact.js';

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

describe('public values under words that look secret-ish are kept', () => {
  it('keeps an image tag under a registry path, redacts the same value after a bare api key', () => {
    expectKept(['deployed image ghcr.io/acme/api:4d1b13f8e622', `docker pull ghcr.io/acme/api:4d1b13f8e622@sha256:${fake.hex(64, 4104)}`]);
    expectRedacted('deployed api:4d1b13f8e622 to prod', '4d1b13f8e622');
  });

  it("keeps a Go test's verdict, redacts a password after a pass label", () => {
    expectKept(['--- PASS: TestRefreshTokenRotation_ReusesFamilyID21U (0.02s)', 'ok\\n--- PASS: TestTokenRotation_Family9Q (0.01s)']);
    expectRedacted('root pass: Kr4ken_Tide2031x', 'Kr4ken_Tide2031x');
  });

  it('keeps any minisign key given to a verifying -P, redacts its secret key', () => {
    expectKept(['minisign -Vm app.tar.gz -P RWQRIk9r/X4CDK7QGbqA+5v1iFB18NkOxkjJuD3zTFSX0Y7AZ//UjMb']);
    const secret = `RWRTY0Iy${fake.b64(204, 4105)}`;
    expectRedacted(`MINISIGN_SECRET_KEY=${secret}`, secret);
  });

  it("keeps a private JWK's public curve point, redacts its private member", () => {
    const [x, y, d] = ['lqChmKBPytFnfDAjtWQZDqw4llxIbpD6agcIPdAEVpN', 'R6LomuwlZ0dPNzNxMDzWwOdWAXnq71ClB8nqxjHVHyI', fake.alnum(43, 4106)];
    const out = redactText(`Output: {"kty":"EC","crv":"P-256","x":"${x}","y":"${y}","d":"${d}","kid":"sig-2026"}`).text;
    expect(out).toContain(`"x":"${x}","y":"${y}"`);
    expect(out).not.toContain(d);
  });
});

describe('real transcript lines that named no secret are kept', () => {
  it('keeps a git object id asked about with -t, redacts a hex token given to another tool with -t', () => {
    expectKept(['{"command":"git cat-file -t febabe6a01c3eaf6f6b12be3bf655cee62d47b63 2>&1","description":"Check the object"}']);
    expectRedacted(`influx write -t ${fake.hex(40, 4107)}`, fake.hex(40, 4107));
  });

  it('keeps a type handed on by the verb pass, redacts a password after the noun pass', () => {
    expectKept(['**Potential Optimization:** Pass `*git.Repository` to `EnsureSetup()` via interface']);
    expectRedacted('the wifi pass `Kr4ken*Tide.20`', 'Kr4ken*Tide.20');
  });

  it("keeps a Go test's folder under macOS's temp root, redacts a random folder under another root", () => {
    expectKept(["WHERE key = '/var/folders/5g/w6qvhr890pxfz9sg1l0d5c0r0000gn/T/TestParseHookStopPrefersSQLiteTranscript1455634868/' LIMIT 1"]);
    expectRedacted(`password = '/srv/keys/${fake.alnum(32, 4108)}'`, fake.alnum(32, 4108));
  });
});

describe('an address under a name that says token is kept', () => {
  it("keeps a token contract's Ethereum address, redacts a private key of the same alphabet", () => {
    expectKept(['const TOKEN_CONTRACT = "0x0a33089e0eb4739176b45eabebbcc68abe84344a";']);
    expectRedacted(`const TOKEN_SIGNER_KEY = "0x${fake.hex(64, 4109)}";`, fake.hex(64, 4109));
  });
});

