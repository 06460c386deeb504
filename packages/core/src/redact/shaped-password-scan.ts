/**
 * A password a person made, found by its shape alone, wherever it stands (a CI log line, a row of SQL output, a reply
 * in a language no lexicon here has): words and digits with a symbol people type into passwords
 * (`tambourine997Saltmarsh-`, `Tre@cle78!zeppole`), two words with the case broken between them (`MOORHENverbena_67`),
 * or capitalised words and a number joined by two kinds of separator (`Treacle_Xylem.1575`). No noun or command has
 * to say "this is a password": the bar is a shape no identifier, path, version, host, digest, id or flag has.
 */
import { isHex } from './entropy.js';
import { namedForSecret } from './made-password.js';
import { isPlaceholder, isPublicId, isUuid } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { isEscapeAt, isEscapeLetter } from './scan-util.js';

/** The characters a made password is typed of: letters, digits, the joiners `-_.` and the symbols people add. */
const TOKEN_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (/[A-Za-z0-9_.~!#$%^&*+?@-]/.test(String.fromCharCode(c))) TOKEN_CLASS[c] = 1;

/** Shorter than this, a shape says too little without a noun beside it. */
const MIN = 10;
const MAX = 40;

/**
 * Every shape judged holds digits: the scan starts from a digit (rarer in a transcript than the runs of letters around
 * it) and reads the token around it once.
 */
const DIGIT_PAIR = /[0-9]/g;

export function scanShapedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  DIGIT_PAIR.lastIndex = 0;
  for (let m = DIGIT_PAIR.exec(text); m !== null; m = DIGIT_PAIR.exec(text)) {
    let s = m.index;
    while (s > 0 && inToken(text.charCodeAt(s - 1))) s--;
    let e = m.index + 1;
    while (e < text.length && inToken(text.charCodeAt(e))) e++;
    DIGIT_PAIR.lastIndex = e;
    if (e - s >= MIN && e - s <= MAX + 1) judgeToken(text, s, e, out);
  }
  return out;
}

function inToken(c: number): boolean {
  return c < 128 && TOKEN_CLASS[c] === 1;
}

function judgeToken(text: string, s: number, e: number, out: RawMatch[]): void {
  const start = isEscapeAt(text, s) ? s + 1 : s;
  let end = e;
  // an ellipsis after the value
  while (end - 1 > start && text.charCodeAt(end - 1) === 46 && text.charCodeAt(end - 2) === 46) end--;
  if (partOfPath(text, start, end)) return;
  if (text.charAt(start - 1) === ':') end = start + beforeHost(text.slice(start, end));
  const v = text.slice(start, end);
  if (v.length < MIN || v.length > MAX || !(shapedPassword(v) || backwards(v))) return;
  out.push({ rule: 'generic-secret', start: start + namingPrefix(v), end });
}

/** A URL's password before the host it opens (`redis://:Mx4#pq8Tz2Lw5Kd@cache-1.internal`): the host is no part of it. */
function beforeHost(v: string): number {
  const at = v.lastIndexOf('@');
  return at > 0 && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(v.slice(at + 1)) ? at : v.length;
}

/**
 * The length of a name that says what follows it (`db-password-`, `wifi_key.`): the made value starts after it, and
 * the name stays readable (`hotfix/db-password-[REDACTED]`); what is left is a secret by the name's own word.
 */
function namingPrefix(v: string): number {
  return NAMING_PREFIX.exec(v)?.[0].length ?? 0;
}
const NAMING_PREFIX = /^(?:[a-z0-9]+[-_.])*?(?:secrets?|pass(?:word|phrase)?s?|passwd|pwd|pw|tokens?|keys?|pins?|creds?)[-_.]/i;

/**
 * A made password typed backwards (`89-ellertsipiP-ibarlhoK-enomenA`): its number leads and a capital ends it, as no
 * name is written.
 */
function backwards(v: string): boolean {
  return /^[0-9]{2,4}[-_.~!#$%^&*+?@]/.test(v) && /[a-z][A-Z]$/.test(v) && shapedPassword([...v].reverse().join(''));
}

/**
 * A part of a path or a URL (`src/Foo_Bar.2024/`, `~/.cache/`): a name, not a value. A login and its password written
 * `ops/@CatapultWheelbarrow317~` (one name before the slash, a symbol a file name never holds) is no path.
 */
function partOfPath(text: string, start: number, end: number): boolean {
  const before = text.charAt(start - 1);
  const after = text.charAt(end);
  if (after === '/' || before === '\\' || (after === '\\' && !escapeAfter(text, end))) return true;
  if (before !== '/') return false;
  return !(/(?:^|[\s"'=:(])[\w.-]{1,32}\/$/.test(text.slice(Math.max(0, start - 34), start)) && /[!#$%^&*+?@]|~$/.test(text.slice(start, end)));
}

/** The backslashes at `end` start a JSON escape (`…-51\\n`, `…-51\\\\\"`), not a Windows path's next folder. */
function escapeAfter(text: string, end: number): boolean {
  let i = end;
  while (text.charCodeAt(i) === 92) i++;
  return isEscapeLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 34;
}

/** A symbol people type into passwords; no identifier, host or version holds one. */
const HARD_SYMBOL = /[!#$%^&*+~?@]/;

/** The words a made password is built of: three letters or more, a capital or a change of case starting a new one. */
function words(v: string): string[] {
  return v.match(/[A-Z]{3,}(?![a-z])|[A-Z]?[a-z]{3,}|[A-Z]{3,}/g) ?? [];
}

export function shapedPassword(v: string): boolean {
  // the shapes first, each an anchored test that fails at once on an id, a date or a version; what is public after
  if (!madeShape(v) || publicShape(v) || randomLooking(v)) return false;
  return (v.match(/[0-9]/g) ?? []).length >= 2;
}

function madeShape(v: string): boolean {
  if (caseBreak(v)) return true;
  const parts = words(v);
  if (HARD_SYMBOL.test(v)) return symbolShape(v, parts);
  return mixedJoin(v) || numberedWords(v, parts) || edgedWords(v, parts);
}

/**
 * Letters and digits flipping often (`iVBORw0KGgo`, `sha1-7RZhxL6Z8L`): a generator's output, base64 or a digest, which
 * the rules for random tokens judge. A person's words keep their case, and their digits stand together.
 */
function randomLooking(v: string): boolean {
  let flips = 0;
  let upperRun = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    const lower = c >= 97 && c <= 122;
    // a capital after lower case (a hump), or lower case after two capitals or more (`MOORHENverbena`)
    if ((upper && isLower(v.charCodeAt(i - 1))) || (lower && upperRun >= 2)) flips++;
    upperRun = upper ? upperRun + 1 : 0;
  }
  const digitFlips = (v.match(/[A-Za-z][0-9]|[0-9][A-Za-z]/g) ?? []).length;
  return flips > 2 || digitFlips > 4;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Shapes that hold a symbol and are no password: a mail address, a package at its version, URL escapes, a shell variable. */
function publicShape(v: string): boolean {
  if (isPlaceholder(v) || isPublicId(v) || isHex(v.replace(/[-:]/g, '')) || isUuid(v) || namedForSecret(v)) return true;
  // an object id after its type's name (`agent_msg_01A3WDXHsupo…`)
  if (/^[a-z]+(?:_[a-z]+)*_[A-Za-z0-9]{16,}$/.test(v)) return true;
  if (/^[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}$/i.test(v) || /^[a-z0-9._-]+@[a-z0-9._-]+$/.test(v) || /^@?[a-z0-9._-]+@[~^<>=]*v?\d/.test(v) || /^@[a-z]/.test(v)) return true;
  // a character a URL escapes (`%20`, `%2F`, `%40`), not a letter or digit
  if (/%(?:2[0-9A-F]|3[A-F]|40|5[B-F]|60|7[B-F]|[89A-F][0-9A-F])/i.test(v) || /^\$\{?[A-Za-z_]/.test(v) || /^v?\d+(?:[._-]\d+)+/.test(v)) return true;
  // a file or host name (`build-2024.tar.gz`, `web01.example.com`)
  return /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,4}$/.test(v) || /^[a-z0-9-]+(?:\.[a-z0-9-]+){2,}$/.test(v);
}

/**
 * Words and digits with a symbol (`mandolin426Inkwell%`, `~NightshadeSamphire252-`, `D@ndel1on39-jackdaw`): two words
 * of three letters or more (a letter a symbol stands for counts, `Tre@cle`), the digits glued to one of them.
 */
function symbolShape(v: string, parts: readonly string[]): boolean {
  // an expression of code (`10*time.Second`, `n+cfg.Max`): an operator between operands, a member read after it
  if (/(?:^|\w)[*+^&|!]\w/.test(v) && /[A-Za-z_]\.[A-Za-z_]/.test(v)) return false;
  // arithmetic on a variable in camelCase (`maxDiffSize+1000`), a member read past `!` or `?` (`el!.innerHTML`)
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+[*+^&|-][\w.]+$/.test(v) || /[!?]\.[A-Za-z_]/.test(v)) return false;
  // markdown's emphasis, a commit range (`HEAD~2..HEAD`), a file's anchor (`prd.md#NFR13`), a port's (`443#name`)
  if (/^\*\*|\*\*$|^\*.*\*$|\.\.|\.[a-z]{1,5}#|^\d+#/.test(v)) return false;
  // a bundler's renamed identifier (`this$1$1.parseTopLevel`), code's operators (`10&&n`), an optional field (`int32range?`)
  if (/\w\$\d|&&|\|\||==/.test(v) || /^[A-Za-z_]\w*\?$/.test(v) || /\w\?[A-Za-z_]\w*\.[A-Za-z_]/.test(v)) return false;
  // a name in lower case exclaimed (`not-valid-base64!!!`): the marks end a sentence, not a password
  if (/^[a-z0-9]+(?:[-_][a-z0-9]+)+[!?]+$/.test(v)) return false;
  // a person's words hold lower case (`DOM-1+DOM-4`, `+CIFAR10_CLASSES` are names)
  if (!/[a-z]{3}/.test(v.replace(/[@$]/g, 'a'))) return false;
  // the fields of a query string (`3600&X-Amz-SignedHeaders`, `&sha256_digest`)
  if (/(?:^|\w)[&?][A-Za-z]/.test(v) && !/[A-Z]/.test(v.slice(v.search(/[&?]/)))) return false;
  if (/\w&[A-Za-z]/.test(v)) return false;
  const letters = v.replace(/[@$!]/g, 'a');
  if (words(letters).length < 2 && parts.length < 2) return false;
  if (!/[A-Za-z@$][0-9]|[0-9][A-Za-z@$]|[0-9][!#$%^&*+~?@._-]|[!#$%^&*+~?@._-][0-9]/.test(v)) return false;
  return /[A-Z]/.test(v) || /[a-z]{3,}[0-9]/.test(v);
}

/**
 * Two words with the case broken between them and a number after (`MOORHENverbena_67`, `SEMOLINAcormorant%71`): a
 * name that starts with capitals (`X509SCTExtension`, `HTTPServer`) goes on with a capitalised word, and ends with it.
 */
function caseBreak(v: string): boolean {
  return /^[^A-Za-z0-9]?(?:[A-Z]{4,}[a-z]{3,}|[a-z]{4,}[A-Z]{4,})[^A-Za-z0-9][0-9]{2,4}[^A-Za-z0-9]?$/.test(v);
}

/**
 * Capitalised words and a number joined by two kinds of separator (`Treacle_Xylem.1575`), or three words or more and
 * a number of two to four digits (`Vermouth-Parsnip-Liquorice-02`): a name keeps to one joiner, and its number is a
 * version or a count of its own.
 */
function mixedJoin(v: string): boolean {
  const m = /^([A-Z][a-z]{2,})([-_.])([A-Z][a-z]{2,})(?:\2([A-Z][a-z]{2,}))?([-_.])([0-9]{2,4})$/.exec(v);
  if (m === null) return false;
  // a product and its year (`Visual-Studio-Code-2022`, `Windows-Server-Core-2019`) joins its words the same way
  const year = Number(m[6]) >= 1950 && Number(m[6]) <= 2039;
  return m[2] !== m[5] || (m[4] !== undefined && !year);
}

/**
 * A word with its number glued on, then another word (`Quagga3760.Woodlouse`, `Kettledrum83-xylem`, `Oxbow72_catapult`):
 * a name with a number has the number a kind of thing is counted or sized by (`Win32_Process`, `Int64.MaxValue`,
 * `Python311-venv`, `Ubuntu2204-server`), a version or a year; a made number is any other.
 */
function numberedWords(v: string, parts: readonly string[]): boolean {
  // one word before the number: a name in camelCase before `.` (`resultSb176.String`) is a variable and its method
  const m = /^([A-Z]?[a-z]{3,}|[A-Z]{4,})([0-9]{2,4})[-_.]([A-Za-z]{4,})$/.exec(v);
  if (m === null || parts.length !== 2 || !/[A-Z]/.test(v)) return false;
  return !countingNumber(m[2]!);
}

/**
 * Words and digits glued with a case change (`tambourine997Saltmarsh`, `NightshadeIcicle532`) and a joiner a person
 * added at an edge (`-NightshadeIcicle532-`, `hopscotch047Inkwell-`): a flag starts with its dash, never ends with one.
 */
function edgedWords(v: string, parts: readonly string[]): boolean {
  const m = /^[-_.]?[A-Za-z]{3,}([0-9]{2,4})[A-Za-z]*[-_]$/.exec(v);
  if (m === null || parts.length < 2 || v.startsWith('--') || countingNumber(m[1]!)) return false;
  return /[A-Z]/.test(v) && /[a-z]/.test(v);
}

/** A number things are counted or sized by: a power of two, a small count, a year, a version's digits. */
function countingNumber(n: string): boolean {
  const x = Number(n);
  if (x <= 24 || (x & (x - 1)) === 0 || x === 365 || (x >= 1950 && x <= 2039)) return true;
  // `2204`, `311`: a version written without its dots
  return /^(?:[1-9]|1[0-9]|2[0-9])(?:0[0-9]|1[0-2])$/.test(n) && n.length === 4 ? true : /^3(?:1[0-4]|[6-9])$/.test(n);
}
