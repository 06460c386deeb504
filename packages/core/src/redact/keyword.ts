/**
 * The secret-ish-name detector: a name that says password, secret, token, key or credential (in any casing,
 * syntax and several languages) followed by its value. Decides, for a keyword match, whether the value is a
 * credential (and whether it reads as an `.env` line) or a placeholder, reference, identifier or public id.
 */
import { classFlipRate, holdsRandomRun, looksRandom } from './entropy.js';
import {
  decodesToPlaceholder,
  isIdentifierLike,
  isPlaceholder,
  isPublicId,
  isReference,
  isUuid,
} from './placeholder.js';
import { backslashesBefore, isEscapeAt, isEscapeLetter, isWordChar } from './scan-util.js';
import { looksLikeHalfSecret } from './split-tail.js';
import { words } from './name-words.js';
import { isPublicKeyName } from './public-names.js';

/** Common shape for "keyword value" rules: not a placeholder, a `$VAR`, a public id or an identifier. */
export function plausibleValue(v: string, minLength: number): boolean {
  if (v.length < minLength) return false;
  if (isReference(v) || isPlaceholder(v) || isPublicId(v) || (isIdentifierLike(v) && !randomLetters(v) && !APP_PASSWORD.test(v))) return false;
  return !v.startsWith('[REDACTED:');
}

/** An app-specific password (Apple, Google): four groups of four letters, which reads as a kebab-case name. */
const APP_PASSWORD = /^[a-z]{4}(?:[- ][a-z]{4}){3}$/;

/**
 * A letters-only value is an identifier (`getToken`, `pemEncodedPrivateKey`, `NonSharedBuffer`) unless it reads
 * random (`QgpHlBsYojIrIPdiCPWLB`): random letters flip case about every other character, CamelCase words rarely.
 */
function randomLetters(v: string): boolean {
  return /^[A-Za-z]+$/.test(v) && ((classFlipRate(v) >= 0.4 && looksRandom(v, 16)) || notWords(v));
}

/**
 * Letters that no identifier is made of: its words and acronyms (`parse`, `HTTP`, `Response`) split it whole, and a
 * capitalised word has two lower-case letters at least; `mapleioMKQFaRVAG` leaves `Fa`.
 */
function notWords(v: string): boolean {
  if (v.length < 12) return false;
  const parts = v.match(/[A-Z]+(?![a-z])|[A-Z][a-z]+|[a-z]+/g) ?? [];
  return parts.some((p) => /^[A-Z][a-z]$/.test(p) || /^[A-Z]{7,}$/.test(p));
}

/** `^0.7.1`, `~2.0.0`, `>=1.2`, `v3.1.4-rc.1`: a version range (package.json `"cookie": "^0.7.1"`), not a value. */
const VERSION = /^(?:[~^]|[<>]=?|=)?v?[0-9]+(?:\.(?:[0-9]+|x|\*)){1,3}(?:-[0-9A-Za-z.]+)?$/;


/** `Linux-node-modules-<hash>`, `build_cache-<sha>`: words then a digest, a cache key or a slug, not a secret. */
function isSlugWithHash(v: string): boolean {
  return /^(?:[A-Za-z]{2,}[-_.])+[0-9a-f]{7,}$/.test(v);
}

/** `public key: …`, `publishable key = …`: the word before the name says the value is public. */
function publicBefore(text: string, nameStart: number): boolean {
  return /(?:public|publishable|pub|gpg|pgp|host|ssh)[ \t_-]*$/i.test(text.slice(Math.max(0, nameStart - 16), nameStart));
}

// keyword assignments: `NAME=value` (.env), `name: value` (YAML), `"name": "value"` (JSON), `name = 'value'` (code)

const STRONG_LAST = new Set(['password', 'passwd', 'pwd', 'pw', 'mdp', 'pass', 'passphrase', 'secret', 'token', 'credential', 'credentials', 'cred', 'creds', 'apikey', 'signing', 'salt', 'pepper', 'psk', 'pat', 'cookie', 'tkn']);
/**
 * Words after the secret-ish word that only say which one it is: `DB_PASSWORD_2`, `STRIPE_KEY_PROD`,
 * `PRIVATE_KEY_HEX`. They are dropped before the name is judged (an `_ID`, `_FILE` or `_PATH` is not).
 */
