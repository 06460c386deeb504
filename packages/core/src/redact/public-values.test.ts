/**
 * Public values a generic judgement had redacted, each family kept in syntaxes of its own beside the secret of the
 * same look, which stays redacted. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('a did:key identifier', () => {
  const ed = `z6Mk${randomFrom(B58, 44, 9101)}`;
  const secp = `zQ3s${randomFrom(B58, 45, 9102)}`;

  it('keeps the DID in a credential and a YAML controller', () => {
    expectKept([`{"credentialSubject":{"id":"did:key:${secp}"},"type":["VerifiableCredential"]}`, `controller: did:key:${ed}#${ed}`]);
  });

  it('redacts a multibase private key, and a random run after did:key that no public codec leads', () => {
    const priv = `z3u2${randomFrom(B58, 44, 9103)}`;
    expectRedacted(`ED25519_PRIVATE_KEY=${priv}`, priv.slice(4));
    const odd = `zX9q${fake.alnum(44, 9104)}`;
    expectRedacted(`signer_secret: did:key:${odd}`, odd);
  });
});

describe('a typed public key', () => {
  const hex = fake.hex(64, 9100);

  it('keeps a disco key on a numbered line of a file read, and a node key in status JSON', () => {
    expectKept([`     7→discokey:${hex}`, `{"Self":{"PublicKey":"nodekey:${hex}","HostName":"ci-runner"}}`]);
  });

  it('redacts the private key of the same hex', () => {
    expectRedacted(`{"PrivateKey":"privkey:${hex}"}`, hex);
  });
});

describe('a JWK public key', () => {
  const x = randomFrom(B64URL, 43, 9100);
  const y = randomFrom(B64URL, 43, 9101);

  it('keeps x and y of an EC key in a JWKS', () => {
    expectKept([`{"keys":[{"kty":"EC","crv":"P-256","use":"sig","x":"${x}","y":"${y}","alg":"ES256"}]}`]);
  });

  it('redacts d, and keeps x redacted too, in a private JWK', () => {
    const d = randomFrom(B64URL, 43, 9122);
    expectRedacted(`{"kty":"EC","crv":"P-256","x":"${x}","y":"${y}","d":"${d}"}`, d);
    expectRedacted(`{"kty":"oct","k":"${d}"}`, d);
  });
});

describe('a Web Push application server key', () => {
  const point = `B${randomFrom(B64URL, 86, 9130)}`;

  it('keeps the public point given to pushManager.subscribe through a decoder', () => {
    expectKept([`const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: b64ToBytes('${point}') });`]);
  });

  it('redacts the VAPID private key beside it', () => {
    const priv = randomFrom(B64URL, 43, 9131);
    expectRedacted(`webpush.setVapidDetails('mailto:ops@example.org', '${point}', '${priv}');\nVAPID_PRIVATE_KEY=${priv}`, priv);
  });
});

describe("a passkey's credential id", () => {
  const id = randomFrom(B64URL, 43, 9140);

  it('keeps the id in an allowCredentials list and a registration record', () => {
    expectKept([`allowCredentials: [{ type: 'public-key', credential_id: '${id}' }]`, `{"credentialId":"${id}","type":"public-key"}`]);
  });

  it("redacts a Vault AppRole secret_id of the same shape", () => {
    expectRedacted(`vault write auth/approle/login role_id=app secret_id=${id}`, id);
  });
});

describe('a minisign public key given to -P', () => {
  const pub = `RW${fake.b64(54, 9106)}`;

  it('keeps it on a signify/minisign verify line', () => {
    expectKept([`signify -V -P ${pub} -m SHA256 -x SHA256.sig`]);
  });

  it('redacts the minisign secret key', () => {
    const sec = fake.b64(200, 9151);
    expectRedacted(`untrusted comment: minisign encrypted secret key\nRWRTY0Iy${sec}`, sec);
  });
});

describe("a secret manager's reference", () => {
  it('keeps an op:// reference as a value of a secret name', () => {
    expectKept(['GITHUB_TOKEN=op://dev/github/pat', 'export STRIPE_API_KEY="op://Payments/stripe live/credential"']);
  });

  it('redacts a password that carries a scheme and an @', () => {
    const pw = `op://ops:${fake.alnum(14, 9160)}@vault.example`;
    expectRedacted(`DB_PASSWORD=${pw}`, fake.alnum(14, 9160));
  });
});
