// A point of the work the assistant puts to the user with the other way it could go, and the reply that names the
// point and keeps it: the way built stays. Made-up messages shaped like real closing reports.
import { describe, expect, it } from 'vitest';
import { keptAsBuilt } from './kept-as-built.js';

const report = [
  '## Fixes applied',
  '',
  '**F1** — `internal/auth/auth.go`: with authentication disabled and `SESSION_KEY` unset, `Init` now creates an ephemeral session store.',
  '',
  'One thing worth confirming with you: with F1, running with `disable-authentication: true` and no `SESSION_KEY` is now allowed (ephemeral key, no sessions). If your security posture would rather *require* `SESSION_KEY` always, let me know and I\'ll adjust.',
].join('\n');

describe('keptAsBuilt', () => {
  it('keeps the point the reply names, and turns the other way down', () => {
    const got = keptAsBuilt('The current way with F1 is OK. Commit the changes', report);
    expect(got?.text).toBe(
      'Asked "One thing worth confirming with you: with F1, running with \'disable-authentication: true\' and no \'SESSION_KEY\' is now allowed (ephemeral key, no sessions). If your security posture would rather require \'SESSION_KEY\' always, let me know and…", the user kept it as built: "The current way with F1 is OK. Commit the changes"',
    );
    expect(got?.rejected[0]?.option).toContain('would rather');
  });

  it('reads a name the point puts in a code span', () => {
    expect(keptAsBuilt('SESSION_KEY optional is fine', report)).not.toBeNull();
  });

  it('keeps nothing when the reply names nothing of the point', () => {
    expect(keptAsBuilt('Looks good, commit the changes', report)).toBeNull();
  });

  it('keeps nothing when the reply asks back or takes the other way', () => {
    expect(keptAsBuilt('Is F1 OK with the LDAP sync?', report)).toBeNull();
    expect(keptAsBuilt('Require SESSION_KEY always for F1', report)).toBeNull();
  });

  it('keeps nothing when the message offered no other way', () => {
    const plain = 'F1 is done: `SESSION_KEY` is optional when authentication is disabled. Build and tests pass.';
    expect(keptAsBuilt('F1 is fine', plain)).toBeNull();
  });
});
