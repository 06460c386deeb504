/**
 * Tokens found by their own shape, in one hand-written pass over runs of token characters (`[A-Za-z0-9_.-]`):
 *
 * 1. a provider prefix from providers.ts (rows looked up by the run's first two characters);
 * 2. a few prefix-less shapes (Discord bot tokens, MaxMind and Mailchimp keys);
 * 3. the provider-free detector (prefixed-random.ts): a short prefix and a long random body. This is what catches
 *    the `figd_…`, `dckr_pat_…`, `gsk_…` kinds nobody wrote a rule for;
 * 4. a run with no prefix that is a secret by where it stands (bare-token.ts): a command's token argument, an
 *    environment variable's generated value.
 *
 * Runs glued to `+`, `/` or `=` belong to a base64 blob and are left to the other rules.
 */
import { publicByName } from './public-names.js';
import { isPublicId } from './placeholder.js';
import { PROVIDERS } from './providers.js';
import type { RawMatch } from './rule-types.js';
import { continuationAfter, forEachRun, isAlnum, isEscapeAt, lineBreakAt } from './scan-util.js';
import { blankBefore, isCommandToken, isEnvValue, MIN_BARE } from './bare-token.js';
import { hasShortPrefix, isPrefixedRandom, mayHaveRandomBody } from './prefixed-random.js';

/** Shortest token this scan looks at; runs are found by probing every STRIDE characters. */
export const STRIDE = 16;

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
  const glued = e - s >= GLUED_MIN ? gluedProvider(text, s, e) ?? gluedGroups(text, s, e) : null;
  if (glued !== null) {
    out.push(glued);
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

/** The shortest run that may hold a word, a separator and a provider token (`rotate-ico-` and 32 characters). */
const GLUED_MIN = 24;

/**
 * A key printed in groups (`LLR6-FT6H-FKHP-…`, a recovery key) glued behind the word a file or a branch was named by
 * (`key-LLR6-FT6H-….md`): the groups judged without the word, as they would be after a blank.
 */
function gluedGroups(text: string, s: number, e: number): RawMatch | null {
  WORD_THEN_GROUPS.lastIndex = s;
  const m = WORD_THEN_GROUPS.exec(text);
  if (m === null) return null;
  const own = classify(text, s + m[0].length, e);
  return own === null ? null : { rule: own.rule, start: s + m[0].length, end: own.end };
}

/** A lower-case word and a dash, then two groups of capitals and digits joined by dashes (no words: `project-docs-`). */
const WORD_THEN_GROUPS = /[a-z]{2,12}-(?=[A-Z0-9]{4,8}-[A-Z0-9]{4,8}-)/y;

/**
 * A provider's token glued behind a word by `-`, `_` or `.` inside one run: a branch or a file named for it
 * (`fix/rotate-dp.st.prd.…`, `/tmp/digitalocean-dop_v1_….json`), or a Discord bot token, whose three dotted parts
 * say what it is. Only the token is reported; its prefix row is looked up at each separator, and the rows' own ends
 * (`(?![A-Za-z0-9_+/=-])`) keep a word from being cut.
 */
function gluedProvider(text: string, s: number, e: number): RawMatch | null {
  for (let i = s + 1; i < e - 16; i++) {
    const c = text.charCodeAt(i - 1);
    if (c !== 45 && c !== 95 && c !== 46) continue; // - _ .
    const rows = providerRows(text, i);
    for (let k = 0; rows !== undefined && k < rows.length; k++) {
      const { label, re } = rows[k]!;
      re.lastIndex = i;
      const m = re.exec(text);
      if (m !== null) return { rule: label, start: i, end: i + m[0].length };
    }
    const discord = SHAPES[0]!;
    if (discord[1](text, i, e) && discord[2].test(text.slice(i, e))) return { rule: discord[0], start: i, end: e };
  }
  return null;
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

const TEST_DATA = /^(?:fixtures?|mock|dummy|fake|stub|sample|testdata)[_-]/i;

/**
 * The run is a piece of a base64 blob cut at its `+` and `/`, or a name before `=`. Standard base64 has no `_` nor
 * `-`: a run holding one between `/` is a folder or a file of a path (`/srv/backups/tok_…/dump.sql.gz`), judged
 * unless the path is a URL's, where a service names its objects by id (`https://claude.ai/code/session_01…`).
 */
function gluedToBase64(text: string, s: number, e: number): boolean {
  const before = s > 0 ? text.charCodeAt(s - 1) : 0;
  const after = e < text.length ? text.charCodeAt(e) : 0;
  if (after === 61) return true; // =
  if (before !== 43 && before !== 47 && after !== 43 && after !== 47) return false; // + /
  return !holdsUrlSafe(text, s, e) || inUrl(text, s);
}

/**
 * A `://` in the word (no blank, quote nor bracket) that ends at `s`, read back by character code and looked for on
 * the way: a path's many segments are read back to the start of their path once each, with no copy of it.
 */
function inUrl(text: string, s: number): boolean {
  const from = Math.max(0, s - 2048);
  for (let i = s - 1; i >= from; i--) {
    const c = text.charCodeAt(i);
    if (c < 128 && WORD_END[c] === 1) return false;
    if (c === 58 && i + 3 <= s && text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47) return true; // `://`
  }
  return false;
}

/** Blanks, quotes and brackets: what ends a URL written in text. */
const WORD_END = new Uint8Array(128);
for (const c of ' \t\n\r"\'`<>()[]') WORD_END[c.charCodeAt(0)] = 1;

function holdsUrlSafe(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) if (text.charCodeAt(i) === 95 || text.charCodeAt(i) === 45) return true;
  return false;
}
