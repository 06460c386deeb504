/**
 * Tokens found by their own shape, in one hand-written pass over runs of token characters (`[A-Za-z0-9_.-]`):
 *
 * 1. a provider prefix from providers.ts (rows looked up by the run's first two characters);
 * 2. a few prefix-less shapes (Discord bot tokens, MaxMind and Mailchimp keys);
 * 3. the provider-free detector: a short prefix (1–3 lower- or upper-case segments, each ended by `_` or `-`)
 *    followed by a long body with the entropy and character mix of a random string. This is what catches the
 *    `figd_…`, `dckr_pat_…`, `gsk_…` kinds nobody wrote a rule for.
 *
 * Runs glued to `+`, `/` or `=` belong to a base64 blob and are left to the other rules.
 */
import { charClasses, classFlipRate, entropyFloor, isHex, isLowVariety, shannon } from './entropy.js';
import { publicByName } from './public-names.js';
import { isPublicId, isUuid } from './placeholder.js';
import { PROVIDERS } from './providers.js';
import type { RawMatch } from './rule-types.js';
import { continuationAfter, forEachRun, isEscapeAt, lineBreakAt } from './scan-util.js';

/** Shortest token this scan looks at; runs are found by probing every STRIDE characters. */
const STRIDE = 16;
/** Shortest run a command's token argument (isCommandToken) or an environment value (isEnvValue) can be. */
const MIN_BARE = 20;

const RUN = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (/[A-Za-z0-9_.-]/.test(String.fromCharCode(c))) RUN[c] = 1;

interface Row {
  label: string;
  re: RegExp;
}

/**
 * Provider rows by their prefix's first two characters, as one number (no string is made per run): an index into an
 * array when both are ASCII (every prefix so far; a Map lookup per run cost a fifth of this scan), a Map key if not.
 */
