/**
 * A payment card's number (PAN) given with nothing that names a provider: 15 or 16 digits, together or in groups of
 * four, of a card network's range (Visa 4, Mastercard 51-55 and 2221-2720, Amex 34/37, Discover 6011/65), whose
 * Luhn check digit is right, AND something near it that says card: an expiry date (`12/27`, `12/2027`), a CVC/CVV,
 * or a word before it (`card`, `PAN`, `visa`, `credit`, `payment`, `credential`, `secret`). The check digit alone
 * passes one number in ten; an id, a timestamp or a serial of that length with such a word or an expiry beside it
 * is rarer still.
 */
import type { RawMatch } from './rule-types.js';

/** The number, whole (no digit, word character, dot or dash joined to it). */
const PAN = /(?<![\w.-])(?:\d{15,16}|\d{4}(?:[ -]\d{4}){3}|3[47]\d{2}[ -]\d{6}[ -]\d{5})(?![\w.]|-\w)/g;
const NETWORK = /^(?:4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|6(?:011|5))/;
/** What says card beside the number: within REACH characters before it (a word) or around it (an expiry, a CVC). */
const CARD_WORD = /card|\bpan\b|_pan\b|\bcc(?:_?num(?:ber)?)?\b|visa|master ?card|amex|credit|debit|payment|credential|secret/i;
const EXPIRY_OR_CVC = /(?<![\d/])(?:0[1-9]|1[0-2])\/(?:\d{2}|20\d{2})(?![\d/])|\bcv[cv]2?\b|\bcid\b|security code/i;
const REACH = 80;

export function scanCardNumbers(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  PAN.lastIndex = 0;
  for (let m = PAN.exec(text); m !== null; m = PAN.exec(text)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (!NETWORK.test(digits) || !luhn(digits)) continue;
    const end = m.index + m[0].length;
    const before = text.slice(Math.max(0, m.index - REACH), m.index);
    const after = text.slice(end, end + REACH);
    if (CARD_WORD.test(before) || EXPIRY_OR_CVC.test(before) || EXPIRY_OR_CVC.test(after)) out.push({ rule: 'card-number', start: m.index, end });
  }
  return out;
}

/** The Luhn check: every second digit from the right doubled, the sum a multiple of ten. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
