/**
 * Values that sit where a secret would but are not one: placeholders, variable references, ids and digests.
 * Used by the keyword rules (a provider prefix alone already says "secret"; a keyword does not).
 */
import { isPublicFamily } from './public-families.js';
import { isPublicShape } from './public-shapes.js';

const PLACEHOLDER_WORDS = [
  'your',
  'placeholder',
  'changeme',
  'change-me',
  'change_me',
  'example',
  'sample',
  'dummy',
  'redacted',
  'xxxx',
  '****',
  '....',
  '…',
  'todo',
  'fixme',
  'insert',
  'replace',
  'notasecret',
  'not-a-secret',
  'not_a_secret',
  'secret_here',
  'token_here',
  'key_here',
];

const PLACEHOLDER_RE = new RegExp(PLACEHOLDER_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

const PLACEHOLDER_EXACT = new Set([
  'password',
  'passwd',
  'pass',
  'secret',
  'token',
  'apikey',
  'api_key',
  'api-key',
  'key',
  'test',
  'testing',
  'admin',
  'root',
  'user',
  'username',
  'null',
  'nil',
  'none',
  'true',
  'false',
  'undefined',
  'string',
  'str',
  'foo',
  'bar',
  'foobar',
  'baz',
  'abc123',
  'hunter2',
  'letmein',
  'qwerty',
  'default',
  'empty',
  'required',
  'optional',
  'bearer',
]);

/** A doc or template value: `your-api-key`, `<TOKEN>`, `xxxx`, `changeme`, `********`, `sk_test_...`. */
export function isPlaceholder(value: string): boolean {
  const v = value.toLowerCase();
  if (PLACEHOLDER_EXACT.has(v)) return true;
  if (/^[<[{(].*[>\]})]$/.test(v)) return true;
  if (/^(.)\1*$/.test(v)) return true;
  if (PLACEHOLDER_RE.test(v)) return true;
  return /^(?:\d+|12345\d*|abcdef?g?h?|password\d{0,4}|secret\d{0,4})$/.test(v);
}

/**
 * `$VAR`, `${VAR}`, `${{ secrets.X }}`, `process.env.X`, `os.environ[...]`, `{{ .Values.x }}`, `%(x)s`, altool's `@keychain:NAME`.
 * A `$` whose name runs into a symbol people type into passwords (`$elffurt#oppiH22`, `$uperman!23`) opens a literal:
 * no shell or template writes a variable so.
 */
export function isReference(value: string): boolean {
  return /^(?:\$(?![A-Za-z_][A-Za-z0-9_]*[#!@%^&*~?])|%\(|\{\{|<%|#\{|process\.env|os\.environ|os\.getenv|env\.|ENV\[|import\.meta\.env|secrets\.|vault:|ref\+|!Ref|arn:|@keychain:|@env:)/i.test(
    value,
  ) || value.includes('${');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID (any version, either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Ids, digests and public keys that look random but are public: UUIDs, `sha512-…` integrity, `sha256:…` digests,
 * age recipients, minisign keys, publishable keys (Stripe `pk_live_…`, PostHog's project key `phc_…`, which its
 * browser snippet ships), and the object ids of agents and payment APIs (`toolu_…`, `msg_…`, `cus_…`).
 */
export function isPublicId(value: string): boolean {
  // an object id of the agent's own API (`toolu_…`, `msg_…`) is most values asked about in a transcript: one regex
  // anchored at their start answers for them before the others are tried
  if (PUBLIC_PREFIX.test(value) || isUuid(value)) return true;
  if (isPublicKey(value) || isMapboxPublicToken(value) || PUBLIC_SHAPE.test(value) || isPublicShape(value) || isPublicFamily(value)) return true;
  return /^[UANOCX][A-Z2-7]{55}$/.test(value); // a NATS public NKey (its seed starts `S`)
}

/**
 * Public values with a shape of their own and no separator: an IPFS content id (`Qm` and 44 base58 characters), a
 * Datadog browser client token (`pub` and 32 hex, shipped in the page), a CSP nonce (sent with the page it guards), a
 * ULID (a job's, an order's, an event's id: 26 characters of Crockford's base32, no I, L, O or U, in one case, whose
 * first ten give the time it was made, so it starts `0` and a digit below 8 for thousands of years).
 */
const PUBLIC_SHAPE = /^(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|pub[0-9a-f]{32}|nonce-[A-Za-z0-9+/_-]{16,64}={0,2}|0[0-7](?:[0-9A-HJKMNP-TV-Z]{24}|[0-9a-hjkmnp-tv-z]{24}))$/;

/**
 * A JWT whose claims give it the anonymous role (Supabase's `anon` key, in every browser bundle of the app): it
 * grants what the row-level policies grant anyone. A `service_role` or user token is a secret.
 */
export function isAnonymousJwt(jwt: string): boolean {
  const claims = jwt.split('.')[1];
  if (claims === undefined || claims.length > 2048) return false;
  return /"role"\s*:\s*"anon"/.test(Buffer.from(claims, 'base64url').toString('latin1'));
}

/**
 * A public key in a format of its own: an age recipient, or a minisign / signify key (56 characters of base64: `RW`,
 * the `Ed` algorithm tag, then an 8-byte key id and the 32-byte key; the secret key is far longer), as given to
 * `minisign -P` or written to `*.pub`.
 */
export function isPublicKey(value: string): boolean {
  return /^age1[02-9ac-hj-np-z]{58}$/.test(value) || /^RW[QRST][A-Za-z0-9+/]{53}$/.test(value);
}

/** A Mapbox public token (`pk.eyJ…`): shipped in web pages and map URLs by design; the secret ones start `sk.`. */
export function isMapboxPublicToken(value: string): boolean {
  return /^pk\.eyJ[A-Za-z0-9_-]{20,400}\.[A-Za-z0-9_-]{16,64}$/.test(value);
}

/** The resource words of public object ids: agents' and payment APIs' (`toolu_`, `msg_`, `cus_`), hosts' and tools'. */
const PUBLIC_PREFIX_WORDS = [
    'toolu', 'srvtoolu', 'msg', 'req', 'call', 'run', 'file', 'asst', 'thread', 'resp', 'batch', 'step', 'vs',
    'pk_live', 'pk_test', 'pk_prod', 'pub', 'phc', 'cus', 'sub', 'evt', 'prod', 'price', 'pi', 'pm', 'ch', 'in', 'acct',
    'txn', 'seti', 'si', 'cs_live', 'cs_test', 'ii', 'po', 'tr', 'src', 'card', 'ba', 'py', 'org', 'user', 'usr',
    'proj', 'team', 'ws', 'conv', 'we', 'dp', 'cn', 'il', 'sli', 'ipi',
    // Vercel's deployment and project ids
    'dpl', 'prj',
    // PostHog's project key: sent from every browser by design (its personal API keys, `phx_`, are secret)
    'phc',
    // OpenCode's record ids: session, part, permission, pty
    'ses', 'prt', 'per', 'pty',
  ].join('|');
/**
 * An object id after its prefix is letters and digits only (`ch_3MmlLrLkdIwHu7ix0snN0B15`): a `-` in it is no id's.
 * A prefix may join two resource words (`msgbatch_…`, Anthropic's message batches; `srvtoolu_…`).
 */
const PUBLIC_PREFIX = new RegExp(
  `^(?:sha(?:1|256|384|512)[-:]|md5[-:]|chatcmpl-|ssh-|ecdsa-|(?:${PUBLIC_PREFIX_WORDS})(?:${PUBLIC_PREFIX_WORDS})?_[A-Za-z0-9]+$)`,
  'i',
);

/** A code identifier or member path without digits: `token`, `req.body.password`, `getToken`, `os.environ`. */
export function isIdentifierLike(value: string): boolean {
  return /^[A-Za-z_$][A-Za-z_$]*(?:[.:-][A-Za-z_$]+)*$/.test(value);
}

/** A marker we wrote ourselves. */
export const MARKER_RE = /\[REDACTED:[a-z0-9-]{1,40}\]/g;

/**
 * Base64 of printable prose (`aXNhYWNzOm5vdCBteSByZWFs…` = "isaacs:not my real…") or of a JSON object (a JWT's
 * header alone, `eyJhbGciOi…` = `{"alg":…`): encoded text, not a key.
 */
export function decodesToText(v: string): boolean {
  if (v.length % 4 === 1) return false;
  const decoded = Buffer.from(v, 'base64').toString('latin1');
  return /^[\x20-\x7e]+$/.test(decoded) && (decoded.includes(' ') || decoded.startsWith('{"') || decodesToPlaceholder(v));
}

/** Docs often base64 a joke credential (`bm90IG15IHJlYWwgcGFzc3dvcmQ=` = "not my real password"). */
export function decodesToPlaceholder(v: string): boolean {
  if (v.length < 8 || v.length > 512 || !/^[A-Za-z0-9+/]+={0,2}$/.test(v)) return false;
  const decoded = Buffer.from(v, 'base64').toString('latin1');
  if (!/^[\x20-\x7e]+$/.test(decoded)) return false;
  return /passw|secret|example|not my|fake|dummy|changeme|placeholder|your/i.test(decoded);
}
