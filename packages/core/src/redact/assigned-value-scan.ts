/**
 * The key-agnostic value detector: in any assignment-like syntax (`k = v`, `k: v`, `"k": "v"`, `k => v`, `--k=v`,
 * `k := v`), a value that only a random generator or a person making a password produces, whatever the key is
 * called. Name tables cannot list every language, spelling, truncation or homoglyph of "password"; the value's own
 * shape can tell it. The key only moves the bar: a secret-ish one (any script but Latin, a stem like `pass`, `secr`,
 * `tok` after folding leetspeak and fullwidth letters) lowers it, a public-ish one (id, hash, version, url…) vetoes.
 *
 * One linear scan: each `=` and `:` is an anchor, found by `indexOf`; the key is read backwards and the value
 * forwards from it, both bounded, and most anchors are dropped by their first characters.
 */
import { isIdKeyName, nameStrength } from './name-strength.js';
import { words } from './name-words.js';
import { publicByName } from './public-names.js';
import type { RawMatch } from './rule-types.js';
import { isIdShape } from './scan-util.js';
import { looksLikeHalfSecret } from './split-tail.js';
import { judgeValue, MIN_VALUE, type Bar } from './value-shape.js';

const MAX_KEY = 64;
const MAX_VALUE = 128;

/** Words a key may spell cut short (`secr`, `passw`, `tok`, `cred`), once folded (`p4ss` → pass, `ｔｏｋｅｎ` → token). */
const SECRET_WORDS = ['password', 'passwd', 'passphrase', 'secret', 'token', 'credential', 'credentials', 'private', 'apikey', 'pwd'];
/** Stems that say secret wherever they stand in a folded key (`dbpassw`, `mysecr3t`). */
const SECRET_STEM = /pass(?!age|enger|ive|port)|pwd|secr/;

/** One word of the folded key is a secret word or its start (three letters or more), or the key holds a stem. */
function secretStem(folded: string): boolean {
  if (SECRET_STEM.test(folded.replace(/[^a-z]/g, ''))) return true;
  return folded.split(/[^a-z]+/).some((w) => w.length >= 3 && SECRET_WORDS.some((s) => s.startsWith(w)));
}
/**
 * Names whose value is public or is no credential: ids, digests, versions, places, labels (the last word decides,
 * `db_password_hash` is a hash, `build_id` an id).
 */
const PUBLIC_LAST = new Set([
  'id', 'ids', 'uuid', 'guid', 'ulid', 'hash', 'sha', 'sha1', 'sha256', 'sha512', 'md5', 'digest', 'checksum', 'integrity',
  'version', 'ver', 'v', 'name', 'path', 'url', 'uri', 'href', 'src', 'etag', 'nonce', 'commit', 'ref', 'rev', 'revision',
  'fingerprint', 'thumbprint', 'kid', 'type', 'tag', 'host', 'hostname', 'email', 'file', 'filename', 'dir', 'branch',
  'model', 'title', 'label', 'class', 'style', 'color', 'mime', 'format', 'lang', 'locale', 'region', 'zone', 'date',
  'time', 'timestamp', 'cursor', 'page', 'sig', 'signature', 'mac', 'address', 'addr', 'cid', 'sum', 'key_id', 'keyid',
  'account', 'user', 'username', 'login', 'pubkey', 'public', 'cert', 'certificate', 'hint', 'placeholder', 'example',
  'crt', 'pem', 'iv', 'verification', 'sid', 'ray', 'tokenizer', 'encoding',
  // an event's id (a KSUID), a PKCE challenge (a hash of the secret verifier), a WireGuard peer (its public key)
  'event', 'challenge', 'peer',
  // a Vault token's accessor looks the token up or revokes it and never authenticates
  'accessor',
]);
/**
 * Whole keys whose value is public or free text: a JWK's public members (its modulus, exponent and curve point; `d`
 * and `k` are its secrets), and the text fields of a transcript's records, whose runs the rules that read text judge.
 */
const PUBLIC_KEYS = new Set(['n', 'e', 'x', 'y', 'content', 'text', 'body', 'message', 'description', 'output', 'stdout', 'stderr', 'result', 'input', 'prompt', 'command']);

/**
 * Words anywhere in the key that make its value public whatever else it says (`public_key`, `trace_token`,
 * `page_token`: a pagination cursor).
 */
const PUBLIC_ANY = new Set(['page', 'pagination', 'continuation', 'public', 'publishable', 'pub', 'trace', 'request', 'correlation', 'span', 'cache', 'csrf', 'xsrf', 'idempotency', 'build', 'commit', 'git', 'sha', 'hash', 'digest', 'checksum', 'integrity', 'nonce', 'session_id']);

