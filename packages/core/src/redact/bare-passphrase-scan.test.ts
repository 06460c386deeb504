/** A passphrase of words and a number standing alone, and the names of that shape that stay. Values are made up here. */
import { describe, expect, it } from 'vitest';
import { expectKept } from './expect-redaction.js';
import { redactText } from './redact.js';

describe('a passphrase with no noun beside it', () => {
  it.each([
    ['P.S. Dictated on the call: marmot-lentil-sprocket-52', 'marmot-lentil-sprocket-52'],
    ['{"notes":"first line\\nwalrus-pumice-thistle-gannet-07"}', 'walrus-pumice-thistle-gannet-07'],
    ['printf "%s" "staging,tundra-pebble-marmot-61" >> export.csv', 'tundra-pebble-marmot-61'],
  ])('redacts it in %s', (text, value) => {
    const out = redactText(text).text;
    expect(out).not.toContain(value);
    expect(out).toContain('[REDACTED:generic-secret]');
  });

  it('keeps hosts, packages, slugs, paths and longer names', () =>
    expectKept([
      'ssh web-server-prod-01 uptime',
      'npm i eslint-plugin-react-hooks-10',
      'heroku apps:info sleepy-mountain-12345',
      'see docs/marmot-lentil-sprocket-52/index.md',
      'open https://example.com/marmot-lentil-sprocket-52',
      'my-app-marmot-lentil-sprocket-52 is the container',
      'the draft-release-notes-12 file',
      'ran the check twice-over-again-10.5 times',
    ]));
});
