/**
 * A code that opens or collects something, given as digits (`car park barrier code: 260015`, `pharmacy collection code
 * for mum's prescription: 12299849`): whatever thing the code is of, a code a person is handed to type in. The codes a
 * program reports (exit, status, error, HTTP, country, postal, product, colour, character codes) are named by the
 * word before `code`, and their numbers are short or stand for a thing; those stay.
 */
import type { RawMatch } from './rule-types.js';

export const CODE_WORDS = ['code'];

/** The word before `code` that makes it a code a program, a standard or a catalogue gives, not a secret. */
const TECHNICAL =
  /(?:^|[^\p{L}])(?:exit|status|error|return|response|result|http|source|country|language|lang|locale|zip|postal|post|area|dial|iso|currency|airport|product|item|sku|bar|qr|char|character|key|scan|op|byte|machine|object|dead|example|sample|test|unit|event|signal|reason|fault|trouble|diagnostic|tax|sort|branch|routing|swift|bank|ansi|escape|color|colour|short|tracking|order|invoice|reference|ref|booking|promo|discount|coupon|referral|course|class|module|department|job|project|cost|account|device|hardware|reply|state|region|city|station|office|vendor|model|part|stock|hs|icd|naics|sic|emoji|unicode|ascii|utf|hex|morse|vs|of|in|to|and|or|with|client|server|app|python|java|javascript|typescript|go|rust|c|js|ts|sql|generated|legacy|example|boilerplate|dummy|fake|test)\s*$/iu;

/** A word that names no kind of code (`the code is …`): the code stands unnamed. */
const FUNCTION_WORD = /^(?:the|a|an|this|that|my|your|our|their|his|her|its|same|new|old|some|any|no|own)$/i;

/**
 * After `code` (its plural, a `for …` of up to five words): `:`, `is`, `=` or `to`, then the digits; or a place it is
 * on or a thing it opens (`on the kids' tablet`, `to the shed`) labelled with a colon.
 */
const AFTER = /^s?(?:(?:\s+for(?:\s+[\p{L}'’]+){1,5})?\s*(?::|=|\bis\b|\bwas\b)?|\s+(?:on|at|of|to|in)(?:\s+[\p{L}'’]+){1,5}\s*:)\s*([0-9]{4,12})(?![0-9A-Za-z.,:/-]*[0-9A-Za-z])/u;

export function scanCodeNumbers(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (/[\p{L}0-9_-]/u.test(text.charAt(p - 1)) || /[\p{L}0-9_]/u.test(text.charAt(p + 4)) && text.charAt(p + 4) !== 's') continue;
    const m = AFTER.exec(text.slice(p + 4, p + 84));
    if (m === null) continue;
    const word = /([\p{L}'’-]+)\s+$/u.exec(text.slice(Math.max(0, p - 40), p))?.[1] ?? '';
    const before = FUNCTION_WORD.test(word) ? '' : word;
    const digits = m[1]!;
    // a size, a time or a count with its unit (`local code 5815135 bytes`): a measure, not a code
    if (/^\s*(?:bytes?|[kmgt]i?b|ms|sec|seconds?|lines?|items?|%)\b/i.test(text.slice(p + 4 + m.index + m[0].length, p + 4 + m.index + m[0].length + 12))) continue;
    // a code named by no word of its own needs the length of one a person is sent or handed (six digits or more)
    if (before === '' ? digits.length < 6 : TECHNICAL.test(before)) continue;
    if (/^(?:(\d)\1+|0?12345\d*|(?:19|20)\d\d)$/.test(digits)) continue;
    const start = p + 4 + m.index + m[0].length - digits.length;
    out.push({ rule: 'generic-secret', start, end: start + digits.length });
  }
  return out;
}
