/**
 * Whether one token has the shape of a password a person made, judged by its shape alone with no noun beside it; the
 * scans that find candidate tokens in a transcript call it (shaped-password-scan.ts, composed-password-scan.ts,
 * joined-password-scan.ts), and so do the judgements of a decoded value or a spelt-out one. Each predicate is one
 * shape no identifier, path, version, host, digest, id or flag has:
 *
 * - `shapedPassword`: words and digits with a typed symbol (`tambourine997Saltmarsh-`, `Tre@cle78!zeppole`), two
 *   words with the case broken between them (`MOORHENverbena_67`), capitalised words and a number joined by two kinds
 *   of separator (`Treacle_Xylem.1575`), or a number between two (`Wryneck6699Anchovy`); `backwardsPassword` the same
 *   typed backwards;
 * - `composedPassword`: two words, a run of digits and a typed symbol in one token (`Orchid36=MEADOW^`,
 *   `igloo#7964Willow`), with nothing of code's syntax;
 * - `oneWordPassword` and `joinedPassword`: one capitalised word, its number and a final symbol (`Heron4417&`), and
 *   the joined shapes of words of both cases and a number (`walnut_Heron_312`, `Quartz*pebble47`, `12YUZU=jodhpur`,
 *   `Hazelnut=Ortolan70`, `Tenrec_Aubergine48`).
 */
import { isHex } from './entropy.js';
import { namedForSecret } from './made-password.js';
import { randomShape, unleet } from './made-shape.js';
import { isPlaceholder, isPublicId, isUuid } from './placeholder.js';
import { HARD_SYMBOL, TYPED_SYMBOL } from './typed-symbols.js';

const COMPOSED_MIN = 8;
const COMPOSED_MAX = 40;

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
  // the words are split out only where a shape's own test passed (most tokens fail each at once): not per token
  if (HARD_SYMBOL.test(v)) return symbolShape(v);
  return mixedJoin(v) || numberedWords(v) || edgedWords(v) || numberBetweenWords(v);
}

/**
 * Two capitalised words with a number of three or four digits between them (`Wryneck6699Anchovy`): a name with a
 * number inside counts bits or names a standard or a version (`Sha256Digest`, `Windows1252Encoding`, `Iso8601Date`),
 * a number of those (countingNumber, STANDARD_NUMBERS).
 */