const QUALIFIER_LAST = /^(?:[0-9]{1,4}|v[0-9]{1,2}|prod|production|dev|development|staging|stage|stg|test|testing|qa|uat|live|local|old|new|next|prev|previous|current|backup|bak|primary|secondary|main|default|hex|b64|base64|raw|enc|encoded|value|val|str|string|plain|plaintext|base|api|data|bytes|material|text|content|literal|blob|bin|binary|b32|base32|override|here)$/;
/**
 * Words after the secret-ish word that make the name about the secret, not the secret itself: `secretName`,
 * `tokenCount`, `passwordPolicy`, `keyId`, `tokenExpiresAt`. Any other word there leaves a weak name (the value must
 * look random).
 */
const ABOUT_SECRET = new Set([
  'name', 'names', 'id', 'ids', 'ref', 'refs', 'reference', 'arn', 'path', 'paths', 'file', 'files', 'filename', 'url',
  'uri', 'endpoint', 'host', 'count', 'length', 'len', 'size', 'limit', 'limits', 'budget', 'type', 'types',
  'kind', 'policy', 'expiry', 'expires', 'expiration', 'expired', 'ttl', 'lifetime', 'age', 'hint', 'prompt', 'label',
  'field', 'header', 'param', 'env', 'var', 'variable', 'required', 'enabled', 'disabled', 'regex', 'pattern',
  'format', 'version', 'rotation', 'rotated', 'manager', 'store', 'provider', 'source', 'location', 'dir', 'mode',
  'algorithm', 'alg', 'method', 'strategy', 'scheme', 'prefix', 'suffix', 'reset', 'changed', 'updated', 'created',
  'at', 'time', 'timeout', 'status', 'state', 'valid', 'validator', 'validation', 'error', 'errors', 'message', 'msg',
  'visible', 'show', 'hidden', 'toggle', 'strength', 'address', 'index', 'position', 'offset', 'fingerprint',
  'bits', 'spec', 'schema', 'class', 'service', 'handler', 'callback', 'parser', 'generator', 'helper',
  'util', 'utils', 'list', 'set', 'column', 'table', 'pair', 'exchange', 'request', 'response', 'details',
  'detail', 'info', 'config', 'settings', 'options', 'usage',
]);
/** "key" in other languages: a name ending in one is judged like one ending in `key`. */
const KEY_WORDS = new Set([
  'chiave', 'schlüssel', 'schluessel', 'klucz', 'sleutel', 'clé', 'cle', 'llave', 'chave', 'ключ', 'nøgle', 'nyckel',
  'avain', 'anahtar', 'kunci', 'khóa', 'khoa', 'مفتاح', 'کلید', 'מפתח', 'キー', '키', 'kulcs', 'cheie', 'κλειδί',
]);
/** Words before `key` / `token` that make it the secret itself (`LICENSE_KEY`, `SDK_KEY`, `WEBHOOK_TOKEN`). */
const KEY_QUALIFIERS = new Set([
  'api', 'access', 'secret', 'private', 'auth', 'client', 'master', 'signing', 'account', 'parola', 'zugangs',
  'geheimer', 'geheime', 'license', 'licence', 'sdk', 'app', 'encryption', 'decryption', 'hmac', 'jwt', 'session',
  'webhook', 'service', 'deploy', 'ingest', 'write', 'admin', 'root', 'server', 'shared', 'bot', 'personal', 'refresh',
  'bearer', 'oauth', 'integration', 'management', 'mgmt', 'mobile', 'rest', 'developer', 'dev', 'user', 'project',
  'unseal', 'recovery', 'ingestion', 'registration', 'enrollment',
]);
/**
 * `X-Cache-Key`, `request_key`, `traceKey`: a key that finds a cached, traced or deduplicated thing, not a credential,
 * unless a word says which secret it is (`X-Cache-Api-Key`).
 */
const ID_KEY_WORDS = new Set(['cache', 'trace', 'tracing', 'request', 'etag', 'idempotency', 'correlation', 'span']);

