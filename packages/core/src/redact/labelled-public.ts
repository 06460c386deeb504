/**
 * Values a generic judgement redacted because a secret-ish word stood near them, although the label right before the
 * value says what it is, and that is public:
 * - a digest: hex or base64 of a standard digest's length, after a label whose head is a digest (`SHA224 (file) =`,
 *   `sha384 of the key-rotation script:`, `b2sum secrets.json:`, "content digest of token-policy.json:"); the secret
 *   word only names the file or the thing hashed. A digest of a password is left alone (an unsalted one is crackable),
 *   and so is a label whose head is the key, not the digest (`sha256 HMAC key:`, "HMAC-SHA256 secret:");
 * - a time-sortable or generated id (KSUID, ULID, nanoid) right after the noun of the object it names ("key backup
 *   job <ksuid> done", "password reset request <nanoid> queued"): the secret word is what the job or the request is
 *   about. A preposition or a colon-less "is" between the two makes the noun the object of another head ("the code for
 *   the job is …"), and such labels are not read;
 * - a public site's URL whose only random part is an id parameter (`https://www.youtube.com/watch?v=<id>`): no
 *   user info, a path of plain words, and only query names that identify or place (`v`, `id`, `list`, `t`).
 */
import type { RawMatch } from './rule-types.js';

/** Findings made by a judgement of words and shape; a provider's prefix is never overruled. */
const JUDGED = new Set(['generic-secret']);

/** How far before the value its label is read. */
const REACH = 120;

const ALGO = '(?:sha(?:2|3)?-?(?:1|224|256|384|512)(?:/(?:224|256))?|sha1|md[45]|blake[23][bs]?(?:-?(?:160|256|384|512))?|ripemd-?160|rmd160|shake(?:128|256)|sm3|xxh(?:32|64|128|3)?|crc32c?)';
/** A digest tool or word heading a label. */
const DIGEST_HEAD = `(?:${ALGO}|(?:${ALGO}|sha|b2|b3)sum|shasum|digest|checksum|hash)`;
/** `SHA224 (file) = …`, `SHA2-256(file)= …` (BSD tags, `openssl dgst`). */
const BSD_TAG = new RegExp(`(?:^|[^\\w-])${ALGO}[ \\t]*\\([^()\\n]{1,200}\\)[ \\t]*=[ \\t]*$`, 'i');
/** `sha384 of the key-rotation script:`, `b2sum secrets.json:`, "the digest of token-policy.json is". */
const HEAD_FIRST = new RegExp(`(?:^|[^\\w-])${DIGEST_HEAD}(?:[ \\t]+of[ \\t]+([^:=\\n]{1,80}?)|[ \\t]+([\\w./-]*\\.[A-Za-z][\\w]{0,7}))(?:[ \\t]*[:=]|[ \\t]+is)[ \\t]*$`, 'i');
/** `the file's sha256:`, "checksum =": the label ends in the digest. */
const HEAD_LAST = new RegExp(`(?:^|[^\\w-])${DIGEST_HEAD}[ \\t]*[:=][ \\t]*$`, 'i');
/** The thing hashed is a password or a PIN: its digest is as good as the password. */
const HASHED_PASSWORD = /pass(?:word|phrase|code)|passwd|\bpin\b|kennwort|contrase|mot de passe/i;

const HEX_DIGEST_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);
/** Base64 and base64url of 16, 20, 28, 32, 48 and 64 bytes, with and without padding. */
const BASE64_DIGEST_LENGTHS = new Set([22, 24, 27, 28, 38, 40, 43, 44, 64, 86, 88]);

/** The object nouns a generated id names: a job, a request, a run. */
const OBJECT_NOUN = /(?:^|[^\w-])(?:job|request|run|build|task|order|event|message|upload|export|import|batch|operation|workflow|execution|invocation|transaction|deployment|ticket|video|trace)(?:[ \t]+id)?[ \t]*[:#]?[ \t]*$/i;
/** A preposition or a verb before the noun: the noun is not the label's head. */
const NOT_HEAD = /\b(?:for|of|to|from|on|in|at|with|by|is|are|was|use|enter|type)[ \t]+(?:(?:the|a|an|this|that|my|our|your)[ \t]+)?[\w-]+(?:[ \t]+id)?[ \t]*[:#]?[ \t]*$/i;

const PUBLIC_PARAM = /^(?:v|id|vid|video_?id|list|index|t|start|p|page|q|lang|hl|feature|si|ab_channel)$/i;

/** `raw` without the judged findings whose label names a digest, a public object's id or a public page. */
export function withoutLabelledPublic<T extends RawMatch>(text: string, raw: T[]): T[] {
  return raw.some((f) => JUDGED.has(f.rule)) ? raw.filter((f) => !JUDGED.has(f.rule) || !labelledPublic(text, f.start, f.end)) : raw;
}

function labelledPublic(text: string, start: number, end: number): boolean {
  while (start < end && /["'`\\]/.test(text.charAt(start))) start++;
  while (end > start && /["'`\\]/.test(text.charAt(end - 1))) end--;
  // a rule may leave an id's `_` or `-` at either end outside its span: the shape is the whole run's
  while (start > 0 && ID_CHAR.test(text.charAt(start - 1))) start--;
  while (end < text.length && ID_CHAR.test(text.charAt(end))) end++;
  const value = text.slice(start, end);
  if (value.length < 11) return false;
  const before = labelBefore(text, start);
  return isLabelledDigest(value, before) || isObjectId(value, before) || isPublicPage(value);
}

const ID_CHAR = /[\w-]/;

/** The text before the value on its line (a JSON-escaped break is one too), from its last sentence's start. */
function labelBefore(text: string, start: number): string {
  const line = text.slice(Math.max(0, start - REACH), start).split(/\r?\n|\\+n/).pop()!;
  return line.split(/[.!?;][ \t]+/).pop()!;
}

function isLabelledDigest(value: string, before: string): boolean {
  const hex = /^[0-9a-f]+$/i.test(value) && HEX_DIGEST_LENGTHS.has(value.length);
  const b64 = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && BASE64_DIGEST_LENGTHS.has(value.length);
  if (!hex && !b64) return false;
  if (BSD_TAG.test(before) || HEAD_LAST.test(before)) return !HASHED_PASSWORD.test(before);
  const m = HEAD_FIRST.exec(before);
  if (m === null) return false;
  return !HASHED_PASSWORD.test(m[1] ?? m[2] ?? '');
}

/** A KSUID, a ULID or a nanoid, after the noun of the object it names, heading its label. */
function isObjectId(value: string, before: string): boolean {
  const shaped = /^[0-3][0-9A-Za-z]{26}$/.test(value) || /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(value) || /^[A-Za-z0-9_-]{21}$/.test(value);
  return shaped && OBJECT_NOUN.test(before) && !NOT_HEAD.test(before);
}

/** An http(s) URL with no user info, a path of plain segments and only public query names. */
function isPublicPage(value: string): boolean {
  const m = /^https?:\/\/([a-z0-9.-]+\.[a-z]{2,})(\/[A-Za-z0-9._~/-]*)?\?([^#\s]+)(?:#[\w-]*)?$/.exec(value);
  if (m === null) return false;
  if ((m[2] ?? '').split('/').some((seg) => seg.length > 24 || (/[0-9]/.test(seg) && /[A-Z]/.test(seg) && /[a-z]/.test(seg)))) return false;
  return m[3]!.split('&').every((pair) => {
    const [name = '', v = ''] = pair.split('=');
    return PUBLIC_PARAM.test(name) && /^[\w.-]{0,40}$/.test(v);
  });
}
