/**
 * Secrets known by a product's serialization (an LND macaroon's hex header, Maven's master password, a cookie Ruby
 * serialized to YAML, a wallet card's numbered recovery words, a Unity serial), values hidden by invisible characters
 * or written as HTML's numeric references (issue 13, attack 27). Beside each, text of the same shape that holds no
 * secret. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const macaroon = `0201036c6e6402f801${fake.hex(140, 2701)}`;
const master = `{${fake.b64(43, 2702)}=}`;
const cookie = `DAWTKNV323${fake.hex(96, 2703)}`;
const key = fake.alnum(24, 2704);
const references = (s: string): string => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
const words = 'maple orbit tunnel glance weasel crisp vapor ladder sudden hollow plunge quartz'.split(' ');
const numbered = words.map((w, i) => `${i + 1}. ${w}`).join(' ');

describe("secrets known by their product's serialization", () => {
  itRedacts([
    ['an LND macaroon fed as hex on stdin', `lncli --macaroonpath=/dev/stdin getinfo <<< ${macaroon}`, macaroon],
    ["Maven's master password in settings-security.xml", `<settingsSecurity>\n  <master>${master}</master>\n</settingsSecurity>`, master],
    [
      "fastlane's session: a cookie Ruby serialized to YAML, JSON-escaped",
      `{"output":"FASTLANE_SESSION='---\\\\n- !ruby/object:HTTP::Cookie\\\\n  name: myacinfo\\\\n  value: ${cookie}\\\\n  domain: apple.com'"}`,
      cookie,
    ],
    ["a wallet card's numbered recovery words", `recovery words from the card: ${numbered}`, 'glance'],
    ['a Unity serial after its product code', 'Unity Pro serial F3-QWKZ-7PM4-29XJ-LRVN-TBGH (seat 1 of 3)', 'F3-QWKZ-7PM4-29XJ-LRVN-TBGH'],
  ]);
  it('keeps hex digests, other XML elements, a cookie jar without values, numbered steps and ids of groups', () =>
    expectKept([
      `sha256 ${fake.hex(64, 2705)} of the macaroon file`,
      '<master>true</master> <mirrorOf>central</mirrorOf>',
      '- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  domain: apple.com',
      'steps: 1. clone 2. build 3. test 4. lint 5. pack 6. sign 7. push 8. tag 9. notify 10. deploy 11. verify 12. close 13. report',
      '1. install 2. configure 3. build',
      'ticket AB-1234-5678-9012-3456-7890 was closed',
      'commit range E3-AB12-CD34-EF56-A0B1-C2D3 in the hex dump',
    ]));
});

describe('a value hidden by invisible characters or HTML references', () => {
  itRedacts([
    ['zero-width space and joiner inside a key', `API key (copied from the PDF): ${key.slice(0, 8)}\u200b${key.slice(8, 16)}\u200d${key.slice(16)}`, key.slice(8, 16)],
    ['decimal references in a template', `api key in the template: ${references(key)}`, references(key).slice(0, 40)],
  ]);
  it('keeps emoji joined by a zero-width joiner and a few references in markup', () =>
    expectKept(['family: 👨\u200d👩\u200d👧 on the team page', 'it&#39;s the author&#39;s note &#8212; see below', 'soft\u00adhyphen\u00adated text in a document']));
});
