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

describe('what a browser test types into a password field', () => {
  itRedacts([
    ['Cypress, a made password', `cy.get('input[name=password]').type('Quartz-Lantern58')`, 'Quartz-Lantern58'],
    ['Selenium, words joined with a number', `driver.find_element(By.ID, "password").send_keys("harbor-cobalt-thistle-4")`, 'harbor-cobalt-thistle-4'],
    ['Playwright, JSON-escaped', `{"command":"await page.locator(\\"#user_pass\\").fill(\\"Mistral94Cedar\\")"}`, 'Mistral94Cedar'],
  ]);
  it('keeps what is typed into other fields, and keys typed into a password field', () =>
    expectKept([
      `cy.get('#username').type('release-notes-v2')`,
      `cy.get('input[name=email]').type('dana-reyes-3')`,
      `cy.get('#password').type('{enter}')`,
      `cy.get('#password')\ncy.get('#search').type('compass-rose-2')`,
    ]));
});

describe('the literal after a user given to a bind or a login', () => {
  itRedacts([
    ['an LDAP bind name, then its password', `conn = Connection(server, 'cn=admin,dc=corp', 'juniper-basalt-wren-3', auto_bind=True)`, 'juniper-basalt-wren-3'],
    ['an e-mail handed to a login', `server.login("ops@corp.example", "meadow-falcon-copper-8")`, 'meadow-falcon-copper-8'],
  ]);
  it('keeps what follows an e-mail in other calls, and a bind name alone', () =>
    expectKept([
      `mailer.send("ops@corp.example", "welcome-email-2")`,
      `search(base='ou=people,dc=corp', filt='(uid=jdoe)')`,
      `server.login("ops@corp.example", "ops@corp.example")`,
    ]));
});