const BY_PAIR: (Row[] | undefined)[] = new Array<Row[] | undefined>(128 * 128);
const BY_START = new Map<number, Row[]>();
for (const [label, prefix, body] of PROVIDERS) {
  const re = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:${body})(?![A-Za-z0-9_+/=-])`, 'y');
  const [c0, c1] = [prefix.charCodeAt(0), prefix.charCodeAt(1)];
  if (c0 < 128 && c1 < 128) (BY_PAIR[(c0 << 7) | c1] ??= []).push({ label, re });
  else BY_START.set((c0 << 16) | c1, [...(BY_START.get((c0 << 16) | c1) ?? []), { label, re }]);
}

/** The provider rows whose prefix starts like the text at `s`. */
function providerRows(text: string, s: number): readonly Row[] | undefined {
  if (s + 2 > text.length) return undefined;
  const c0 = text.charCodeAt(s);
  const c1 = text.charCodeAt(s + 1);
  return c0 < 128 && c1 < 128 ? BY_PAIR[(c0 << 7) | c1] : BY_START.get((c0 << 16) | c1);
}

/**
 * Prefix-less shapes, each behind a cheap test on the run's place in the text (`t`, from `s` to `e`), so most runs
 * skip the copy and the regex.
 */
const SHAPES: [string, (t: string, s: number, e: number) => boolean, RegExp][] = [
  ['discord-token', (t, s, e) => e - s >= 58 && isDiscordStart(t.charCodeAt(s)), /^[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}$/],
  // its first two parts with the third cut (a token split over two todo steps or lines): the id and time still say so
  ['discord-token', (t, s, e) => e - s >= 32 && e - s < 58 && isDiscordStart(t.charCodeAt(s)), /^[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{1,26}$/],
  ['maxmind-key', (t, s, e) => e - s === 40 && t.endsWith('_mmk', e), /^[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk$/],
  ['mailchimp-key', (t, s, e) => e - s <= 37 && e - s > 32 && t.charCodeAt(s + 32) === 45, /^[a-f0-9]{32}-us[0-9]{1,2}$/],
  // PostgreSQL's md5 password hash (pgbouncer userlist.txt, pg_authid): it logs in as the password does
  ['db-password', (t, s, e) => e - s === 35 && t.startsWith('md5', s), /^md5[0-9a-f]{32}$/],
];

/** `M`, `N` or `O`: a Discord token's first character (its user id in base64). */
function isDiscordStart(c: number): boolean {
  return c >= 77 && c <= 79;
}

export function tokenScan(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  forEachRun(text, STRIDE, RUN, (s, e) => candidate(text, s, e, out));
  wrappedShort(text, out);
  return out;
}

/**
 * A token wrapped onto the next line where the part before the break is too short for the probe above to see
 * (`glpat-efWLfsi⏎Ieami7wh3MDjI`): at each line break, the two halves are judged together.
 */
function wrappedShort(text: string, out: RawMatch[]): void {
  // every line break (a real one or a JSON `\n` escape), in order: each kind is searched forward once, so a 50 MB
  // line of escaped breaks is one pass, not one search to its end per break (a plain loop: a generator's yield per
  // line cost more than the test at most breaks)
  let raw = text.indexOf('\n');
  let esc = nextEscapedBreak(text, 0);
  while (raw >= 0 || esc >= 0) {
    const p = raw < 0 ? esc : esc < 0 ? raw : Math.min(raw, esc);
    wrappedAt(text, p, out);
    if (raw === p) raw = text.indexOf('\n', p + 1);
    if (esc >= 0 && esc <= p) esc = nextEscapedBreak(text, p + 1);
  }
}

/** The two halves around the line break at `p`, judged together. */
function wrappedAt(text: string, p: number, out: RawMatch[]): void {
  let s = p;
  while (s > 0 && p - s < STRIDE && isRun(text.charCodeAt(s - 1))) s--;
  if (p - s < 4 || p - s >= STRIDE || isRun(text.charCodeAt(s - 1))) return;
  if (isEscapeAt(text, s)) s++;
  if (endsPath(text, s)) return;
  const next = continuationAfter(text, p);
  if (next < 0) return;
  const joined = text.slice(s, p) + text.slice(p + lineBreakAt(text, p), next);
  const both = classify(joined, 0, joined.length);
  if (both !== null && both.end > p - s) out.push({ rule: both.rule, start: s, end: next });
  else if (isCommandToken(text, s, joined)) out.push({ rule: 'cli-token', start: s, end: next });
}

/**
 * The run at `s` is the last part of a path (`cat /etc/machine-id`, `~/.ssh/id_ed25519`): a line ends there after a
 * file name, and what the next line holds (the file's contents) is judged alone, never glued to the name. A URL's
 * `://` leads no path: what follows it is the authority, where a wrapped token (`https://ghp_…@github.com`) sits.
 */
function endsPath(text: string, s: number): boolean {
  return text.charCodeAt(s - 1) === 47 && !text.startsWith('://', s - 3); // `/`, not `://`
}

/** Where the next `\n` escape at or after `from` starts (its backslash), or -1. */
function nextEscapedBreak(text: string, from: number): number {
  // An escape of depth 3 (`\\\n`) starts before the backslash found, possibly before `from`: one already seen.
  for (let esc = text.indexOf('\\n', from); esc >= 0; esc = text.indexOf('\\n', esc + 2)) {
    const start = esc - backslashRun(text, esc) + 1;
    if (start >= from && lineBreakAt(text, start) !== 0) return start;
  }
  return -1;
}

/** Backslashes ending at `i` (inclusive), so `i - run + 1` is where an escape starts. */
function backslashRun(text: string, i: number): number {
  let n = 0;
  while (i - n >= 0 && text.charCodeAt(i - n) === 92) n++;
  return n;
}

function isRun(c: number): boolean {
  return c < 128 && RUN[c] === 1;
}

/** A JWK's public member (`"n"` modulus, `"e"`, the `"x"`/`"y"` of a curve point): base64url that opens nothing. */
function isJwkPublicMember(text: string, s: number): boolean {
  return /\\*"(?:n|e|x|y)\\*"\s*:\s*\\*"$/.test(text.slice(Math.max(0, s - 16), s)) && text.slice(Math.max(0, s - 600), s + 600).includes('kty');
}

