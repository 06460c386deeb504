/**
 * Rows of the rule table for secrets that a product names in its own output or config, in words no key-name rule
 * reads (issue 13, branch leaks13e): Vault unseal and recovery keys (`Unseal Key 1: …`, `vault operator unseal …`),
 * redis `requirepass` / `masterauth`, 2FA backup codes and TOTP seeds named as such, LaunchDarkly `api-` / `sdk-`
 * keys, Ansible vault payloads (the hex lines under `$ANSIBLE_VAULT;1.1;AES256`), Kerberos keytabs in base64 (their
 * `05 02` header reads `BQIAAA`), `curl -u user:'pass word'` with a quoted password holding blanks, an Algolia admin
 * key handed to its client, a service account's `private_key_id`, Gradle signing passwords (`storePassword 'X'`),
 * a WPA passphrase given to `wpa_passphrase`, a wallet's seed phrase (`MNEMONIC="word word …"`) and the private keys
 * of a chain tool's `accounts: ["0x…"]`.
 */
import { commandBefore } from './command-rules.js';
import { isHex, looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { madeShape } from './made-shape.js';
import { nameStrength } from './name-strength.js';
import { isPlaceholder, isUuid } from './placeholder.js';
import { passwordish } from './more-context-rules.js';
import type { RegexRule } from './rule-types.js';
import { LINE_BREAK } from './scan-util.js';

const Q = `(\\\\*["'])?`; // an optional quote, JSON-escaped or not
/** A line break inside a block: real or JSON-escaped, after an optional shell continuation `\`. */
const BREAK = `(?:[ \\t]*\\\\?${LINE_BREAK}[ \\t]*)`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A TOTP seed (base32, possibly in groups of four) or a list of backup codes (`4839-2017 7730-1185`, `a1b2c-d3e4f`). */
const OTP_VALUE = [
  '[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}',
  '[A-Z2-7]{16,128}={0,6}',
  '[0-9]{4,5}-?[0-9]{4,5}(?:[ \\t]*[,;]?[ \\t]+[0-9]{4,5}-?[0-9]{4,5}){0,23}',
  '[a-z0-9]{4,5}-[a-z0-9]{4,5}(?:[ \\t]*[,;]?[ \\t]+[a-z0-9]{4,5}-[a-z0-9]{4,5}){0,23}',
].join('|');
const OTP_NAME = '(?:(?:2fa|mfa|totp|otp|two[- ]?factor|authenticator)[\\w -]{0,24}?(?:seed|secret|key|codes?)|(?:backup|recovery) codes?)';

/** A base32 seed has a digit 2-7 or is all capitals; a code list has a digit in every code. */
function otpValue(s: string): boolean {
  const v = s.replace(/\s+/g, '');
  if (/^[A-Za-z2-7=]+$/.test(v)) return v.length >= 16 && (/[2-7]/.test(v) || /^[A-Z=]+$/.test(v)) && !/^([A-Z])\1+$/.test(v);
  return s.split(/[\s,;]+/).every((code) => /[0-9]/.test(code));
}

const CURL = /(?:^|[\s/'"`(])curl\s/;

/** `curl -u` / `--user` with a quoted credential (`body` puts the password in group 2), which may hold blanks. */
function curlQuoted(body: string): RegexRule {
  return {
    id: 'basic-auth',
    pattern: new RegExp(`-(?<=\\s-)(?:u|-user)(?:[ \\t]+|=)${body}`, 'gd'),
    guard: (text) => text.includes('curl'),
    group: 2,
    check: (s, m, text) => plausibleValue(s.replace(/\s/g, ''), 3) && CURL.test(commandBefore(text, m.index + 1)),
  };
}

export const NAMED_VALUE_RULES: RegexRule[] = [
  {
    // "set SNYK_TOKEN to <value> in the CI settings": a variable named for a secret, given its value in words
    id: 'generic-secret',
    pattern: /(?:[Ss]et|[Cc]hange|[Uu]pdate)[ \t]+(\\*[`"'])?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:\\*[`"'])?[ \t]+to[ \t]+(\\*[`"'])?([^\s`"'\\]{8,512})/dg,
    group: 4,
    check: (s, m) => {
      const name = m[2] ?? '';
      const v = s.replace(/[.,;:]+$/, '');
      if (nameStrength(name) === null) return false;
      return isUuid(v) ? /(?:KEY|TOKEN|SECRET)$/.test(name) : plausibleValue(v, 8) && /[0-9]/.test(v);
    },
  },
  {
    // the signing accounts of a chain tool's network config (Hardhat, Truffle, Foundry scripts): `accounts:
    // ["0x<64 hex>"]`, a list of private keys; an address has 40 digits
    id: 'private-key',
    pattern: /(?:accounts|signers|wallets)\\*["']?[ \t]*[:=][ \t]*\[[ \t]*\\*["'](?:0x)?([0-9a-fA-F]{64})\\*["']/gd,
    needs: ['accounts', 'signers', 'wallets'],
    group: 1,
    check: (s) => isHex(s) && looksRandom(s, 32),
  },
  {
    id: 'vault-unseal-key', // `vault operator init` output; `vault operator unseal <key>`
    pattern: new RegExp(`(?:(?:unseal|recovery)[ _-]key(?:[ _-]?[0-9]{1,2})?${Q}[ \\t]*[:=][ \\t]*|operator[ \\t]+unseal(?:[ \\t]+-[\\w-]+(?:=\\S+)?)*[ \\t]+)${Q}([A-Za-z0-9+/]{20,128}={0,2})`, 'gdi'),
    needs: ['unseal', 'recovery'],
    group: 3,
    check: (s) => looksRandom(s.replace(/=+$/, ''), 20),
  },
  {
    id: 'redis-password', // redis.conf and `CONFIG SET requirepass …`
    pattern: new RegExp(`(?<![\\w-])(?:requirepass|masterauth)(?:[ \\t]+|[ \\t]*[=:][ \\t]*)${Q}([^\\s"'\`\\\\]{4,256})`, 'gdi'),
    needs: ['requirepass', 'masterauth'],
    group: 2,
    check: (s) => plausibleValue(s, 4) && (passwordish(s, 6) || looksRandom(s, 12) || /[0-9]/.test(s)),
  },
  {
    id: 'redis-password', // the AUTH command, with a user before the password or without (`redis-cli … AUTH default X`)
    pattern: new RegExp(`(?<![\\w-])AUTH[ \\t]+(?:[A-Za-z0-9_.@-]{1,64}[ \\t]+)?${Q}([^\\s"'\`\\\\]{4,256})(?=[\\s"'\`\\\\]|$)`, 'gd'),
    guard: (text) => text.includes('redis'),
    group: 2,
    check: (s) => plausibleValue(s, 4) && /[0-9]/.test(s),
  },
  {
    // the Wi-Fi QR code's payload (`WIFI:T:WPA;S:<ssid>;P:<password>;;`): its `P` field is the network's key
    id: 'wifi-password',
    pattern: /P:(?<=WIFI:(?:[^\s"]{0,160};)?P:)([^;\s"\\]{4,127});/gd,
    guard: (text) => text.includes('WIFI:'),
    group: 1,
    check: (s) => !isPlaceholder(s),
  },
  {
    id: 'otp-secret', // "2FA backup seed: …", "TOTP secret = …", "backup codes: 4839-2017 7730-1185"
    pattern: new RegExp(`${OTP_NAME}${Q}[ \\t]*(?:[:=]|\\bis\\b|\\bare\\b)[ \\t]*${Q}(${OTP_VALUE})(?![A-Za-z0-9-])`, 'gdi'),
    needs: ['2fa', 'mfa', 'totp', 'otp', 'factor', 'authenticator', 'backup', 'recovery'],
    group: 3,
    check: otpValue,
  },
  {
    // a wallet's BIP39 mnemonic: 12 to 24 short words after a name that says so, and an aside on whose (`seed phrase
    // (metamask, test wallet): …`)
    id: 'seed-phrase',
    pattern: new RegExp(`(?:mnemonic|seed[ _-]?(?:phrase|words)|recovery[ _-]?phrase|secret[ _-]?phrase|wallet[ _-]?(?:seed|words))${Q}(?:[ \\t]+\\([^()\\n\\\\]{1,60}\\))?[ \\t]*(?:[:=]|\\bis\\b)[ \\t]*${Q}([a-z]{3,8}(?:[ \\t]+[a-z]{3,8}){11,23})(?![A-Za-z])`, 'gdi'),
    needs: ['mnemonic', 'seed', 'recovery', 'phrase', 'wallet'],
    group: 3,
  },
  {
    id: 'launchdarkly-key', // server-side SDK keys and API access tokens: `sdk-<uuid>`, `api-<uuid>`
    pattern: new RegExp(`(?:api|sdk)-(?<=(?:^|[^A-Za-z0-9_-]|\\\\[nrt])(?:api|sdk)-)${UUID}(?![A-Za-z0-9_-])`, 'g'),
    group: 0,
  },
  {
    id: 'ansible-vault', // the payload under the header, in a file, a YAML `!vault |` block or a JSON string
    pattern: new RegExp(`\\$ANSIBLE_VAULT;[0-9.]{1,8};AES256(?:;[\\w.-]{1,64})?${BREAK}([0-9a-f]{2,128}(?:${BREAK}[0-9a-f]{2,128}){0,8192})`, 'gd'),
    group: 1,
  },
  {
    id: 'private-key', // a Kerberos keytab in base64: version 0x0502, then the first entry's 32-bit length
    pattern: /BQIAAA(?<=(?:^|[^A-Za-z0-9+/]|\\[nrt])BQIAAA)[A-Za-z0-9+/]{40,65536}={0,2}/g,
    group: 0,
  },
  {
    id: 'algolia-key', // algoliasearch('APPID', '<32 hex>'): the second argument is an admin or search key
    pattern: /algoliasearch\(\s*(\\*["'])[A-Z0-9]{10}\1\s*,\s*\1([a-f0-9]{32})\1/gd,
    group: 2,
  },
  {
    id: 'gcp-service-account', // the id of a service account's private key, beside it in the key file
    pattern: /private_key_id\\*"\s*:\s*\\*"([a-f0-9]{40})/gd,
    group: 1,
  },
  {
    id: 'generic-secret', // Gradle signingConfigs: storePassword 'X', keyPassword "X"
    pattern: /(?:store|key)Password\s+(\\*["'])([^"'\n\\]{4,128})\1/gd,
    group: 2,
    check: (s) => plausibleValue(s, 4),
  },
  {
    id: 'wifi-psk', // wpa_passphrase <ssid> <passphrase>
    pattern: /wpa_passphrase[ \t]+(?:"[^"\n]{1,32}"|\S{1,32})[ \t]+(\\*["'])?([^\s"'`\\]{8,63})/gd,
    group: 2,
    check: (s) => plausibleValue(s, 8),
  },
  {
    // a framework's session cookie named in prose, its value a few words on (`my PHPSESSID cookie right now is …`,
    // `JSESSIONID was …`): the name says session whatever words stand between
    id: 'session-cookie',
    // (the names as the frameworks write them: `sessionId` is every transcript's own record field)
    pattern: /\b(?:PHPSESSID|JSESSIONID|ASP\.NET_SessionId|connect\.sid|laravel_session)\b[^\n\\=:]{0,30}?(?:\b(?:is|was)|:|=)[ \t]*(\\*["'`])?([A-Za-z0-9%._-]{16,256})(?![A-Za-z0-9%._-])/dg,
    needs: ['phpsessid', 'jsessionid', 'asp.net_sessionid', 'connect.sid', 'laravel_session'],
    group: 2,
    check: (s) => /[0-9]/.test(s) && /[A-Za-z]/.test(s) && !isPlaceholder(s) && !isUuid(s),
  },
  {
    // a password corrected in the same breath ("db pass is X — no wait, it's Y", "the PIN is X, sorry, 4471Z"): the
    // second value is the secret the first one named, and it has a made password's shape
    id: 'generic-secret',
    // (led by the correction, with the noun looked for behind it: the rows are tried only at the correction's words)
    pattern: /(?:no,? wait|sorry|oops|actually|I mean|correction)(?<=\b(?:pass(?:word|phrase|code)?|pw|pwd|pin|secret|token|key)\b[^\n]{0,80}?\b(?:no,? wait|sorry|oops|actually|I mean|correction))[,:;!—–-]*[ \t]+(?:(?:it'?s|it is|it was|use|make (?:it|that)|the (?:new|right|real|correct) one is)[ \t]+)?(\\*["'`])?([^\s"'`\\,;]{5,127}[^\s"'`\\,;.:!?)])/dgi,
    group: 2,
    check: (s) => madeShape(s) !== null,
  },
  {
    // a container's `args:` list in YAML, the flag one item and its value the next (`- --db-pass` then `- "…"`): the
    // flag's name says which secret the next item is
    id: 'generic-secret',
    pattern: /(?:^|\n)([ \t]*)-[ \t]+(\\*["'])?--?([A-Za-z][\w.-]{1,40})\2[ \t]*\r?\n\1-[ \t]+(\\*["'])?([^\s"'\\]{4,256})\4[ \t]*(?=\r?\n|$)/dg,
    needs: ['- -', '- "-', "- '-", '- \\"-'],
    group: 5,
    check: (s, m) => nameStrength(m[3] ?? '') === 'strong' && !s.startsWith('-') && plausibleValue(s, 4),
  },
  {
    // `netsh wlan show profile … key=clear`: the Wi-Fi key in the `Key Content` row of its column-aligned listing (a
    // person-made key, which the weak name `key` alone would not take)
    id: 'wifi-psk',
    pattern: /(?:^|\n)[ \t]*Key Content[ \t]*:[ \t]*(\S{8,63})[ \t]*(?=\r?\n|$)/gd,
    needs: ['key content'],
    group: 1,
    check: (s) => plausibleValue(s, 8),
  },
  {
    id: 'generic-secret', // a key id and its secret side by side: auth=("rzp_live_…", "…"), AKIA…:…, key_id, secret
    pattern: /(?:_(?:live|test)_(?<=(?<![A-Za-z0-9_])[a-z]{2,8}_(?:live|test)_)[A-Za-z0-9]{8,40}|A(?:KIA|SIA)(?<=(?<![A-Za-z0-9])A(?:KIA|SIA))[A-Z0-9]{16})(\\*["'])?[ \t]*[,:][ \t]*(\\*["'])?([A-Za-z0-9+/_-]{16,128})(?![A-Za-z0-9+/_-])/gd,
    group: 3,
    // the id alone is public and nothing names the secret: only a random value after it is one (not a second id)
    check: (s) => looksRandom(s, 16) && !isHex(s) && !/^(?:[a-z]{2,8}_(?:live|test)_|A(?:KIA|SIA))/.test(s),
  },
  curlQuoted('(\\\\*["\'])[^\\s:"\'`\\\\]{1,128}:((?:(?!\\1)[^\\n\\\\]){3,256})\\1'), // -u 'user:pass word'
  curlQuoted('[^\\s:"\'`\\\\]{1,128}:(\\\\*["\'])((?:(?!\\1)[^\\n\\\\]){3,256})\\1'), // -u user:'pass word'
];
