// The final scan over output that was redacted in pieces: what only the joined whole gives a context to is redacted
// where it stands and counted for the CLI's one stderr line, instead of refusing to print anything.
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { findSecrets, redactEach, redactLeftovers, takeLateRedactions } from './redact.js';

describe('the fail-safe final scan', () => {
  const keyId = fake.awsKeyId(41);
  const secret = fake.awsSecret(42);

  it('redacts an AWS secret that sits beside its redacted key id only once two fields are joined, and counts it', () => {
    const [id, value] = redactEach([keyId, secret]);
    expect(value).toBe(secret); // alone, forty base64 characters are no secret
    const joined = `credentials: ${id}: ${value}`;
    expect(findSecrets(joined).length).toBe(1);
    takeLateRedactions();
    const out = redactLeftovers(joined);
    expect(out).not.toContain(secret);
    expect(out).toMatch(/^credentials: \[REDACTED:aws-key\]: \[REDACTED:[a-z0-9-]+\]$/);
    expect(takeLateRedactions()).toBe(1);
    expect(takeLateRedactions()).toBe(0);
  });

  it('changes nothing and counts nothing in output already clean', () => {
    takeLateRedactions();
    const text = 'credentials: [REDACTED:aws-key] rotated; see docs/keys.md';
    expect(redactLeftovers(text)).toBe(text);
    expect(takeLateRedactions()).toBe(0);
  });
});
