/**
 * Keys as key material: an OpenVPN static key, a private key written as a byte array, a key literal handed to a
 * crypto call, a chain tool's account keys, long hex and base64 runs a few words after a word that says key or secret,
 * a key of one case and digits. Digests, fingerprints, public keys and integrity hashes beside them stay. Values are
 * made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake, rng } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

/** `n` made-up bytes 0-255 as a JSON array. */
function bytes(n: number, seed: number, sep = ','): string {
  const next = rng(seed);
  return `[${Array.from({ length: n }, () => next() % 256).join(sep)}]`;
}
const PW2 = `${fake.alnum(7, 1603)}!${fake.alnum(6, 1604)}`;
const HEX32 = fake.hex(32, 1605);
const HEX64 = fake.hex(64, 1606);
const B64KEY = `${fake.alnum(43, 1607)}=`; // a Fernet key's shape
const RANDOM = fake.alnum(28, 1608);
const HEX = fake.hex(64, 1403);
const B64 = `${fake.b64(42, 1404)}=`;

describe('OpenVPN static keys', () => {
  const hexLines = ['3f9a0c7e21b45d86e0f3a91c7b28d4e5', 'a07c3e9f1b52d864c0e7f3a29b1d5c08', '6e2f0a9c3b7d5e1184f6a0c2e9b7d3f5'];
  it.each([
    ['raw file', `#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${hexLines.join('\n')}\n-----END OpenVPN Static key V1-----\n`],
    ['inside JSON', `{"content":"-----BEGIN OpenVPN Static key V1-----\\n${hexLines.join('\\n')}\\n-----END OpenVPN Static key V1-----"}`],
  ])('%s: the body goes, the armour stays', (_name, text) => {
    const out = redactText(text).text;
    for (const line of hexLines) expect(out).not.toContain(line.slice(0, 8));
    expect(out).toContain('-----BEGIN OpenVPN Static key'); // `key V1` reads as a keyword and value: the version goes too
  });

  it('keeps prose about the key and a config line that points at it', () => {
    const text = 'tls-auth /etc/openvpn/ta.key 0 # generated with openvpn --genkey secret ta.key (OpenVPN Static key V1)';
    expect(redactText(text).text).toBe(text);
  });
});

describe('a private key written as a byte array', () => {
  const KEY64 = bytes(64, 1511);
  const KEY64_SPACED = bytes(64, 1512, ', ');
  const KEY32 = bytes(32, 1513);
  it.each([
    ['keypair file content', KEY64],
    ['id.json written', `{"file_path":"/home/u/.config/solana/id.json","content":"${KEY64}"}`],
    ['secretKey field', `secretKey: ${KEY64_SPACED}`],
    ['Uint8Array.from', `const kp = Keypair.fromSecretKey(Uint8Array.from(${KEY64_SPACED}));`],
    ['heredoc in a shell command', `cat > keypair.json <<EOF\n${KEY64}\nEOF`],
    ['heredoc, JSON-escaped', `{"command":"cat > keypair.json <<EOF\\n${KEY64}\\nEOF"}`],
    ['32 bytes after secretKey', `"secretKey": ${KEY32}`],
    ['32 bytes after seed', `const seed = new Uint8Array(${KEY32});`],
    ['32 bytes after privateKey', `privateKey = ${KEY32}`],
    ['32 bytes, Rust seed', `let seed: [u8; 32] = ${KEY32};`],
    ['32 bytes, Python bytes()', `secret_key = bytes(${KEY32})`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toMatch(/\d+,\s*\d+,\s*\d+,\s*\d+/);
  });

  it('keeps other arrays, values over 255 and public keys', () => {
    expectKept([
      bytes(63, 1514),
      bytes(65, 1515),
      KEY32,
      `"publicKey": ${KEY32}`,
      `publicKey: ${KEY64}`,
      `[${KEY64.slice(1, -1).replace(/^\d+/, '300')}]`,
      `"data": ${bytes(16, 1516)}`,
      `shape: [${Array.from({ length: 64 }, (_, i) => i).join(',')}]`.replace(/,63\]/, ',63,64]'),
    ]);
  });
});

describe('a key literal handed to a crypto call', () => {
  itRedacts([
    ['Fernet, str literal', `cipher = Fernet("${B64KEY}")`, B64KEY],
    ['hmac.new, hex bytes', `digest = hmac.new(b'${HEX32}', payload, hashlib.sha256).digest()`, HEX32],
    ['createHmac, second argument', `const mac = crypto.createHmac('sha256', '${RANDOM}').update(body)`, RANDOM],
    ['createDecipheriv, hex key', `const d = crypto.createDecipheriv('aes-256-cbc', Buffer.from('${HEX64}', 'hex'), iv)`, HEX64],
    ['jwt.encode, positional', `token = jwt.encode({"sub": uid}, "${RANDOM}", algorithm="HS512")`, RANDOM],
    ['jwt.verify, json-escaped', `{"code":"jwt.verify(tok, \\"${RANDOM}\\")"}`, RANDOM],
    ['AES.new, bytes', `c = AES.new(b"${HEX32}", AES.MODE_GCM)`, HEX32],
    ['SecretKeySpec', `new SecretKeySpec("${RANDOM}".getBytes(), "HmacSHA256")`, RANDOM],
    ['basicAuth without parentheses', `let r = basicAuth "svc-report" "${PW2}" req`, PW2],
  ]);
  it('keeps algorithm names, references and generated keys', () =>
    expectKept([
      `jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])`,
      `crypto.createCipheriv('aes-256-gcm', key, iv)`,
      `hmac.new(key, msg, hashlib.sha256).hexdigest()`,
      `f = Fernet(Fernet.generate_key())`,
      `jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })`,
      `crypto.createHmac('sha256', secret).update('hello-world')`,
      `basicAuth "username" "password" req`,
    ]));
});