/** One of those words right before `key` in prose or a table (`the trace key <hex>`). */
export const ID_KEY_BEFORE = new RegExp(`(?:${[...ID_KEY_WORDS].join('|')})[ \\t_-]*$`, 'i');

export function isIdKeyName(name: string): boolean {
  const w = words(name);
  return w[w.length - 1] === 'key' && w.some((x) => ID_KEY_WORDS.has(x)) && !w.some((x) => KEY_QUALIFIERS.has(x));
}

const NOT_SECRET_NAMES = new Set(['public', 'publishable', 'page', 'next', 'continuation', 'pagination', 'csrf', 'xsrf', 'cache', 'sort', 'partition', 'primary', 'foreign', 'row', 'idempotency', 'cursor', 'lock', 'dedupe', 'dedup', 'storage', 'object', 'map', 'hash', 'unique', 'react', 'node', 'type', 'file', 'path', 'max', 'min', 'num', 'total', 'count', 'input', 'output', 'kv', 'ssh']);

/** Vetoes no other word lifts: the value is public whatever secret-ish words follow (`PUBLIC_API_KEY`). */
const PUBLIC_WORDS = new Set(['public', 'publishable', 'csrf', 'xsrf', 'ssh']);

/** Names whose token is public (`csrf_token`, `xsrf-cookie`) but whose signing secret is not (`CSRF_SECRET`). */
const SIGNED_BY_SECRET = new Set(['csrf', 'xsrf']);

/** `CSRF_SECRET`, `csrf_signing_key`, `XSRF_SECRET_KEY`: the name ends in the secret that signs the tokens. */
function namesSigningSecret(w: string[]): boolean {
  const last = w[w.length - 1];
  return last === 'secret' || ((last === 'key' || last === 'salt') && (w.includes('secret') || w.includes('signing')));
}

/** "password" in other languages: a name ending in one of these is as strong as `password`. */
export const PASSWORD_WORDS = [
  'passwort', 'kennwort', 'contraseña', 'contrasena', 'motdepasse', 'senha', 'wachtwoord', 'hasło', 'haslo',
  'пароль', 'parola', 'salasana', 'lösenord', 'losenord', 'passord', 'adgangskode', 'heslo', 'jelszó', 'jelszo',
  'şifre', 'sifre', 'mậtkhẩu', '密码', '密碼', 'パスワード', '비밀번호', 'geheimnis', 'segreto', 'clave',
  'lozinka', 'parolă', 'zugangsschlüssel', 'zugangsschluessel', 'geheimschlüssel', 'geheimschluessel', 'zugangscode',
  'kodeord', 'κωδικός', 'סיסמה', 'كلمةالمرور', 'पासवर्ड', 'รหัสผ่าน', 'katasandi',
  // more languages and scripts: ar, fa, he, id/ms, it, vi, zh, ja, ko, ru/uk/bg/sr/be, hi, bn, th, el, ro
  'كلمةالسر', 'رمزالمرور', 'رمزعبور', 'گذرواژه', 'סיסמא', 'katalaluan', 'katasandi', 'sandi', 'paroladordine',
  'mậtkhẩu', 'matkhau', 'mậtmã', '口令', '密钥', '秘钥', '密鑰', '秘鑰', '暗号', '暗証番号', '秘密鍵', '암호', '비번',
  'парола', 'лозинка', 'гасло', 'пароля', 'কূটশব্দ', 'পাসওয়ার্ড', 'συνθηματικό', 'parolă', 'gizlianahtar',
  // abbreviations, and ca, pt-PT, et, lv, sl, af, is, lt, sw, eu
  'pswd', 'psw', 'pword', 'passcode', 'contrasenya', 'palavrapasse', 'parool', 'parole', 'geslo', 'wagwoord',
  'lykilorð', 'lykilord', 'slaptažodis', 'slaptazodis', 'nenosiri', 'pasahitza', 'zugangsdaten',
  // uz/az/tk, ms, fa
  'parol', 'katalaluan', 'رمز', 'کلمهعبور', 'رمزورود',
];
/** "secret" and "token" in other languages: as strong as the English words. */
const SECRET_WORDS = [
  'токен', 'секрет', 'секретный', 'トークン', 'シークレット', '토큰', '시크릿', '令牌', '秘密', 'טוקן', 'סוד',
  'توكن', 'رمزمميز', 'rahasia', 'bímật', 'bimat', 'mãthôngbáo', 'टोकन', 'गुप्त', 'โทเค็น', 'segredo', 'secreto',
  'geheimnis', 'geheim', 'sekret', 'titok', 'tajemství', 'rahsia', 'אסימון', 'توکن',
];
/** The lexicon's words for password and secret in other languages (not English, whose names put the noun last). */
const FOREIGN_SECRET_WORDS = new Set([...PASSWORD_WORDS, ...SECRET_WORDS].filter((x) => !/^(?:pswd|psw|pword|passcode)$/.test(x)));
const STRONG_JOINED = new RegExp(`(?:${[...PASSWORD_WORDS, ...SECRET_WORDS].join('|')}|password|passwd|passphrase|secret)$`, 'u');
/** Certificate stores that hold a private key: their base64 is key material. */
const KEY_STORES = new Set(['pfx', 'p12', 'pkcs12', 'keystore', 'jks', 'keytab']);