function candidate(text: string, s: number, e: number, out: RawMatch[]): void {
  if (isEscapeAt(text, s)) s++; // `\nghp_…` inside a JSON string: the `n` belongs to the escape
  while (e > s && text.charCodeAt(e - 1) === 46) e--; // a sentence's final period
  if (e - s < 8) return;
  const own = e - s >= STRIDE ? classify(text, s, e) : null;
  if (own !== null && own.rule === 'prefixed-token' && isJwkPublicMember(text, s)) return;
  if (own !== null) {
    out.push({ rule: own.rule, start: s, end: own.end });
    return;
  }
  // a token a terminal or an editor wrapped onto the next line: judge both halves together
  const next = endsPath(text, s) ? -1 : continuationAfter(text, e);
  if (next < 0) {
    // both judge runs of MIN_BARE or more after a blank or an `=` (a quote between): most runs here are neither,
    // and are not copied
    if (e - s < MIN_BARE || !(blankBefore(text, s) || text.charCodeAt(s - 1) === 61)) return;
    const run = text.slice(s, e);
    if (isCommandToken(text, s, run)) out.push({ rule: 'cli-token', start: s, end: e });
    else if (isEnvValue(text, s, run)) out.push({ rule: 'env-secret', start: s, end: e });
    return;
  }
  const joined = text.slice(s, e) + text.slice(e + lineBreakAt(text, e), next);
  const both = classify(joined, 0, joined.length);
  if (both !== null && both.end > e - s) out.push({ rule: both.rule, start: s, end: next });
  else if (isCommandToken(text, s, joined)) out.push({ rule: 'cli-token', start: s, end: next });
}

