/**
 * The rule table. Provider rules (modelled on gitleaks) come first: a known prefix is the strongest evidence, so
 * when matches overlap the earlier rule names the merged finding. Context rules (URLs, headers, assignments,
 * command lines) follow, the keyword-less entropy rule is last.
 *
 * Every pattern is linear: it starts with a literal, quantifiers are bounded or run over one character class, no
 * nested quantifier can backtrack, and token rules check their left boundary right after the prefix (so a run of
 * repeated prefixes costs one scan). Values stop at `\` so a secret inside a JSON string ends at the `\"` or `\n`
 * escape. Private keys (pem.ts) and bare random tokens (entropy-scan.ts) are hand-written scanners.
 */
import { isLowVariety, looksRandom, shannon } from './entropy.js';
import { entropyScan } from './entropy-scan.js';
import { scanPrivateKeys } from './pem.js';
import {
  decodesToPlaceholder,
  isIdentifierLike,
  isPlaceholder,
  isPublicId,
  isReference,
} from './placeholder.js';
import { backslashesBefore, isEscapeAt, isEscapeLetter, isWordChar } from './scan-util.js';

export interface RawMatch {
  rule: string;
  start: number;
  end: number;
}

export interface RegexRule {
  /** The label written into the marker, `[REDACTED:<id>]`. Several table rows may share one id. */
  id: string;
  /** Global, with the `d` flag when `group` > 0. */
  pattern: RegExp;
  /** Capture group holding the secret; 0 = the whole match. */
  group: number;
  /** The secret must not continue a word to its left (JSON escapes like `\n` count as a boundary). */
  leftBoundary?: boolean;
  /** Extra check on the secret; false drops the match. May return another label. */
  check?: (secret: string, m: RegExpExecArray, text: string) => boolean | string;
  /** The secret starts this many characters before the match (for patterns led by a literal in the middle). */
  lead?: number;
  /**
   * Scan this row together with the other rows of the same kind in ONE alternation pass. `tokens`: whole-match,
   * case-sensitive provider tokens without capture groups. `context`: rows compiled with flags `gdi` whose
   * matches cannot start at the same position as another row's. Numbered backreferences are not allowed.
   */
  combine?: 'tokens' | 'context';
}

export interface ScanRule {
  id: string;
  scan: (text: string) => RawMatch[];
}

export type Rule = RegexRule | ScanRule;

// ---------------------------------------------------------------------------------------------------------------
// helpers

/** The body of a provider token after its prefix must not be `xxxx…`, `0000…` or `…EXAMPLE`. */
function notDummy(secret: string): boolean {
  if (/EXAMPLE/i.test(secret)) return false;
  const body = secret.replace(/^[a-z]+[_-]|^[A-Z]{2,4}/, '');
  return !isLowVariety(body) && !/x{6,}|X{6,}|\*{4,}|\.{3,}/.test(body);
}

/** Common shape for "keyword value" rules: not a placeholder, a `$VAR`, a public id or an identifier. */
function plausibleValue(v: string, minLength: number): boolean {
  if (v.length < minLength) return false;
  if (isReference(v) || isPlaceholder(v) || isPublicId(v) || isIdentifierLike(v)) return false;
  return !v.startsWith('[REDACTED:');
}

// ---------------------------------------------------------------------------------------------------------------
// keyword assignments: `NAME=value` (.env), `name: value` (YAML), `"name": "value"` (JSON), `name = 'value'` (code)

const STRONG_LAST = new Set(['password', 'passwd', 'pwd', 'pass', 'passphrase', 'secret', 'token', 'credential', 'credentials', 'apikey']);
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'auth', 'client', 'master', 'signing', 'account']);
const NOT_SECRET_NAMES = new Set(['public', 'publishable', 'pub', 'page', 'next', 'continuation', 'pagination', 'csrf', 'xsrf', 'cache', 'sort', 'partition', 'primary', 'foreign', 'row', 'idempotency', 'cursor', 'lock', 'dedupe', 'dedup', 'storage', 'object', 'map', 'hash', 'unique', 'react', 'node', 'type', 'file', 'path', 'max', 'min', 'num', 'total', 'count', 'input', 'output', 'kv', 'ssh']);

