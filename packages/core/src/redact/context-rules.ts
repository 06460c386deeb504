/**
 * Rows of the rule table that find a secret by where it stands, not by its shape: URLs (`scheme://user:pass@`,
 * token parameters, tokens in URL paths), connection strings (ADO.NET/ODBC `Password=`/`Pwd=`, JDBC), HTTP headers
 * (every `Authorization` scheme, `x-api-key` and kin, Digest responses), XML elements and `<add key value>` pairs,
 * JWK private members, and secret-ish names followed by their value in any syntax (keyword.ts decides).
 */
import { isPublicShape } from './public-shapes.js';
import { looksRandom } from './entropy.js';
import { checkAssignment, plausibleValue } from './keyword.js';
import { isIdKeyName, nameStrength } from './name-strength.js';
import { isIdentifierLike, isMapboxPublicToken, isPlaceholder, isReference, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

const VALUE = `[^\\s"'\`\\\\]`; // a value character: stops at blanks, quotes and backslashes (JSON escapes)
const HEADER_SEP = `(?:\\\\*["'])?\\s*:\\s*(?:\\\\*["'])?\\s*`; // `: `, `": "`
const HEADER_VALUE = '([A-Za-z0-9._~+/=-]{8,8192})';

const WEB_SCHEMES = new Set(['http', 'https', 'git', 'git+https', 'git+ssh', 'ssh', 'ftp', 'ftps', 'sftp', 'ws', 'wss', 'svn', 'hg']);

function checkUrlPassword(pw: string, m: RegExpExecArray, text: string): boolean | string {
  // the password slot of a URL says what the value is: digits, or mixed case of some length (`utFZ.cNfXShiZPQ`), suffice
  const shaped = (pw.length >= 3 && /\d/.test(pw)) || (pw.length >= 10 && /[A-Z]/.test(pw) && /[a-z]/.test(pw));
  if (!plausibleValue(pw, 3) && !(shaped && !isReference(pw) && !isPlaceholder(pw))) return false;
  if (pw.startsWith('[REDACTED:')) return false;
  const user = m[1] ?? '';
  if (isReference(user) && isReference(pw)) return false;
  const head = text.slice(Math.max(0, m.index - 24), m.index);
  const scheme = /([A-Za-z][A-Za-z0-9+.-]*):$/.exec(head)?.[1]?.toLowerCase() ?? '';
  return scheme === '' || WEB_SCHEMES.has(scheme) ? 'basic-auth' : 'db-password';
}

const STRONG_PARAMS = /^(?:x-amz-signature|x-goog-signature|x-amz-security-token|sig|signature|access_token|refresh_token|id_token|client_secret|password|passwd|private_token|api_key|apikey|api-key|x-api-key|token|secret)$/i;

function checkSignedParam(value: string, m: RegExpExecArray): boolean {
  const name = m[1] ?? '';
  if (isReference(value) || isPlaceholder(value) || value.startsWith('[REDACTED:') || isMapboxPublicToken(value)) return false;
  if (STRONG_PARAMS.test(name)) return value.length >= 8 && !isIdentifierLike(value);
  return looksRandom(value.replace(/%[0-9A-Fa-f]{2}/g, ''), 20);
}

function header(name: string, named?: (header: string) => boolean): RegexRule {
  return {
    id: 'api-key-header',
    pattern: new RegExp(`${name}${HEADER_SEP}${HEADER_VALUE}`, 'gdi'),
    combine: 'context',
    group: 1,
    check: (s, m, text) => {
      const headerName = headerNameAt(text, m.index);
      return !isPlaceholder(s) && !isIdentifierLike(s) && !isIdKeyName(headerName) && (named === undefined || named(headerName));
    },
  };
}

/** The header name around `at` (a match may start inside it: `-key` after `x-cache`). */
function headerNameAt(text: string, at: number): string {
  let start = at;
  while (start > 0 && start > at - 64 && /[A-Za-z0-9_-]/.test(text.charAt(start - 1))) start--;
  let end = at;
  while (end < text.length && end < at + 64 && /[A-Za-z0-9_-]/.test(text.charAt(end))) end++;
  return text.slice(start, end);
}

/** `Authorization: <scheme> <credential>` for any scheme, or a bare credential. */
function checkAuthorization(s: string, m: RegExpExecArray): boolean | string {
  // a Braintree tokenization key is an `authorization` option of its client SDK, public by design
  if (isPlaceholder(s) || isIdentifierLike(s) || isReference(s) || isPublicShape(s)) return false;
  const scheme = (m[1] ?? '').toLowerCase();
  if (scheme === 'basic') return 'basic-auth';
  if (scheme === '' && !looksRandom(s, 16) && !/^[0-9a-f-]{32,}$/i.test(s)) return false;
  return scheme === '' || /^(?:bearer|token|bot|jwt|oauth|apikey)$/.test(scheme) ? 'bearer-token' : 'auth-header';
}

/** A connection string: another `;key=value` pair or a `jdbc:` URL on the same line. */
function inConnectionString(m: RegExpExecArray, text: string): boolean {
  const line = text.slice(Math.max(0, m.index - 300), m.index + 300);
  return /jdbc:|;\s*[A-Za-z][A-Za-z ]{1,30}=/i.test(line);
}

/** A JWK member that holds private material: only inside an object that says `"kty"`. */
function inJwk(m: RegExpExecArray, text: string): boolean {
  return text.slice(Math.max(0, m.index - 600), m.index + 600).includes('kty');
}

/**
 * An element's text is the value its name says: any plausible value under a secret's name, and a UUID under a strong
 * one (`<password>`, `<apiToken>`): services hand out UUIDs as passwords and tokens, and an id is named as one.
 */
function elementSecret(value: string, name: string): boolean {
  const strength = nameStrength(name);
  return strength !== null && (plausibleValue(value, 4) || (strength === 'strong' && isUuid(value)));
}

/** The name of the element whose start tag holds `at` (its name, or its attributes after the name). */
function tagName(text: string, at: number): string {
  const open = text.lastIndexOf('<', at);
  return open < 0 || at - open > 240 ? '' : (/^<([\w.:-]{1,80})/.exec(text.slice(open, open + 82))?.[1] ?? '');
}

const DIGIT_WORD = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';

export const CONTEXT_RULES: RegexRule[] = [
  {
    // an app-specific password (Apple, Google) is four groups of four letters, a kebab-case name's shape: only after
    // the words that name it and a `:`, `=` or `is`, in the same line
    id: 'generic-secret',
    pattern: /app[- ]?(?:specific[- ])?password[^\n\\]{0,40}?(?::|=|\bis)[ \t]*\\*["'`]?([a-z]{4}(?:[- ][a-z]{4}){3})(?![\w-])/gdi,
    group: 1,
    check: (s) => /^[a-z]{4}([- ])[a-z]{4}\1[a-z]{4}\1[a-z]{4}$/.test(s) && new Set(s.replace(/[- ]/g, '')).size >= 6, // not `xxxx-…`
  },
  {
    // a PIN or code read out as number words ("PIN is one-five-four-four-two-five"): four digits at least, after the
    // noun and a `:`, `=` or `is`, and ending the clause (a count in prose goes on: "code review: one two three four items")
    id: 'generic-secret',
    pattern: new RegExp(`\\b(?:pin|passcode|code|password|combination)\\b[^\\n\\\\]{0,30}?(?::|=|\\bis)[ \\t]*(${DIGIT_WORD}(?:[- ]${DIGIT_WORD}){3,15})(?![\\w-])(?![ \\t]+[A-Za-z])`, 'gdi'),
    needs: ['pin', 'code', 'password', 'combination'],
    group: 1,
  },
  // URLs: `scheme://user:password@host`, signed-URL and token parameters, tokens in URL paths
  {
    id: 'db-password',
    pattern: /\/\/([^\s:@/"'`\\<>]{0,128}):([^\s@/"'`\\<>]{1,256}(?:@[^\s@/"'`\\<>:]{1,256})*)@(?=[A-Za-z0-9[])/gd,
    combine: 'context',
    group: 2,
    check: checkUrlPassword,
  },
  {
    id: 'db-password', // `scheme://user:pass` cut before its `@` (split over two records), or with the rest of the
    // password on the next line before it (`https://dev:rTj5…⏎     c1Cw…@host`); a port is digits, no password
    pattern: /\/\/([A-Za-z0-9._~%-]{1,64}):([^\s@/"'`\\<>;]{3,256}(?:(?:\r?\n|\\+n)[ \t]*[^\s@/"'`\\<>;]{1,256}(?=@))?)(?=@|$|[\s"'`;\\])/gd,
    combine: 'context',
    group: 2,
    check: (pw, m, text) => {
      const joined = pw.replace(/(?:\r?\n|\\+n)[ \t]*/, '');
      if (joined === pw && text.charAt(m.index + m[0].length) === '@') return false; // the row above judges it whole
      // `http://127.0.0.1:8787⏎me@laptop % …`: a port ends the URL, and the next line's `name@host` is a shell prompt
      if (joined !== pw && /^\d+$/.test(pw.split(/\r?\n|\\+n/)[0] ?? '')) return false;
      // `//registry:_authToken` (.npmrc) names a setting: a camelCase run of whole words is no password
      const shaped = /[A-Za-z]/.test(joined) && (/[0-9]/.test(joined) || (/[A-Z]/.test(joined) && /[a-z]/.test(joined) && !/^_?[a-z]+(?:[A-Z][a-z]{2,})+$/.test(joined)));
      return shaped && !isReference(joined) && !isPlaceholder(joined) ? 'db-password' : false;
    },
  },
  {
    id: 'signed-url',
    pattern:
      /[?&](X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token|sig|signature|token|access_token|refresh_token|id_token|client_secret|password|passwd|private_token|api_key|apikey|api-key|x-api-key|secret|key|code|auth|appid|app_key|appkey|api_token|apitoken|auth_token|authtoken|accesstoken|access_key|license_key|client_key)=([^&\s"'`\\#<>]{8,4096})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => checkSignedParam(s, m),
  },
  {
    // a query parameter named by an abbreviation of key or token (`k`, `tk`, `ak`, `sk`, `relay_tk`), or by any name
    // ending in key, token, secret or sig that names a secret (`ingest_key`): a generated value there is the key
    id: 'signed-url',
    pattern: /[?&]((?:[A-Za-z][A-Za-z0-9]{0,24}[_-])?(?:k|tk|ak|sk)|[A-Za-z][A-Za-z0-9]{0,24}[_-]?(?:key|token|secret|sig))=([A-Za-z0-9_~%+/-][A-Za-z0-9_~%+/.=-]{19,4095})(?![^&\s"'`\\#<>])/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => {
      const name = m[1] ?? '';
      const named = /(?:^|[_.-])(?:k|tk|ak|sk)$/i.test(name) || nameStrength(name) !== null;
      return named && !isReference(s) && looksRandom(s.replace(/%[0-9A-Fa-f]{2}/g, ''), 20);
    },
  },
  {
    id: 'signed-url', // `&` escaped as \u0026 by some JSON writers
    pattern:
      /\\u0026(X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token|sig|signature|token|access_token|api_key|apikey|key)=([^&\s"'`\\#<>]{8,4096})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => checkSignedParam(s, m),
  },
  {
    id: 'webhook-token', // Discord and Slack-style webhooks: /api/webhooks/<id>/<token>, `/` escaped or not
    pattern: /webhooks\\*\/[0-9]{10,24}\\*\/([A-Za-z0-9_-]{40,100})/gd,
    guard: (text) => text.includes('webhooks'),
    group: 1,
  },
  {
    id: 'webhook-token', // Microsoft Teams incoming webhook
    pattern: /IncomingWebhook\\*\/([A-Za-z0-9]{32}(?=\\*\/)|[A-Za-z0-9]{8,31}(?=\\+n|\n))/gd,
    guard: (text) => text.includes('IncomingWebhook'),
    group: 1,
  },
  {
    id: 'telegram-token', // <bot id>:AA<35>, in api.telegram.org/bot<token>/ or anywhere
    pattern: /:AA(?<=(?<![A-Za-z0-9_])(?:bot)?[0-9]{6,12}:AA)(?:[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])|[A-Za-z0-9_-]{8,32}(?=\\+n|\n))/g,
    guard: (text) => text.includes(':AA'),
    group: 0,
    lead: (text, index) => {
      let i = index;
      while (i > 0 && /[0-9]/.test(text.charAt(i - 1))) i--;
      return index - i;
    },
  },

  // connection strings
  {
    id: 'db-password', // ADO.NET / ODBC / JDBC: `…;Password=…;`, `Pwd=…`, `;password=…;`
    pattern: /=(?<=(?<![A-Za-z0-9_])(?:passw(?:or)?d|pwd)\s*=)\s*(\{[^}\n\\]{1,256}\}|[^;\s"'`\\{][^;\s"'`\\]{0,255})(?=;|\\*["']|\s|$)/gdi,
    needs: ['passw', 'pwd'],
    guard: (text) => text.includes(';'),
    group: 1,
    check: (s, m, text) => inConnectionString(m, text) && (plausibleValue(s, 3) || /\d/.test(s)),
  },

  // HTTP headers
  {
    id: 'bearer-token',
    // `:` and `!` belong to the credential: `SharedKey account:<signature>`, Salesforce `00D…!…` session ids
    pattern: /authorization(?:\\*["'])?(?:\s*[:=]|[ \t]+(?=\\*["'`]))\s*(?:\\*["'`])?\s*(?:([A-Za-z][A-Za-z0-9_-]{1,24})\s+)?([A-Za-z0-9._~+/=-][A-Za-z0-9._~+/=:!-]{7,8191})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => (/^digest$/i.test(m[1] ?? '') ? false : checkAuthorization(s, m)),
  },
  {
    id: 'auth-header', // Digest: the response hash stands for the password
    pattern: /response=\\*"([a-f0-9]{32,128})\\*"/gd,
    guard: (text) => text.includes('Digest'),
    group: 1,
    check: (_s, m, text) => /Digest\s/i.test(text.slice(Math.max(0, m.index - 400), m.index)),
  },
  {
    id: 'bearer-token',
    // The whole run of token characters, `=` included: a token cut at an inner `=` would leave its tail in clear.
    pattern: /(?<![A-Za-z0-9_])Bearer\s+([A-Za-z0-9._~+/-][A-Za-z0-9._~+/!-]{19,8191}(?:=+[A-Za-z0-9._~+/-]+)*=*)/gd,
    combine: 'context',
    group: 1,
    check: (s) => !isPlaceholder(s) && looksRandom(s.replace(/[._~+/=-]/g, ''), 20),
  },
  header('api-key'), // x-api-key, api-key, x-goog-api-key
  header('-token(?<=(?:x-auth|private|x-access|x-figma|x-vault|access)-token)'),
  header('subscription-key'),
  header('functions-key'),
  header('-secret(?<=x-[A-Za-z0-9-]{0,30}-secret)'),
  header('x-secret'),
  header('x-jfrog-art-api'),
  // x-master-key, x-access-key, x-license-key; not a key the name says is no secret (`X-Cache-Key: <hash>`)
  header('-key(?<=x-[A-Za-z0-9-]{0,30}-key)', (name) => nameStrength(name) !== null),
  header('x-honeycomb-team'),

  // markup and config files
  {
    id: 'generic-secret', // <password>…</password>, <db.secret>…</db.secret>
    pattern: />(?<=(?:passw(?:or)?d|secret|token|key|credentials?|pwd)>)([^<>\s]{4,512})<\//gdi,
    guard: (text) => text.includes('</'),
    group: 1,
    check: (s, m, text) => elementSecret(s, tagName(text, m.index)),
  },
  {
    // <Pass encoding="base64">…</Pass>, <password type="clear">…</password>: attributes between the name and the value
    // (led by the name, not by `>`: a look back over attributes at every `>` of a text costs too much; not by `key` or
    // `token`, the commonest words of a transcript, for a shape seen with passwords and secrets)
    id: 'generic-secret',
    pattern: /(?:passw(?:or)?d|pass|secret|pwd)(?:[ \t]+[\w:.-]{1,40}=\\*"[^"<>\\]{0,80}\\*"){1,4}[ \t]*>([^<>\s]{4,512})<\//gdi,
    guard: (text) => text.includes('</'),
    group: 1,
    check: (s, m, text) => elementSecret(s, tagName(text, m.index + 1)),
  },
  {
    id: 'generic-secret', // <add key="ClearTextPassword" value="…" />, appSettings
    pattern: /key=\\*"([A-Za-z0-9_.:-]{1,60})\\*"\s+value=\\*"((?:[^"\\]|\\n){4,512})\\*"/gdi,
    guard: (text) => text.includes('value='),
    group: 2,
    check: (s, m) => nameStrength(m[1] ?? '') !== null && plausibleValue(s, 4) && (/\d|[^A-Za-z]/.test(s) || looksRandom(s, 16)),
  },
  {
    id: 'private-key', // JWK private members: "d", "p", "q", "dp", "dq", "qi"; "k" of a symmetric key
    pattern: /\\*"(?:d|p|q|dp|dq|qi|k)\\*"\s*:\s*\\*"([A-Za-z0-9_-]{16,8192})/gd,
    group: 1,
    guard: (text) => text.includes('kty'),
    check: (_s, m, text) => inJwk(m, text),
  },
  {
    id: 'private-key', // PKCS#12 / PFX bundles, base64: a DER sequence after a word that says so
    pattern: /MII(?<=(?:p12|pfx|pkcs12|keystore|jks)\S{0,40}[\s:="'>]{1,8}MII)[A-Za-z0-9+/]{60,65536}={0,2}/gi,
    group: 0,
    lead: 0,
  },
  {
    id: 'gitlab-session',
    pattern: /_gitlab_session=([0-9a-z]{8,64})/gd,
    guard: (text) => text.includes('_gitlab_session='),
    group: 1,
  },
];

/**
 * Words glued after the secret-ish word, in any syntax (`DB_PASSWORD_2`, `clientSecretValue`, `api-token-string`,
 * `auth.token.data`): one bounded run over name characters, so a failed match backtracks over it once; keyword.ts
 * judges the whole name (`secretName` and `tokenCount` are no secrets).
 */
const NAME_TAIL = '[A-Za-z0-9_.-]{0,40}';
/** The same in any script (`пароль_бд`, `токен_доступа`, `מפתח_api`): a qualifier in the name's own language. */
const ANY_SCRIPT_NAME_TAIL = '[A-Za-z0-9_.\\u00c0-\\u1fff\\u200c\\u200d\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af-]{0,40}';
/** "… of something" after a password word, where the noun comes first: `senha_do_banco`, `password_for_ci`. */
const OF_SUFFIX = '(?:[_ -](?:do|da|dos|das|de|del|della|di|du|des|of|for|dla|van|von)(?:[_ -][A-Za-z\\u00c0-\\u024f0-9]{1,24}){1,3})?';
/**
 * A type between the name and `=` (`$password: String! = "…"`, `password: str = "…"`, `val token: String? = "…"`,
 * `apiToken?: string | undefined = '…'`, Ada's and Pascal's `Admin_Password : constant String := "…"`): the
 * quoted value after `=` is the one the name says is secret. A blank or a `:` before `=` and a quote after it tell a
 * type from the first part of a value (`secret: AbCd12=XyZ…`, a cookie's `Cookie: name=value`).
 */
const TYPED = '\\??:[ \\t]*(?:(?:constant|aliased)[ \\t]+)?[A-Za-z_][A-Za-z0-9_.]{0,40}(?:<[^<>=\\n]{0,60}>|\\[[^\\[\\]=\\n]{0,60}\\])?[!?]?(?:[ \\t]*\\|[ \\t]*[A-Za-z_][A-Za-z0-9_.]{0,40}[!?]?){0,3}(?:[ \\t]+|[ \\t]*:)=(?=[ \\t]*\\\\*["\'`])';
const ASSIGNED = `(\\\\*["'])?\\]?[ \\t]*(=(?![=~>])|${TYPED}|:(?![:=/])|::(?=[ \\t])|,(?=[ \\t]*\\\\*["'])|[ \\t]+(?=[^\\s"'\`\\\\]{6,256}[ \\t]*(?:$|[\\r\\n]|\\\\+[nr"]))|：|＝|=>|<-|:=|::=|[?+]=|(?<= )(?:is|was):?(?= ))[ \\t]*(\\\\*(?:'''|\"\"\"|["'\`])|\\\\+u002[27])?(${VALUE}{6,8192})`;

/**
 * Secret-ish names followed by their value: `NAME=value`, `name: value`, `"name": "value"`, `name = 'value'`, also
 * "password" in other languages whose first letter the English words already have (a new first letter costs a
 * check at every position of every text): passwort, mot_de_passe, contraseña, kennwort, senha, salasana, parola…
 */
export const KEYWORD_RULE: RegexRule = {
  id: 'generic-secret',
  pattern: new RegExp(
    `((?:pass(?:w(?:or)?[dt]|[_-]?phrase|e|ord)?|pwd?|psw|pasahitza|mdp|hmac|pfx|p12|pkcs12|parola(?:[_ ]d[_ ']?ordine)?|parool|parole|parolă|parol|kata[_ ]?laluan|rahsia|geslo|wagwoord|lykilor[dð]|slapta[zž]odis|nenosiri|secret[oa]?|segredo|sekret|signing|senha|salasana|sifre|segreto|token|tkn|key(?:store|tab)?|kennwort|cred(?:ential)?s?|contrase(?:ñ|ny?)a|clave|chiave|chave|klucz|sleutel|schl(?:ü|ue)ssel|auth|adgangskode|salt|pepper|psk|pat|cookie|kata[_ ]?sandi|sandi|rahasia|kunci|m(?:ậ|a)t[_ ]?(?:khẩu|khau|mã)|khóa|bí[_ ]?mật)${NAME_TAIL}${OF_SUFFIX})${ASSIGNED}`,
    'gdi',
  ),
  group: 5,
  check: checkAssignment,
};

/**
 * Password, secret, token and key in scripts outside Latin (ar, fa, he, zh, ja, ko, ru, bg, sr, be, hi, th, bn, el).
 * Each word more costs the scan of every text outside ASCII: words of more scripts slowed redaction by a tenth.
 */
const FOREIGN_WORDS = [
  'كلمة[_ ]?(?:المرور|السر)', 'رمز', 'کلمه[_ ]?(?:ی[_ ])?عبور', 'گذرواژه', 'סיסמ[הא]', 'מפתח', 'טוקן', 'אסימון', 'סוד',
  'تو[كک]ن', 'مفتاح',
  'کلید', '口令', '密钥', '秘钥', '密鑰', '秘鑰', '令牌', '秘密鍵', '暗証番号', 'トークン', 'シークレット', '토큰', '암호',
  '시크릿', 'токен', 'секрет(?:ный|ный_ключ)?', 'парол[аья]', 'лозинк[аe]', 'гасло', 'पासवर्ड', 'टोकन', 'รหัสผ่าน',
  'โทเค็น', 'পাসওয়ার্ড', 'συνθηματικό', 'κλειδί',
].join('|');

/** The same for names that start with a letter outside ASCII: пароль, şifre, 密码, パスワード, 비밀번호. */
export const FOREIGN_KEYWORD_RULE: RegexRule = {
  id: 'generic-secret',
  pattern: new RegExp(
    `((?:пароль|şifre|密码|密碼|パスワード|비밀번호|wachtwoord|has(?:ł|l)o|heslo|jelsz(?:ó|o)|l(?:ö|o)senord|lozinka|zugangs(?:code|daten)|geheim(?:nis)?|ключ|κωδικός|${FOREIGN_WORDS})${ANY_SCRIPT_NAME_TAIL}${OF_SUFFIX})${ASSIGNED}`,
    'gdi',
  ),
  group: 5,
  check: checkAssignment,
};
