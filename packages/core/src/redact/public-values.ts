/**
 * Values a generic judgement (a secret-ish name, a random shape) redacted although their family makes them public,
 * told by the value's encoding and the words right before it. Each family names the secret of the same look and why
 * it is still redacted:
 * - a `did:key` identifier: the DID is the public key itself, multibase base58 led by a public key's multicodec
 *   (`z6Mk` Ed25519, `zQ3s` secp256k1, `zDn` P-256…); a private key in multibase (`z3u2…`, Ed25519's private codec)
 *   is no DID and has another lead;
 * - a typed public key (`nodekey:`, `discokey:`, `mkey:`, `nlpub:` and 64 hex), in any syntax around it; the private
 *   halves carry their own tags (`privkey:`, `nlpriv:`);
 * - a minisign / signify public key (`RW` and 54 base64: 42 bytes, `Ed`, a key id and the key), or any `RW…` given to
 *   a verifying `-P` (the tool takes only the public key there, so a key cut or mistyped by a character is one too);
 *   the secret key is `RWRTY0Iy` and some 200 characters, read from a file;
 * - an Ethereum (EVM) address, `0x` and 40 hex (20 bytes of a public key's hash), whatever the name it is kept under
 *   (`TOKEN_CONTRACT`): a private key is 32 bytes, 64 hex;
 * - a Firebase push id (`-NmtPap6qiyZlqr9txzq`, a node's key in the Realtime Database): `-` and 19 characters whose
 *   first eight spell the time it was made in its own base64 alphabet; a secret leads with no time;
 * - a JWK's public members (`x`, `y`, `n`, `e`: the curve point, the modulus and exponent) in an object with `kty`,
 *   a private key's object too: its private members (`d`, `p`, `q`, `k`) are other names, and stay redacted;
 * - a Web Push (VAPID) application server key: an uncompressed P-256 point (65 bytes, 87 base64url characters led by
 *   `B`) handed to the browser; the VAPID private key is 32 bytes (43 characters);
 * - a passkey's credential id (`credentialId`, `rawId`): the browser lists it in `allowCredentials` by design; the
 *   credential's key and a `secret_id` are other names;
 * - a secret manager's reference (`op://vault/item/field`): a path the runtime resolves, not the value; a password
 *   never reads as a path of plain segments, and one holding `:` or `@` is not taken for one;
 * - the resource part of an Amazon Resource Name (`arn:aws:secretsmanager:…:secret:prod/db-RKKCe6`): it names a
 *   resource (the random tail tells versions of a secret's name apart) and an ARN never holds a secret's value;
 * - the session id ending a Claude Code web session's branch (`claude/<slug>-01…`): `01` and 22 base62, the form of
 *   every Anthropic object id (`msg_01…`, `toolu_01…`), named by the tool, not typed by a person; a finding inside the
 *   slug words alone, or reaching past the id, is not this family and stays;
 * - a KSUID (27 base62 characters, Segment's sortable id): its first four bytes spell a time since 2014-05-13, and a
 *   random secret of that length spells a recent time about once in fifteen, so it stays redacted otherwise, and
 *   under a label that says secret, token or key;
 * - a build id with build metadata (`build-2026.12.20-rc7+0a3e110`, `1.4.2+sha.5114f85`): a version, then `+` and the
 *   short commit hash it was built from; a password with a `+` is no version.
 */
import type { RawMatch } from './rule-types.js';
import { isPublicKey } from './placeholder.js';

/** Rules whose findings are judgements: a name or a shape, no provider's prefix. */
const JUDGED = new Set(['generic-secret', 'prefixed-token', 'env-secret', 'cli-password']);

/** How far before a value its lead (a tag, a name, a command) is read. */
const REACH = 120;

