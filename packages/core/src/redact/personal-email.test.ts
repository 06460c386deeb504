/** Personal email addresses quoted from transcripts are masked to their domain; role, bot and reserved addresses stay. */
import { describe, expect, it } from 'vitest';
import { maskPersonalEmails } from './personal-email.js';

describe('a person named with an email address in a compaction summary', () => {
  it('keeps the domain and masks the mailbox', () => {
    const summary = 'The user (Rizel, rizel@entire.io, Entire team) is iteratively redesigning Level 2 ("The Drone Bay").';
    expect(maskPersonalEmails(summary)).toBe('The user (Rizel, [email]@entire.io, Entire team) is iteratively redesigning Level 2 ("The Drone Bay").');
  });

  it('masks every personal address of a prompt, with a tag or dots in the mailbox, at a sentence end too', () => {
    expect(maskPersonalEmails('send the invite to dana.kowalski+beta@acme-corp.co.uk and cc j_doe@mail.acme.io.')).toBe(
      'send the invite to [email]@acme-corp.co.uk and cc [email]@mail.acme.io.',
    );
  });
});

describe('addresses that stand for no person', () => {
  it('stay in commit trailers, remotes, role mailboxes and reserved domains', () => {
    const kept = [
      'Co-Authored-By: Claude <noreply@anthropic.com>',
      'git remote add origin git@github.com:entireio/cli.git',
      'Author: 49699333+dependabot[bot]@users.noreply.github.com',
      'git config user.email "41898282+github-actions[bot]@users.noreply.github.com"',
      'report it to security@acme.io or support@acme.io',
      'curl -u alice@example.com:pw https://api.example.com',
      'the fixture signs up bob@test and carol@shop.test',
      'ssh ubuntu@ec2-3-120-4-5.eu-central-1.compute.amazonaws.com "sudo systemctl restart api"',
      'psql postgres://app:[REDACTED:url-password]@db.acme.io:5432/app',
    ];
    for (const text of kept) expect(maskPersonalEmails(text)).toBe(text);
  });

  it('are no address at all: package specs with a version, scoped packages, decorators, paths', () => {
    const kept = ['npm i react@18.2.0 @types/node@20.11.5', 'uses: actions/checkout@v4.1.1', '@Component({ selector: "x" })', 'src/@app/page.tsx', 'npx create-astro@latest'];
    for (const text of kept) expect(maskPersonalEmails(text)).toBe(text);
  });
});
