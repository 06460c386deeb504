/**
 * More rows of the rule table that find a secret by where it stands, one class each (issue 13, the second attack
 * set): a password in prose or a `user/password` pair, single-dash password flags (`keytool -storepass`, `openssl
 * -passin pass:`), a password piped into a command that reads it, `smbclient -U user%password`, positional passwords
 * (`rabbitmqctl add_user`), quoted values with blanks after a password flag or in an `.env` line, `.pgpass` lines,
 * Oracle `user/password@db`, URL userinfo that is a key (Sentry DSNs), random tokens in webhook URL paths, signature
 * headers, Terraform variables whose name says secret, and a JSON object under a secret-ish key.
 */
import { STDIN_READER } from './stdin-readers.js';
import { isPublicShape } from './public-shapes.js';
import { classFlipRate, isHex, looksRandom, shannon } from './entropy.js';
import { commandBefore } from './command-rules.js';
import { isShortRandom, plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { decodesToPlaceholder, isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';
import { matchesBefore } from './scan-util.js';

/** A human-made password: letters and digits, and a symbol or the look of a random string. */
export function passwordish(s: string, min = 8): boolean {
  // a password typed in any script (`Матрёшка&Медведь$4`) has letters, if not Latin ones
  if (s.length < min || !/[0-9]/.test(s) || !/\p{L}/u.test(s)) return false;
  if (isReference(s) || isPlaceholder(s) || isPublicShape(s) || decodesToPlaceholder(s) || s.startsWith('[REDACTED:')) return false;
  // a generated one too short for entropy to tell (`Qz8kLp2vXwT`: letters and digits, the case flipping)
  return /[!#$%^&*+=~?@]/.test(s) || looksRandom(s, 12) || isShortRandom(s);
}

/** A key-like value: long and random, or a long hex run. */
export function keyish(s: string): boolean {
  return plausibleValue(s, 16) && (looksRandom(s, 20) || (isHex(s) && s.length >= 32 && shannon(s) >= 3.3));
}

/**
 * A path segment of a hook URL that reads generated, however short (`/hooks/catch/123/q9w8e7r6t5y4u/`): letters and
 * digits mixed, no word of four letters or more, and the entropy of a random string of its length.
 */
function randomSegment(s: string): boolean {
  if (s.length < 10 || !/[0-9]/.test(s) || !/[A-Za-z]/.test(s)) return false;
  if (s.split(/[_-]/).some((w) => /^[A-Za-z]{4,}$/.test(w))) return false;
  // a long letter run with the vowels of a word (`release2024build`) is a name, not a generated id
  if ((s.match(/[A-Za-z]{7,}/g) ?? []).some((r) => (r.match(/[aeiou]/gi) ?? []).length / r.length >= 0.3)) return false;
  return classFlipRate(s) >= 0.2 && shannon(s) >= Math.min(4, Math.log2(s.length) - 0.6);
}

/**
 * A Sentry DSN's key (`https://<32 hex>@o123.ingest.us.sentry.io/456`, also a self-hosted `sentry.` host): Sentry
 * ships it in every browser bundle, and it can only send events. A DSN with a password (`<key>:<secret>@`) is another
 * row's, and its secret is redacted.
 */
function isSentryPublicKey(text: string, hostStart: number): boolean {
  const host = text.slice(hostStart, hostStart + 128);
  // Where an output's cut ends the text inside the host, the org's `o123.ingest.` is all that is left of it.
  return /^(?:[a-z0-9-]+\.)*sentry(?:\.[a-z0-9-]+)+(?::[0-9]{1,5})?\/(?:[0-9]{1,20})(?![A-Za-z0-9/])/i.test(host) || /^o[0-9]+\.ingest\.(?:[a-z]{2}\.)?$/.test(host);
}

/** "password" in the languages people write prose in: a value after it is a password whatever the language. */
const PASSWORD_WORD = [
  'passw(?:or)?d', 'passwort', 'passphrase', 'pwd', 'kennwort', 'wachtwoord', 'contrase(?:ñ|n)a', 'clave', 'senha',
  'mot de passe', "parola d['’]ordine", 'parola', 'пароль', 'has(?:ł|l)o', 'heslo', 'l(?:ö|o)senord(?:et)?',
  '(?:ş|s)ifre(?:m|si|n)?',
].join('|');
/** The same in scripts written without blanks between words: glued to a Latin word before it ("root密码是…"). */
const GLUED_PASSWORD_WORD = ['비밀번호', 'パスワード', '密码', '密碼'].join('|');
/** Between the word and the value: `is`, `to`, `with`, `=`, `:`, markdown bold or code quotes. */
const PROSE_GAP = '(?:\\*{0,2}[ \\t]*(?::|=|is|was|to|of|now|set to|reset to|changed to|becomes)?\\*{0,2}[ \\t]+){1,3}';
/** "is" in the other languages (de, fr, es, it, pt, pl, cs, sv, nl, tr, ru): it ends a gap of a few words. */
const IS_WORD = '(?:is|was|ist|war|lautet|est|était|es|era|è|é|e|er|är|jest|je|to|это|olarak|—|–)';
/** Korean, Japanese and Chinese particles: glued to the word, the blank after them optional. */
const CJK_IS = '(?:은|는|이|가|は|が|是|为|為)';
/**
 * A few words (`for the staging server`, `do banco`, `de la base de datos`) then an "is" word, a colon or a particle; an ASCII `:` or `=`
 * needs a blank after it (`DB_PASSWORD=X` is a setting, the env rules name it).
 */
const WORDS_THEN_IS = `(?:[ \\t]+[^\\s\`'"*:=：]{1,40}){0,6}(?:[ \\t]+${IS_WORD}[ \\t]+|[ \\t]*[:=][ \\t]+|[ \\t]*：[ \\t]*|[ \\t]*${CJK_IS}[ \\t]*)`;
/** A password character: not a blank or quote, and not CJK text (the sentence goes on after the value). */
const PASSWORD_CHAR = '[^\\s`\'"\\\\\\u3000-\\u9fff\\uac00-\\ud7af\\uff00-\\uffef]';

const SINGLE_DASH_PASS = /(?:^|\s)-(?:src|dest|new)?(?:store|key)?pass(?:word|wd|phrase)?(?:in|out)?$/i;
/** The secret piped in: `echo X | <reader>`. */
const READS_STDIN = new RegExp(`\\|\\s*${STDIN_READER}`);
/** The secret given as a here-string: `<reader> <<< X`. */
const HERE_STRING_READER = new RegExp(`(?:^|[\\s;&|(])${STDIN_READER}[^<|;&\\n]*$`);
const ORACLE_CLIENTS = /(?:^|[\s/'"`(])(?:sqlplus|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl|sql|sqlcl|tnsping)\s+(?:-[A-Za-z]\s+)*$/i;


/** A password flag or name and a quote opening its value: the quoted-value row's guard, read at its needs. */
const QUOTED_PASS_FLAG = /(?:pass(?:word|wd|phrase)?|-p|PASS(?:WORD|PHRASE)?)(?:=|\s+)\\*["']/y;

export const MORE_CONTEXT_RULES: RegexRule[] = [
  {
    id: 'generic-secret', // "with password X", "the password to `X`", "**Password**: X"
    pattern: new RegExp(`(?:(?<![A-Za-z])(?:${PASSWORD_WORD})|${GLUED_PASSWORD_WORD})(?![A-Za-z0-9_@./-])(?:${PROSE_GAP}|${WORDS_THEN_IS})(\\\\*[\`'"]|\\*{1,2})?((?![@:=*])${PASSWORD_CHAR}{8,128}(?<!\\*)(?=\\*|(?!${PASSWORD_CHAR})))`, 'gdi'),
    guard: (text) => /passw|pwd|passphrase|kennwort|wachtwoord|contrase|senha|clave|mot de passe|parola|пароль|has[łl]o|heslo|l[öo]senord|[şs]ifre|비밀번호|パスワード|密[码碼]/i.test(text),
    group: 2,
    check: (s) => passwordish(s.replace(/[.,;:!?)]+$/, '')),
  },
  {
    id: 'generic-secret', // "login is admin / X", "with admin/X": a user word, a slash, a password
    // led by the user word, not by the `/` read back to it: a transcript's paths hold a `/` every few characters
    pattern: /(?<![A-Za-z0-9_./-])(?:admin|administrator|root|sa|postgres|user|guest|deploy|svc_[a-z0-9_]+)[ \t]*\/[ \t]*([^\s/`'"\\]{8,128})(?![/\w])/gdi,
    guard: (text) => text.includes('/'),
    group: 1,
    // `deploy/config-j98r.txt`: a path under a directory named like a user, not a password
    check: (s) => !/\.[A-Za-z][A-Za-z0-9]{0,4}$/.test(s) && passwordish(s.replace(/[.,;:!?)]+$/, '')),
  },
  {
    // "vpn creds for the contractor are grafana / X", "login: ops / X": a user, a slash, a password, after a word
    // that says credentials and an "are" or a colon
    id: 'generic-secret',
    pattern: /(?<![A-Za-z])(?:creds?|credentials|logins?|account)(?![A-Za-z])[^\n`'"]{0,60}?(?:[ \t](?:are|is)|:)[ \t]+[A-Za-z0-9_.@-]{2,40}[ \t]*\/[ \t]*([^\s/`'"\\]{6,128})/gdi,
    guard: (text) => /cred|login|account/i.test(text),
    group: 1,
    check: (s) => !/\.[A-Za-z][A-Za-z0-9]{0,4}$/.test(s) && passwordish(s.replace(/[.,;:!?)]+$/, ''), 6),
  },
  {
    id: 'cli-password', // keytool -storepass X, -srcstorepass, -keypass, openssl -passin pass:X
    pattern: /-(?<=\s-)([A-Za-z]{0,12}pass(?:word|wd|phrase)?(?:in|out)?)(?:[=:]|\s+)(?:pass:)?(\\*["'])?([^\s"'`\\-][^\s"'`\\]{2,255})/gdi,
    needs: ['pass'],
    guard: (text) => /\s-[a-z]{0,12}pass/i.test(text),
    group: 3,
    check: (s, m) => SINGLE_DASH_PASS.test(` -${m[1] ?? ''}`) && !/^(?:env|file|stdin|fd):/i.test(s) && plausibleValue(s, 4),
  },
  {
    // the flags that are a password for the tools that take them: PuTTY's and kadmin's `-pw X` (`plink -pw`, `addprinc
    // -pw`), `openssl enc -k X`
    id: 'cli-password',
    pattern: /-(?<=\s-)(pw|k)[ \t]+(\\*["'])?([^\s"'`\\)-][^\s"'`\\)]{3,255})/gd,
    needs: ['-pw', '-k'],
    group: 3,
    check: (s, m, text) => {
      if (isReference(s) || !plausibleValue(s, 4)) return false;
      return m[1] === 'pw' || /openssl\s+(?:enc|aes|des|bf|camellia|chacha|rc4|sm4)/.test(commandBefore(text, m.index + 1));
    },
  },
  {
    id: 'cli-password', // openssl passwd [-6] [-salt S] X: the plaintext it hashes
    pattern: /openssl[ \t]+passwd(?:[ \t]+-(?:salt[ \t]+\S+|\S+))*[ \t]+(\\*["'])?([^\s"'`\\)-][^\s"'`\\)]{3,255})/gd,
    needs: ['openssl'],
    group: 2,
    check: (s) => !isReference(s) && plausibleValue(s, 4),
  },
  {
    id: 'cli-password', // echo 'X' | sudo -S …, | passwd --stdin, | docker login --password-stdin; printf 'u:X\n' | chpasswd
    // (a `\`-newline inside the value: a command split over two lines; `\ ` where a summary made the break a blank;
    // `\n` escapes of echo -e and printf: the lines fed in, `X\nX` when a tool asks twice)
    pattern: /(?:echo|printf)(?<=(?:^|[\s;&|("'`→]|\\n)(?:echo|printf))\s+(?:-[ne]+\s+)?(\\*["'])?((?:[^\s"'`\\|]|\\(?:\r?\n|[ \t]|n(?=[^\s"'`\\|]))){4,256})(?:\\n)?\1?\s*\|/gd,
    guard: (text) => /echo|printf/.test(text),
    group: 2,
    check: (s, m, text) => plausibleValue(s.split('\\n')[0]!, 4) && !s.startsWith('$') && !s.includes('%') && READS_STDIN.test(text.slice(m.index, m.index + m[0].length + 200).replace(/\\\r?\n/g, '').split('\n')[0] ?? ''),
  },
  {
    id: 'cli-password', // chpasswd <<< 'u:X', passwd --stdin app <<< X: a here-string to a command that reads a secret
    pattern: /<<<[ \t]*(\\*["'])?([^\s"'`\\]{4,256})/gd,
    guard: (text) => text.includes('<<<'),
    group: 2,
    check: (s, m, text) => plausibleValue(s, 4) && !s.startsWith('$') && HERE_STRING_READER.test(commandBefore(text, m.index)),
  },
  {
    id: 'cli-password', // smbclient -U 'DOMAIN\user%X', rpcclient -U user%X, --user=user%X
    pattern: /(?:-U|--user(?:name)?)(?<=\s(?:-U|--user(?:name)?))(?:=|\s*)(\\*["'])?[^\s%"'`]{1,128}%([^\s"'`\\]{3,256})/gd,
    guard: (text) => text.includes('%'),
    group: 2,
    check: (s, m, text) => /(?:smbclient|rpcclient|smbmap|winexe|net\s+rpc|crackmapexec|nxc|impacket|mount\s)/.test(commandBefore(text, m.index + 1)) && plausibleValue(s, 3),
  },
  {
    id: 'cli-password', // rabbitmqctl add_user NAME X, change_password NAME X; net user NAME X; mysqladmin … password X
    pattern: /(?:add_user|change_password|net\s+user|mysqladmin(?:\s+-\S+)*\s+password)(?<=(?:^|[\s'"`(]|\\n)(?:rabbitmqctl\s+(?:add_user|change_password)|net\s+user|mysqladmin(?:\s+-\S+)*\s+password))\s+(?:[^\s"'`\\]{1,128}\s+)?(\\*["'])?([^\s"'`\\/]{4,256})/gd,
    needs: ['add_user', 'change_password', 'net', 'mysqladmin'],
    guard: (text) => /add_user|change_password|net\s+user|mysqladmin/.test(text),
    group: 2,
    check: (s) => passwordish(s, 6),
  },
  {
    id: 'cli-password', // --password="correct horse battery", -p 'X Y', PASSPHRASE="X Y Z": a quoted value with blanks
    pattern: /(?:-(?:-?[A-Za-z-]{0,20}pass(?:word|wd|phrase)?|p)|PASS(?:WORD|PHRASE)?)(?:=|\s+)(\\*["'])([^"'`\\\n]{3,128}[ \t][^"'`\\\n]{1,128})\1/gd,
    needs: ['pass', '-p'],
    // what every match holds: one of its anchors is `-`, so without it the row is tried at every dash of the text
    guardAt: (text, at) => matchesBefore(QUOTED_PASS_FLAG, text, at, [0]),
    group: 2,
    check: (s, m, text) => {
      const flag = (m[0] ?? '').split(/[=\s]/)[0] ?? '';
      if (flag === '-p' && !/(?:mysql|mariadb|sshpass|mongo)/.test(commandBefore(text, m.index + 1))) return false;
      return /[0-9]/.test(s) && !isReference(s) && !isPlaceholder(s) && s.split(/\s+/).length <= 8;
    },
  },
  {
    id: 'env-secret', // GPG_PASSPHRASE=purple monkey dishwasher 7f3k: an unquoted `.env` value with blanks
    // led by the `=`, the name and the line start before it read behind: a pattern led by `^`, `\n` or `"` had no
    // anchor and was tried at every quote of a JSON text
    pattern: /=(?<=(?:^|\n|\\n|")[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.-]{0,60})=)([^\s"'`\\=][^\n"'`\\=]{0,200}[ \t][^\n"'`\\]{1,200})/gd,
    needs: ['pass', 'secret', 'pwd', 'phrase'],
    group: 2,
    check: (s, m) => {
      const name = m[1] ?? '';
      if (!/pass|secret|pwd|phrase/i.test(name) || nameStrength(name) !== 'strong') return false;
      const v = s.replace(/\s+#.*$/, '').trim();
      return v.split(/\s+/).length >= 3 && v.split(/\s+/).length <= 10 && /[0-9]/.test(v) && !isReference(v) && !isPlaceholder(v);
    },
  },
  {
    id: 'db-password', // .pgpass: host:port:database:user:password
    pattern: /:(?:[0-9]{2,5}|\*):(?<=(?:^|[\s"]|\\n)[A-Za-z0-9.*_-]{1,253}:(?:[0-9]{2,5}|\*):)[A-Za-z0-9_.*-]{1,63}:[A-Za-z0-9_.*@-]{1,63}:([^\s:"'`\\]{4,256})(?=$|\s|\\n|")/gd,
    group: 1,
    check: (s) => passwordish(s, 6),
  },
  {
    id: 'db-password', // kdb+/q's connection handle: hopen `:host:port:user:password (the host may be left out)
    pattern: /`:(?:[A-Za-z0-9.-]{1,253})?:[0-9]{2,5}:[A-Za-z0-9_.-]{1,63}:([^\s:"'`\\]{4,256})/gd,
    group: 1,
    check: (s) => passwordish(s, 6),
  },
  {
    id: 'db-password', // Oracle clients: sqlplus user/X@//host:1521/svc, user/X@tns
    pattern: /\/(?<=(?:^|[\s'"`])[A-Za-z0-9_$#]{1,30}\/)([^\s/@"'`\\]{3,128}(?:@[^\s/@"'`\\:]{1,128})*)@(?=[/A-Za-z0-9(])/gd,
    guard: (text) => text.includes('@'),
    group: 1,
    check: (s, m, text) => {
      const before = text.slice(Math.max(0, m.index - 200), m.index).replace(/[A-Za-z0-9_$#]+$/, '');
      return ORACLE_CLIENTS.test(before.split('\n').pop() ?? '') && plausibleValue(s, 3);
    },
  },
  {
    id: 'api-token', // https://<key>@o123.ingest.example.io/…: URL userinfo that is a key, no password
    pattern: /\/\/([A-Za-z0-9_-]{20,128})@(?=[A-Za-z0-9[])/gd,
    guard: (text) => text.includes('@'),
    group: 1,
    check: (s, m, text) => keyish(s) && !isSentryPublicKey(text, m.index + m[0].length),
  },
  {
    id: 'webhook-token', // /hooks/catch/123/<token>/, /hooks/<token>, /webhook/<token>: a random path segment
    pattern: /\/(?:hooks?|webhooks?|catch|incoming|triggers?|callbacks?|notify|bot)\\*\/(?:[0-9]{3,24}\\*\/)?([A-Za-z0-9_-]{10,128})(?=\\*\/|[?#\s"'`)\]]|\\[nrt"]|$)/gd,
    needs: ['hook', 'catch', 'incoming', 'trigger', 'callback', 'notify', 'bot'],
    guard: (text) => /hook|catch|incoming|trigger|callback|notify|bot/.test(text),
    group: 1,
    check: (s) => keyish(s) || randomSegment(s),
  },
  {
    id: 'webhook-token', // Teams: …/IncomingWebhook/<32>/<guid>/<token>: all of the path after IncomingWebhook
    pattern: /IncomingWebhook\\*\/([A-Za-z0-9]{32}(?:\\*\/[A-Za-z0-9_-]{8,128}){1,3})/gd,
    guard: (text) => text.includes('IncomingWebhook'),
    group: 1,
  },
  {
    id: 'api-key-header', // X-Hub-Signature-256: sha256=…, X-Signature: …: a request signature
    pattern: /-signature(?<=x-(?:[A-Za-z0-9-]{0,30}-)?signature)(?:-256|-512)?(?:\\*["'])?\s*:\s*(?:\\*["'])?\s*((?:sha(?:1|256|512)=)?[A-Za-z0-9+/=_-]{16,512})/gdi,
    needs: ['signature'],
    group: 1,
    check: (s) => keyish(s.replace(/^sha(?:1|256|512)=/i, '')),
  },
  {
    id: 'generic-secret', // Terraform/HCL: variable "db_password" { … default = "X" }
    pattern: /variable\s+\\*"([A-Za-z0-9_-]{1,64})\\*"\s*\{(?:[^{}]|\\n){0,300}?default\s*=\s*\\*"([^"\\\n]{4,256})\\*"/gd,
    guard: (text) => text.includes('variable'),
    group: 2,
    check: (s, m) => {
      const strength = nameStrength(m[1] ?? '');
      return strength === 'strong' ? plausibleValue(s, 4) || passwordish(s, 6) : strength === 'weak' && keyish(s);
    },
  },
  {
    id: 'generic-secret', // {"github-oauth": {"github.com": "X"}}: the first value of an object under a secret-ish key
    pattern: /\{(?<=\\*"([A-Za-z0-9_.-]{2,40})\\*"\s*:\s*\{)\s*\\*"[^"\\]{1,100}\\*"\s*:\s*\\*"([^"\\\s]{8,512})\\*"/gd,
    needs: ['oauth', 'token', 'secret', 'auth', 'key', 'bearer', 'credential'],
    group: 2,
    check: (s, m) => {
      const name = m[1] ?? '';
      return (nameStrength(name) !== null || /oauth|bearer|auth$/i.test(name)) && keyish(s);
    },
  },
];
