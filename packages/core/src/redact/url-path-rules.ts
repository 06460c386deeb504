/**
 * Services whose URL carries the account's key as a path segment, not a query parameter (issue 13, attack set 13):
 * one row per host, with the path before the key. A reviewer adds a service here; the key must still read random
 * (or be a UUID), so a documentation URL with `<YOUR-KEY>` or `demo` in that place stays.
 */
import { isHex, looksRandom } from './entropy.js';
import { keyish } from './more-context-rules.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

/** A `/`, also JSON-escaped (`\/`). */
const SLASH = '\\\\*\\/';
/**
 * A URL's `://` (the slashes also JSON-escaped), its first slash spelled out as bare or escaped: the rows are anchored
 * at `:/` and `:\`, not at every `:` of a JSON text.
 */
const SCHEME_END = `:(?:\\/|\\\\+\\/)${SLASH}`;

/** [host, path before the key] as regex sources; the path's slashes are written `/`. */
const KEY_IN_PATH: readonly (readonly [host: string, path: string])[] = [
  ['hook\\.[a-z0-9]{2,8}\\.make\\.com', ''], // Make (Integromat) scenario webhook
  ['hook\\.integromat\\.com', ''],
  ['logs-01\\.loggly\\.com', '(?:inputs|bulk)/'], // Loggly customer token
  ['[a-z0-9-]{2,40}\\.g\\.alchemy\\.com', '(?:v2|nft/v[23])/'], // Alchemy RPC key
  ['[a-z0-9-]{2,60}\\.(?:[a-z0-9-]{2,40}\\.)?quiknode\\.pro', ''], // QuickNode endpoint token
  ['[a-z0-9-]{2,40}\\.infura\\.io', 'v3/'], // Infura project id (it authenticates the requests)
  ['rpc\\.ankr\\.com', '[a-z0-9_]{2,30}/'], // Ankr premium RPC
  ['[a-z0-9-]{2,40}\\.blastapi\\.io', ''], // Blast RPC project id
  ['maker\\.ifttt\\.com', 'trigger/[A-Za-z0-9_-]{1,64}/(?:json/)?with/key/'], // IFTTT webhook key
  ['[a-z0-9-]{2,40}\\.collection\\.(?:[a-z0-9]{2,8}\\.)?sumologic\\.com', 'receiver/v1/(?:http|otlp)/'], // Sumo Logic source
];


export const URL_PATH_RULES: RegexRule[] = [
  {
    id: 'url-path-token',
    pattern: new RegExp(
      `${SCHEME_END}(?:${KEY_IN_PATH.map(([host, path]) => `${host}${SLASH}${path.replace(/\//g, SLASH)}`).join('|')})([A-Za-z0-9_-]{16,128})(?![A-Za-z0-9_-])`,
      'gdi',
    ),
    needs: ['make.com', 'integromat', 'loggly', 'alchemy', 'quiknode', 'infura', 'ankr', 'blastapi', 'ifttt', 'sumologic'],
    group: 1,
    check: (s) => !isPlaceholder(s) && (keyish(s) || isUuid(s) || (/[0-9]/.test(s) && /[a-z]/i.test(s) && s.length >= 24)),
  },
  {
    // a link that is itself the credential, whatever the host: the token is the segment after a word for what the
    // link grants (`https://join.acme.io/invite/<token>`, `/shared_invite/<token>`, `/reset-password/<token>`); a short
    // public invite code (`discord.gg/abc123`) is no random run of 20
    id: 'url-path-token',
    pattern: new RegExp(
      `${SCHEME_END}[^\\s/"'\`<>]{1,253}(?:${SLASH}[^\\s/"'\`<>?#]{1,64}){0,4}?${SLASH}(?:(?:shared[-_])?invite|invitation|join|reset(?:[-_]password)?|magic(?:[-_]link)?|verify|activate|accept)${SLASH}([A-Za-z0-9_-]{20,256})(?![A-Za-z0-9_-])`,
      'gdi',
    ),
    needs: ['invit', 'join', 'reset', 'magic', 'verify', 'activate', 'accept'],
    group: 1,
    check: (s) => keyish(s),
  },
  {
    // a token as a path segment under a folder named for what it holds, in a URL or a file path
    // (`/ingest/<key>/events`, `~/Library/Caches/acme/tokens/<token>.json`); a hex run there is a digest or a key's
    // id (a keyring's file names), a UUID a record's id
    id: 'url-path-token',
    pattern: /[\\/](?:tokens?|secrets?|credentials?|api[-_]?keys?|ingest|webhooks?)[\\/]([A-Za-z0-9_-]{20,128})(?![A-Za-z0-9_-])/dgi,
    needs: ['token', 'secret', 'credential', 'key', 'ingest', 'webhook'],
    group: 1,
    check: (s) => !isUuid(s) && !isHex(s) && keyish(s),
  },
  {
    // a password in a link's query or fragment, under a name that ends in one (`#vault-pass=…`, `?db_pw=…`): a
    // person's password may hold a `&`, so what follows one up to a blank is still the value unless it names a
    // parameter of its own (`=`)
    id: 'generic-secret',
    pattern: /[?#&](?:[A-Za-z][A-Za-z0-9]{0,24}[_-])?(?:pass|pw|pwd|passwd|password|passphrase)=([^\s"'`\\#<>&]{4,256}(?:&[^\s"'`\\#<>&=]{1,128}(?![^\s"'`<>]))?)/dgi,
    needs: ['pass', 'pw='],
    group: 1,
    check: (s) => /[A-Za-z]/.test(s) && /[^A-Za-z]/.test(s) && !isPlaceholder(s) && !isReference(s),
  },
  {
    // a Zapier catch hook: the account's number, then the hook's short id, which alone lets anyone trigger the Zap
    id: 'url-path-token',
    pattern: new RegExp(`hooks\\.zapier\\.com${SLASH}hooks${SLASH}(?:catch|standard)${SLASH}[0-9]{3,12}${SLASH}([a-z0-9]{5,32})(?![A-Za-z0-9_-])`, 'gdi'),
    needs: ['zapier'],
    group: 1,
    check: (s) => !isPlaceholder(s) && /[0-9]/.test(s) && /[a-z]/.test(s),
  },
  {
    // a servlet session carried in the URL's path parameter (`/app;jsessionid=<id>?page=2`): the session itself
    id: 'session-cookie',
    pattern: /;jsessionid=([A-Za-z0-9._-]{16,128})/dgi,
    group: 1,
    check: (s) => !isPlaceholder(s) && /[0-9]/.test(s),
  },
  {
    // an RTMP URL's last segment is the stream key, by the protocol (`rtmp://live.twitch.tv/app/<key>`)
    id: 'url-path-token',
    pattern: new RegExp(`rtmps?:${SLASH}${SLASH}[^\\s/"'\`<>]{1,253}(?:${SLASH}[^\\s/"'\`<>]{1,64}){1,3}?${SLASH}([A-Za-z0-9_.=-]{16,256})(?![A-Za-z0-9_.=/-])`, 'gdi'),
    group: 1,
    check: (s) => !isPlaceholder(s) && /[0-9]/.test(s) && /[A-Za-z]/.test(s) && (keyish(s) || looksRandom(s.replace(/^[a-z]+_[0-9]+_/, ''), 16)),
  },
];
