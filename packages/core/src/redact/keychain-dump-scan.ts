/**
 * What macOS `security find-generic-password -g` (and `find-internet-password -g`) prints: the item's attributes
 * (`"svce"<blob>="corp-staging"`), then `password: "<value>"` (or `password: 0x<hex>  "<value>"`). That value is the
 * stored secret whatever its shape, a sentence too: it is redacted whole. Read in a JSON string as well, its line
 * breaks and quotes escaped.
 */
import type { RawMatch } from './rule-types.js';

/** The attribute lines of the item, for the anchor scan. */
export const KEYCHAIN_WORDS = ['<blob>='];

/** How far after an attribute the password line may stand: the attributes of one item. */
const REACH = 2000;

/** The password line: at a line's start, its value in quotes (escaped at any depth) up to the same quote at its end. */
const PASSWORD_LINE = /(?:^|\n|\\+n)password: (?:0x[0-9A-Fa-f]+ +)?(\\*)"(.{1,400}?)\1"(?=[ \t]*(?:\n|\\+[nr]|$))/g;

export function scanKeychainDumps(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    PASSWORD_LINE.lastIndex = p;
    const m = PASSWORD_LINE.exec(text);
    if (m === null || m.index - p > REACH) continue;
    const end = m.index + m[0].length - m[1]!.length - 1;
    const start = end - m[2]!.length;
    if (m[2]!.length > 0) out.push({ rule: 'generic-secret', start, end });
    after = end;
  }
  return out;
}
