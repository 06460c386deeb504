/**
 * Random-looking values public by their family (issue 13, attack set 17's false positives), each kept beside the
 * secret of the same shape, which is still redacted. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const HEX64 = fake.hex(64, 3501);

describe('a content address', () => {
  it("keeps a git-annex key (the digest's length is its algorithm's)", () => {
    expectKept([`whereis data.tar (2 copies)\n  key: SHA256E-s1048576--${HEX64}.tar`, `  key: MD5E-s42--${HEX64.slice(0, 32)}.bin`]);
  });

  it('redacts a hex secret after a key name, and a digest whose length is not its algorithm’s', () => {
    expectRedacted(`  key: ${HEX64}`, HEX64);
    expectRedacted(`  key: SHA256E-s1048576--${HEX64.slice(0, 40)}.tar`, HEX64.slice(0, 40));
  });
});

describe("a public key's typed encoding", () => {
  it('keeps a node key, redacts a private key of the same hex', () => {
    expectKept([`Output: "nodekey:${HEX64}"`, `"discokey:${HEX64}"`]);
    expectRedacted(`Output: "privkey:${HEX64}"`, HEX64);
  });

  it('keeps a device id (eight groups of seven base32), redacts the API key set beside it', () => {
    const id = Array.from({ length: 8 }, (_, k) => fake.upper(7, 3520 + k)).join('-');
    expectKept([`ok exit 0: ${id}`]);
    expectRedacted(`$ syncthing cli config gui apikey set ${fake.alnum(32, 3502)}`, fake.alnum(32, 3502));
  });
});

describe('a client key a browser is handed, by its prefix', () => {
  const NR = fake.hex(19, 3503);
  const UUID = `${fake.hex(8, 3504)}-${fake.hex(4, 3505)}-4${fake.hex(3, 3506)}-a${fake.hex(3, 3507)}-${fake.hex(12, 3508)}`;

  it('keeps a browser licence key and a subscribe key, redacts the secret prefixes beside them', () => {
    expectKept([`;NREUM.loader_config={accountID:"2855543",licenseKey:"NRJS-${NR}",applicationID:"447396892"}`, `new PubNub({ subscribeKey: 'sub-c-${UUID}', userId: uid })`]);
    expectRedacted(`NEW_RELIC_API_KEY=NRAK-${fake.upper(27, 3509)}`, fake.upper(27, 3509));
    expectRedacted(`new PubNub({ secretKey: 'sec-c-${fake.alnum(48, 3510)}' })`, fake.alnum(48, 3510));
  });
});

describe('a resource id with a fixed prefix, an id after its sigil', () => {
  it('keeps a service id and an event id, redacts an API key of the same host', () => {
    expectKept([`srv-${fake.alnum(20, 3511).toLowerCase()}  acme-api  web_service  frankfurt`, `{"event_id": "$${fake.alnum(43, 3512)}", "type": "m.room.message"}`]);
    expectRedacted(`RENDER_API_KEY=rnd_${fake.alnum(32, 3513)}`, fake.alnum(32, 3513));
    expectRedacted(`{"access_token": "$${fake.alnum(43, 3512)}"}`, fake.alnum(43, 3512));
  });
});

describe('a value its own line declares public', () => {
  const HEX32 = fake.hex(32, 3514);
  const SDK = fake.alnum(22, 3515);

  it('keeps a client token whose comment says it is safe in the browser or public', () => {
    expectKept([
      `new Rollbar({ accessToken: '${HEX32}', captureUncaught: true }) // post_client_item scope: safe in the browser`,
      `createInstance({ sdkKey: '${SDK}' }) // datafile is public on the CDN`,
    ]);
  });

  it('redacts the same values with no such comment, or with one that says server or secret', () => {
    expectRedacted(`new Rollbar({ accessToken: '${HEX32}', captureUncaught: true })`, HEX32);
    expectRedacted(`new Rollbar({ accessToken: '${HEX32}' }) // post_server_item: keep it secret`, HEX32);
    expectRedacted(`createInstance({ sdkKey: '${SDK}' }) // not public: the datafile is private`, SDK);
    expectRedacted(`STRIPE_KEY=sk_live_${fake.alnum(24, 3516)} # safe in the browser`, fake.alnum(24, 3516));
    expectRedacted(`new Rollbar({ accessToken: '${HEX32}' }) // this repo is public: rotate it`, HEX32);
  });
});
