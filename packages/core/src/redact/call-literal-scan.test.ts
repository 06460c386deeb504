/**
 * Literals handed to crypto, signing, keychain and auth calls (issue 13), whatever the callee is called, beside the
 * literals of ordinary calls that must survive.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const KEY = `${fake.alnum(30, 1901)}-${fake.alnum(12, 1902)}=`;
const HEX = fake.hex(64, 1903);
const PW = `${fake.alnum(6, 1904)}~${fake.alnum(5, 1905)}3`;
const HALF_A = fake.alnum(17, 1906);
const HALF_B = fake.alnum(15, 1907);

describe('a secret literal in an argument list', () => {
  itRedacts([
    ['a cipher key by a callee no table names', `box = nacl.secret.SecretBox(b"${KEY}")`, KEY],
    ['hex key under a cipher call, a hash length', `const c = crypto.createDecipheriv("aes-256-cbc", Buffer.from("${HEX}", "hex"), iv);`, HEX],
    ['a keychain call', `try Keychain.set("${PW}", forKey: "db")`, PW],
    ['an auth call with a short password', `conn = ldap.simpleAuth("cn=svc", "${PW}")`, PW],
    ['JSON-escaped', `{"body":"sig = hmac.digest(b\\"${KEY}\\", msg, 'sha256')"}`, KEY],
    ['a literal split at a line break', `claims = jws.verify(tok, "${HALF_A}\n${HALF_B}", algorithms=["HS256"])`, HALF_B],
  ]);
});

describe('literals of ordinary calls survive', () => {
  it('keeps ids, digests, names, paths and messages', () =>
    expectKept([
      `u = uuid.UUID("0f8fad5b-d9cb-469f-a165-70867728950e")`,
      `assert sha256(data) == bytes.fromhex("${fake.hex(64, 1911)}")`,
      `document.getElementById("${fake.alnum(20, 1912)}")`,
      `logger.info("Connected to primary replica", host)`,
      `path.join("/usr/local/lib", "node_modules")`,
      `git.checkout("${fake.hex(40, 1913)}")`,
      `t.Run("TestParseConfig_WithDefaults", func(t *testing.T) {`,
      `setTimeout(() => refresh("dashboard-v2"), 5000)`,
      `i18n.t("errors.password_too_short")`,
    ]));
});