const PUBLIC_KEY_WORD = /(?:public|publishable|\bpub|site)[ \t_-]*key[ \t]+(?:\\*["'])?$/i;
const TOKEN_WORD = /(?:^|[\s"'`(])(?:auth|authtoken|add-authtoken|set-token|token|apikey|api-key|api_key|key)[ \t]+(?:\\*["'])?$/i;
/** A subcommand that sets a token, whose role or name may come first: `consul acl set-agent-token agent <token>`. */
const SETS_TOKEN = /[\s"'`(](?:set|add|update|rotate|store)-(?:[a-z]+-){0,2}(?:token|authtoken|key|secret)[ \t]+(?:[a-z][a-z0-9_.-]{0,24}[ \t]+)?(?:\\*["'])?$/i;

function setsToken(text: string, s: number): boolean {
  // one of the two words before the run ends in the secret word (read by code: most runs have none, and a slice and
  // a regex for each cost a twentieth of the whole scan)
  let i = s - 1;
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) i--;
  while (i >= 0 && text.charCodeAt(i) === 92) i--; // `\"`
  for (let word = 0; word < 2; word++) {
    while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
    if (endsWithSecretWord(text, i + 1)) return SETS_TOKEN.test(text.slice(Math.max(0, s - 64), s));
    while (i >= 0 && isArgChar(text.charCodeAt(i))) i--;
  }
  return false;
}

const SECRET_ENDS = ['token', 'key', 'secret'];

/** `text` ends at `end` with one of SECRET_ENDS (a loop, not `some`: a closure made per word cost a tenth of this scan's allocation). */
function endsWithSecretWord(text: string, end: number): boolean {
  for (let k = 0; k < SECRET_ENDS.length; k++) if (endsWith(text, end, SECRET_ENDS[k]!)) return true;
  return false;
}

/** `text` ends at `end` with the lower-case word `w`, in any case. */
function endsWith(text: string, end: number, w: string): boolean {
  if (end < w.length) return false;
  for (let k = 0; k < w.length; k++) if ((text.charCodeAt(end - w.length + k) | 0x20) !== w.charCodeAt(k)) return false;
  return true;
}

/** A character of a command-line word: letters, digits, `_`, `.`, `-`. */
function isArgChar(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 95 || c === 46 || c === 45;
}

/**
 * A token handed to a command by position (`snyk auth <uuid>`, `ngrok config add-authtoken <token>`, "use the
 * token <token>"): after such a word, a UUID or a random run without a prefix of its own is the secret.
 */
function isCommandToken(text: string, s: number, run: string): boolean {
  // the characters right before the run say at once whether TOKEN_WORD or SETS_TOKEN can match (most runs, the
  // values of JSON strings, stand after `":"`): no window is copied for them
  if (!blankBefore(text, s) || run.length < MIN_BARE) return false;
  if (!(mayEndTokenWord(text, s) && TOKEN_WORD.test(text.slice(Math.max(0, s - 24), s))) && !setsToken(text, s)) return false;
  const before = text.slice(Math.max(0, s - 40), s);
  if (/authorization/i.test(before)) return false; // a header: its own rule names it
  if (PUBLIC_KEY_WORD.test(before)) return false; // "the site key <key>", "minisign public key <id>"
  if (isUuid(run)) return true;
  const bare = run.replace(/[._-]/g, '');
  return !isHex(bare) && !isPublicId(run) && bare.length >= 20 && shannon(bare) >= entropyFloor(bare.length) && /[0-9]/.test(bare);
}

/**
 * Every word of TOKEN_WORD ends in `h`, `n` or `y`: the letter before the blanks and the quote before `s` says
 * whether its regex can match, without copying the window before the run (most runs after a blank are prose).
 */
function mayEndTokenWord(text: string, s: number): boolean {
  let i = s - 1;
  while (i >= 0 && (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39 || text.charCodeAt(i) === 92)) i--;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  const c = text.charCodeAt(i) | 0x20;
  return c === 104 || c === 110 || c === 121;
}

/**
 * TOKEN_WORD and SETS_TOKEN both end in blanks and then perhaps a quote (after its backslashes, `\"`): a blank stands
 * there, or neither can match at `s`.
 */
function blankBefore(text: string, s: number): boolean {
  let i = s - 1;
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) {
    i--;
    while (i >= 0 && text.charCodeAt(i) === 92) i--;
  }
  return text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9;
}

/** Before `=`: an environment variable's name starting a line (an env dump, `.env`, `export`, `set -x`, `docker -e`). */
const ENV_NAME = /(?:^|[\n\r]|\\n|\+ |export[ \t]+|-e[ \t]+|Environment=")([A-Z][A-Z0-9_]{1,63})=$/;
/** Words in the name that say the value is a digest, an id or public: `GIT_COMMIT_SHA`, `BUILD_ID`, `PUBLIC_KEY`. */
const NOT_SECRET_ENV = /(?:^|_)(?:SHA|SHA1|SHA256|COMMIT|REV|REVISION|HASH|DIGEST|CHECKSUM|ID|IDS|UUID|GUID|VERSION|BUILD|RUN|PUBLIC|PUBLISHABLE|PUB|FINGERPRINT|TRACE|SPAN|REQUEST|CORRELATION|CACHE|ETAG|INTEGRITY|NONCE)(?:_|$)/;

/**
 * A random value given to an environment variable whatever its name says (`PARTNER_SIG=<random>` in an env dump):
 * a name nobody listed still holds a secret when the value is a generated string of three classes. Hex (commits,
 * digests) and names that say digest, id or public are left.
 */
function isEnvValue(text: string, s: number, run: string): boolean {
  if (text.charCodeAt(s - 1) !== 61 || run.length < MIN_BARE || run.length > 256) return false;
  const name = ENV_NAME.exec(text.slice(Math.max(0, s - 72), s))?.[1];
  if (name === undefined || NOT_SECRET_ENV.test(name) || publicByName(text, s)) return false;
  // a dotted run is a JWT or a host: judged by its own rows (an anonymous JWT is public)
  if (run.includes('.')) return false;
  const bare = run.replace(/[_-]/g, '');
  if (bare.length < 20 || isHex(bare) || isUuid(run) || isPublicId(run) || isLowVariety(bare)) return false;
  if (run.split(/[_-]/).some((w) => /^(?:[a-z]{5,}|[A-Z][a-z]{4,}|[A-Z]{5,})$/.test(w))) return false; // words
  const cls = charClasses(bare);
  return cls.digit >= 2 && cls.upper >= 2 && cls.lower >= 2 && classFlipRate(bare) >= 0.4 && shannon(bare) >= entropyFloor(bare.length);
}

/** The label and end of the token starting at `s` (the run ends at `e`), or null. */
function classify(text: string, s: number, e: number): { rule: string; end: number } | null {
  const rows = providerRows(text, s);
  for (let k = 0; rows !== undefined && k < rows.length; k++) {
    const { label, re } = rows[k]!;
    re.lastIndex = s;
    const m = re.exec(text);
    if (m !== null) return { rule: label, end: s + m[0].length };
  }
  // indexed, not destructured: taking a row apart as an iterable cost more than its test
  for (let k = 0; k < SHAPES.length; k++) {
    const row = SHAPES[k]!;
    if (row[1](text, s, e) && row[2].test(text.slice(s, e))) return { rule: row[0], end: e };
  }
  if (gluedToBase64(text, s, e)) return null;
  // a dotted run is a member path or a host name (`node_http2.Http2ServerRequest`) unless a provider row said so
  // (a file name that is a token and an extension, `backup-tok_….txt`, is judged without the extension)
  const end = e - extensionLength(text, s, e);
  // the cheapest tests first, read in the text (most runs, a UUID or a word, are dropped before a copy is made): a
  // run with no short prefix is no prefixed token, whatever else it is; then most prefixed runs in a transcript are
  // its own ids (`toolu_…`, `msg_…`), or a test suite's generated ids named as test data (`fixture_9dKx2Lq8…`); a
  // value assigned to a secret name is still judged by name (measured: the shape test first costs a random-body
  // check on every transcript id, 12% more for this scan)
  if (!hasShortPrefix(text, s, end) || !mayHaveRandomBody(text, s, end) || holdsDot(text, s, end)) return null;
  const bare = text.slice(s, end);
  if (isPublicId(bare) || TEST_DATA.test(bare) || !isPrefixedRandom(bare) || publicByName(text, s)) return null;
  return { rule: 'prefixed-token', end };
}

/**
 * The length of the file extension ending the run from `s` to `e` (`.txt`: a `.` and 1–5 letters or digits), or 0.
 * Only a `.` among the last six characters can start one (the extension holds no `.`): read from the end.
 */
function extensionLength(text: string, s: number, e: number): number {
  let dot = e - 1;
  while (dot >= s && dot >= e - 6 && text.charCodeAt(dot) !== 46) dot--;
  if (dot < s || dot < e - 6 || dot === e - 1) return 0;
  for (let i = dot + 1; i < e; i++) if (!isAlnum(text.charCodeAt(i))) return 0;
  return e - dot;
}

function holdsDot(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) if (text.charCodeAt(i) === 46) return true;
  return false;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

const TEST_DATA = /^(?:fixtures?|mock|dummy|fake|stub|sample|testdata)[_-]/i;

function gluedToBase64(text: string, s: number, e: number): boolean {
  const before = s > 0 ? text.charCodeAt(s - 1) : 0;
  const after = e < text.length ? text.charCodeAt(e) : 0;
  return before === 43 || before === 47 || after === 43 || after === 47 || after === 61; // + / =
}

const HEAD_SEGMENT = /^(?:[a-z0-9]{1,10}|[A-Z0-9]{1,10}|[A-Z][a-z0-9]{1,9})[_-]/;

/**
 * A short prefix, then a random body. The head is tried at its first, second and third separator
 * (`sk-or-v1-…`, `dckr_pat_…`, `gsk_…`); the whole run is the secret whichever split proves it random.
 */
export function isPrefixedRandom(run: string): boolean {
  if (!hasShortPrefix(run, 0, run.length)) return false;
  let at = 0;
  for (let seg = 0; seg < 3; seg++) {
    const m = HEAD_SEGMENT.exec(run.slice(at));
    if (m === null) return false;
    at += m[0].length;
    if (at > 17) return false;
    const head = run.slice(0, at - 1);
    if (/[A-Za-z]/.test(head) && isRandomBody(head, run.charAt(at - 1), run.slice(at))) return true;
  }
  return false;
}

/**
 * What isRandomBody asks of any body the run can end in, counted on the whole run at once: two digits, or a hex tail
 * of 32 or more. Most prefixed runs of a transcript are names (`tool_use`, `end_turn`, `node-modules`) with neither,
 * and are dropped before the id table and the body's statistics.
 */
function mayHaveRandomBody(text: string, s: number, e: number): boolean {
  let digits = 0;
  for (let i = s; i < e && digits < 2; i++) if (isDigit(text.charCodeAt(i))) digits++;
  if (digits >= 2) return true;
  let hex = 0;
  while (hex < e - s && isHexDigit(text.charCodeAt(e - 1 - hex))) hex++;
  return hex >= 32;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
}

/** A `_` or `-` within the first 11 characters of the run from `s` to `e`, and not a UUID (with or without a tail). */
function hasShortPrefix(text: string, s: number, e: number): boolean {
  let sep = s;
  while (sep < e && sep - s <= 10 && text.charCodeAt(sep) !== 95 && text.charCodeAt(sep) !== 45) sep++;
  return sep < e && sep - s <= 10 && !isUuidLike(text, s, e);
}

function isUuidLike(text: string, s: number, e: number): boolean {
  return e - s >= 36 && text.charCodeAt(s + 8) === 45 && text.charCodeAt(s + 13) === 45 && text.charCodeAt(s + 18) === 45;
}

function isRandomBody(head: string, sep: string, body: string): boolean {
  if (body.length < 20 || body.length > 4096 || isUuid(body) || /^[._-]/.test(body)) return false;
  // a word among the body's segments: an identifier (`node-modules-…`, `handle_request_…`), not a token
  if (body.split(/[._-]/).some((w) => /^(?:[a-z]{7,}|[A-Z][a-z]{6,})$/.test(w))) return false;
  // `NODE_SEA_FUSE_…`, `dckr_pat_…`: a word right after the separator still belongs to the prefix (the next split
  // judges the rest)
  if (/^(?:[A-Z]{3,}|[a-z]{3,})[_-]/.test(body)) return false;
  const bare = body.replace(/[._-]/g, '');
  if (bare.length < 20 || isLowVariety(bare)) return false;
  if (isHex(bare)) return isHexToken(head, sep, body, bare);
  const cls = charClasses(bare);
  if (cls.digit < 2 || cls.upper + cls.lower < 8) return false;
  // random base62 flips class on ~60% of positions, lower-case-and-digit bodies on ~40%; CamelCase far less
  if (classFlipRate(bare) < (cls.upper > 0 && cls.lower > 0 ? 0.45 : 0.3)) return false;
  return shannon(bare) >= entropyFloor(bare.length) - 0.3;
}

/**
 * A hex body is a digest far more often than a token (`npm-<sha>`, `Linux-node-<hash>`): only after a `_`
 * (`e2b_…`, `bkua_…`) or a two-letter head (`sk-…`, `fc-…`), unbroken and at least 32 long.
 */
function isHexToken(head: string, sep: string, body: string, bare: string): boolean {
  if (bare.length !== body.length || bare.length < 32 || shannon(bare) < 3.3) return false;
  if (/^(?:sha[0-9]*|md5|git|commit|rev|hash|cache|build|v[0-9]+)$/i.test(head.split(/[_-]/)[0] ?? '')) return false;
  if (head.length > 8) return false; // `NODE_SEA_FUSE_<hex>`: a named constant, not a key
  return sep === '_' || /^[a-z]{2}$/.test(head) || /[_-]v[0-9]$/.test(head);
}