const DID_CHAR = /[\w:#.-]/;
const PUBLIC_MULTICODEC = /^(?:z6Mk|z6LS|zQ3s|zDn|z82|zUC7|z2J9)[1-9A-HJ-NP-Za-km-z]{40,}$/;
const KEY_TAG = /(?:^|[^A-Za-z0-9])(?:nodekey|discokey|mkey|nlpub):$/;
const VERIFYING_P = /(?:^|[^\w-])(?:minisign|signify(?:-openbsd)?|rsign)\s[^\n]*-P\s+['"]?$/;
const JWK_PUBLIC_NAME = /["'](?:x|y|n|e)\\*["']\s*:\s*\\*["']$/;
const VAPID_NAME = /applicationServerKey|vapid[\w-]*public|public[\w-]*vapid/i;
const CREDENTIAL_ID_NAME = /(?:credential[_-]?id|rawId|raw_id)\\*["']?\s*[:=]\s*\\*["'`]?$/i;
/** An ARN up to its resource: `arn:<partition>:<service>:<region>:<account>:` and a resource type with `:` or `/`. */
const ARN_RESOURCE = /(?:^|[^\w-])arn:aws[\w-]*:[\w-]+:[\w-]*:\d{0,12}:(?:[\w-]+[:/])?$/;
/** `claude/`, the slug's lower-case words, `-`, the session id; nothing of a name goes on after it. */
const SESSION_BRANCH = /(?<![\w.-])claude\/[a-z0-9]+(?:-[a-z0-9]+)*-01[A-Za-z0-9]{22}(?![\w.-])/y;
const REFERENCE = /^op:\/\/[\w.-]+(?:\/[\w. -]+){2,3}$/;

/** `raw` without the judged findings whose value is public by its family. */
export function withoutPublicValues<T extends RawMatch>(text: string, raw: T[]): T[] {
  return raw.some((f) => JUDGED.has(f.rule)) ? raw.filter((f) => !JUDGED.has(f.rule) || !isPublicValue(text, f.start, f.end)) : raw;
}

function isPublicValue(text: string, start: number, end: number): boolean {
  // a rule's span may hold the value's quotes or escapes: the value is what lies between them
  while (start < end && /["'`\\]/.test(text.charAt(start))) start++;
  while (end > start && /["'`\\]/.test(text.charAt(end - 1))) end--;
  const value = text.slice(start, end);
  const before = text.slice(Math.max(0, start - REACH), start);
  if (ARN_RESOURCE.test(before) && /^[\w/+=.@-]+$/.test(value)) return true;
  if (value.length < 12) return false;
  if ((before.includes('claude/') || value.startsWith('claude/')) && isSessionBranchId(text, start, end)) return true;
  if ((before.includes('did:') || value.startsWith('did:')) && isDidKey(text, start, end)) return true;
  switch (value.charAt(0)) {
    case 'R':
      if (isPublicKey(value) || (/^RW[A-Za-z0-9+/]{40,60}$/.test(value) && VERIFYING_P.test(before))) return true;
      break;
    case '-':
      if (isPushId(value)) return true;
      break;
    case '0':
      if (/^0x[0-9a-fA-F]{40}$/.test(value)) return true;
      break;
    case 'B':
      if (/^B[A-Za-z0-9_-]{86}$/.test(value) && VAPID_NAME.test(before)) return true;
      break;
    case 'o':
      if (REFERENCE.test(value)) return true;
      break;
  }
  if (BUILD_ID.test(value) || (isKsuid(value) && !SECRET_LABEL.test(before.slice(-40)))) return true;
  if (/^[0-9a-f]{64}$/.test(value) && KEY_TAG.test(before)) return true;
  if (CREDENTIAL_ID_NAME.test(before) && /^[A-Za-z0-9_-]+$/.test(value)) return true;
  return JWK_PUBLIC_NAME.test(before) && isPublicJwk(text, start, end);
}

/** The finding ends at the session id of a `claude/<slug>-<id>` branch and starts at `claude/` or after it. */
function isSessionBranchId(text: string, start: number, end: number): boolean {
  const at = text.lastIndexOf('claude/', start);
  SESSION_BRANCH.lastIndex = at;
  const m = SESSION_BRANCH.exec(text);
  return m !== null && at + m[0].length === end && start >= at;
}

/** Firebase's push-id alphabet, in the order its time digits count in. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** 2012-01-01 in ms: push ids were introduced in 2012, and a random run rarely spells a time after it. */
const PUSH_EPOCH = 1325376000000;

/** `-` and 19 push-id characters whose first eight spell a time in ms since 2012 (a `-` first keeps it before 2109). */
function isPushId(value: string): boolean {
  if (!/^-[0-9A-Za-z_-]{19}$/.test(value)) return false;
  let ms = 0;
  for (let i = 0; i < 8; i++) ms = ms * 64 + PUSH_CHARS.indexOf(value.charAt(i));
  return ms >= PUSH_EPOCH;
}

/** A version (a word and `-` may lead it, a pre-release may follow), then `+` and a commit hash of 7 to 40 hex. */
const BUILD_ID = /^(?:[A-Za-z][A-Za-z0-9]*-)?v?\d+(?:\.\d+){1,3}(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?\+(?:[A-Za-z]+\.)?[0-9a-f]{7,40}$/;

/** A label right before the value that says it is a secret: then a KSUID's shape is no reason to keep it. */
const SECRET_LABEL = /secret|token|passw|key|cred|auth/i;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** KSUID's epoch (2014-05-13 in seconds) and the first time a KSUID in a transcript plausibly holds (2017-01-01). */
const KSUID_EPOCH = 1400000000;
const KSUID_FIRST = 1483228800;
const YEAR = 365 * 24 * 3600;

/** 27 base62 characters whose leading 32 bits spell a time from 2017 to a year from now. */
function isKsuid(value: string): boolean {
  if (!/^[0-9A-Za-z]{27}$/.test(value) || value > 'aWgEPTl1tmebfsQzFP4bxwgy80V') return false;
  let n = 0n;
  for (const c of value) n = n * 62n + BigInt(BASE62.indexOf(c));
  const time = Number(n >> 128n) + KSUID_EPOCH;
  return time >= KSUID_FIRST && time <= Date.now() / 1000 + YEAR;
}

/**
 * The finding lies in a did:key (a rule may have taken all of it, its id, or a part after its `:`), whose id and key
 * fragment (`did:key:z6Mk…#z6Mk…`) are each a public key.
 */
function isDidKey(text: string, start: number, end: number): boolean {
  while (start > 0 && DID_CHAR.test(text.charAt(start - 1))) start--;
  while (end < text.length && DID_CHAR.test(text.charAt(end))) end++;
  const did = /^did:key:(.+)$/.exec(text.slice(start, end));
  return did !== null && did[1]!.split('#').every((part) => PUBLIC_MULTICODEC.test(part));
}

/** The value is one member's base64url (no span across members) in an object that is a JWK (`kty`). */
function isPublicJwk(text: string, start: number, end: number): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(text.slice(start, end))) return false;
  const open = text.lastIndexOf('{', start);
  const close = text.indexOf('}', end);
  if (open < 0 || close < 0 || start - open > 2000 || close - end > 2000) return false;
  return text.slice(open, close).includes('kty');
}
