/**
 * Long random runs in a secret-ish context, with no provider knowledge: a hex run of 32 or more, or a base64/base62
 * run of 20 or more, a few words after a word that says secret, token, key, password or credential ("the
 * webhook signing secret (keep it safe):⏎<hex>", "use the HMAC secret <hex> for the callback", "| SIGNING_KEY | <hex> |",
 * "the encryption key is now <base64>"). Words that make the run about the secret (hash, digest, checksum, fingerprint,
 * id, public, commit) between the two or before the word keep it, and so do UUIDs, SHAs after a bare "key", integrity
 * hashes and base64 that decodes to text.
 */
import { charClasses, entropyFloor, isHex, isLowVariety, shannon } from './entropy.js';
import { decodesToText, isPublicId, isUuid } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { deniedBefore, isIdShape } from './scan-util.js';
import { ID_KEY_BEFORE } from './name-strength.js';

/** Words other rows already anchor on (secret-read-rules.ts): a word of its own would slow the one anchor scan for every text. */
export const SECRET_CONTEXT_WORDS = ['secret', 'token', 'key', 'pass', 'credential'];

/** How far after the word the run may start, and how far before it a word may say the run is public. */
const GAP = 48;
const LOOK_BEHIND = 24;

/** Between the word and the run: it names something about the secret, not the secret. */
const ABOUT = /hash|digest|checksum|sha-?[0-9]|md5|fingerprint|\bids?\b|commit|public|integrity|version|uuid|length|size|count|name|file|path|url|expir|accessor/i;
/**
 * Before the word: the key or token is not a secret one (`public key`, `site key`, `cache key`, `page token`, the
 * Push API's `applicationServerKey`, a VAPID public key).
 */
const NOT_SECRET_BEFORE = /(?:public|publishable|\bpub|site|host|ssh|gpg|pgp|cache|primary|foreign|sort|partition|idempotency|lock|object|hash|cursor|page|next|continuation|csrf|xsrf|ssh-\w+|application[ \t_-]*server)[ \t_-]*$/i;
/** An `id` before the word (`id key`, `userId key`, `USER_ID_KEY`), told apart from the end of a word (`invalid`, `valid`). */
const ID_BEFORE = /(?:(?<![A-Za-z])(?:id|Id|ID)|(?<=[a-z])Id|(?<=[a-z0-9])ID)[ \t_-]*$/;
const RUN = /[A-Za-z0-9+/_-]{20,512}={0,2}/g;

export function scanSecretContext(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0; // a run already taken is not judged again for the next word
  for (const p of at) {
    // most words have no long run a few words after them: three probes tell
    if (p < after || !longRunWithin(text, p + 3, p + 3 + GAP + 20 + (asideNear(text, p) ? ASIDE_MAX : 0))) continue;
    const end = wordEnd(text, p);
    if (end < 0) continue;
    const before = text.slice(Math.max(0, p - LOOK_BEHIND), p);
    if (NOT_SECRET_BEFORE.test(before) || ID_BEFORE.test(before)) continue;
    const isKey = /^keys?$/i.test(text.slice(p, end));
    if (isKey && (ID_KEY_BEFORE.test(before) || KEY_AS_ADJECTIVE.test(text.slice(end, end + 24)))) continue; // `X-Trace-Key: <hex>`, "the request key <id>"
    const run = runAfter(text, end);
    // "the linode key from the dashboard: <hex>": a key labelled as given is no digest the sentence names
    const keyOfSomething = isKey && !SECRET_KEY_BEFORE.test(before) && (run === null || !LABELLED.test(text.slice(end, run.start)));
    if (run === null || !(secretShaped(run.value, keyOfSomething) || givenUuid(text, p, end, run))) continue;
    out.push({ rule: 'generic-secret', start: run.start, end: run.start + run.value.length });
    after = run.start + run.value.length;
  }
  return out;
}

/**
 * A run of 20 base64 characters inside [from, to): such a run covers one of the probes 20 characters apart, so only a
 * probe that hits a run character is followed to the run's ends.
 */
function longRunWithin(text: string, from: number, to: number): boolean {
  const stop = Math.min(to, text.length);
  for (let probe = from + 19; probe < stop; probe += 20) {
    if (!isRunChar(text.charCodeAt(probe))) continue;
    let s = probe;
    while (s > from && probe - s < 20 && isRunChar(text.charCodeAt(s - 1))) s--;
    let e = probe + 1;
    while (e < stop && e - s < 20 && isRunChar(text.charCodeAt(e))) e++;
    if (e - s >= 20) return true;
  }
  return false;
}

/** A base64 character, `_` left out: a run of snake_case words (`cache_creation_input_tokens`) is a name, not a key. */
function isRunChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47 || c === 45;
}

/**
 * Where the secret-ish word starting at `p` ends, or -1 when it is part of another word (`monkey`, `keyboard`,
 * `tokenizer`, `secretary`). A camelCase or snake_case name may end in it (`signingKey`, `SIGNING_KEY`).
 */