/** Split an identifier into lower-case words: `secretAccessKey` → secret access key, `DB_PASS` → db pass. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

type Strength = 'strong' | 'weak' | null;

/** How strongly the assigned name says "secret". */
export function nameStrength(name: string): Strength {
  const w = words(name);
  const last = w[w.length - 1];
  if (last === undefined) return null;
  if (w.some((x) => NOT_SECRET_NAMES.has(x))) return null;
  const prev = w[w.length - 2];
  if (STRONG_LAST.has(last)) return 'strong';
  if (/(?:password|passwd|secret)$/.test(last)) return 'strong';
  if ((last === 'key' || last === 'token') && prev !== undefined && KEY_QUALIFIERS.has(prev)) return 'strong';
  if (last === 'key' || last === 'auth' || last.endsWith('key') || last.endsWith('token')) return 'weak';
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
  return isWordChar(c) || c === 46 || c === 45; // . -
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

function checkAssignment(value: string, m: RegExpExecArray, text: string): boolean | string {
  const at = (g: number, side: 0 | 1): number => m.indices?.[g]?.[side] ?? 0;
  const sep = (m[3] ?? '').toLowerCase();
  if (sep.startsWith('is') || sep.startsWith('was')) return checkProse(value, nameStrength(nameBefore(text, at(1, 1))));
  // cheap checks on the value first: most keyword hits in code are identifiers, calls or references
  const quote = m[4] ?? '';
  if (quote === '' && /[,;&()[\]{}<>]/.test(value)) return false; // code, not a literal value
  if (quote !== '' && /[ \t]/.test(text.charAt(at(5, 1)))) return false; // a quoted phrase, not a credential
  if (/^(?:https?|ftp|file):\/\//i.test(value) || /^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(value)) return false;
  const v = value.replace(/[.,;]+$/, '');
  if (!plausibleValue(v, 6) || namesItself(v) || decodesToPlaceholder(v)) return false;
  const strength = nameStrength(nameBefore(text, at(1, 1)));
  if (strength === null) return false;
  if (strength === 'weak' && !looksRandom(v, 16)) return false;
  if (strength === 'strong' && !/[0-9!@#$%^&*+=~?]/.test(v) && !looksRandom(v, 16)) return false;
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
  return /token|passw|secret|apikey|api_key/i.test(v);
}

// ---------------------------------------------------------------------------------------------------------------
// URLs

const WEB_SCHEMES = new Set(['http', 'https', 'git', 'git+https', 'git+ssh', 'ssh', 'ftp', 'ftps', 'sftp', 'ws', 'wss', 'svn', 'hg']);

function checkUrlPassword(pw: string, m: RegExpExecArray, text: string): boolean | string {
  if (!plausibleValue(pw, 3) && !(pw.length >= 3 && /\d/.test(pw) && !isReference(pw) && !isPlaceholder(pw))) return false;
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
  if (isReference(value) || isPlaceholder(value) || value.startsWith('[REDACTED:')) return false;
  if (STRONG_PARAMS.test(name)) return value.length >= 8 && !isIdentifierLike(value);
  return looksRandom(value.replace(/%[0-9A-Fa-f]{2}/g, ''), 20);
}

// ---------------------------------------------------------------------------------------------------------------
// the table
//
// Speed: V8 scans for a single leading literal (even case-insensitive) at GB/s, but an alternation of words
// costs a check at nearly every position. So each row starts with ONE literal where it can, and alternatives
// that would start differently are separate rows (or a lookbehind after the literal).

const VALUE = `[^\\s"'\`\\\\]`; // a value character: stops at blanks, quotes and backslashes (JSON escapes)
const SEP = `(?:\\\\*["'])?\\s*(?:[:=]|=>|:=)\\s*(?:\\\\*["'])?`; // `": "`, ` = '`, `=`, `: `
const HEADER_SEP = `(?:\\\\*["'])?\\s*:\\s*(?:\\\\*["'])?\\s*`; // `: `, `": "`
const HEADER_VALUE = '([A-Za-z0-9._~+/=-]{8,8192})';

/**
 * A provider token found by its prefix alone. The prefix is checked for a left boundary right after it matched
 * (a lookbehind there keeps V8's fast literal search, and it makes `eyJeyJeyJ…` cost one scan, not one per
 * repetition); `\\n` and other JSON escapes count as a boundary.
 */
function token(id: string, prefix: string, rest: string, check: RegexRule['check'] = notDummy): RegexRule {
  const pattern = new RegExp(`${prefix}(?<=(?:^|[^A-Za-z0-9_-]|\\\\[nrt])${prefix})${rest}`, 'g');
  return { id, pattern, group: 0, leftBoundary: true, check, combine: 'tokens' };
}

function header(name: string): RegexRule {
  return {
    id: 'api-key-header',
    pattern: new RegExp(`${name}${HEADER_SEP}${HEADER_VALUE}`, 'gdi'),
    combine: 'context',
    group: 1,
    check: (s) => !isPlaceholder(s) && !isIdentifierLike(s),
  };
}

const CLI_CHECK = (s: string): boolean => plausibleValue(s, 3);
const PASSWORD_P = /(?:^|[\s/])(?:sshpass|docker\s+login|podman\s+login|helm\s+registry\s+login)\s/;

/** The command line up to `end`: back to the line start, a `\n` escape, or a `;`, `|`, `&` (at most 300 chars). */
function commandBefore(text: string, end: number): string {
  const from = Math.max(0, end - 300);
  let i = end;
  while (i > from) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13 || c === 59 || c === 124 || c === 38) break;
    if (c === 110 && i >= 2 && text.charCodeAt(i - 2) === 92) break;
    i--;
  }
  return text.slice(i, end);
}

export const RULES: Rule[] = [
  { id: 'private-key', scan: scanPrivateKeys },

  // AWS
  token('aws-key', 'A(?:KIA|SIA|BIA|CCA|3T[A-Z0-9])', '[A-Z0-9]{16}(?![A-Za-z0-9])'),
  {
    id: 'aws-session-token',
    pattern: new RegExp(`session[_-]?token(?:${SEP}|\\s+)([A-Za-z0-9/+=%]{100,})`, 'gdi'),
    combine: 'context',
    group: 1,
  },
  {
    id: 'aws-session-token',
    pattern: new RegExp(`security-token(?:${SEP}|\\s+)([A-Za-z0-9/+=%]{100,})`, 'gdi'),
    combine: 'context',
    group: 1,
  },
  {
    id: 'aws-secret', // aws_secret_access_key, aws_secret_key, secretAccessKey, `aws configure set … <value>`
    pattern: new RegExp(
      `secret(?:(?<=aws[_-]?secret)[_-]?(?:access[_-]?)?|[_-]?access[_-]?)key(?:${SEP}|\\s+)([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])`,
      'gdi',
    ),
    combine: 'context',
    group: 1,
    check: (s) => notDummy(s) && shannon(s) >= 3.5,
  },

  // source forges
  token('github-token', 'gh[pousr]_', '[A-Za-z0-9]{36,251}(?![A-Za-z0-9_])'),
  token('github-token', 'github_pat_', '[A-Za-z0-9_]{50,251}(?![A-Za-z0-9_])'),
  token(
    'gitlab-token',
    'gl(?:pat|dt|ptt|rt|soat|cbt|oas|imt|ffct|agent|ft|wt)-',
    '[A-Za-z0-9_-]{20,255}(?:\\.[A-Za-z0-9]{2,16}){0,2}(?![A-Za-z0-9_-])',
  ),
  token('gitlab-token', 'GR1348941', '[A-Za-z0-9_-]{20,64}(?![A-Za-z0-9_-])'),

  // chat, payments, AI, cloud providers
  token('slack-webhook', 'https://hooks\\.slack\\.com/', '(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,255}', () => true),
  token('slack-token', 'xox[abposre]-', '[A-Za-z0-9-]{10,255}(?![A-Za-z0-9-])', (s) => notDummy(s) && !isPlaceholder(s.slice(5))),
  token('slack-token', 'xapp-', '[A-Za-z0-9-]{10,255}(?![A-Za-z0-9-])'),
  token('stripe-key', 'sk_(?:live|test|prod)_', '[A-Za-z0-9]{10,247}(?![A-Za-z0-9])'),
  token('stripe-key', 'rk_(?:live|test|prod)_', '[A-Za-z0-9]{10,247}(?![A-Za-z0-9])'),
  token('stripe-key', 'whsec_', '[A-Za-z0-9+/]{24,128}(?![A-Za-z0-9])'),
  token('anthropic-key', 'sk-ant-', '[a-z]{2,10}[0-9]{0,3}-[A-Za-z0-9_-]{20,255}(?![A-Za-z0-9_-])'),
  token(
    'openai-key',
    'sk-',
    '(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,255}|[A-Za-z0-9]{16,64}T3BlbkFJ[A-Za-z0-9]{16,64}|[A-Za-z0-9]{40,64})(?![A-Za-z0-9_-])',
    (s) => notDummy(s) && looksRandom(s.slice(3), 20),
  ),
  token('google-api-key', 'AIza', '[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])'),
  token('generic-secret', 'GOCSPX-', '[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])'), // Google OAuth client secret
  token('npm-token', 'npm_', '[A-Za-z0-9]{36}(?![A-Za-z0-9])'),
  token('twilio-key', 'SK', '[0-9a-fA-F]{32}(?![A-Za-z0-9])'),
  token('sendgrid-key', 'SG\\.', '[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}(?![A-Za-z0-9_-])'),
  {
    id: 'azure-secret', // storage / service bus connection strings
    pattern: /Key=(?<=(?:Account|SharedAccess|Shared)Key=)([A-Za-z0-9+/]{20,128}={0,2})/gd,
    combine: 'context',
    group: 1,
    check: (s) => notDummy(s),
  },
  {
    id: 'azure-secret', // Entra ID (AAD) client secret: `abc8Q~…`; the match starts at `Q~`, the secret 4 earlier
    pattern: /Q~(?<=(?<![A-Za-z0-9_~.])[A-Za-z0-9_~.]{3}[0-9]Q~)[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g,
    combine: 'context',
    group: 0,
    lead: 4,
  },
  token('huggingface-token', 'hf_', '[A-Za-z0-9]{30,40}(?![A-Za-z0-9])'),
  token('huggingface-token', 'api_org_', '[A-Za-z0-9]{30,40}(?![A-Za-z0-9])'),
  token('vault-token', 'hv[sb]\\.', '[A-Za-z0-9_-]{24,255}(?![A-Za-z0-9_-])'),
  token('pypi-token', 'pypi-AgEIcHlwaS5vcmc', '[A-Za-z0-9_-]{50,255}', () => true),
  token('api-token', 'shp(?:at|ca|pa|ss)_', '[a-fA-F0-9]{32}(?![A-Za-z0-9_])'), // Shopify
  token('api-token', 'do[por]_v1_', '[a-f0-9]{64}(?![A-Za-z0-9_])'), // DigitalOcean
  token('api-token', 'lin_api_', '[A-Za-z0-9]{40}(?![A-Za-z0-9_])'), // Linear
  token('jwt', 'eyJ', '[A-Za-z0-9_-]{8,8192}\\.eyJ[A-Za-z0-9_-]{8,16384}\\.[A-Za-z0-9_-]{0,8192}(?![A-Za-z0-9_-])', () => true),

  // URLs: `scheme://user:password@host`, signed-URL and token parameters
  {
    id: 'db-password',
    pattern: /\/\/([^\s:@/"'`\\<>]{0,128}):([^\s@/"'`\\<>]{1,256})@(?=[A-Za-z0-9[])/gd,
    combine: 'context',
    group: 2,
    check: checkUrlPassword,
  },
  {
    id: 'signed-url',
    pattern:
      /[?&](X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token|sig|signature|token|access_token|refresh_token|id_token|client_secret|password|passwd|private_token|api_key|apikey|api-key|x-api-key|secret|key|code|auth)=([^&\s"'`\\#<>]{8,4096})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => checkSignedParam(s, m),
  },
  {
    id: 'signed-url', // `&` escaped as \u0026 by some JSON writers
    pattern:
      /\\u0026(X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token|sig|signature|token|access_token|api_key|apikey|key)=([^&\s"'`\\#<>]{8,4096})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => checkSignedParam(s, m),
  },

  // HTTP headers
  {
    id: 'bearer-token',
    pattern:
      /authorization(?:\\*["'])?\s*[:=]\s*(?:\\*["'`])?\s*(Basic\s|Bearer\s|Token\s|Bot\s|JWT\s|OAuth\s|ApiKey\s)\s*([A-Za-z0-9._~+/=-]{8,8192})/gdi,
    combine: 'context',
    group: 2,
    check: (s, m) => (isPlaceholder(s) || isIdentifierLike(s) ? false : /^basic/i.test(m[1] ?? '') ? 'basic-auth' : true),
  },
  {
    id: 'bearer-token',
    // The whole run of token characters, `=` included: a token cut at an inner `=` would leave its tail in clear.
    pattern: /(?<![A-Za-z0-9_])Bearer\s+([A-Za-z0-9._~+/-]{20,8192}(?:=+[A-Za-z0-9._~+/-]+)*=*)/gd,
    combine: 'context',
    group: 1,
    check: (s) => !isPlaceholder(s) && looksRandom(s.replace(/[._~+/=-]/g, ''), 20),
  },
  header('api-key'), // x-api-key, api-key, x-goog-api-key
  header('-token(?<=(?:x-auth|private|x-access|x-figma|x-vault)-token)'),
  header('subscription-key'),
  header('functions-key'),
  header('x-secret'),

  // command lines
  {
    id: 'cli-password',
    pattern:
      /--(?:password|passwd|pass|token|api-key|apikey|api-token|auth-token|access-token|secret|client-secret|secret-key|access-key|db-password)(?:=|\s+)(\\*["'])?([^\s"'`\\]{4,512})/gd,
    combine: 'context',
    group: 2,
    check: (s) => !s.startsWith('-') && plausibleValue(s, 4),
  },
  {
    id: 'cli-password', // mysql -p<password>, sshpass -p <password>, docker login -p <password>
    pattern: /\s-p( ?)([^\s"'`\\-][^\s"'`\\]{0,127})/gd,
    combine: 'context',
    group: 2,
    check: (s, m, text) => {
      if (text.charCodeAt(m.index + 2) !== 112) return false; // `-p`, not mysql's `-P <port>` (pattern runs with i)
      if (!(plausibleValue(s, 3) || (s.length >= 3 && /\d/.test(s) && !isReference(s)))) return false;
      const command = commandBefore(text, m.index + 1);
      return m[1] === '' && /(?:^|[\s/])(?:mysql\w*|mariadb\w*)\s/.test(command) ? true : PASSWORD_P.test(command);
    },
  },
  {
    id: 'basic-auth', // curl -u user:password
    pattern: /\s-(?:u|-user)\s*(\\*["'])?[^\s:"'`\\]{1,128}:([^\s"'`\\]{1,256})/gd,
    combine: 'context',
    group: 2,
    check: (s, m, text) =>
      /^\s-(?:u|-user)/.test(m[0] ?? '') && CLI_CHECK(s) && /(?:^|[\s/])curl\s/.test(commandBefore(text, m.index + 1)),
  },
  {
    id: 'netrc-password',
    pattern:
      /(?<![A-Za-z0-9_])machine(?:\s|\\[nt])+[^\s\\]{1,256}(?:(?:\s|\\[nt])+login(?:\s|\\[nt])+[^\s\\]{1,256})?(?:\s|\\[nt])+password(?:\s|\\[nt])+([^\s"'\\]{1,256})/gd,
    combine: 'context',
    group: 1,
    check: CLI_CHECK,
  },

  // keyword assignments
  {
    id: 'generic-secret',
    pattern: new RegExp(
      `(passw(?:or)?d|passphrase|pass|pwd|secret|token|key|credentials?|auth)(\\\\*["'])?[ \\t]*(=(?![=~>])|:(?![:=/])|=>|:=|(?<= )(?:is|was):?(?= ))[ \\t]*(\\\\*["'\`])?(${VALUE}{6,1024})`,
      'gdi',
    ),
    group: 5,
    check: checkAssignment,
  },

  { id: 'generic-secret', scan: entropyScan },
];
