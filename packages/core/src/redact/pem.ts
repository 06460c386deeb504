/**
 * Private keys (PEM, OpenSSH, PGP, OpenVPN static keys), raw or escaped inside JSON strings at any depth (`\\n`, `\\\\n`). Only the
 * body is the secret: the armour lines stay, so a reader still sees what was there.
 */
import type { RawMatch } from './rule-types.js';

const PEM_MAX_BODY = 65_536;

export function scanPrivateKeys(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  let from = 0;
  for (;;) {
    const begin = text.indexOf('-----BEGIN ', from);
    if (begin < 0) return out;
    from = begin + 11;
    const close = text.indexOf('-----', from);
    if (close < 0 || close - from > 40) continue;
    const label = text.slice(from, close);
    // an OpenVPN tls-auth / static key is a shared secret in PEM armour (hex lines), named in its own case
    if (!/^(?:[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?|OpenVPN Static key V\d)$/.test(label)) continue;
    const body = pemBody(text, close + 5);
    from = Math.max(from, body.end);
    if (body.end - body.start < 8) continue;
    const before = text.slice(Math.max(0, begin - 48), begin);
    const rule = /private_?key/i.test(before) ? 'gcp-service-account' : 'private-key';
    out.push({ rule, start: body.start, end: body.end });
  }
}

/**
 * Body of a PEM block: base64, whitespace, `\n` escapes (any escape depth), shell continuations (`\` at a line's end)
 * and `Key: value` header lines.
 */
function pemBody(text: string, from: number): { start: number; end: number } {
  let i = from;
  let start = -1;
  let end = -1;
  const limit = Math.min(text.length, from + PEM_MAX_BODY);
  let lineStart = true;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      let j = i;
      while (j < limit && text.charCodeAt(j) === 92) j++;
      const e = text.charCodeAt(j);
      // a shell line continuation (`echo "-----BEGIN …-----\⏎<body>\⏎…"`): the backslash belongs to the break
      if (e === 10 || e === 13) {
        i = j;
        continue;
      }
      if (e !== 110 && e !== 114 && e !== 116) break;
      i = j + 1;
      lineStart = e !== 116;
      continue;
    }
    if (c === 10 || c === 13 || c === 32 || c === 9) {
      if (c !== 32 && c !== 9) lineStart = true;
      i++;
      continue;
    }
    if (lineStart) {
      const header = /^[A-Za-z][A-Za-z-]{1,30}: /.exec(text.slice(i, i + 34));
      if (header) {
        i = skipLine(text, i, limit);
        continue;
      }
    }
    if (!isBase64Char(c)) break;
    if (start < 0) start = i;
    i++;
    end = i;
    lineStart = false;
  }
  return start < 0 ? { start: from, end: from } : { start, end };
}

function skipLine(text: string, i: number, limit: number): number {
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 92) return i;
    i++;
  }
  return i;
}

function isBase64Char(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47 || c === 61;
}

/**
 * PuTTY `.ppk` files: the `Private-Lines: N` block (base64 lines, raw or `\n`-escaped) and the `Private-MAC`
 * are the secret; the public lines and the header stay.
 */
export function scanPuttyKeys(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('Private-Lines:', from);
    if (at < 0) return out;
    from = at + 14;
    const count = /^ *([0-9]{1,4})/.exec(text.slice(from, from + 8));
    if (count === null) continue;
    const body = pemBody(text, from + count[0].length);
    if (body.end - body.start < 8) continue;
    out.push({ rule: 'private-key', start: body.start, end: body.end });
    const mac = /^(?:\s|\\+[nr])*Private-MAC: *([0-9a-fA-F]{8,128})/.exec(text.slice(body.end, body.end + 160));
    if (mac !== null) {
      const macStart = body.end + mac[0].length - mac[1]!.length;
      out.push({ rule: 'private-key', start: macStart, end: macStart + mac[1]!.length });
    }
    from = body.end;
  }
}
