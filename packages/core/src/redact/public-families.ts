/**
 * Random-looking values that are public by the family they belong to, judged by their shape alone (each family
 * names the secret of the same look and why it is still caught):
 * - a content address: a hash algorithm's name, then a digest of exactly that algorithm's length (git-annex keys);
 *   a secret is no digest of a named algorithm, and a bare hex run after a secret name stays a secret;
 * - a public key's typed encoding: a type tag that says public half (`nodekey:`, `discokey:`, `npub1`); the private
 *   halves carry their own tags (`privkey:`, `nlpriv:`, `nsec1`) and stay secret;
 * - a client key a browser is handed by design, named so by its prefix (`NRJS-`: New Relic's browser key,
 *   `sub-c-`/`pub-c-`: a realtime SDK's subscribe/publish keys); their secret siblings have other prefixes
 *   (`NRAK-`, `sec-c-`);
 * - a resource id with a fixed prefix and a lower-case body (`srv-…`: a hosting service's id); API keys of the same
 *   hosts have their own prefix (`rnd_…`) and a mixed-case body;
 * - a device id (the certificate's digest in base32, eight groups of seven): a group-of-groups secret (a product
 *   key) has five characters a group.
 */

/** Digest lengths in hex digits by algorithm name (git-annex backends: `SHA256E`, `SHA1`, `MD5E`, `BLAKE2B256E`). */
const DIGEST_HEX: Record<string, number> = { md5: 32, sha1: 40, sha224: 56, sha256: 64, sha384: 96, sha512: 128, blake2b256: 64, blake2b512: 128, blake2s256: 64, sha3256: 64, sha3512: 128 };

/** `SHA256E-s1048576--<digest>.tar`: the backend, its size field (and optional mtime/chunk fields), `--`, the digest. */
const ANNEX_KEY = /^([A-Za-z0-9]{3,12}?)E?-s\d{1,15}(?:-[mSC]\d{1,15})*--([0-9a-f]{32,128})(?:\.[A-Za-z0-9]{1,8}){0,2}$/;

function isContentAddress(value: string): boolean {
  const m = ANNEX_KEY.exec(value);
  return m !== null && DIGEST_HEX[m[1]!.toLowerCase().replace(/[-_]/g, '')] === m[2]!.length;
}

/**
 * The type tags of public keys written `<tag>:<hex>` (Tailscale's node, disco and machine keys, tailnet-lock keys):
 * one glued word, as a name too (`nodekey:<hex>` reads as a name and its value). Tendermint's `node_key` is two words
 * and holds a private key: it is not this tag.
 */
export const PUBLIC_KEY_TAGS: ReadonlySet<string> = new Set(['nodekey', 'discokey', 'mkey', 'nlpub']);

/** A public key by its type tag: the tags above, a Nostr `npub`. */
const PUBLIC_KEY_TAG = /^(?:(?:nodekey|discokey|mkey|nlpub):[0-9a-f]{64}|npub1[02-9ac-hj-np-z]{58})$/;

/** A browser or client SDK key by its prefix (the secret siblings of these prefixes differ). */
const CLIENT_KEY = /^(?:NRJS-[0-9a-f]{19}|(?:sub|pub)-c-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A resource id: a resource noun, `-`, and a lower-case base-36 body (services, databases, cron jobs, volumes). */
const RESOURCE_ID = /^(?:srv|dpg|crn|vol|snap|inst)-[a-z0-9]{16,32}$/;

/** A device id: 56 base32 characters in eight dash-joined groups of seven. */
const DEVICE_ID = /^[A-Z2-7]{7}(?:-[A-Z2-7]{7}){7}$/;

/** First characters of every family above (a cheap test before the patterns). */
const FIRST = new Set('BMSNcdimnpsv'.split(''));

/** The value belongs to a public family above. */
export function isPublicFamily(value: string): boolean {
  if (value.length === 63 && DEVICE_ID.test(value)) return true;
  if (value.length < 20 || !FIRST.has(value.charAt(0))) return false;
  return isContentAddress(value) || PUBLIC_KEY_TAG.test(value) || CLIENT_KEY.test(value) || RESOURCE_ID.test(value);
}
