/**
 * Glob patterns as Entire matches its global exclusion lists (github.com/bmatcuk/doublestar/v4, `Match`): `*` and
 * `?` within one path segment, `**` as a whole segment for any number of segments, `[abc]`/`[!a-z]` classes,
 * `{a,b}` alternatives, `\` escapes. Built once into a RegExp; a malformed pattern is null (Entire then fails closed).
 */
export function globToRegExp(pattern: string, fold = false): RegExp | null {
  let out = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      if (i + 1 >= pattern.length) return null;
      out += escape(pattern[++i] as string);
    } else if (c === '*') {
      const whole = pattern[i + 1] === '*' && (i === 0 || pattern[i - 1] === '/') && (i + 2 === pattern.length || pattern[i + 2] === '/' || pattern[i + 2] === '}' || pattern[i + 2] === ',');
      if (!whole) {
        while (pattern[i + 1] === '*') i++;
        out += '[^/]*';
      } else if (pattern[i + 2] === '/') {
        out += '(?:[^/]*/)*';
        i += 2;
      } else {
        // A trailing `/**` also matches the folder itself.
        if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
        else out += '.*';
        i++;
      }
    } else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = classEnd(pattern, i);
      if (end === -1) return null;
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith('!') || body.startsWith('^');
      if (negate) body = body.slice(1);
      out += `[${negate ? '^/' : ''}${body.replace(/\\(.)/g, '$1').replace(/[\]\\^]/g, '\\$&')}]`;
      i = end;
    } else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += escape(c);
  }
  if (braces > 0) return null;
  try {
    return new RegExp(`^${out}$`, fold ? 'i' : '');
  } catch {
    return null;
  }
}

/** Index of the `]` closing the class opened at `start`, or -1. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return -1;
}

function escape(c: string): string {
  return /[.+^$(){}|[\]\\*?]/.test(c) ? `\\${c}` : c;
}