describe('key material and hashes', () => {
  const xprv = `xprv9s21ZrQH143K${fake.alnum(95, 1706).replace(/[0OIl]/g, '7')}`;
  const apr1 = `$$apr1$$${fake.alnum(8, 1707)}$$${fake.alnum(22, 1708)}`;
  itRedacts([
    ['BIP32 xprv', `WALLET=${xprv}`, xprv.slice(4)],
    ['BIP32 tprv bare', `seed exported: t${xprv.slice(1)}`, xprv.slice(4)],
    ['crypt hash with $$ escapes (compose label)', `- "traefik.http.middlewares.a.basicauth.users=ops:${apr1}"`, apr1.slice(9)],
  ]);
  it('keeps extended public keys', () => expectKept([`xpub: xpub661MyMwAqRbcF${fake.alnum(94, 1709).replace(/[0OIl]/g, '7')}`]));
});

describe('the private keys of a chain tool’s accounts list', () => {
  itRedacts([['hardhat accounts', `networks: { holesky: { url: RPC_URL, accounts: ["0x${HEX64}"] } }`, HEX64]]);
  it('keeps addresses', () => expectKept([`accounts: ["0x${fake.hex(40, 1635)}"]`]));
});

describe('long hex and base64 runs a few words after a secret word', () => {
  it.each([
    ['hex after "signing key ... :"', `Here is the new signing key you asked for: ${HEX}`, HEX],
    ['hex on the line under a label', `The webhook signing secret (keep it safe):\n${HEX}`, HEX],
    ['hex inside a sentence', `use the HMAC secret ${HEX} for the callback`, HEX],
    ['base64 after "is now"', `the encryption key is now ${B64} (AES-256)`, B64],
    ['base64 under a label, blank line between', `Generated master key:\n\n    ${B64}\n`, B64],
    ['hex in a table', `| SIGNING_KEY | ${HEX} |`, HEX],
    ['JSON-escaped, next line', JSON.stringify({ text: `Your API secret:\n${HEX}\nStore it now.` }), HEX],
    ['base64 after an arrow', `token -> ${B64}`, B64],
    ['hex quoted in an error line after "invalid"', `HTTP 403 Forbidden: invalid secret '${HEX}' (rotated?)`, HEX],
    ['an 0x key quoted in an error line', `signer error: invalid credential "0x${HEX64}"`, `0x${HEX64}`],
    ['a run in brackets after the word', `FIXME: revoke the deploy key (${B64}) after the audit`, B64],
    ['a run after a comma and "the new one is"', `rotated the signing secret, the new one is ${HEX}`, HEX],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps digests, ids, public keys and integrity hashes beside such words', () => {
    expectKept([
      `sha256: ${HEX}`,
      `checksum of the key file: ${HEX}`,
      `key fingerprint ${HEX}`,
      `public key: ${HEX}`,
      `"integrity": "sha512-${fake.b64(86, 1407)}=="`,
      `key id ${HEX.slice(0, 32)}`,
      `the token hash is ${HEX}`,
      `the secret's digest: ${HEX}`,
      `key ${HEX.slice(0, 40)} was added`,
      `userId key ${HEX}`,
      `the secret, its checksum is ${HEX}`,
      `the token (see ${'docs/rotating-tokens-and-keys.md'}) expires in 2 days`,
      `"output_tokens":1,"service_tier":"standard"}},"requestId":"req_011CXLnqjda62qooewBynJu3"`,
      `"registry.npmjs.org%2Fkeys.json":"${Buffer.from('{"keys": []}').toString('base64')}"`,
    ]);
  });
});

describe('a key of one case and digits, or a labelled hex key, a few words after "key"', () => {
  itRedacts([
    ['capitals and digits from a dashboard', "here's the hosting key from the panel: QX7RMVN2KD4PLW9ZT3HBC8YFJ6GS", 'QX7RMVN2KD4PLW9ZT3HBC8YFJ6GS'],
    ['lower case and digits', 'pat key from the org settings: m3kq7zr2vx9tb4nw6hy8pc5jd2fs7lg3', 'm3kq7zr2vx9tb4nw6hy8pc5jd2fs7lg3'],
    ['hex after a labelled key', 'the cloud key from the dashboard: 5d3c9a17e0b24f68a1c7e93d2b05f4a8e6c1d7b39f20a4e85c6b3d1f7a9e0c24', '5d3c9a17e0b24f68a1c7e93d2b05f4a8e6c1d7b39f20a4e85c6b3d1f7a9e0c24'],
    ['a LangSmith key', "here's the tracing key from the settings page: 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", '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'],
  ]);
  it('keeps digests, commits and cache keys after the same words', () =>
    expectKept([
      'the key was fixed in 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a',
      'primary key column ORDER_LINE_ITEMS_2024_Q3_ARCHIVE_TABLE stays',
    ]));
});

describe('a key under a banner that names it secret', () => {
  const key = `${fake.b64(43, 2407)}/${fake.b64(42, 2408)}`;
  itRedacts([['a Tor hidden-service key printed as base64', `$ base64 -w0 hs_ed25519_secret_key | cut -c 44-\n== ed25519v1-secret: type0 ==\n${key}`, key]]);
});