function wordEnd(text: string, p: number): number {
  const before = text.charCodeAt(p - 1);
  if (isLower(before) && !isUpper(text.charCodeAt(p))) return -1;
  let e = p;
  while (e < text.length && isLetter(text.charCodeAt(e)) && e - p < 12) e++;
  const word = text.slice(p, e);
  // `KeY` inside a base64 blob is no word; `keys.json`, `token.length` are a file and a member
  if (!/^(?:[a-z]+|[A-Z][a-z]+|[A-Z]+)$/.test(word) || !WORD.test(word) || /^\.[A-Za-z]/.test(text.slice(e, e + 2))) return -1;
  return inBlob(text, p) ? -1 : e;
}

/** The singular for tokens and keys: `"output_tokens": 12`, `keys: […]` are counts and lists. */
const WORD = /^(?:secrets?|token|key|passw[a-z]*|passphrases?|credentials?)$/i;

/** The word ends a run of base64 (`…rNKey`): its letters are random, not a name. */
function inBlob(text: string, p: number): boolean {
  let s = p;
  while (s > 0 && p - s <= 32 && /[A-Za-z0-9+/]/.test(text.charAt(s - 1))) s--;
  return p - s > 32 || /[+/]/.test(text.slice(s, p));
}

/**
 * A UUID the text gives as the secret itself, under its label ("the registration secret (it looks like a uuid, do not
 * log it): <uuid>"): the word names the secret, not a key or a token that may be an id, and a colon hands it over.
 */
function givenUuid(text: string, p: number, end: number, run: { start: number; value: string }): boolean {
  if (!isUuid(run.value) || !/^(?:secrets?|passw[a-z]*|credentials?)$/i.test(text.slice(p, end))) return false;
  // "(object id, not a secret): <uuid>": the word is denied, and the UUID is the id it is
  return /:[ \t]*$/.test(text.slice(end, run.start)) && !deniedBefore(text, p);
}

/** An aside in brackets between the word and its value, read past as if it were not there ("secret (keep it safe):"). */
const ASIDE = /^[^()\n]{0,24}?\([^()\n]{1,100}\)/;
/** Brackets that hold one run and nothing else are no aside: they hold the value ("rotate the app key (<key>) today"). */
const BRACKETED_RUN = /\([ \t]*[A-Za-z0-9+/_-]{20,100}={0,2}[ \t]*\)$/;
/**
 * A clause after a comma that hands the value over ("rotate the deploy key, the new one is <key>"): a few words, then a
 * colon or "is". Any other comma between the word and the run ends the sentence about the secret.
 */
const COMMA_THEN_LABEL = /^[^,]*,(?:[ \t]+\p{L}+){1,4}[ \t]*(?::|[ \t]is)[ \t]*$/u;
/** How much further the run may stand after an aside: ASIDE's longest bracketed part. */
const ASIDE_MAX = 102;

/** A `(` within the few characters after the word at `p` (read by hand: most words have none). */
function asideNear(text: string, p: number): boolean {
  for (let i = p, stop = Math.min(text.length, p + 40); i < stop; i++) if (text.charCodeAt(i) === 40) return true;
  return false;
}

