/**
 * Probes for the leaks of a fourth red-team set (issue 13), written with other words and values than the set's, each
 * beside text of the same syntax that must survive: a password a person composed, standing in prose of any language
 * with no noun for it; a secret spelled out; a licence key as its vendor prints it; a key of one case and digits, or a
 * labelled hex key, a few words after "key"; a Bitcoin key in Wallet Import Format; Google's backup codes in a pair.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactEach } from './redact.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a password a person composed, in prose with no noun for it', () => {
  probe([
    ['Japanese, glued to the particles', 'rootでサインインしてMaple4!205otterを入れてからマイグレーションを実行して。', 'Maple4!205otter'],
    ['Finnish, after a verb only', 'Kirjaudu sisään ja syötä marten#4471Copper ennen ajoa.', 'marten#4471Copper'],
    ['Hungarian, in a plan step', '{"step":"Lépj be, írd be: Heron_Pebble602% és indítsd újra."}', 'Heron_Pebble602%'],
    ['words, digits and = with a closing symbol', 'Ingia kama admin kwa Falcon27=QUARTZ~ kisha endelea.', 'Falcon27=QUARTZ~'],
    ['a user correcting themselves', 'it was Tulip!55meadow — no wait, it is cobalt#2210Fennel now', 'cobalt#2210Fennel'],
    ['an answer to the agent in a sentence', "it's Jun1per$604falcon for the test one", 'Jun1per$604falcon'],
    ['two words glued, digits, a symbol', 'Context: tietokannan arvo on WillowCedar83* älä jaa sitä', 'WillowCedar83*'],
    ['an ipsec.secrets PSK line', '192.0.2.10 198.51.100.4 : PSK "Harbor52=TULIP~"', 'Harbor52=TULIP~'],
    ['a Rust constant with its type', 'const DB_SECRET: &str = \\"Marble71=CEDAR^\\";', 'Marble71=CEDAR^'],
    ['a pgbouncer userlist line', '"billing_ro" "Q8uail!250pepper"', 'Q8uail!250pepper'],
  ]);
  it('keeps code, versions, addresses, queries and hashes with the same characters', () =>
    expectKept([
      'backup saved as 8649f1afbee5cd26@v2 in file-history',
      'if (count+1000 > maxDiffSize+1000) return;',
      'install lodash@4.17.21 and node@18.19.0 first',
      'see https://example.com/search?q=item42&page=12 for more',
      'mail jane.doe1984@example.com or ops@bastion01',
      'fixed in acme/api#4521, released as v2.14.0-rc.1',
      'The query string was hello%20world%21 after encoding2024',
      'run it with --max-old-space-size=4096 and NODE_ENV=production',
      'C++17 and C#10 both support this; x^2+3x is the polynomial',
      'the total was $1,200 (about 12% more than 2023!)',
      'integrity sha1-vTchuC90+9pG0VVAYbh8n4Pc2pn=',
    ]));
});

describe('a secret spelled out', () => {
  probe([
    ['letters and digits joined by hyphens', 'spelling it out so there are no typos: k-7-P-w-q-2-L-x-9', 'k-7-P-w-q-2-L-x-9'],
    ['letters and digits joined by blanks', 'the wifi password letter by letter: t 4 k 9 m z 2 p q', 't 4 k 9 m z 2 p q'],
    ['the NATO alphabet', 'read it back phonetically: Kilo Sierra Whiskey Hotel Romeo then four-one', 'Kilo Sierra Whiskey Hotel Romeo'],
  ]);
  it('keeps the alphabet, digit runs, flags, ranges and words of the spelling alphabet in prose', () =>
    expectKept([
      '  0 1 2 3 4 5 6 7 8 9 a b c d e f',
      'matrix row: 1 0 0 1 0 1 1 0',
      'tar -x-v-f is not valid; use tar -xvf',
      'pick one of a-b-c-d-e-f-g-h for the column names',
      'Delta Air Lines and the Hotel California tour',
      'echo "building"; echo done',
    ]));
});

describe('a licence key as its vendor prints it', () => {
  probe([
    ['groups of five capitals and digits', 'activation for the demo box: 7QKX2-M4TR9-ZP8LW', '7QKX2-M4TR9-ZP8LW'],
    ['six groups of four digits', 'serial for the design suite 1187-4420-9931-0056-7723-6618 then reboot', '1187-4420-9931-0056-7723-6618'],
  ]);
  it('keeps dates, UUIDs, hex ids, phone numbers and card-like ids of fewer groups', () =>
    expectKept([
      'released 2024-05-17, build 3321-7781',
      'request 8e2f1c3a-4b5d-4e6f-9a0b-1c2d3e4f5a6b failed',
      'MAC 00-1A-2B-3C-4D-5E, ticket PROJ-12345',
      'call +1-555-0142-8830 for support',
      'chunk ABCDE-FGHIJ-KLMNO of the alphabet',
    ]));
});

describe('a key of one case and digits, or a labelled hex key, a few words after "key"', () => {
  probe([
    ['capitals and digits from a dashboard', "here's the hosting key from the panel: QX7RMVN2KD4PLW9ZT3HBC8YFJ6GS", 'QX7RMVN2KD4PLW9ZT3HBC8YFJ6GS'],
    ['lower case and digits', 'pat key from the org settings: m3kq7zr2vx9tb4nw6hy8pc5jd2fs7lg3', 'm3kq7zr2vx9tb4nw6hy8pc5jd2fs7lg3'],
    ['hex after a labelled key', 'the cloud key from the dashboard: 5d3c9a17e0b24f68a1c7e93d2b05f4a8e6c1d7b39f20a4e85c6b3d1f7a9e0c24', '5d3c9a17e0b24f68a1c7e93d2b05f4a8e6c1d7b39f20a4e85c6b3d1f7a9e0c24'],
    ['a LangSmith key', "here's the tracing key from the settings page: 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", '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'],
  ]);
  it('keeps digests, commits and cache keys after the same words', () =>
    expectKept([
      'the key was fixed in 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a',
      'primary key column ORDER_LINE_ITEMS_2024_Q3_ARCHIVE_TABLE stays',
    ]));
});

describe("a Bitcoin key in Wallet Import Format, and Google's backup codes in a pair", () => {
  probe([
    ['a compressed WIF key', 'import this into the test wallet: KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn', 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn'],
    ['two backup codes of digits', 'backup codes for the team account: 4417 8290, 6603 1958 (unused)', '6603 1958'],
  ]);
  it('keeps addresses, CIDs and transaction ids of base58', () =>
    expectKept([
      'send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'pinned QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG on the gateway',
    ]));
});

describe('a Wi-Fi key in a sentence about the network', () => {
  probe([
    ['plain words after "the key is"', 'office wifi is "Atrium-Guest" and the key is walrus maple copper', 'walrus maple copper'],
    ['a code off the router sticker', 'the code on the router sticker is KV8TQ3MZ7XRW2PLD, the 0 may be an O', 'KV8TQ3MZ7XRW2PLD'],
  ]);
  it('keeps prose about the key and settings named for it', () =>
    expectKept([
      'the wifi key is printed on the back of the router',
      'configure the wifi password in settings.json',
      'wifi: key rotation is handled by the controller',
    ]));
});

describe('a licence block under its header, a passphrase of joined words, a password wrapped short or split by markup', () => {
  probe([
    ['the hex lines of a licence block', '----- BEGIN LICENSE -----\nNorth Ltd\n5 User License\nEA7E-771204\n3D91A0C7 7B42E9F1 C05D88A2 19E6B4F3\n------ END LICENSE ------', '3D91A0C7 7B42E9F1'],
    ['words joined by _ after "passphrase"', 'deploy key is locked, passphrase tiger_maple_ocean. Next: redeploy', 'tiger_maple_ocean'],
    ['a short base64 run with padding', "I base64'd it so it stays out of the logs: V2FsbnV0NyExOGNvdmU=", 'V2FsbnV0NyExOGNvdmU='],
    ['halves in two code spans', 'db password: `pQ7Lk29Wm``T0yBRZkNs` (two parts, join them)', 'T0yBRZkNs'],
    ['a made password in a directory of a derived path', 'Write /mnt/share/backup_Lupine#2231/billing-api/config/app.yml', 'Lupine#2231'],
  ]);
  it('keeps licence prose, padded ids, code spans and package directories', () =>
    expectKept([
      'see the BEGIN LICENSE header format in the docs, 4 lines',
      'export FOO_BAR_BAZ_QUX=',
      'run: `npm ci` `npm test`',
      'node_modules/.pnpm/react-dom@18.2.0_react@18.2.0/node_modules/react-dom/index.js',
    ]));
});

describe('metadata strings redacted together', () => {
  it('redacts a value given alone among longer strings', () => {
    const [intent, item] = redactEach(['Fix the login flow for the staging deploy and rerun the migrations', 'marigold?58213QT']);
    expect(intent).toBe('Fix the login flow for the staging deploy and rerun the migrations');
    expect(item).not.toContain('58213');
  });
  it('keeps the names of a branch given alone and redacts only its made part', () => {
    const [branch] = redactEach(['hotfix/db-password-Marigold!58'], 'name');
    expect(branch).toMatch(/^hotfix\/db-password-\[REDACTED:[a-z0-9-]+\]$/);
  });
});