type Strength = 'strong' | 'weak' | null;

/** Words that join a noun to what it belongs to, where the noun comes first (`senha do banco`, `mot de passe du …`). */
const OF_WORDS = new Set(['do', 'da', 'dos', 'das', 'de', 'del', 'della', 'dello', 'di', 'du', 'des', 'of', 'for', 'dla', 'van', 'von', 'för', 'til', 'для', 'от', 'na', 'ng', 'cua', 'của']);

/** A password word followed by "of …": the name says password whatever it belongs to. */
function passwordOfSomething(w: string[]): boolean {
  for (let i = 0; i < w.length - 1; i++) {
    if (!OF_WORDS.has(w[i + 1]!)) continue;
    const head = w.slice(0, i + 1).join('');
    if (STRONG_JOINED.test(head) || STRONG_LAST.has(w[i]!)) return true;
  }
  return false;
}

/**
 * Names repeat: a JSON transcript's keys at every record, a table's headers, the same variable read again. Each is
 * judged once per process (the sets it is judged by never change), up to NAME_CACHE names, then the cache starts over.
 */
const strengths = new Map<string, Strength>();
const NAME_CACHE = 4096;

/** How strongly the assigned name says "secret". */
export function nameStrength(name: string): Strength {
  let strength = strengths.get(name);
  if (strength === undefined) {
    strength = isIdKeyName(name) || isBlob(name) ? null : strengthOf(words(name).map((x) => (KEY_WORDS.has(x) ? 'key' : x)), true);
    if (strengths.size >= NAME_CACHE) strengths.clear();
    // kept as a copy: a name sliced out of a large text (a 10 MB tool output) would keep all of that text alive
    strengths.set(name.split('').join(''), strength);
  }
  return strength;
}

/**
 * A run of base64 before a `=` (`…DXPwCxQ25…PZ= <next line>`, a go.sum hash): its case changes cut it into letters
 * that may spell `pw` or `key`, but it names nothing.
 */
function isBlob(name: string): boolean {
  return name.length >= 20 && /^[A-Za-z0-9+/]+$/.test(name) && looksRandom(name, 20);
}