/** The first long run in the few words after the word, on its line or alone on the next lines after a `:`. */
function runAfter(text: string, from: number): { start: number; value: string } | null {
  let gap = text.slice(from, from + GAP + 512);
  // the aside blanked (its length kept, so places in `gap` stay places in `text`), and the reach made as much longer
  let aside = ASIDE.exec(gap)?.[0] ?? '';
  if (BRACKETED_RUN.test(aside)) aside = '';
  const open = aside.indexOf('(');
  if (aside !== '') gap = gap.slice(0, open) + ' '.repeat(aside.length - open) + gap.slice(aside.length);
  const reach = aside === '' ? GAP : GAP + aside.length - open;
  const br = LINE_BREAK.exec(gap);
  // the run goes on the next line only after a line that ends like a label (`secret:`, `key ->`, `key (hex) =`)
  const below = br !== null && /[:>=][ \t)]*$/.test(gap.slice(0, br.index)) ? br.index : -1;
  if (br !== null && below < 0) gap = gap.slice(0, br.index);
  RUN.lastIndex = 0;
  for (let m = RUN.exec(gap); m !== null && m.index <= reach; m = RUN.exec(gap)) {
    const between = gap.slice(0, m.index);
    // a value already given between the two (`TOKEN=<value> <sha>`): the run is something else
    if (/[:=][ \t]*["']?(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{6}/.test(between)) return null;
    // a git object id a clause away from the word is the commit the sentence names ("the password reset bug was fixed
    // in <sha>"): a key given for the word stands right after it, or after a label's `:` or `=`
    if (GIT_ID.test(m[0]) && !/[:=]/.test(between) && (between.match(/\p{L}+/gu) ?? []).length > 2) return null;
    // `==` is a banner's rule (`== ed25519v1-secret: type0 ==` over a Tor key), never an assignment
    if (ABOUT.test(between) || /[.!?][ \t]|[;{}[\]]/.test(between) || (between.includes(',') && !COMMA_THEN_LABEL.test(between)) || count(between, /["'`]/g) > 2 || count(between.replace(/={2,}/g, ''), /[:=]/g) > 1) return null;
    if (below >= 0 && m.index > below && /\S/.test(between.slice(below).replace(BLANK_LINES, '').replace(/\\+$/, ''))) return null;
    // the end of a longer word or path, or a piece of a dotted one (`pk.eyJ…`, a host, a member): not a run of its own
    if (/[A-Za-z0-9.]$/.test(between) || gap.charAt(m.index + m[0].length) === '.' && /[A-Za-z0-9]/.test(gap.charAt(m.index + m[0].length + 1))) continue;
    let start = from + m.index;
    // the run whole, past the window and RUN's bound: a marker never ends inside the value it stands for
    let value = runFrom(text, start).replace(/\.+$/, '');
    if (/\\$/.test(between) && /^[nrt]/.test(value)) {
      start++;
      value = value.slice(1); // `\n<run>` inside a JSON string: the `n` belongs to the escape
    }
    return { start, value };
  }
  return null;
}

/** The whole run of RUN's characters starting at `start`. */
function runFrom(text: string, start: number): string {
  WHOLE_RUN.lastIndex = start;
  return WHOLE_RUN.exec(text)?.[0] ?? '';
}

const GIT_ID = /^[0-9a-f]{40}$/;

const WHOLE_RUN = /[A-Za-z0-9+/_-]*={0,2}/y;

function count(s: string, re: RegExp): number {
  return s.match(re)?.length ?? 0;
}

const LINE_BREAK = /\r?\n|\\+n/;
/** Blank lines, real or JSON-escaped. */
const BLANK_LINES = /\r?\n|\\+[rnt]|[ \t]/g;

/**
 * "key" that says what matters (a summary's `<key_knowledge>`, "Key facts:", "key findings"): the noun after it is
 * what the section lists, and a run a few words on is a fact of it (an event's id, a digest), not a key.
 */
const KEY_AS_ADJECTIVE = /^[ \t_-]?(?:knowledge|facts?|findings?|points?|takeaways?|insights?|concepts?|decisions?|learnings?|lessons?|details?|changes?|results?|observations?|highlights?|questions?|issues?|steps?|terms?|ideas?|events?|metrics?|moments?|notes?|requirements?|constraints?|context)\b/i;

/** A word before "key" that makes it a secret one: after a plain "key" a SHA-shaped run is a digest or an id. */
const SECRET_KEY_BEFORE = /(?:signing|encryption|decryption|secret|private|hmac|master|api|aes|session|access|auth|shared|webhook)[ \t_-]*$/i;

/** A hex key or a random base64/base62 string; UUIDs and digests after a plain "key", integrity hashes, text: no. */
function secretShaped(run: string, keyOfSomething: boolean): boolean {
  if ((isIdShape(run) && keyOfSomething) || isPublicId(run)) return false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(run) || /^sha[0-9]{1,3}-/i.test(run)) return false;
  // an Ethereum-style key is hex written with its `0x`
  if (/^0x[0-9a-f]{64}$/i.test(run)) return shannon(run.slice(2)) >= 3.3;
  if (isHex(run)) return run.length >= 32 && run.length <= 128 && /[a-f]/i.test(run) && shannon(run) >= 3.3;
  const bare = run.replace(/=+$/, '');
  if (bare.length < 20 || isLowVariety(bare) || /[=]/.test(bare)) return false;
  // an identifier or a path made of words (`src/components/Button_v2`, `node-modules-cache`): not random
  if (bare.split(/[/_-]/).some((seg) => /^[a-z]{5,}$|^[A-Z][a-z]{5,}$/.test(seg))) return false;
  const cls = charClasses(bare);
  if (cls.digit >= 4 && (cls.upper === 0 || cls.lower === 0)) return singleCaseRandom(bare);
  if (cls.digit < 2 || cls.upper < 2 || cls.lower < 2) return false;
  return shannon(bare) >= entropyFloor(bare.length) - 0.2 && !decodesToText(bare);
}

/** Words between the key and its run that hand it over: a label's colon, or "is". */
const LABELLED = /(?::|\bis)[ \t]*$/;

/**
 * A key of one case and digits (base32 or base36: `PFSPVXGZQ6PLIGT6CCNH3I6VQG8HCH26IM4L`, Azure DevOps' 52 lower-case
 * characters): digits spread through it and many distinct characters, no word in it.
 */
function singleCaseRandom(run: string): boolean {
  if (!/^(?:[A-Z0-9]+|[a-z0-9]+)$/.test(run) || (run.match(/[0-9]+/g) ?? []).length < 4) return false;
  return new Set(run).size >= 16 && shannon(run) >= 3.8;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLetter(c: number): boolean {
  return isLower(c) || isUpper(c);
}
