/**
 * Rows of the rule table for secrets known by the bytes or the markup a product serializes them in, with no name
 * beside them that a key-name rule reads (issue 13, attack 27):
 * - an LND macaroon written out as hex, wherever it stands (`lncli … <<< 0201036c6e64…`): its binary starts with
 *   version 2 and the location `lnd` (`02 01 03 6c 6e 64`), a header no digest or id has;
 * - Maven's master password in `settings-security.xml` (`<master>{…}</master>`): the key every encrypted password of
 *   `settings.xml` is opened with;
 * - a cookie Ruby's http-cookie serialized to YAML (`- !ruby/object:HTTP::Cookie` … `name: myacinfo` …
 *   `value: …`), the form of fastlane's `FASTLANE_SESSION`: the value is a logged-in session;
 * - a wallet's recovery words as a hardware wallet's card numbers them (`1. fringe 2. wagon … 12. opera`): 12 to 24
 *   single words numbered from 1 in order, which no list of steps or options is.
 */
import type { RegexRule } from './rule-types.js';
import { LINE_BREAK } from './scan-util.js';

/** Between two numbered words: blanks, a comma, or a line break (real or JSON-escaped). */
const ITEM_GAP = `(?:[ \\t,]|${LINE_BREAK}){1,4}`;
/** The lengths a BIP39 mnemonic has. */
const MNEMONIC_LENGTHS = new Set([12, 15, 18, 21, 24]);

/** The words are numbered 1, 2, 3 … in order, as many as a mnemonic has. */
function numberedInOrder(list: string): boolean {
  const numbers = (list.match(/[0-9]+(?=[.)])/g) ?? []).map(Number);
  return MNEMONIC_LENGTHS.has(numbers.length) && numbers.every((n, i) => n === i + 1);
}

export const PRODUCT_FORMAT_RULES: RegexRule[] = [
  {
    id: 'auth-header',
    pattern: /(?<![0-9A-Fa-f])0201036c6e64[0-9a-f]{52,8180}(?![0-9A-Za-z])/gi,
    group: 0,
  },
  {
    id: 'generic-secret',
    pattern: /<master>[ \t]*(\{[A-Za-z0-9+/]{16,512}={0,2}\})[ \t]*<\/master>/gd,
    group: 1,
  },
  {
    id: 'session-cookie',
    pattern: new RegExp(`HTTP::Cookie${LINE_BREAK}[ \\t]*name: [^\\s\\\\]{1,64}${LINE_BREAK}[ \\t]*value: ([^\\s'"\\\\]{16,4096})`, 'gd'),
    group: 1,
  },
  {
    id: 'seed-phrase',
    pattern: new RegExp(`(?<![\\w.])1[.)] [a-z]{3,8}(?:${ITEM_GAP}(?:[2-9]|1[0-9]|2[0-4])[.)] [a-z]{3,8}){11,23}(?![\\w-])`, 'g'),
    guard: (text) => text.includes('12'),
    group: 0,
    check: numberedInOrder,
  },
];
