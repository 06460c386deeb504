/**
 * Values public by design, each by its own provider's shape. A provider that splits a credential into a public half
 * (shipped to browsers, printed in docs) and a secret half gives the halves different shapes, so the public one can
 * be named here by its shape alone and its secret half stays redacted wherever it appears. One row per class, with
 * the reason a reader can check against the provider's documentation.
 */
interface PublicShape {
  what: string;
  /** A cheap test first: isPublicShape runs on most values the keyword and token rules judge. */
  may: (value: string) => boolean;
  shape: RegExp;
  /** Optional second test on the value (a decoded byte the shape alone cannot see). */
  also?: (value: string) => boolean;
}

const OS_WORD = /inux|indows|mac[Oo][Ss]|darwin|win32/;

const PUBLIC_SHAPES: readonly PublicShape[] = [
  // an object id of OpenAI's files API (`file-…`): it names an upload, it grants nothing (keys start `sk-`)
  { what: 'OpenAI file id', may: (v) => v.startsWith('file-'), shape: /^file-[A-Za-z0-9]{16,40}$/ },
  // Razorpay's key_id is passed to Checkout in the page; its key_secret has no prefix and stays secret
  { what: 'Razorpay key id', may: (v) => v.startsWith('rzp_'), shape: /^rzp_(?:live|test)_[A-Za-z0-9]{14}$/ },
  // a Braintree tokenization key is made for client SDKs (it can only tokenize payment data); access tokens are
  // `access_token$production$…`
  { what: 'Braintree tokenization key', may: (v) => v.length <= 38 && /^[psd]/.test(v), shape: /^(?:production|sandbox|development)_[a-z0-9]{8}_[a-z0-9]{16}$/ },
  // a Square application id goes into the Web Payments SDK in the page; `sq0atp-`/`sq0csp-`/`EAAA` are the secrets
  { what: 'Square application id', may: (v) => v.includes('sq0id'), shape: /^(?:sandbox-)?sq0id[pb]-[A-Za-z0-9_-]{22}$/ },
  // an Adyen client key is for Drop-in/Components in the browser; API keys start `AQE` and are far longer
  { what: 'Adyen client key', may: (v) => v.length === 37, shape: /^(?:live|test)_[A-Z0-9]{32}$/ },
  // a VAPID (Web Push) public key: an uncompressed P-256 point, 65 bytes starting 0x04, given to every browser
  { what: 'VAPID public key', may: (v) => v.length === 87, shape: /^B[A-Za-z0-9_-]{86}$/, also: (v) => Buffer.from(v, 'base64url')[0] === 4 },
  // a CI cache key (`node-cache-Linux-x64-npm-<sha256>`): the runner's OS, words, then a digest of the lockfile it keys
  {
    what: 'CI cache key',
    may: (v) => v.length >= 40 && OS_WORD.test(v),
    shape: /^(?:[A-Za-z0-9]{1,20}[-_.]){0,8}(?:Linux|Windows|macOS|linux|windows|macos|darwin|win32)(?:[-_.][A-Za-z0-9]{1,20}){0,8}[-_.][0-9a-f]{32,128}$/,
  },
  // a SOPS value is ciphertext under a data key only the KMS/age/PGP private key unwraps: SOPS files are committed
  { what: 'SOPS encrypted value', may: (v) => v.startsWith('ENC['), shape: /^ENC\[AES256_GCM,data:[A-Za-z0-9+/=]*,iv:[A-Za-z0-9+/=]{16,},tag:[A-Za-z0-9+/=]{16,},type:[a-z]{1,8}\]$/ },
  // a SealedSecret value: the session key sealed to the controller's RSA public key (a 2-byte length, 256 or 512
  // bytes), then the AES-GCM ciphertext; only the controller's private key opens it, and it is made to be committed
  { what: 'SealedSecrets ciphertext', may: (v) => v.length > 400, shape: /^A[gQ][A-Za-z0-9+/]{400,16384}={0,2}$/, also: sealedLength },
];

function sealedLength(value: string): boolean {
  const head = Buffer.from(value.slice(0, 4), 'base64');
  const sealed = head.readUInt16BE(0);
  return (sealed === 256 || sealed === 512) && (value.length * 3) / 4 > sealed + 2 + 16;
}

/** The first characters the shapes start with (a CI cache key, which may start with any, is let through by its length). */
const FIRST = new Set('frpsdltBEAQ'.split(''));

/** The value has the shape of a public-by-design value of a known provider. */
export function isPublicShape(value: string): boolean {
  // the cheapest test first: most values the rules judge are shorter or start with another character
  if (value.length < 21 || (!FIRST.has(value.charAt(0)) && value.length < 40)) return false;
  for (const row of PUBLIC_SHAPES) if (row.may(value) && row.shape.test(value) && (row.also === undefined || row.also(value))) return true;
  return false;
}