/** Latin homoglyphs from Cyrillic and Greek, and leetspeak digits, as the letters they stand for. */
const FOLD: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', к: 'k', т: 't', і: 'i', ѕ: 's', ο: 'o', α: 'a', ε: 'e', τ: 't', κ: 'k', ρ: 'p',
  '4': 'a', '3': 'e', '1': 'i', '0': 'o', '5': 's', '7': 't', $: 's', '@': 'a',
};

/** The key as plain lower-case Latin: fullwidth letters (NFKC), no zero-width characters, homoglyphs and leet folded. */
function foldKey(key: string): string {
  const plain = key.normalize('NFKC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '').toLowerCase();
  let out = '';
  for (const ch of plain) out += FOLD[ch] ?? ch;
  return out;
}

/** Keys repeat (a JSON text's names at every record): each is judged once, up to BAR_CACHE keys, then anew. */
const bars = new Map<string, Bar>();
const BAR_CACHE = 4096;

/** How the key moves the bar for its value (also the bar a word before a value bound by position sets). */
export function barOf(key: string): Bar {
  let bar = bars.get(key);
  if (bar === undefined) {
    bar = judgeKey(key);
    if (bars.size >= BAR_CACHE) bars.clear();
    // a copy: a key sliced out of a large text would keep all of that text alive
    bars.set(key.split('').join(''), bar);
  }
  return bar;
}

function judgeKey(key: string): Bar {
  const w = words(key.replace(/[\u200b-\u200d\u2060\ufeff]/g, ''));
  const last = w[w.length - 1] ?? '';
  if (PUBLIC_KEYS.has(key.toLowerCase()) || PUBLIC_LAST.has(last) || w.some((x) => PUBLIC_ANY.has(x)) || isIdKeyName(key)) return 'public';
  if (nameStrength(key) !== null) return 'secretish';
  // a key in another script than Latin: no table can list every language's word for password, so the value decides
  // on the lower bar (names in those scripts rarely stand before a random run otherwise)
  if (/[^\x00-\u024f]/.test(key.replace(/[\u200b-\u200d\u2060\ufeff]/g, ''))) return 'secretish';
  return secretStem(foldKey(key)) ? 'secretish' : 'neutral';
}

/** Characters of a key: letters of any script, digits, `_`, `-`, `.`, and zero-width joiners hidden in it. */
function isKeyChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46;
  // not the arrows of a file read's gutter (`     2→key: …`)
  return c !== 0xa0 && !(c >= 0x2000 && c <= 0x201f) && !(c >= 0x2190 && c <= 0x21ff) && !(c >= 0x3000 && c <= 0x3003) && c !== 0x300c && c !== 0x300d && c !== 0xff1a && c !== 0xff1d;
}

/** Characters a value runs over: printable ASCII but blanks, quotes, brackets and the separators that end a value. */
const VALUE_CHAR = new Uint8Array(128);
for (let c = 0x21; c < 0x7f; c++) VALUE_CHAR[c] = '"\'`,;()[]{}<>&\\|'.includes(String.fromCharCode(c)) ? 0 : 1;

/** One to three words and their blanks between a line's indentation and its last word. */
const LEADING_WORDS = /^[ \t]*((?:[\p{L}\p{N}_-]+ ){0,3})$/u;

/** The key that ends right before `op` (blanks, a closing quote, `\"` skipped); null when none. */
function keyBefore(text: string, op: number): { key: string; start: number } | null {
  let e = op;
  // blanks before the operator: a few, or the many of a column-aligned listing (`Key Content            : …`)
  while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9) && op - e < 40) e--;
  while (e > 0 && (text.charCodeAt(e - 1) === 34 || text.charCodeAt(e - 1) === 39 || text.charCodeAt(e - 1) === 0x300d) && op - e < 6) e--;
  while (e > 0 && text.charCodeAt(e - 1) === 92) e--;
  let s = e;
  while (s > 0 && e - s <= MAX_KEY && isKeyChar(text.charCodeAt(s - 1))) s--;
  // `\nuuid:` inside a JSON string: the `n` belongs to the escape
  if (text.charCodeAt(s - 1) === 92 && /[ntr]/.test(text.charAt(s))) s++;
  if (s >= e || e - s > MAX_KEY) return null;
  // a name of a few words that opens its line (`    Key Content   : …`, `Security key: …`): all of it is the key
  if (text.charCodeAt(s - 1) === 32) {
    const lineStart = Math.max(text.lastIndexOf('\n', s - 1) + 1, s - MAX_KEY);
    const lead = LEADING_WORDS.exec(text.slice(lineStart, s));
    if (lead !== null && lead[1] !== '') s -= lead[1]!.length;
  }
  return { key: text.slice(s, e), start: s };
}

/**
 * Where the value after the operator at `op` (of length `len`) starts: blanks, an opening quote or bracket skipped,
 * and the line break after an opening bracket or a YAML block scalar's indicator (`key: >-`, `KEY = (`): the value
 * then stands on the next line.
 */