/** How strongly these words say "secret"; `amid`: a secret-ish word may stand before other words. */
function strengthOf(w: string[], amid: boolean): Strength {
  // (a qualifier after the key word says which key it is, as one before does: `kunci_api`, `ключ_api`, `מפתח_api`)
  let qualifiedAfter = false;
  while (w.length > 1 && QUALIFIER_LAST.test(w[w.length - 1]!)) qualifiedAfter ||= KEY_QUALIFIERS.has(w.pop()!);
  // `PASSWORD1`, `token2`: a number glued to the secret-ish word numbers it
  const glued = /^(\p{L}+?)[0-9]{1,4}$/u.exec(w[w.length - 1] ?? '');
  if (glued && (STRONG_LAST.has(glued[1]!) || glued[1] === 'key')) w[w.length - 1] = glued[1]!;
  const last = w[w.length - 1];
  if (last === undefined) return null;
  // `SSH_KEY` is a key file or a public key; `SSH_KEY_PASSPHRASE` is the secret that opens it
  const vetoes = (x: string): boolean => NOT_SECRET_NAMES.has(x) && !(x === 'ssh' && STRONG_LAST.has(last));
  // `FB_PAGE_ACCESS_TOKEN`, `KV_REST_API_TOKEN`, `CACHE_API_KEY`: a word that says which secret stands between a
  // word that would veto (`page_token`, `cache_key`) and the last one
  const qualified = (i: number): boolean => !PUBLIC_WORDS.has(w[i]!) && w.slice(i + 1, -1).some((x) => KEY_QUALIFIERS.has(x));
  if (w.some((x, i) => vetoes(x) && !qualified(i) && !(SIGNED_BY_SECRET.has(x) && namesSigningSecret(w)))) return null;
  if (isPublicKeyName(w)) return null;
  const prev = w[w.length - 2];
  if (STRONG_LAST.has(last) || w.some((x) => KEY_STORES.has(x))) return 'strong';
  if (STRONG_JOINED.test(w.join(''))) return 'strong'; // DB_PASSWORT, MOT_DE_PASSE, пароль
  if (passwordOfSomething(w)) return 'strong'; // senha_do_banco, contraseña_de_la_bd, parola_di_rete
  if ((last === 'key' || last === 'token') && ((prev !== undefined && KEY_QUALIFIERS.has(prev)) || qualifiedAfter)) return 'strong';
  if (last === 'key' || last === 'auth' || last === 'hmac' || last.endsWith('key') || last.endsWith('token')) return 'weak';
  return amid ? secretAmidWords(w) : null;
}

/**
 * A name whose secret-ish word has other words after it (`clientSecretValue`, `db_password_for_prod`,
 * `API-KEY-FOR-BILLING`): as strong as its head when the rest only says whose it is, weak when the rest is another
 * word after a strong head (`keyDetails` is no secret), and no secret when the rest says the name is about the
 * secret (ABOUT_SECRET).
 */
function secretAmidWords(w: string[]): Strength {
  for (let i = w.length - 2; i >= 0; i--) {
    const tail = w.slice(i + 1);
    if (tail.some((x) => ABOUT_SECRET.has(x))) return null;
    const head = strengthOf(w.slice(0, i + 1), false);
    // languages that put the noun first (`senha_db`, `пароль_бд`, `токен_доступа`): what follows a word of the
    // lexicon in another language says whose secret it is, as `DB_` does before `PASSWORD`
    if (head === 'strong' && i === 0 && FOREIGN_SECRET_WORDS.has(w[0]!)) return 'strong';
    if (head !== null) return OF_WORDS.has(tail[0]!) ? head : head === 'strong' ? 'weak' : null;
  }
  return null;
}

/** The identifier that ends at `end` (scanning back over name characters, dropping a JSON escape letter). */
function nameBefore(text: string, end: number): string {
  let i = end;
  const stop = Math.max(0, end - 80);
  while (i > stop && isNameChar(text.charCodeAt(i - 1))) i--;
  if (i > 0 && text.charCodeAt(i - 1) === 92 && backslashesBefore(text, i) % 2 === 1 && isEscapeLetter(text.charCodeAt(i))) i++;
  return text.slice(i, end);
}

function isNameChar(c: number): boolean {
  return isWordChar(c) || c === 46 || c === 45 || (c >= 0xc0 && c !== 0xa0 && !(c >= 0x2000 && c <= 0x206f)); // . - letters
}

function isLineStartBefore(text: string, nameEnd: number): boolean {
  let j = nameEnd;
  const stop = Math.max(0, nameEnd - 80);
  while (j > stop && isNameChar(text.charCodeAt(j - 1))) j--;
  if (isEscapeAt(text, j)) return true; // `\nNAME=` inside a JSON string
  let k = skipBlanksBack(text, j);
  if (text.slice(Math.max(0, k - 6), k) === 'export') k = skipBlanksBack(text, k - 6);
  if (k === 0) return true;
  const c = text.charCodeAt(k - 1);
  if (c === 10 || c === 13 || c === 59 || c === 34 || c === 39 || c === 96) return true; // \n \r ; " ' `
  return k >= 2 && isEscapeAt(text, k - 1);
}

