/**
 * A secret in prose that a command quotes (a crontab line's comment, a tag's message, an environment value given to a
 * container), in a file's name, and a public key's pin that must stay. The quote that closes the command's string is
 * no part of the value. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a secret in a string a command quotes', () => {
  itRedacts([
    ['a PIN in a crontab comment echoed', "(crontab -l; echo '0 3 * * * /usr/local/bin/backup.sh # Garage keypad code is 583027') | crontab -", '583027'],
    ['a code before the single quote that closes echo', "echo '# Locker code by the gym door: 916402' >> notes.txt", '916402'],
    ['a PSK in escaped quotes of an environment value', 'docker exec -e NOTE=": PSK \\"otter-bramble-quince-48\\"" web-1 ./bin/reload', 'otter-bramble-quince-48'],
    [
      'a recovery phrase in a tag message',
      'git tag -a staging-3 -m "deploy; Wallet recovery phrase: heron lantern quibble orchard tamarind velvet"',
      'heron lantern quibble orchard tamarind velvet',
    ],
  ]);
  it('keeps a quoted command whose numbers are no secret', () =>
    expectKept([
      "(crontab -l; echo '0 3 * * * /usr/local/bin/backup.sh # runs at 03:00, keeps 14 days') | crontab -",
      "echo '# Build number is 20240501' >> notes.txt",
      'git tag -a v1.4.2 -m "release 1.4.2; migration 0042 applied"',
      'git tag -a s -m "deploy; recovery phrase: stored in the safe, not here"',
    ]));
});

describe('a secret in a file name after its noun', () => {
  const name = (n: string): string => redactText(n, 'name').text;
  it('redacts the code or passphrase, keeps the extension', () => {
    expect(name('notebooks/vault-pw-583027.ipynb')).toBe('notebooks/vault-pw-[REDACTED:generic-secret].ipynb');
    expect(name('handover/unlock-916402.md')).not.toContain('916402');
    expect(name('notes/pin-heron-lantern-quibble-48.txt')).not.toContain('heron-lantern-quibble-48');
  });
  itRedacts([
    ['a file name that ends a path in a text', '7 file_edit: Write /srv/repo/notebooks/vault-pw-583027.ipynb', '583027'],
    ['a passphrase in a file name in a text', 'write_file /srv/repo/notebooks/unlock-heron-lantern-quibble-48.ipynb', 'heron-lantern-quibble-48'],
  ]);
  it('keeps ordinary names with numbers', () => {
    for (const n of [
      'migrations/0042_add_index.py',
      'docs/story-1-2-design.md',
      'notes/2024-05-01-standup.md',
      'src/pin-node-version-18.ts',
      'docs/password-reset-flow-2.md',
      'styles/pin-layout-v2.css',
      'releases/v1.2.3-notes.md',
    ])
      expect(name(n)).toBe(n);
    expectKept(['Edited src/pin-node-version-18.ts and docs/password-reset-flow-2.md', 'cat /srv/app/migrations/0042_add_index.py']);
  });
});

describe("a public key's pin (HPKP, SPKI)", () => {
  it('keeps the pins of a Public-Key-Pins header', () =>
    expectKept([
      'Public-Key-Pins: pin-sha256="d6qzRu9zOECb90Uez27xWltNsj0e1Md7GkYYkVoZWmM="; pin-sha256="E9CZ9INDbd+2eRQozYqqbQ2yXLVKB9+xcprMF+44U1g="; max-age=5184000',
      'Public-Key-Pins-Report-Only: pin-sha256="d6qzRu9zOECb90Uez27xWltNsj0e1Md7GkYYkVoZWmM="; max-age=600',
    ]));
  itRedacts([['a secret quoted after another name and `=`', 'X-Auth: token="Walrus-Quince!82"; max-age=600', 'Walrus-Quince!82']]);
});
