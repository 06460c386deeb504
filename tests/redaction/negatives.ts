/**
 * Hard negatives for the generated corpus: values that look random or sit next to a secret-ish word but are public
 * (git SHAs, UUIDs, checksums, lockfile integrity hashes, public keys, publishable keys, client ids, certificates,
 * base64 images, long identifiers, placeholders and references). Nothing here may be redacted.
 */
import { Gen } from './kinds.js';

export interface Negative {
  id: string;
  why: string;
  text: string;
}

type Maker = (g: Gen, i: number) => string;

const MAKERS: [string, Maker][] = [
  ['git sha in a log', (g) => `commit ${g.hex(40)}\nAuthor: Dev <dev@acme.dev>\n\n    fix: parse tokens`],
  ['short shas in rebase', (g) => `pick ${g.hex(7)} add retry\npick ${g.hex(7)} fix token refresh\nSuccessfully rebased ${g.hex(40)}`],
  ['uuid ids', (g) => `{"sessionId":"${g.uuid()}","requestId":"${g.uuid()}","traceId":"${g.uuid()}"}`],
  ['sha256sum output', (g) => `${g.hex(64)}  dist/app-linux-x64.tar.gz`],
  ['npm integrity', (g) => `"integrity": "sha512-${g.b64(86)}=="`],
  ['yarn lock checksum', (g) => `  resolved "https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#${g.hex(40)}"\n  integrity sha1-${g.b64(27)}=`],
  ['docker digest', (g) => `ghcr.io/acme/api@sha256:${g.hex(64)}`],
  ['ssh public key', (g) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.b64(43)} dev@laptop`],
  ['ssh rsa public key in authorized_keys', (g) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${g.b64(300)} deploy@ci`],
  ['age public key', (g) => `# created: 2026-11-30T22:00:00Z\n# public key: age1${g.from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`],
  ['age recipient flag', (g) => `age -r age1${g.from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)} -o secrets.age secrets.txt`],
  ['pem public key', (g) => `-----BEGIN PUBLIC KEY-----\n${g.pemBody(4)}\n-----END PUBLIC KEY-----`],
  ['pem certificate', (g) => `-----BEGIN CERTIFICATE-----\nMII${g.b64(61)}\n${g.pemBody(6)}\n-----END CERTIFICATE-----`],
  ['pgp public key', (g) => `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${g.pemBody(5)}\n-----END PGP PUBLIC KEY BLOCK-----`],
  ['stripe publishable key', (g) => `STRIPE_PUBLISHABLE_KEY=pk_live_${g.an(24)}`],
  ['stripe publishable test key', (g) => `const stripe = Stripe('pk_test_${g.an(24)}');`],
  ['google oauth client id', (g) => `GOOGLE_CLIENT_ID=${g.dig(12)}-${g.lo(32)}.apps.googleusercontent.com`],
  ['github app client id', (g) => `client_id: Iv1.${g.hex(16)}`],
  ['azure client id', (g) => `AZURE_CLIENT_ID=${g.uuid()}`],
  ['base64 png', (g) => `![chart](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${g.b64(200)}=)`],
  ['base64 png in a tool result', (g) => `{"type":"image","source":{"type":"base64","media_type":"image/png","data":"iVBORw0KGgo${g.b64(300)}"}}`],
  ['long identifier', (g, i) => `export function validateAndNormalizeIncomingWebhookPayloadSignatureV${i}(req: Request) {}`],
  ['long constant', () => `const MAX_CONCURRENT_TOKEN_REFRESH_REQUESTS_PER_TENANT = 16;`],
  ['css module class', (g) => `<div class="Button_primary__${g.an(5)} Layout_container__${g.an(5)}">`],
  ['hashed asset', (g) => `dist/assets/index-${g.b64u(8)}.js   142.31 kB │ gzip: 45.12 kB`],
  ['webpack chunk', (g) => `static/chunks/framework-${g.hex(16)}.js`],
  ['cache key', (g) => `Cache restored from key: Linux-node-modules-${g.hex(64)}`],
  ['etag', (g) => `ETag: "${g.hex(32)}"`],
  ['aws request id', (g) => `x-amz-request-id: ${g.up(16)}\nx-amz-id-2: ${g.b64(76)}`],
  ['cloudflare ray', (g) => `cf-ray: ${g.hex(16)}-AMS`],
  ['placeholder env', () => `OPENAI_API_KEY=your-api-key-here\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx`],
  ['reference env', () => `API_TOKEN=\${API_TOKEN}\nDB_PASSWORD=$DB_PASSWORD\npassword: "{{ .Values.db.password }}"`],
  ['code reading a secret', () => `const token = process.env.GITHUB_TOKEN ?? await getToken(req.headers.authorization);`],
  ['password field in a form', () => `<input type="password" name="password" placeholder="Password" autocomplete="current-password">`],
  ['token counts', (g) => `usage: {"input_tokens": ${g.dig(4)}, "output_tokens": ${g.dig(3)}, "cache_read_input_tokens": ${g.dig(5)}}`],
  ['tool use id', (g) => `"tool_use_id": "toolu_01${g.an(22)}"`],
  ['message id', (g) => `"id": "msg_01${g.an(22)}", "request_id": "req_011${g.an(21)}"`],
  ['semver and ranges', (g) => `"dependencies": { "token-types": "^6.0.${g.dig(1)}", "secret-handshake": "~1.1.${g.dig(2)}" }`],
  ['sourcemap mappings', (g) => `{"version":3,"mappings":"AAAA,SAASA,${g.b64u(12)},CAAC,${g.b64u(10)};AACA"}`],
  ['base64 of prose', (g, i) => `echo ${Buffer.from(`hello world number ${i}, this is just a note`).toString('base64')} | base64 -d`],
  ['hex colour list', (g) => `colors: #${g.hex(6)} #${g.hex(6)} #${g.hex(6)}`],
  ['mongodb object id', (g) => `{"_id": {"$oid": "${g.hex(24)}"}}`],
  ['k8s pod name', (g) => `api-deployment-${g.lo(10)}-${g.lo(5)}   1/1   Running   0   3d`],
  ['key id not a key', (g) => `gpg: key ${g.up(16)}: public key "Dev <dev@acme.dev>" imported`],
  ['password policy prose', () => `Passwords must be at least 12 characters; the token expires after 3600 seconds.`],
  ['keyword with a path', () => `secret_file=/run/secrets/db_password\nkey_path: ~/.ssh/id_ed25519.pub`],
  ['github actions secret reference', () => `env:\n  NPM_TOKEN: \${{ secrets.NPM_TOKEN }}\n  password: \${{ secrets.DB_PASSWORD }}`],
  ['sha384 subresource integrity', (g) => `<script src="app.js" integrity="sha384-${g.b64(64)}" crossorigin="anonymous"></script>`],
  ['nix store path', (g) => `/nix/store/${g.from('0123456789abcdfghijklmnpqrsvwxyz', 32)}-nodejs-20.20.0`],
  ['go sum', (g) => `github.com/acme/lib v1.2.3 h1:${g.b64(43)}=`],
];

/** At least 200 hard negatives: every maker with a few seeds. */
export function generateNegatives(): Negative[] {
  const out: Negative[] = [];
  let n = 0;
  for (let round = 0; round < 5; round++) {
    for (const [why, make] of MAKERS) out.push({ id: `neg${n}`, why, text: make(new Gen(100_000 + n), n++) });
  }
  return out;
}