function skipBlanksBack(text: string, k: number): number {
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k;
}

export function checkAssignment(value: string, m: RegExpExecArray, text: string): boolean | string {
  const at = (g: number, side: 0 | 1): number => m.indices?.[g]?.[side] ?? 0;
  // `"input_tokens": 1234`, `keys: […]`: a count or a list (the commonest keyword hits in a transcript), never judged
  if (/(?:token|key)s$/i.test(m[1] ?? '')) return false;
  const sep = (m[3] ?? '').toLowerCase();
  // `["password", "<value>"]`, `("api_secret", "<value>")`: a quoted name then its quoted value, a pair in a list
  if (sep === ',' && (m[2] === undefined || m[4] === undefined)) return false;
  // `auth_pass <value>`, `requirepass <value>`: a config directive, its name then its value alone on a line
  if (sep.trim() === '' && !isDirective(value, m, text)) return false;
  // the keyword match may hold blanks (`كلمة المرور`, `mật khẩu`): the name reaches back to its start
  const name = nameOf(text, at(1, 0), at(1, 1));
  const nameStart = at(1, 1) - name.length;
  // "first half of the key:", "part 1 of the token is": a piece of the secret, as secret as the whole and shorter
  const piece = (): boolean => PIECE_OF.test(text.slice(Math.max(0, nameStart - 48), nameStart));
  const strengthOfName = (): Strength => {
    const strength = nameStrength(name);
    return strength === 'weak' && piece() ? 'strong' : strength;
  };
  if (sep.startsWith('is') || sep.startsWith('was')) return checkProse(value, strengthOfName());
  // `Cookie: _ga=GA1.1.…; sid=…`: the header's pairs, each judged by the cookie scan by its own name
  if (/cookie$/i.test(name) && /^[\w!#$%&*+.^|~-]{1,64}=(?!=|$)/.test(value)) return false;
  // cheap checks on the value first: most keyword hits in code are identifiers, calls or references
  const quote = m[4] ?? '';
  // "пароль: X, then …": a comma or period ending a sentence is not part of the value; inside it, code
  if (quote === '' && /[,;&()[\]{}<>]/.test(value.replace(/[.,;]+$/, ''))) return false; // code, not a literal value
  if (quote === '' && isExpression(value)) return false;
  // a quoted phrase, not a credential; unless its second part is the rest of a value split over two lines that a
  // one-line summary joined with a blank (`TOKEN="J4A2…Hurr l7Ul…6n"`)
  if (quote !== '' && /[ \t]/.test(text.charAt(at(5, 1))) && !splitInQuotes(text, at(5, 1), quote)) return false;
  if (/^(?:https?|ftp|file):\/\//i.test(value) || isPath(value)) return false;
  const v = value.replace(/[.,;]+$/, '');
  // an AppRole `secret_id` is the credential itself, and Vault makes it a UUID (`role_id` names the role)
  if (/(?:^|[_-])secret[_-]?id$/i.test(name) && isUuid(v)) return envLabel(m, text, sep, quote);
  const strength = strengthOfName();
  if (strength === null || publicBefore(text, nameStart)) return false;
  if (isTestVerdict(name, v, text, at(1, 0), at(5, 1))) return false;
  if (BARE_SECRET_NAME.test(name) && isShortRandom(v)) return envLabel(m, text, sep, quote);
  // a UUID is an id, except where the name says it is the key itself (`HEROKU_API_KEY=<uuid>`)
  // (`sdk-<uuid>`, `key-<uuid>`: the same with a short prefix)
  if (strength === 'strong' && isUuid(v.replace(/^[a-z]{2,6}-(?=[0-9a-f]{8}-)/i, '')) && /(?:key|token|secret|password|pat)$/i.test(name)) return envLabel(m, text, sep, quote);
  // an environment variable named `…_KEY` or `…_TOKEN` holds a key, not a row's id (`CYPRESS_RECORD_KEY=<uuid>`)
  if (strength === 'weak' && isUuid(v) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN)$/.test(name)) return envLabel(m, text, sep, quote);
  // a long upper-case run with no word break (an Erlang cookie) is no constant's name: constants have underscores
  if (strength === 'strong' && /^[A-Z]{16,}$/.test(v) && !isPlaceholder(v) && !namesItself(v)) return envLabel(m, text, sep, quote);
  // a slug with a digest is a cache key (`key: Linux-node-modules-<hash>`), but after a strong name the secret itself
  // (`API_KEY: xkeysib-<hash>`): providers prefix their keys with words
  if (!plausibleValue(v, 6) || decodesToPlaceholder(v) || (strength !== 'strong' && isSlugWithHash(v)) || VERSION.test(v)) return false;
  if (v.replace(/[._-]/g, '').length < 6) return false; // `sk-ant-..`, `a.b.c`: too little left to be a secret
  if (namesItself(v) && !looksRandom(v.replace(/^[a-z]+_/, ''), 20)) return false;
  if (strength === 'weak' && (!holdsRandomRun(v) || !/[0-9]/.test(v))) return false;
  // a bare `token = 1*tchar` (a grammar, a type): a lone generic word needs a value that looks generated
  if (/^(?:token|key|auth|secret|pass)$/i.test(name) && !looksRandom(v, 12) && !piece() && !(v.length >= 16 && /[0-9]/.test(v))) return false;
  // after a strong name any non-placeholder value is the secret, whatever its characters: only a word (`enabled`,
  // `required`) or an identifier without a digit or a symbol is not
  if (strength === 'strong' && !/[0-9!@#$%^&*+=~?/.%-]/.test(v) && !looksRandom(v, 16) && !/^[A-Z]{12,}$|^[a-z]{16,}$/.test(v)) return false;
  return envLabel(m, text, sep, quote);
}

/** A directive's value (no `=` or `:` tells it is one): a line of its own, a strong name, a value no word reads as. */
function isDirective(value: string, m: RegExpExecArray, text: string): boolean {
  const nameEnd = m.indices?.[1]?.[1] ?? 0;
  if (!isLineStartBefore(text, nameEnd) || nameStrength(nameOf(text, m.indices?.[1]?.[0] ?? 0, nameEnd)) !== 'strong') return false;
  return looksRandom(value, 12) || (/[0-9]/.test(value) && /[A-Za-z]/.test(value) && /[!#$%^&*+=~?@]/.test(value));
}

/** A name that is one secret word and nothing else: `secret:`, `token:`, `password=`. */
const BARE_SECRET_NAME = /^(?:secret|token|password|passwd|pass|pwd)$/i;

/**
 * A value too short for entropy to tell (`kX9pQ2`, `7fGh2Kq`) that reads generated: letters and digits mixed, the
 * class flipping at most characters, no word or acronym in it (`mysecret1`, `abc123`, `sha256` and `Bearer` stay).
 */
export function isShortRandom(v: string): boolean {
  if (v.length < 6 || v.length >= 16 || !/^[A-Za-z0-9!@#$%^&*+=~?-]+$/.test(v)) return false;
  if (!/[0-9]/.test(v) || !/[A-Za-z].*[A-Za-z]/.test(v) || /[a-z]{4}|[A-Z]{4}/.test(v)) return false;
  return classFlipRate(v) >= 0.5 && !isPlaceholder(v) && !namesItself(v);
}

/** "first half of the", "part 2 of my": the name that follows is what the value is a piece of. */
const PIECE_OF = /(?:half|part|piece|chunk|portion|segment)(?:[ \t]+(?:[0-9]|one|two))?[ \t]+of[ \t]+(?:(?:the|my|our|this|your|that|api)[ \t]+){0,2}$/i;

function splitInQuotes(text: string, valueEnd: number, quote: string): boolean {
  const m = /^[ \t]([A-Za-z0-9_+/=*!#$%^~-]{6,200})(\\*["'`])/.exec(text.slice(valueEnd, valueEnd + 220));
  return m !== null && m[2] === quote && looksLikeHalfSecret(m[1]!);
}

/** A test file or test id a runner reports on (`tests/test_auth.py::test_ok`, `src/login.test.ts`). */
export function isTestFile(value: string): boolean {
  return /\.(?:[cm]?[jt]sx?|py|go|rb|rs|java|kt|php|cs)(?:::|$)/.test(value);
}

/**
 * `--- PASS: TestName (0.01s)`, `PASS: test_login (12ms)`, `PASS tests/test_auth.py::test_ok`: a test runner's
 * verdict on a test, not a password.
 */
function isTestVerdict(name: string, value: string, text: string, nameStart: number, valueEnd: number): boolean {
  if (name !== 'PASS') return false;
  if (isTestFile(value)) return true;
  return /(?:^|\n)[ \t]*(?:---|===)[ \t]*$/.test(text.slice(Math.max(0, nameStart - 40), nameStart)) || /^ \(\d+(?:\.\d+)?m?s\)/.test(text.slice(valueEnd, valueEnd + 16));
}

function nameOf(text: string, keywordStart: number, keywordEnd: number): string {
  const before = nameBefore(text, keywordEnd);
  return keywordEnd - before.length <= keywordStart ? before : text.slice(keywordStart, keywordEnd);
}

/**
 * `/etc/app/key.pem`, `./secrets/token`, `C:\keys\a.pfx`, an object key `exports/2026-12-04.parquet`: a path, unless
 * it reads as base64 (`/tPO+x…`).
 */
function isPath(v: string): boolean {
  if (!/^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(v) && !RELATIVE_FILE.test(v)) return false;
  if (/[+=]/.test(v) && !/\.[a-z]{2,4}$/.test(v)) return false;
  // macOS names each user's temp and cache folder by a hash (`/var/folders/5g/w6qv…0000gn/T/`): the system's, not a token
  const segments = v.replace(MACOS_USER_FOLDERS, '/').split(/[\\/]/).filter((x) => x.length > 0);
  return !segments.some((x) => x.length >= 24 && looksRandom(x, 20));
}

const MACOS_USER_FOLDERS = /^(?:\/private)?\/var\/folders\/[\w+-]{2}\/[\w+-]{20,40}(?=\/[TC0]\/|\/?$)/;

/** Folders and a file name with a lower-case extension (`assets/img/logo.png`, `exports/2026-12-04.parquet`). */
const RELATIVE_FILE = /^[\w@-]+(?:\/[\w@.-]+)*\/[\w@.-]+\.[a-z][a-z0-9]{1,7}$/;

/** `!this.result`, `opts?.pass`, `config.auth.user`: code reading a value, not a literal. */
function isExpression(v: string): boolean {
  if (/^[!?]+[A-Za-z_$][\w$.]*(?:\(.*)?$/.test(v) || v.includes('?.')) return true;
  return /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && !looksRandom(v.replace(/\./g, ''), 16);
}

/** `env-secret` for a `NAME=value` line (.env, `export`), else `generic-secret`. */
function envLabel(m: RegExpExecArray, text: string, sep: string, quote: string): string {
  const at = (g: number, side: 0 | 1): number => m.indices?.[g]?.[side] ?? 0;
  const spaced = text.charCodeAt(at(3, 0) - 1) === 32 || text.charCodeAt(at(3, 1)) === 32;
  const envStyle = sep === '=' && !spaced && quote !== '`' && isLineStartBefore(text, at(1, 1));
  return envStyle ? 'env-secret' : 'generic-secret';
}

/** "the signing secret is <value>": only a value with letters and digits, and random unless the word is strong. */
function checkProse(value: string, strength: Strength): boolean | string {
  if (strength === null) return false;
  const v = value.replace(/[.,;:!?)]+$/, '');
  if (v.length < 8 || !/[0-9]/.test(v) || !/[A-Za-z]/.test(v)) return false;
  if (!plausibleValue(v, 8) || namesItself(v)) return false;
  return strength === 'strong' || looksRandom(v, 16) ? 'generic-secret' : false;
}

/** `MYTOKEN1`, `dev-secret`, `supersecretpassword`: a value that names what it stands for is a stand-in. */
function namesItself(v: string): boolean {
  return /token|passw|secret|apikey|api_key|cookie/i.test(v);
}

