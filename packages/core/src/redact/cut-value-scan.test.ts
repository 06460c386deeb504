/** A value cut over two prompts, each half in a text of its own; prose with quotes stays. Values are made up here. */
import { describe, expect, it } from 'vitest';
import { expectKept } from './expect-redaction.js';
import { redactText } from './redact.js';

describe('a value cut over two prompts', () => {
  it('redacts the half that opens its quote and the half that closes it', () => {
    expect(redactText('बैकअप का पासफ़्रेज़ है "walnut-ferry-c').text).toBe('बैकअप का पासफ़्रेज़ है "[REDACTED:generic-secret]');
    expect(redactText('obalt-lantern" (sorry, hit enter too early)').text).toBe('[REDACTED:generic-secret]" (sorry, hit enter too early)');
  });

  it('keeps quotes opened and closed, dates and versions', () =>
    expectKept([
      'rename it to "order-service" and redeploy',
      'the branch "feat-login" is merged',
      '2024-01-15" was the date',
      'bump to "1.2.3',
      'it said "this-is-fine" twice',
    ]));
});
