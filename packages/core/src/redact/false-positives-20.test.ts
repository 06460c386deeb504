/**
 * Public values a red-team set of hard negatives and real transcripts found redacted (issue 13), each beside the
 * secret of the same syntax that must still go. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

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
