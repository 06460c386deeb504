/**
 * A value told by what it is for, with no secret noun (`pairing: 137507`, `override code 5512-8840`, `handshake value
 * 9f3kQ7xLm2`, `shared key Vt7pQ2mZr4`, `unlock with 7788 1122`, `gate code 44551`): a word that names a purpose only
 * a secret serves (pairing a device, overriding or disarming a lock, a handshake or a shared key between two ends, a
 * door, gate or alarm's keypad, a recovery or backup code), an optional noun (`code`, `value`, `pin`, `key`…), then
 * the value. The value must look handed over: four digits or more (in groups), letters and digits mixed, or a quoted
 * token with a digit or a joining mark (lower-case words joined only when a noun names the value). Words (`pairing: enabled`), counts and measures (`recovery: 3 retries`,
 * `handshake timeout 30000 ms`: another word stands between), versions, dates, years and algorithm names stay.
 */
import type { RawMatch } from './rule-types.js';

export const PURPOSE_WORDS = ['pairing', 'override', 'handshake', 'shared', 'unlock', 'disarm', 'alarm', 'door', 'gate', 'garage', 'keypad', 'lockbox', 'bypass', 'recovery', 'backup'];

/** The purpose (its word found by the anchor scan), the nouns of the value, a separator, the value. */
const TOLD = new RegExp(
  String.raw`(?:pairing|override|handshake|shared[ _-]?(?:key|secret)|unlock(?:ing)?|disarm(?:ing)?|alarm|door|gate|garage|keypad|lockbox|bypass|recovery|backup)` +
    // the nouns: what the value is (`code`, `pin`, `value`…), in any number
    String.raw`((?:[ _-](?:code|codes|value|values|pin|number|key|keys|phrase|word|string|token|combination|combo|secret))*)` +
    // the separator: `:`, `=`, `is`, `was`, `with`, or a blank, on the same line (a line break ends the purpose's
    // clause: `we bypass⏎1439:` is a word and a grep line's number)
    String.raw`(?:[ \t]*[:=][ \t]*|[ \t]+(?:is|was|with)[ \t]+(?:[:=][ \t]*)?|[ \t]+)` +
    String.raw`(?:(['"])([^'"\s\\]{6,64})\2|(\d{2,8}(?:[ -]\d{2,8}){0,3}|[A-Za-z0-9]{2,32}(?:-[A-Za-z0-9]{2,32}){0,5}))` +
    // the value ends: no more of a word, path, address or version goes on after it
    String.raw`(?![\w/@'"-]|[.:,]\w)`,
  'iy',
);

/** A measure or a count after the number: `5000 errors`, `30000 ms`. */
const UNIT_AFTER = /^ +(?:errors?|ms|s|sec|seconds?|minutes?|hours?|days?|bytes?|[kmg]i?b|times?|retries|attempts?|devices?|files?|lines?|items?|users?|requests?|px|%)\b/i;
/** Dates and years, versions, the same digit again, a run up: a time, a release, a count, never a code handed over. */
const NOT_CODE = /^(?:(?:19|20)\d\d(?:-?\d\d){0,2}|(\d)\1+|0?1234\d*|v?\d+(?:\.\d+)+)$/;
/** Lower-case words joined by `-`, `_` or `.`: a package's, a module's or a flag's name. */
const PLAIN_WORDS = /^[a-z]+(?:[-_.][a-z]+)+$/;
/** Algorithm and curve names a key's type is told by: `shared key: x25519`. */
const ALGORITHM = /^(?:ed|x|curve)(?:25519|448)|^(?:rsa|aes|sha|hmac|p|secp|chacha|blake|md)-?\d/i;

export function scanPurposeValues(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (/[\p{L}\p{N}_]/u.test(text.charAt(p - 1))) continue; // `navigate`, `repairing`: part of another word
    TOLD.lastIndex = p;
    const m = TOLD.exec(text);
    if (m === null) continue;
    const quoted = m[3];
    const value = quoted ?? m[4]!;
    const end = m.index + m[0].length - (quoted === undefined ? 0 : 1);
    const named = m[1]!.length > 0;
    if (!handedOver(value, quoted !== undefined, named) || UNIT_AFTER.test(text.slice(end, end + 12))) continue;
    // `backup: 3600`, `recovery = 30`: a setting's number; a backup's or recovery's code is named, grouped or mixed
    if (!named && /^\d+$/.test(value) && /^(?:backup|recovery)/i.test(text.slice(p, p + 8))) continue;
    out.push({ rule: 'generic-secret', start: end - value.length, end });
  }
  return out;
}

/** The value has a code's or a token's shape; a year counts when a noun said it is a code (`door code is 1948`). */
function handedOver(value: string, quoted: boolean, named: boolean): boolean {
  if (ALGORITHM.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  const letters = /[A-Za-z]/.test(value);
  if (!letters) return digits >= 4 && !(NOT_CODE.test(value.replace(/ /g, '')) && !(named && /^\d{4}$/.test(value)));
  // `bypass "support-stack-trace"`: lower-case words joined are a name, unless a noun said it is a code or a phrase
  if (quoted) return digits > 0 || (/[^A-Za-z0-9]/.test(value) && (named || !PLAIN_WORDS.test(value)));
  return digits > 0 && value.length >= 6 && !/^v?\d+(?:\.\d+)*$/.test(value);
}
