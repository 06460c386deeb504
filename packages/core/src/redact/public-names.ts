/**
 * Names that say their value is public: a key public by what it is (a site key, an anonymous key, a pub key), and
 * the public, id, address and digest names after which a value found by its shape alone is no secret.
 */
import { words } from './name-words.js';
import { PUBLIC_KEY_TAGS } from './public-families.js';

/**
 * `PUB_KEY`, `pubkey`, `RECAPTCHA_SITE_KEY`, `data-sitekey`, `SUPABASE_ANON_KEY`, `applicationServerKey`: a key public
 * by what it is (a site key, an anonymous key and a VAPID key are shipped in the page; `PUB_TOKEN` is no key).
 */
export function isPublicKeyName(w: string[]): boolean {
  const last = w[w.length - 1] ?? '';
  if (/^(?:pub|site|anon)keys?$/.test(last) || (w.length === 1 && PUBLIC_KEY_TAGS.has(last))) return true;
  // the Push API's `applicationServerKey` is the VAPID public key every browser is handed
  const prev = w[w.length - 2];
  return (last === 'key' || last === 'keys') && (w.includes('pub') || prev === 'site' || prev === 'anon' || (prev === 'server' && w[w.length - 3] === 'application'));
}

/**
 * The value at `start` follows a name that says it is public (`data-sitekey="…"`, `PUBLIC_KEY: …`, `VERCEL_PROJECT_ID=…`,
 * "the site key …", "Request ID: …"). Only a value found by its shape alone (a random run, a prefixed token) is
 * judged by this: a rule that found it by its name judged the name already.
 */
export function publicByName(text: string, start: number): boolean {
  if (DNS_TXT.test(text.slice(Math.max(0, start - 12), start))) return true;
  const before = text.slice(Math.max(0, start - 120), start);
  if (SENT_TO.test(before) || PUBLIC_KEY_COMMENT.test(before)) return true;
  // an id may carry its kind's sigil before it (`"event_id": "$…"`, a room's `!…`, a weak ETag's `W/"…"`)
  const m = /([A-Za-z][\w.-]{0,60}(?:[ \t][A-Za-z][\w.-]{0,30})?)(?:\\*["']?[ \t]*[:=][ \t]*\\*["']?|[ \t]+)(?:[$!]|W\/\\*")?$/.exec(text.slice(Math.max(0, start - 96), start));
  return m !== null && namesPublicValue(m[1]!);
}

/**
 * The value of a DNS TXT record (`_acme-challenge.example.com. 60 IN TXT "…"`, a `dig` answer): DNS publishes it to
 * anyone who asks, as an ACME DNS-01 challenge, a site verification or a DKIM key is meant to be.
 */
const DNS_TXT = /\bTXT[ \t]+\\*"$/;

/** `send 1.5 SOL to …`, `0.2 ETH from …`: an amount of a currency moved to or from it, a wallet address. */
const SENT_TO = /[0-9][0-9.,]*[ \t]*[A-Z]{2,6}[ \t]+(?:to|from)[ \t]+$/;
/** The line before says it is a public key (`untrusted comment: signify public key`, `# public key:` on its own line). */
const PUBLIC_KEY_COMMENT = /public[ \t_-]?key:?[ \t]*(?:\r?\n|\\r?\\n)$/i;

/**
 * A name that says its value is public: `PUBLIC_KEY`, `publishableKey`, `data-sitekey`, or an id, address or digest
 * (`x-request-id`, `Build ID`, `trace_id`, `wallet address`), unless a word of it says secret (`secret_id`,
 * `session_id`).
 */
export function namesPublicValue(name: string): boolean {
  const w = words(name);
  while (w.length > 1 && /^[0-9]+$/.test(w[w.length - 1]!)) w.pop();
  if (w.includes('public') || w.includes('publishable') || isPublicKeyName(w)) return true;
  // `ETag` splits as `e tag`: the last word read with the one before it too
  const last = w[w.length - 1] ?? '';
  return (ID_WORDS.has(last) || ID_WORDS.has((w[w.length - 2] ?? '') + last)) && !w.some((x) => SECRET_ID_WORDS.has(x));
}

/** The last word of a name whose value identifies or addresses something. */
const ID_WORDS = new Set(['id', 'ids', 'uuid', 'guid', 'address', 'addr', 'wallet', 'etag', 'cid', 'digest', 'checksum', 'fingerprint', 'nonce', 'hash', 'integrity']);
/** Words that make an id a secret: a Vault `secret_id`, a `session_id`, a `token_id` standing in for the token. */
const SECRET_ID_WORDS = new Set(['secret', 'session', 'token', 'password', 'passwd', 'pass', 'passphrase', 'auth', 'cookie', 'credential', 'credentials', 'sid']);
