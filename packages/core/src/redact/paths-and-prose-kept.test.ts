/**
 * Paths, code and prose under secret-ish words, kept: an object key that is a path, code and system paths, a match
 * that would reach back over a line break into a path, an account name then a value that is no password, versions and
 * list numbers, a URL whose port ends its line, public values under secret-ish words, real transcript lines that named
 * no secret. Beside each, a secret in the same position is still redacted. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

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

describe('a match never reaches back over a line break into a path', () => {
  it('keeps `cat /etc/machine-id` and the id printed on the next line', () => {
    const id = fake.hex(32, 1723);
    expectKept([`$ cat /etc/machine-id\n${id}`, `$ cat /etc/machine-id\\n${id}\\n`]);
  });

  it('still joins a token wrapped onto the next line, and redacts one read from a file', () => {
    const body = fake.alnum(20, 1724);
    expectRedacted(`token: glpat-${body.slice(0, 7)}\n${body.slice(7)}`, `glpat-${body}`);
    // after a URL's `://` comes the authority, not a path: a PAT wrapped there is joined
    const pat = fake.github('ghp_', 1726);
    expectRedacted(`git clone https://${pat.slice(0, 20)}\n${pat.slice(20)}@github.com/acme/api.git`, pat);
    const token = fake.github('ghp_', 1725);
    expectRedacted(`$ cat ~/.config/gh/token\n${token}`, token);
  });

  it('redacts a prose password whole or not at all: no marker ends inside a longer run', () => {
    const long = `Xy7!${fake.b64(180, 1726)}`;
    const out = redactText(`the password is ${long} for now`).text;
    expect(out).not.toMatch(/\[REDACTED:[a-z-]+\][^\s]/);
  });
});

describe('code and system paths under a secret-ish name are kept', () => {
  it('keeps a constant named for the key it holds, redacts a literal key', () => {
    expectKept(['\tcfg := analytics.Config{\n\t\tAPIKey:     GitLabAPIKey,\n\t\tEndpoint:   GitLabEndpoint,\n\t}', '\t\tAPIKey:     DevOpsAPIKey,']);
    expectRedacted(`\t\tAPIKey:     "${fake.alnum(28, 2201)}",`, fake.alnum(28, 2201));
  });

  it("keeps macOS's per-user temp folder as a key, redacts a token folder of a share path", () => {
    expectKept(['{"key":"/private/var/folders/9x/k2mfq7r81zbx3cw0n4l6d5y0000gp/T/e2e-repo-77120931","conv_id":"c1"}']);
    expectRedacted(`{"key":"/srv/exports/share-${fake.alnum(40, 2202)}/db.sql"}`, fake.alnum(40, 2202));
  });
});

describe('an account name then a value that is no password', () => {
  it('keeps names, addresses, packages and issues after admin or root', () =>
    expectKept([
      'run as root in container-2024 and check the logs',
      'the admin panel at localhost:8080 shows the queue',
      'admin access via ops@bastion-01 works again',
      'the root package lodash@4.17.21 is pinned',
      'root cause is issue#4412 again',
    ]));
});

describe('versions, list numbers and code names in prose and tables are kept', () => {
  it('keeps a tag pinned after #, redacts a made password after its noun', () => {
    expectKept(['Lets anyone who pinned to `v0.3.1` (e.g. the pin example in `.zed/INSTALL.md` uses `#v0.3.1`) opt in deliberately.']);
    expectRedacted('the vault password is Hafenkran#2031 for now', 'Hafenkran#2031');
  });

  it('keeps a word glued to a list number after "tests pass"', () =>
    expectKept(['All tests pass. The change now:1. Reads the config once 2. Caches it']));

  it('keeps a code name in a table under a token-named row, redacts a random cell under a token column', () => {
    expectKept(['| `token_estimator` | No | — |\n| `text_summarizer` | No | — |\n| `stream_result_printer` | No | — |']);
    expectRedacted(`| name | token |\n|---|---|\n| ci | \`${fake.alnum(24, 2203)}\` |`, fake.alnum(24, 2203));
  });
});

describe('a URL whose port ends its line, pasted from a terminal', () => {
  it('keeps the port and the shell prompt of the next line, redacts a password wrapped onto the next line', () => {
    expectKept(['nick@MacBook-Pro-6 nimbus % BASE=http://127.0.0.1:8787\nnick@MacBook-Pro-6 nimbus % WS_ID=ws_crl4u0ey']);
    expectRedacted(`git remote add origin https://dev:${fake.alnum(12, 2203)}\n    ${fake.alnum(12, 2204)}@git.example.com/app.git`, fake.alnum(12, 2204));
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

  it('keeps a git object id printed with -p (a patch or an object, never a password), redacts one given to sqlcmd -P', () => {
    const sha = fake.hex(40, 4211);
    expectKept([`git cat-file -p ${sha}`, `{"command":"git show -p ${sha} | head -40"}`, `cd repo && git log -p ${fake.hex(64, 4212)}`]);
    expectRedacted(`sqlcmd -S db01 -U sa -P ${sha}`, sha);
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

describe('a rule about passwords is no password', () => {
  it('keeps a password policy, redacts a password spoken as words', () => {
    expectKept(['Password policy: minimum 12 characters, two symbols, no reuse of the last 8 passwords.']);
    expectRedacted('the password is maple 41 otter lantern', 'maple 41 otter lantern');
  });
});

describe('a path after a secret word is the file it names, not a value', () => {
  // a handoff's list of touched files, one a line, redacted as one text: the file after `…-token-….md` is a file
  it('keeps the files of a list and a directive that names a file', () =>
    expectKept([
      '_bmad-output/implementation-artifacts/1-2-design-token-system-and-typography.md\n_bmad-output/implementation-artifacts/1-3-page-shell-with-responsive-layout.md',
      'token _bmad-output/artifacts/1-4-empty-dashboard-cards.md',
    ]));

  it('still takes a directive whose value is a secret', () => expectRedacted(`token ${fake.alnum(20, 4101)}`, fake.alnum(20, 4101)));
});
