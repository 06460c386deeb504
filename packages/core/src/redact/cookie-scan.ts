/**
 * Session cookies in `Cookie:` and `Set-Cookie:` headers (raw, quoted or inside JSON strings): the value of a
 * cookie whose name says session, auth or token, or whose value looks random, is the secret. Other cookies
 * (`theme=dark`) and the attributes (`Path=/`, `HttpOnly`) stay.
 */
import { commandBefore } from './command-rules.js';
import { looksRandom } from './entropy.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RawMatch } from './rule-types.js';

/** A `Cookie:` header, or curl's `-b` / `--cookie` argument (only on a curl command line); tried where it may start. */
const HEADER = /cookie(?:\\*["'])?\s*:\s*(?:\\*["'])?|-(?<=\s-)(?:b|-cookie)(?:[ \t]+|=)(?:\\*["'])?/iy;
const PAIR = /\s*([!#$%&*+.^_|~0-9A-Za-z-]{1,64})=([^;\s"'\\,]{1,4096})\s*;?/y;
const ATTRIBUTE = /^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|partitioned|version|comment)$/i;
/** `_ga=GA1.1.1234567890.1712345678`, `_fbp=fb.1.1712345678901.987654321`: a version tag, counters and timestamps. */
const NUMBERS = /^(?:[A-Za-z]{1,4}[0-9]?\.)?[0-9]+(?:\.[0-9]+)+$/;
const SESSION_NAME = /sess|sid|auth|token|jwt|remember|login|secret|key|credential|identity|access|csrf/i;

/**
 * `at`: where `cookie` and `-b` stand, in any case (the rule's needs): every HEADER match starts at one, or two
 * characters before a `cookie` that `--` leads. The header is tried there only, not searched for in the whole text.
 */
export function scanCookies(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let from = 0; // where the last header's match (or the last pair read after it) ended
  for (let q = 0; q < at.length; q++) {
    const word = at[q]!;
    if (word >= 2 && text.startsWith('--', word - 2)) from = cookiesAt(text, word - 2, from, out);
    from = cookiesAt(text, word, from, out);
  }
  return out;
}

/** The cookies of a header that starts at `p` (none when `p` is before `from`), and where the scan goes on from. */
function cookiesAt(text: string, p: number, from: number, out: RawMatch[]): number {
  if (p < from) return from;
  HEADER.lastIndex = p;
  const h = HEADER.exec(text);
  if (h === null) return from;
  const end = p + h[0].length;
  if (h[0].startsWith('-') && !/(?:^|[\s/'"`(])curl\s/.test(commandBefore(text, p))) return end;
  PAIR.lastIndex = end;
  for (let pairs = 0, m = PAIR.exec(text); m !== null && pairs < 64; m = PAIR.exec(text), pairs++) {
    const [, name = '', value = ''] = m;
    if (ATTRIBUTE.test(name) || isPlaceholder(value) || isReference(value)) continue;
    const session = SESSION_NAME.test(name);
    if (!session && NUMBERS.test(value)) continue;
    if ((session && value.length >= 8) || looksRandom(value.replace(/%[0-9A-Fa-f]{2}/g, ''), 16)) {
      const start = m.index + m[0].indexOf(`${name}=`) + name.length + 1;
      out.push({ rule: 'session-cookie', start, end: start + value.length });
    }
  }
  // (a sticky PAIR that found no more pairs is back at 0)
  return Math.max(end, PAIR.lastIndex);
}