function numberBetweenWords(v: string): boolean {
  const m = /^[A-Z][a-z]{3,11}([0-9]{3,4})[A-Z][a-z]{3,11}$/.exec(v);
  return m !== null && !countingNumber(m[1]!) && !STANDARD_NUMBERS.has(m[1]!);
}
/** Numbers of standards a name may carry: code pages, ISO and RFC numbers. */
const STANDARD_NUMBERS = new Set(['1250', '1251', '1252', '1253', '1254', '437', '850', '8601', '8859', '3339', '2822', '5322', '4648', '7519', '6749', '9110']);

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
function symbolShape(v: string): boolean {
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
  if (words(letters).length < 2 && words(v).length < 2) return false;
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
function numberedWords(v: string): boolean {
  // one word before the number: a name in camelCase before `.` (`resultSb176.String`) is a variable and its method
  const m = /^([A-Z]?[a-z]{3,}|[A-Z]{4,})([0-9]{2,4})[-_.]([A-Za-z]{4,})$/.exec(v);
  if (m === null || words(v).length !== 2 || !/[A-Z]/.test(v)) return false;
  return !countingNumber(m[2]!);
}

/**
 * Words and digits glued with a case change (`tambourine997Saltmarsh`, `NightshadeIcicle532`) and a joiner a person
 * added at an edge (`-NightshadeIcicle532-`, `hopscotch047Inkwell-`): a flag starts with its dash, never ends with one.
 */
function edgedWords(v: string): boolean {
  const m = /^[-_.]?[A-Za-z]{3,}([0-9]{2,4})[A-Za-z]*[-_]$/.exec(v);
  if (m === null || words(v).length < 2 || v.startsWith('--') || countingNumber(m[1]!)) return false;
  return /[A-Z]/.test(v) && /[a-z]/.test(v);
}

/** A number things are counted or sized by: a power of two, a small count, a year, a version's digits. */
function countingNumber(n: string): boolean {
  const x = Number(n);
  if (x <= 24 || (x & (x - 1)) === 0 || x === 365 || (x >= 1950 && x <= 2039)) return true;
  // `2204`, `311`: a version written without its dots
  return /^(?:[1-9]|1[0-9]|2[0-9])(?:0[0-9]|1[0-2])$/.test(n) && n.length === 4 ? true : /^3(?:1[0-4]|[6-9])$/.test(n);
}

/**
 * A made password typed backwards (`89-ellertsipiP-ibarlhoK-enomenA`): its number leads and a capital ends it, as no
 * name is written.
 */
export function backwardsPassword(v: string): boolean {
  return /^[0-9]{2,4}[-_.~!#$%^&*+?@]/.test(v) && /[a-z][A-Z]$/.test(v) && shapedPassword([...v].reverse().join(''));
}

/** One word (or its `@`-for-a-letter spelling), a number, one typed symbol at the end. */
const ONE_WORD = new RegExp(`^(?:[A-Z][a-z]{3,}|(?=[A-Za-z0-9@]*[A-Za-z]@[a-z])[A-Z][a-z0-9@]{3,})[0-9]{2,6}${TYPED_SYMBOL}$`);

/** `v` is one word a person made a password of by a number and a final symbol (`Heron4417&`, `Qu@rtz64#`). */
export function oneWordPassword(v: string): boolean {
  return ONE_WORD.test(v);
}

/** A word spelt with a digit or two for its letters (`F1rk1n`, `W0lfram`): a capital, then letters and such digits. */
const LEET = '[A-Z](?=[a-z]*[013457][a-z])[a-z013457]{4,11}';

/** The joined shapes, each a whole token (see the header); groups `w` and `v` mark a number a bit width must not be. */
const JOINED = new RegExp(
  '^(?:' +
    [
      '[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){2,}[0-9]{1,4}',
      '[a-z]{3,}_[A-Z][a-z]{2,}(?:_[A-Za-z][a-z]{2,})*_[0-9]{2,6}',
      `[A-Z][a-z]{2,}${TYPED_SYMBOL}[a-z]{3,}[0-9]{2,6}`,
      `[A-Z][a-z]{3,}[0-9]{2,6}[_-]?${TYPED_SYMBOL}{1,2}(?<=[0-9][_-]?${TYPED_SYMBOL}${TYPED_SYMBOL}|[0-9][_-]${TYPED_SYMBOL})`,
      `[0-9]{2,4}[A-Z]{4,12}[_~=!#$%^&*+?@-][a-z]{4,12}|[a-z]{4,12}[_~=!#$%^&*+?@-][A-Z]{4,12}[0-9]{2,4}`,
      `(?:[A-Z][a-z]{3,11}[_.-][a-z]{4,12}|[a-z]{4,12}[_.-][A-Z][a-z]{3,11}[_.-]?|${LEET}[_.-][A-Z][a-z]{3,11}|[A-Z][a-z]{3,11}[_.-]${LEET})(?<w>[0-9]{2,4})`,
      `[a-z]{4,12}[._%@=?#^~!*+-][A-Z][a-z]{3,11}[._%@=?#^~!*+-][0-9]{2,4}(?<=[a-z]${TYPED_SYMBOL}[A-Z][a-z]{3,11}.[0-9]{2,4}|[A-Z][a-z]{3,11}${TYPED_SYMBOL}[0-9]{2,4})`,
      `[a-z]{4,12}(?<v>[0-9]{2,4})[A-Z][a-z]{3,11}${TYPED_SYMBOL}`,
      `[A-Z][a-z]{3,11}${TYPED_SYMBOL}[A-Z][a-z]{3,11}(?<x>[0-9]{2,4})`,
      `[A-Z][a-z]{3,11}_[A-Z][a-z]{3,11}(?<y>[0-9]{2,4})`,
    ].join('|') +
    ')$',
);

/** A type's width in bits: `Float64`, `Uint32`, `float32Array` name a type. */
const BIT_WIDTH = /^(?:8|16|32|64|128|256|512)$/;

/** `v` is one of the joined shapes, whole (`walnut_Heron_312`, `Quartz*pebble47`, `12YUZU=jodhpur`). */
export function joinedPassword(v: string): boolean {
  const m = JOINED.exec(v);
  if (m === null) return false;
  // capitalised words joined by `_` (`Tenrec_Aubergine48`; by `-` they are a name, `Office-Printer42`): only a made
  // number says password, not a count, a year, a version or a port (`Http_Server80`, `Windows_Server2019`)
  const y = m.groups?.['y'];
  if (y !== undefined) return !countingNumber(y) && !/0$|^443$/.test(y);
  return !BIT_WIDTH.test(m.groups?.['w'] ?? m.groups?.['v'] ?? m.groups?.['x'] ?? '');
}

const TYPED = new RegExp(TYPED_SYMBOL);
/** A symbol people type before a password's first word; not `$`, `#`, `-`, `@`: a variable's, a tag's, a flag's, a handle's. */
const LEAD_SYMBOL = /^[*+~^!.](?=[A-Za-z])/;

/**
 * Code and data a token of those characters may also be: an operator (`!=`, `+=`, `&&`, `**`), a file or host
 * (`.` before a letter or digit), a query (`?id=`, `&page=`), URL-encoding (`%20`), an e-mail address or a package
 * at its version (`@` before a dotted name), a login at a host (`ops@bastion01`), a reference (`repo#1234`).
 */
const NOT_TYPED = /[=!<>+*&|^~-]=|==|&&|\+\+|--|\*\*|\.[A-Za-z0-9]|[?&][\w-]+=|%[0-9A-Fa-f]{2}|@[\w-]+\.|^[a-z0-9_-]+@[a-z0-9-]+$|^[\w.-]*#\d+$/;

/** Words: a run of 3 lower-case letters (capitalised too), or of 3 capitals. */
const WORD = /\p{Lu}?\p{Ll}{2,}|\p{Lu}{3,}/gu;

/** `v` is a password a person composed: two words (one of 4 letters), digits glued to one, a symbol, no code. */
export function composedPassword(v: string): boolean {
  if (v.length < COMPOSED_MIN || v.length > COMPOSED_MAX || !/[0-9]{2}/.test(v) || !TYPED.test(v)) return false;
  // a symbol typed before the words (`*Dormouse419!`, `+Tambourine383^`) leads a password that has one of its own
  if (LEAD_SYMBOL.test(v)) return composedPassword(v.slice(1));
  // a flag, a variable, a handle, a tag, markdown, a path: what starts with another symbol is not typed as a password
  if (!/^[A-Za-z0-9]/.test(v) || NOT_TYPED.test(v)) return false;
  // a random run a tool issued or a digest encoded (`sha1-vTchuC90+9pG0VVAYbh8n4Pc2pn=`) has no words a person chose
  if (randomShape(v)) return false;
  // words, not hex digits (`8649f1afbee5cd26@v2`, a backup's name); a word spelt in leetspeak is one (`B0bb1n`)
  const words = (unleet(v).match(WORD) ?? []).filter((w) => /[g-zG-Z]/.test(w));
  if (words.length < 2 || !words.some((w) => w.length >= 4)) return false;
  // the number glued to a word (`Orchid36`, `7964Willow`, `hawthorn~49`), not an operand of code (`maxDiffSize+1000`)
  if (!/\p{L}[~!#$%^?@]?[0-9]{2}|[0-9]{2}[~!#$%^?@]?\p{L}/u.test(v)) return false;
  // `name=value` of code: the key before `=` is a name, not a word glued to its number, and no other symbol is typed
  const eq = v.indexOf('=');
  if (eq >= 0) return /[0-9]/.test(v.slice(0, eq)) && /[!#$%^&*+~?@]/.test(v);
  return true;
}
