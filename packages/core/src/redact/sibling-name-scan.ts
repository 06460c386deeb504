/**
 * A value whose name is not before it but beside it (issue 13, attack set 14 half B): a record that says what its
 * `value` is in a sibling field (`{"name": "password", "value": X}` from `az acr credential show`, `{"Key":
 * "ApiSecret", "Value": X}`, `<input type="password" value=X>`), and a two-element tuple whose first element is
 * the name (Erlang `{password, X}`, Elixir `{:secret_key, X}`). The name is judged by the one secret-name lexicon; a
 * record flagged secret (`"Type": "SecureString"`, `"sensitive": true`) needs none.
 */
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { joinedPhrase } from './made-shape.js';
import { keyish, passwordish } from './more-context-rules.js';
import type { RawMatch } from './rule-types.js';
import { isWordChar } from './scan-util.js';

/** `value` as a key or attribute, then its quoted value (the quotes JSON-escaped or not). */
const VALUE_FIELD = /^value\\*["']?[ \t]*[:=][ \t]*(\\*["'])([^\s"'\\]{4,256})\1/i;
/** A sibling field that names the record: its quoted text is the name. */
const NAME_FIELD = /(?:^|[\s{,"'\\])(?:name|key|label|type|field|title|id|purpose)\\*["']?[ \t]*[:=][ \t]*\\*["']([^"'\\\n]{2,64})\\*["']/gi;
/** How far a record reaches on each side of its `value` field. */
const RECORD_REACH = 240;

export function scanSiblingNames(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (p > 0 && isWordChar(text.charCodeAt(p - 1))) continue;
    const m = VALUE_FIELD.exec(text.slice(p, p + 300));
    if (m === null) continue;
    const value = m[2]!;
    const start = p + m[0].length - m[1]!.length - value.length;
    const record = recordAround(text, p, start + value.length);
    if (record !== null && namedSecret(record, value)) out.push({ rule: 'generic-secret', start, end: start + value.length });
  }
  return out;
}

/** The text of the object or element holding `from…to`: back to its `{` or `<`, on to its `}` or `>`; null when far. */
function recordAround(text: string, from: number, to: number): string | null {
  let open = from;
  while (open > 0 && from - open < RECORD_REACH && !'{<'.includes(text.charAt(open - 1))) {
    if ('}>'.includes(text.charAt(open - 1))) return null;
    open--;
  }
  let close = to;
  while (close < text.length && close - to < RECORD_REACH && !'}>'.includes(text.charAt(close))) close++;
  return text.slice(open, close).replace(/(?:^|[\s{,"'\\])value\\*["']?[ \t]*[:=][ \t]*\\*["'][^"'\\]*\\*["']/i, ' ');
}

/**
 * A sibling that flags the record secret whatever its name: AWS SSM's `"Type": "SecureString"`, Terraform's
 * `"sensitive": true`, Azure DevOps' `"isSecret": true`, GitLab's `"masked": true`, a 1Password field's
 * `"type": "CONCEALED"` (`op item get --format json`).
 */
const FLAGGED_SECRET = /(?:^|[\s{,"'\\])(?:(?:sensitive|secret|is_?secret|masked)\\*["']?[ \t]*[:=][ \t]*true\b|(?:type|kind)\\*["']?[ \t]*[:=][ \t]*\\*["'](?:SecureString|secret|sensitive|CONCEALED)\\*["'])/i;

/** A sibling names a secret: a strong name takes any password-like value, a weak one a key-like value. */
function namedSecret(record: string, value: string): boolean {
  // words and a number joined (`birch-lynx-linen-1`) read as a name anywhere else; flagged or named secret, a passphrase
  if (FLAGGED_SECRET.test(record)) return (plausibleValue(value, 4) && (passwordish(value, 6) || keyish(value))) || joinedPhrase(value);
  for (const m of record.matchAll(NAME_FIELD)) {
    if (secretByName(m[1]!, value)) return true;
  }
  return false;
}

function secretByName(name: string, value: string): boolean {
  const strength = nameStrength(name.replace(/\s+/g, '_'));
  if (strength === 'strong') return (plausibleValue(value, 4) && (passwordish(value, 6) || keyish(value) || /[0-9]/.test(value))) || joinedPhrase(value);
  return strength === 'weak' && keyish(value);
}

/** The words a tuple's name holds. */
export const TUPLE_WORDS = ['pass', 'pwd', 'secret', 'token', 'key', 'cred', 'auth'];
/** `{password, "X"}`, `{:secret_key, 'X'}`: from the name's start to the value. */
const TUPLE = /^([a-z_][A-Za-z0-9_]{1,40})[ \t]*,[ \t]*(\\*["'])([^\s"'\\]{4,256})\2[ \t]*\}/;

/** A two-element tuple whose first element, an atom, names the second (Erlang and Elixir config). */
export function scanTuplePairs(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    let s = p;
    while (s > 0 && isWordChar(text.charCodeAt(s - 1))) s--;
    let b = s;
    if (text.charAt(b - 1) === ':') b--;
    while (b > 0 && (text.charAt(b - 1) === ' ' || text.charAt(b - 1) === '\t')) b--;
    if (text.charAt(b - 1) !== '{') continue;
    const m = TUPLE.exec(text.slice(s, s + 320));
    if (m === null || !secretByName(m[1]!, m[3]!)) continue;
    const start = s + m[0].indexOf(m[2]! + m[3]!) + m[2]!.length;
    out.push({ rule: 'generic-secret', start, end: start + m[3]!.length });
  }
  return out;
}
