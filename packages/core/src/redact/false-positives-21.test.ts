/**
 * Public values real transcripts had redacted (issue 13: findings on real benign text), each beside the secret of the
 * same syntax that must still go. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

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
