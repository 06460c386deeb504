/**
 * Session cookies in `Cookie:` and `Set-Cookie:` headers (raw, quoted or inside JSON strings): the value of a
 * cookie whose name says session, auth or token, or whose value looks random, is the secret. Other cookies
 * (`theme=dark`) and the attributes (`Path=/`, `HttpOnly`) stay.
 */
import { commandBefore } from './command-rules.js';
import { looksRandom } from './entropy.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RawMatch } from './rule-types.js';

/** A `Cookie:` header, or curl's `-b` / `--cookie` argument (only on a curl command line). */
const HEADER = /cookie(?:\\*["'])?\s*:\s*(?:\\*["'])?|-(?<=\s-)(?:b|-cookie)(?:[ \t]+|=)(?:\\*["'])?/gi;
const PAIR = /\s*([!#$%&*+.^_|~0-9A-Za-z-]{1,64})=([^;\s"'\\,]{1,4096})\s*;?/y;
const ATTRIBUTE = /^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|partitioned|version|comment)$/i;
/** `_ga=GA1.1.1234567890.1712345678`, `_fbp=fb.1.1712345678901.987654321`: a version tag, counters and timestamps. */
const NUMBERS = /^(?:[A-Za-z]{1,4}[0-9]?\.)?[0-9]+(?:\.[0-9]+)+$/;
const SESSION_NAME = /sess|sid|auth|token|jwt|remember|login|secret|key|credential|identity|access|csrf/i;

export function scanCookies(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  HEADER.lastIndex = 0;
  for (let h = HEADER.exec(text); h !== null; h = HEADER.exec(text)) {
    if (h[0].startsWith('-') && !/(?:^|[\s/'"`(])curl\s/.test(commandBefore(text, h.index))) continue;
    PAIR.lastIndex = h.index + h[0].length;
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
    HEADER.lastIndex = Math.max(HEADER.lastIndex, PAIR.lastIndex);
  }
  return out;
}
