/**
 * A Wi-Fi key as people give it: in a sentence about the network ("guest wifi is \"CafeLuna-5G\" and the key is
 * panda tulip otter", "the code on the router sticker is WBS7NDCXZF4EM7DZ", "hotspot … clé yonder4909"), the word
 * for its key and then the key: plain words (a passphrase of the kind routers print), or one token no word is (a code
 * of capitals and digits, letters glued to digits). The network's name, quoted before, stays; so does prose about
 * the key ("the key is printed on the back"), whose words are prose's.
 *
 * One bounded look at each network word the anchor scan found (`needs`).
 */
import { PROSE_WORDS } from './made-password.js';
import { madeToken, seedShape } from './made-shape.js';
import type { RawMatch } from './rule-types.js';

/** Words that say the sentence is about a wireless network (any case). */
export const WIFI_WORDS = ['wifi', 'wi-fi', 'wlan', 'hotspot', 'router', 'ssid'];

/** How far after the network word the key's word may stand, and how far before it, on the same line. */
const REACH = 120;
const BEFORE = 40;
/** The key's word. */
const WORD = '(?<![\\p{L}])(?:key|code|passphrase|password|psk|clé|cle|clave|chiave|schlüssel|sleutel|klucz|chave)';
/**
 * The key's word, then a few words ("on the router sticker") and `is`, `:` or `=`; or the key's word and a blank
 * ("key basalt9018thistle"). The value follows, up to the end of the clause.
 */
const KEYS = [
  new RegExp(`${WORD}(?:[ \\t]+[^\\s:=]{1,16}){0,4}?(?:[ \\t]+(?:is|est|es|è|ist)[ \\t]+|[ \\t]*[:=][ \\t]*)`, 'iu'),
  new RegExp(`${WORD}[ \\t]+`, 'iu'),
];
/**
 * Punctuation that ends the clause, a slash, a bar or a dash between blanks (`key <value> / next item`), or a
 * parenthesis opening after a blank (`<value> (WPA key)`).
 */
const CLAUSE_END = /[.,;!?)\n\r"'`]|\\[nrt"]|[ \t][/|–—-][ \t]|[ \t]\(|$/;
/**
 * What every window KEYS can match holds, looked for without the Unicode flag (KEYS's `iu` is slow on the many
 * windows of a text about routers that name no key): the key's words cut short, with the two characters Unicode
 * folds into their ASCII letters (`\u212a` Kelvin sign to `k`, `\u017f` long s to `s`).
 */
const KEY_WORD = /[k\u212a]ey|code|pa[s\u017f]{2}|p[s\u017f][k\u212a]|cl[eé]|clave|chiave|[s\u017f]chl|[s\u017f]leutel|[k\u212a]lucz|chave/i;

export function scanWifiKeys(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    // the key's word may come first ("the code on the router sticker is …"): the window opens a little before
    const lines = text.slice(Math.max(after, p - BEFORE), p).split(/\r|\n|\\n/);
    const at0 = p - lines[lines.length - 1]!.length;
    const window = text.slice(at0, p + REACH).split(/\r|\n|\\n/)[0]!;
    if (!KEY_WORD.test(window)) continue;
    for (const re of KEYS) {
      const key = re.exec(window);
      if (key === null) continue;
      const from = at0 + key.index + key[0].length;
      const rest = text.slice(from, at0 + window.length);
      // the clause's end, but punctuation glued inside a token (`Hoasen572..`, `Bluebird?Marmalade?4`) is the token's
      const end = from + (CLAUSE_END.exec(rest.replace(/(?<=\S)[.,!?](?=\S)/g, 'x'))?.index ?? rest.length);
      const value = text.slice(from, end).trim();
      if (!wifiKey(value)) continue;
      out.push({ rule: 'generic-secret', start: from, end: from + value.length });
      after = end;
      break;
    }
  }
  return out;
}

/**
 * Plain words a router prints (three to eight, none of prose's), or one token no word is, also as a sticker prints
 * it: in groups of four or five capitals and digits (`XQB5 QMGC RLUW 1NVC`).
 */
function wifiKey(v: string): boolean {
  const words = v.split(/[ \t]+/);
  if (words.length >= 2 && words.every((w) => /^[A-Z0-9]{4,5}$/.test(w))) return wifiKey(words.join(''));
  if (words.length >= 3 && words.length <= 8) return words.every((w) => /^\p{Ll}{3,10}$/u.test(w) && !PROSE_WORDS.has(w));
  if (words.length !== 1 || v.length < 8) return false;
  return madeToken(v) || seedShape(v) || (/^[A-Z0-9]{8,64}$/.test(v) && /[0-9]/.test(v) && /[A-Z].*[A-Z].*[A-Z]/.test(v));
}
