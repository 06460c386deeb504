/**
 * A password a person typed right after the account it opens, in prose of any language and with no noun for it:
 * "melde dich als admin mit <value> an", "зайди под admin с <value>", "adminで <value> を入れて", "admin olarak
 * <value> ile giriş yap", "přihlas se jako admin, potem wpisz <value>". The languages differ in the words between the
 * account and the value (a preposition, a particle, "then type"), not in their order: the account's name, at most
 * three short words without a digit, a `/` or a list's comma (`admin / <value>`, `admin、<value>`), then one token,
 * quoted or not. The token must be no word of any language (made-shape.ts): letters mixed with digits and a symbol
 * or a capital; a host, a path, a version, a name with a short number stays, as does a name the code around it uses.
 *
 * One bounded look after each account name the anchor scan found (`needs`).
 */
import { madeToken } from './made-shape.js';
import type { RawMatch } from './rule-types.js';

/** The built-in and service accounts, as prose of every language names them (the anchor scan finds them). */
export const ACCOUNT_WORDS = ['admin', 'root', 'beheerder', 'ops', 'deploy', 'postgres', 'ubuntu', 'guest'];

/**
 * The account's name ends its word (`administrator`; a particle of a script without blanks may be glued on: `adminで`,
 * a case ending too: `admin-ként`, `adminina`), then up to three short words of letters (any script, a comma or a
 * colon after one: "és írd be: <value>"), then the value up to a blank, a quote or
 * a string's end.
 */
const AFTER_ACCOUNT =
  /(?:istrator|istrador|istrateur|-\p{L}{1,6}|ina|inä)?(?![A-Za-z0-9_@.:/=-])(?:[^\x00-\x7F\s]{0,4},?(?:[ \t]+[\p{L}\p{M}]{1,16}[,:]?){0,3}[ \t]+|[、，,][ \t]*|[ \t]*\/[ \t]+)(?:[`"'“„«「]|\\")?([^\s"'`\\“”»」]{6,64})/uy;

/**
 * The value, trailing punctuation of the sentence aside, when it has the shape no name has (made-shape.ts): words and
 * a number alone (`container-2024`), an address (`ops@bastion-01`), a package at its version name things as often
 * right after an account.
 */
function valueEnd(text: string, start: number, raw: string): number {
  const v = raw.replace(/[,;:)。、，]+$/, '').replace(/(?<!\.)\.$/, '');
  return madeToken(v) && !namedInCode(text, v) ? start + v.length : -1;
}

/** The token is a name the code around it uses: a member, a call, an assignment elsewhere in the text. */
function namedInCode(text: string, v: string): boolean {
  for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1)) {
    if (/[.>$]/.test(text.charAt(i - 1)) || /[([.=]/.test(text.charAt(i + v.length))) return true;
  }
  return false;
}

export function scanAccountValues(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (p > 0 && /[\p{L}\p{N}_@.:/-]/u.test(text.charAt(p - 1)) && !(text.charAt(p - 1) === 'n' && text.charAt(p - 2) === '\\')) continue;
    const word = ACCOUNT_WORDS.find((w) => text.slice(p, p + w.length).toLowerCase() === w)?.length ?? 0;
    if (word === 0) continue;
    AFTER_ACCOUNT.lastIndex = p + word;
    const m = AFTER_ACCOUNT.exec(text);
    if (m === null) continue;
    const start = p + word + m[0].length - m[1]!.length;
    const end = valueEnd(text, start, m[1]!);
    if (end > 0) out.push({ rule: 'generic-secret', start, end });
  }
  return out;
}