function valueStart(text: string, op: number, len: number): number {
  let p = op + len;
  let mayBreak = false;
  for (let k = 0; k < 12 && p < text.length; k++) {
    const ch = text.charAt(p);
    const brk = lineBreakAt(text, p);
    if (brk > 0) {
      if (!mayBreak) break;
      p += brk;
      mayBreak = false;
    } else if (ch === ' ' || ch === '\t' || ch === '"' || ch === "'" || ch === '`' || ch === '«' || ch === '「' || ch === '\\') p++;
    else if (ch === '[' || ch === '(') {
      p++;
      mayBreak = true;
    } else if ((ch === '>' || ch === '|') && k < 3 && /^[-+0-9]{0,2}[ \t]*(?:\r?\n|\\+n)/.test(text.slice(p + 1, p + 8))) {
      p = p + 1 + /^[-+0-9]{0,2}[ \t]*/.exec(text.slice(p + 1, p + 8))![0].length;
      mayBreak = true;
    } else if ((ch === 'b' || ch === 'r') && /["']/.test(text.charAt(p + 1))) p++;
    else break;
  }
  return p;
}

/** The length of a line break at `p`: a real one, or a JSON-escaped `\n` (after any run of backslashes); 0 when none. */
function lineBreakAt(text: string, p: number): number {
  const c = text.charCodeAt(p);
  if (c === 10) return 1;
  if (c === 13 && text.charCodeAt(p + 1) === 10) return 2;
  if (c !== 92) return 0;
  let q = p;
  while (text.charCodeAt(q) === 92) q++;
  return text.charCodeAt(q) === 110 ? q + 1 - p : text.charCodeAt(q) === 114 && text.charCodeAt(q + 1) === 92 ? lineBreakAt(text, q + 1) + q + 1 - p : 0;
}

/** Characters of a secret's second half on the next line. */
const HALF = /[A-Za-z0-9_+/=*!#$%^~.-]{6,100}/y;

/**
 * The rest of a secret cut at `end` onto the next line (scan-util's continuationAfter extends any finding past a bare
 * break; this one also steps over quotes, for string concatenation): after a closing quote, a shell `\`, a line break and the
 * indentation (and an opening quote, for implicit string concatenation), a run that only half a secret looks like and
 * that ends its line or its string. Null when the next line is no such half.
 */
export function splitHalfAfter(text: string, end: number): { start: number; end: number } | null {
  let p = end;
  for (let k = 0; k < 4 && /["' \t]/.test(text.charAt(p)); k++) p++;
  if (text.charAt(p) === '\\' && lineBreakAt(text, p) === 0) p++;
  else if (text.charAt(p) === '\\' && text.charAt(p + 1) === '\\' && lineBreakAt(text, p + 2) > 0) p += 2;
  const brk = lineBreakAt(text, p);
  if (brk === 0) return null;
  p += brk;
  while (p < text.length && /[ \t"'\\]/.test(text.charAt(p)) && lineBreakAt(text, p) === 0) p++;
  HALF.lastIndex = p;
  const m = HALF.exec(text);
  if (m === null) return null;
  const after = text.charAt(HALF.lastIndex);
  if (after !== '' && !/["'\s\\),;]/.test(after)) return null;
  return looksLikeHalfSecret(m[0]) && !isIdShape(m[0]) ? { start: p, end: HALF.lastIndex } : null;
}

/** Read by character code (NaN past either end of the text): it runs at every `=` and `:` of the text. */
function operatorLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0xff1a || c === 0xff1d) return 1;
  const next = text.charCodeAt(i + 1);
  const prev = text.charCodeAt(i - 1);
  if (c === 61) {
    // `==`, `!=`, `<=`, `>=`, `:=` (the `:` scan reads that one); `=>` is an operator of two
    if (next === 61 || prev === 61 || prev === 33 || prev === 60 || prev === 62 || prev === 58) return 0;
    return next === 62 ? 2 : 1;
  }
  if (next === 47 || next === 58 || prev === 58 || (prev >= 48 && prev <= 57)) return 0; // a URL, `::`, a time or a port
  return next === 61 ? 2 : 1;
}

/** `scheme://user:password@host`: the URL rules judge a URL's user info. */
function userInfo(text: string, keyStart: number): boolean {
  return text.startsWith('//', keyStart - 2);
}

/**
 * A neutral name's value beside a word that says public (`"keyMaterialType": "ASYMMETRIC_PUBLIC"` in a Tink keyset,
 * `"use": "public"`): a value no name vouches for is not taken against its own record's word.
 */
function saysPublicNearby(text: string, start: number, end: number): boolean {
  return /public/i.test(text.slice(Math.max(0, start - 160), end + 160));
}

/**
 * A container image's tag (`ghcr.io/acme/api:4d1b13f8e622`, `localhost:5000/team/app:v1.2`, a digest after it): the
 * key is the image's last path segment under a registry host, the `:` glued to both sides. A tag is a label anyone
 * who pulls the image sees; `scheme://user:password@` starts with `//` and is the URL rules'.
 */
function isImageTag(text: string, keyStart: number, op: number): boolean {
  if (text.charCodeAt(keyStart - 1) !== 47 || !/^[\w][\w.-]{0,127}(?:@sha256:[0-9a-f]{64})?(?![^\s"'`,;)\]}\\])/.test(text.slice(op + 1, op + 210))) return false;
  return IMAGE_HOST_PATH.test(text.slice(Math.max(0, keyStart - 200), keyStart));
}

/** A registry host (a dotted name or `localhost`, an optional port) and the image's path up to its last segment. */
const IMAGE_HOST_PATH = /(?:^|[\s"'`=(])(?:[a-z0-9-]+(?:\.[a-z0-9-]+)+|localhost)(?::[0-9]{1,5})?(?:\/[a-z0-9._-]+)*\/$/;

/** A field of a SOPS value (`ENC[AES256_GCM,data:…,iv:…,tag:…]`): ciphertext meant to be committed. */
function inSopsValue(text: string, keyStart: number): boolean {
  const open = text.lastIndexOf('ENC[', keyStart);
  return open >= 0 && keyStart - open < 400 && !text.slice(open, keyStart).includes(']');
}

/**
 * `APIKey: PostHogAPIKey`, `token = defaultToken`: an identifier that ends in the key's own name is the constant or
 * variable code keeps the value in, not the value.
 */
function namesItsKey(value: string, key: string): boolean {
  const name = key.replace(/^\W+|\W+$/g, '').replace(/[_-]/g, '').toLowerCase();
  return name.length >= 3 && /^[A-Za-z_$][\w$]*$/.test(value) && value.replace(/_/g, '').toLowerCase().endsWith(name);
}

function scanOperator(text: string, ch: string, out: RawMatch[]): void {
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) {
    const len = operatorLength(text, i);
    if (len === 0) continue;
    const start = valueStart(text, i, len);
    // a value shorter than MIN_VALUE ends before its eighth character: one probe drops most (`"type":"text"`)
    const probe = text.charCodeAt(start + MIN_VALUE - 1);
    if (!(probe < 128 && VALUE_CHAR[probe] === 1)) continue;
    let end = start;
    let digits = 0;
    let upper = 0;
    let lower = 0;
    while (end < text.length && end - start <= MAX_VALUE) {
      const c = text.charCodeAt(end);
      if (c >= 128 || VALUE_CHAR[c] === 0) break;
      if (c >= 48 && c <= 57) digits++;
      else if (c >= 65 && c <= 90) upper++;
      else if (c >= 97 && c <= 122) lower++;
      end++;
    }
    // every value judged below has a digit, or letters of both cases three times each: most values of a JSON text
    // (`"type":"assistant"`) are dropped here, before their key is read
    if (digits === 0 ? upper < 3 || lower < 3 : upper + lower === 0) continue;
    while (end > start && text.charCodeAt(end - 1) === 46) end--; // a sentence's final period
    // a call (`form := huh.NewForm(`, `key: ed25519.hexToDER(…)`): code, not a literal
    if (text.charCodeAt(end) === 40) continue;
    if (end - start < MIN_VALUE || end - start > MAX_VALUE) continue;
    // the key before the value's shape: keys repeat and are judged once, and most values of a JSON text with
    // letters and digits stand under a public name (`"timestamp"`, `"uuid"`, `"requestId"`)
    const key = keyBefore(text, i);
    if (key === null) continue;
    const bar = barOf(key.key);
    if (bar === 'public') continue;
    const value = text.slice(start, end);
    if (!judgeValue(value, bar) || inSopsValue(text, key.start) || userInfo(text, key.start) || namesItsKey(value, key.key)) continue;
    if (isImageTag(text, key.start, i)) continue;
    if (bar === 'neutral' && (publicByName(text, start) || saysPublicNearby(text, start, end))) continue;
    out.push({ rule: 'generic-secret', start, end });
    for (let k = 0, at = end, half = splitHalfAfter(text, at); half !== null && k < 4; k++, at = half.end, half = splitHalfAfter(text, at)) {
      out.push({ rule: 'generic-secret', ...half });
    }
  }
}

export function scanAssignedValues(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  scanOperator(text, '=', out);
  scanOperator(text, ':', out);
  // the fullwidth colon and equals sign of Chinese and Japanese text (`パス：「…」`)
  scanOperator(text, '\uff1a', out);
  scanOperator(text, '\uff1d', out);
  return out.sort((a, b) => a.start - b.start);
}
