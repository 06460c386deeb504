/**
 * A random run with no prefix of its own, a secret by where it stands: a token handed to a command by position
 * (`snyk auth <uuid>`, `ngrok config add-authtoken <token>`), or a generated value given to an environment variable.
 */
import { charClasses, classFlipRate, entropyFloor, isHex, isLowVariety, shannon } from './entropy.js';
import { publicByName } from './public-names.js';
import { isPublicId, isUuid } from './placeholder.js';

/** Shortest run a command's token argument (isCommandToken) or an environment value (isEnvValue) can be. */
export const MIN_BARE = 20;

const PUBLIC_KEY_WORD = /(?:public|publishable|\bpub|site)[ \t_-]*key[ \t]+(?:\\*["'])?$/i;
const TOKEN_WORD = /(?:^|[\s"'`(])(?:auth|authtoken|add-authtoken|set-token|token|pat|apikey|api-key|api_key|key)[ \t]+(?:\\*["'])?$/i;
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
export function isCommandToken(text: string, s: number, run: string): boolean {
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
 * Every word of TOKEN_WORD ends in `h`, `n`, `t` or `y` (`pat`: a personal access token, Azure DevOps' bare
 * 52-character one among them): the letter before the blanks and the quote before `s` says
 * whether its regex can match, without copying the window before the run (most runs after a blank are prose).
 */
function mayEndTokenWord(text: string, s: number): boolean {
  let i = s - 1;
  while (i >= 0 && (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39 || text.charCodeAt(i) === 92)) i--;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  const c = text.charCodeAt(i) | 0x20;
  return c === 104 || c === 110 || c === 116 || c === 121;
}

/**
 * TOKEN_WORD and SETS_TOKEN both end in blanks and then perhaps a quote (after its backslashes, `\"`): a blank stands
 * there, or neither can match at `s`.
 */
export function blankBefore(text: string, s: number): boolean {
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
export function isEnvValue(text: string, s: number, run: string): boolean {
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
