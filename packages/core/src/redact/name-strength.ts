/**
 * How strongly an assigned name says "secret": its words (any casing, syntax, several languages) read as a password,
 * secret, token, key or credential, as a word about one (`tokenCount`, `keyId`), or as nothing secret (`cache_key`).
 */
import { looksRandom } from './entropy.js';
import { words } from './name-words.js';
import { isPublicKeyName } from './public-names.js';

const STRONG_LAST = new Set(['password', 'passwd', 'pwd', 'pw', 'mdp', 'pass', 'passphrase', 'secret', 'token', 'credential', 'credentials', 'cred', 'creds', 'apikey', 'signing', 'salt', 'pepper', 'psk', 'pat', 'cookie', 'tkn', 'authtoken', 'accesstoken', 'secretkey']);
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
  // a Vault token's accessor looks the token up or revokes it and never authenticates
  'accessor',
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
 * `X-Cache-Key`, `request_key`, `traceKey`, `--result-key`, `--shard-key`: a key that finds a cached, traced or stored
 * thing (a dictionary's, a table's key), not a credential, unless a word says which secret it is (`X-Cache-Api-Key`).
 * Not `record` nor `routing`: a CI service's record key and an alerting service's routing key are secrets.
 */
const ID_KEY_WORDS = new Set([
  'cache', 'trace', 'tracing', 'request', 'etag', 'idempotency', 'correlation', 'span',
  'result', 'results', 'lookup', 'shard', 'join', 'metric', 'metrics', 'label', 'column',
]);

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
const PASSWORD_WORDS = [
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

export type Strength = 'strong' | 'weak' | null;

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

/**
 * Where the value starts in a token a secret's name is glued to (`db-password-Tangerine!92` in a branch, a folder):
 * after the name and its `-` or `_`; 0 when no such name leads. Only the value is secret, the name stays readable.
 */
export function valueAfterName(token: string): number {
  for (let i = token.length - 1; i > 0; i--) {
    if ((token[i] === '-' || token[i] === '_') && nameStrength(token.slice(0, i)) === 'strong') return i + 1;
  }
  return 0;
}
