/**
 * A generator's random run used as the last part of a path: a file named by a secret (`notes/lSevdwe3vdR5zv.txt`, a
 * file list of Entire's metadata) or a folder (`mkdir -p /srv/ci/Xq7vR2mKp9Lw`). No noun names it, so the rules that
 * read a name before a value never see it, and the bare-token scan (entropy-scan.ts) wants 32 characters or more.
 * What tells it from the names people and tools give files is the run's own shape: upper and lower case and digits
 * flipping like random text, digits inside the letters, no capitalised words. A hash-named file is hex, a ULID has no
 * lower case, a session or a request id is glued to its prefix by `_`, a bundler's chunk by `-`: none is judged.
 *
 * One `indexOf` walk over the slashes; a slash inside base64 (`…KkA/b/D4SJ…`) is left at once, since what follows
 * its run is another slash or a `+`, not the end of a path.
 */
import { charClasses, classFlipRate, isHex, shannon } from './entropy.js';
import { inBase64Block } from './entropy-scan.js';
import type { RawMatch } from './rule-types.js';
import { isAlnum } from './scan-util.js';
import { randomNameToken } from './random-name-part-scan.js';
import { camelName } from './word-runs.js';

/** Shorter names are words and short ids (a YouTube id is 11); longer runs are the bare-token scan's. */
const MIN_PART = 12;
const MAX_PART = 64;

/** What may stand after a path: its end, a blank, a quote, a closing bracket, a separator or a JSON escape. */
const PATH_END = /^(?:$|[\s"'`),;\]}>\\|])/;
/** A file's extension, then the path's end. */
const EXTENSION = /^\.[A-Za-z][A-Za-z0-9]{0,7}(?=$|[\s"'`),;\]}>\\|:])/;
/** A subresource-integrity or lockfile digest's algorithm, leading its base64 (`sha384-5x/Jva…`). */
const SRI_DIGEST = /^(?:sha(?:1|256|384|512)|md5)-/i;
/**
 * A folder of the path before the part, as people and tools name folders: lower case (`notes`, `.entire`,
 * `node_modules`), capitals (`README`), capitalised words (`Users`, `UserProfile`), short names. Base64's pieces
 * between its slashes mix the cases in no such order.
 */
const FOLDER = /^(?:[a-z0-9._~@-]*|[A-Z0-9._-]*|(?:[A-Z][a-z]{2,}[0-9]*)+|[\w.-]{1,3})$/;

export function scanRandomPathParts(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
    let end = slash + 1;
    while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
    const length = end - slash - 1;
    if (length < MIN_PART || length > MAX_PART || !endsPath(text, end)) continue;
    const part = text.slice(slash + 1, end);
    const found = (foldersBefore(text, slash) && randomPart(part)) || (fileOfRootedPath(text, slash, end) && randomNameToken(part));
    if (found) out.push({ rule: 'generic-secret', start: slash + 1, end });
  }
  return out;
}

function endsPath(text: string, end: number): boolean {
  const rest = text.slice(end, end + 10);
  return PATH_END.test(rest) || EXTENSION.test(rest);
}

/**
 * The folders before the slash are names, not a blob's pieces, and the path is no URL (a token in a URL's path is
 * url-path-rules.ts' to judge, a video's or a paste's id there is public).
 */
function foldersBefore(text: string, slash: number): boolean {
  let start = slash;
  while (start > 0 && !/[\s"'`(=,;[{<>|]/.test(text.charAt(start - 1))) start--;
  const path = text.slice(start, slash);
  // a digest's base64 may hold one slash anywhere: no folder and file
  if (path.includes('://') || path.includes('+') || SRI_DIGEST.test(path)) return false;
  const folders = path.split('/');
  // a line of a base64 block after another (`…0o10xGFi6W4qmYZ\n9f5s/dvD3i…`) is no path
  if (!folders.every((folder) => FOLDER.test(folder)) || inBase64Block(text, start)) return false;
  // one folder at least is named by a word (`notes`, `srv`, `Users`), or the path starts at the root or home
  return /^[/~]/.test(path) || path === '' || folders.some((folder) => /[a-z]{2,}/i.test(folder) && /[aeiouy]/i.test(folder));
}

/**
 * The file a path from the root, from home or from a folder named by a word names (`/srv/app/x9Tq/<part>.json`,
 * `~/dl/<part>.md`, `notes/q7Zk/<part>.md`), whatever its other folders are called: base64 has no `.`, so a path that
 * starts so and ends in an extension is none of its pieces, and the file's name is judged as a name given alone is
 * (random-name-part-scan.ts).
 */
function fileOfRootedPath(text: string, slash: number, end: number): boolean {
  if (!EXTENSION.test(text.slice(end, end + 10))) return false;
  let start = slash;
  while (start > 0 && /[\w.@~/-]/.test(text.charAt(start - 1))) start--;
  if (start > 0 && !/[\s"'`(=:,;[{<>|]/.test(text.charAt(start - 1))) return false;
  return /^(?:~?\/[\w.@-]|[a-z]{2,30}\/)/.test(text.slice(start, slash + 1)) && !text.slice(start, slash).includes('//');
}

function randomPart(part: string): boolean {
  return !isHex(part) && randomRun(part);
}

/**
 * Random base62: all three classes, flipping on at least two fifths of the positions (words and CamelCase flip
 * rarely), digits inside the letters twice or more, no name of capitalised words, and a generator's entropy.
 */
function randomRun(run: string): boolean {
  if (run.length < MIN_PART) return false;
  const c = charClasses(run);
  if (c.upper === 0 || c.lower === 0 || c.digit === 0 || c.other > 0) return false;
  if (classFlipRate(run) < 0.4 || camelName(run)) return false;
  // names put a digit at a word's end or a version's place (`EntitiesToIPv6`, `UserProfileCard2`); a generator
  // scatters digits among the letters
  if ((run.match(/(?<=[A-Za-z])[0-9]+(?=[A-Za-z])/g) ?? []).length < 2) return false;
  return shannon(run) >= 3.0;
}
