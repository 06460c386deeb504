/**
 * Leak and false-positive classes of issue 13 from a red team's tuning set (attack 12), closed on branch leaks13h as
 * classes with values made up here: secrets split over lines in every shape a transcript or a one-line summary gives
 * them, client passphrases and app passwords, subscripted and vetoed names, seed phrases, and public values that must
 * stay (a JWT header alone, a JWK modulus, source map mappings).
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';

function expectGone(text: string, ...pieces: string[]): void {
  const out = redactText(text).text;
  for (const p of pieces) expect(out).not.toContain(p);
  expect(out).toContain('[REDACTED:');
}

const A = `Kp${fake.alnum(10, 1501)}7`;
const B = 'Zq9X4vR2mK7pLw4Tx'; // no run of five lower-case letters: a random half, never a word

describe('secrets split over lines, records or a flattened summary', () => {
  it.each([
    ['summary joined the lines of a heredoc with blanks', `Ran \`cat > .env <<'EOF' MAIL_PASSWORD=${A} CFqYKnx*37 EOF\` (exit 0)`, [A, 'CFqYKnx*37']],
    ['summary cut with an ellipsis', `Ran \`curl -u dev@acme.io:${A} ${B}-IAx${fake.alnum(20, 1503)}…\` (exit 0)`, [A, B]],
    ['quoted value whose line break became a blank', `KV_REST_API_TOKEN="${A} ${B}" KV_URL=x`, [A, B]],
    ['the rest on the next numbered line of a file read', `     1\tCOHERE_API_KEY: "${A}\n     2\t${B}"`, [A, B]],
    ['a flag value continued on the next line, no digits', `redis-cli -h r -a ${A}\nRbLDRZhPyq --no-auth-warning INFO`, [A, 'RbLDRZhPyq']],
    ['URL password cut before its @ at the end of a todo step', `Move it out of .env: DATABASE_URL=postgresql://billing:copperLz; [pending] Run the tests`, ['copperLz']],
    ['URL password wrapped onto an indented line before its @', `   - ~/.git-credentials:\n     https://dev-acme:${A}\n     ${B}@bitbucket.org`, [A, B]],
    ['a Discord bot token cut after its second dot', `client.run("MTR${fake.alnum(21, 1504)}.J0GkbC.I1`, [fake.alnum(21, 1504)]],
  ])('%s', (_name, text, pieces) => expectGone(text, ...pieces));

  it('keeps a port, an .npmrc setting and CamelCase words after a secret', () => {
    for (const text of ['redis://cache:6379', '// //registry:_authToken or //registry:authToken', `API_KEY=${A}\nNextSteps are listed below`]) {
      expect(redactText(text).text).not.toContain('REDACTED:db-password');
    }
    expect(redactText(`API_KEY=${A}\nNextSteps are listed below`).text).toContain('NextSteps');
  });
});

describe('secrets named by their place', () => {
  it.each([
    ['Flask config subscript', `app.config["SECRET_KEY"] = "${fake.hex(40, 1505)}"`, fake.hex(40, 1505)],
    ['os.environ subscript', `os.environ['STRIPE_API_KEY'] = '${A}'`, A],
    ['a page access token (page alone would veto)', `FB_PAGE_ACCESS_TOKEN=EAAG${fake.alnum(40, 1506)}`, fake.alnum(40, 1506)],
    ['ssh-keygen -N', `ssh-keygen -t ed25519 -f ~/.ssh/deploy -N 'maple${A}.13' -C deploy@acme`, A],
    ['ssh-keygen -P', `ssh-keygen -p -f key -P ${A} -N ''`, A],
    ['app-specific password after --password', 'xcrun notarytool submit App.zip --apple-id dev@acme.io --password mtxy-hqja-iakk-nymb --wait', 'mtxy-hqja-iakk-nymb'],
    ['seed phrase', 'MNEMONIC="tonight brisk pistol velvet useful example wagon crater velvet spike topic jungle"', 'brisk pistol velvet'],
    ['base64 key body after its file name', `Move the credential out of ~/.ssh/id_ed25519: 6WDE+${fake.b64(60, 1507)}`, fake.b64(60, 1507)],
  ])('%s', (_name, text, secret) => expectGone(text, secret));

  it('keeps ssh-keygen without a passphrase and kebab names that are not app passwords', () => {
    for (const text of [`ssh-keygen -t ed25519 -f key -N ''`, '--password-file home-page-main-view', 'the mnemonic: see the wallet docs']) {
      expect(redactText(text).text).toBe(text);
    }
  });
});

describe('public values beside secret-ish words stay', () => {
  const jwtHeader = Buffer.from('{"alg":"RS256","kid":"k1","typ":"JWT"}').toString('base64url');
  const jwk = `{"keys":[{"kty":"RSA","kid":"k1","use":"sig","alg":"RS256","n":"xjlcq_${fake.alnum(80, 1509)}","e":"AQAB"}]}`;
  const mappings = `{"version":3,"mappings":"AAAA,SAASA,IAAIa4;uB3Q${fake.b64(60, 1510)};${fake.alnum(33, 1511)}"}`;
  it.each([
    ['a JWT header alone', `The token header ${jwtHeader} decodes to {"alg":"RS256"}`],
    ['a JWK modulus', jwk],
    ['source map mappings', mappings],
  ])('%s', (_name, text) => expect(redactText(text).text).toBe(text));
});
