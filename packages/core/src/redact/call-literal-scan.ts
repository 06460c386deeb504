/**
 * Literals handed to a call (issue 13): `Fernet(b"…")`, `hmac.new(b"…", body, …)`, `jwt.decode(tok, "…")`,
 * `Buffer.from("<hex>", "hex")` inside `createCipheriv(…)`, `Keychain.set("…", forKey: …)`, `app.keys = ['…']`. No
 * table can list every crypto, signing and keychain call of every language: a quoted literal in an argument list
 * that only a generator makes is a secret whatever the callee is called, and a callee whose name says key, secret,
 * token, sign, cipher, auth or password lowers the bar to a password's shape. A browser test typing into a password
 * field (`cy.get('#password').type('…')`, `find_element(By.ID, "password").send_keys("…")`) hands over what a person
 * made: there the bar is a made password's, passphrases of words included; so it is for the literal right after a
bind name (`Connection(server, 'cn=admin,dc=corp', '…')`) or after an e-mail handed to a login call
(`server.login("a@corp.example", "…")`). One pass over the text's `(`.
 */
import { splitHalfAfter } from './assigned-value-scan.js';
import { isHex, shannon } from './entropy.js';
import { joinedPhrase } from './made-shape.js';
import { madePassword } from './made-password.js';
import { isPublicId } from './placeholder.js';
import { publicByName } from './public-names.js';
import type { RawMatch } from './rule-types.js';
import { generatedValue, judgeValue } from './value-shape.js';

/** How far an argument list is read. */
const ARGS_REACH = 400;
/** A quoted literal (`"…"`, `'…'`, `b"…"`, JSON-escaped `\"…\"`) without blanks; it may end at a line break (a split literal). */
const LITERAL = /(?<![A-Za-z0-9_])[br]?\\*(["'])([^\s"'\\]{8,256})(?:\\*\1|(?=\r?\n|\\n))/g;
/** A callee named for a secret or for what is done with one, in any case (`createCipheriv`, `PlainAuth`, `jwt.decode`). */
const SECRET_CALLEE = /key|secret|token|sign|verify|cipher|crypt|hmac|jwt|jws|auth|pass|cred|login|fernet|vault|keychain/i;
/** Callees that take ids, digests and names, never a secret (`uuid.UUID("…")`, `sha256(...)`, `getElementById`). */
const PUBLIC_CALLEE = /(?:uuid|guid|ulid|hash|sha\d*|md5|digest|checksum|queryselector|require|import|url|id)$/i;

/** A browser driver's call that types text into the element it is chained on (Cypress, Selenium, Playwright, WebdriverIO). */
const TYPING_CALLEE = /\.(?:type|send_keys|sendKeys|fill|setValue|set_value|pressSequentially|press_sequentially)$/;
/** The element's selector, earlier on the same line, names a password field. */
const PASSWORD_FIELD = /pass(?:word|wd|phrase|code)|(?<![a-z])(?:pass|pwd|pin)(?![a-z])/i;
/** How far back on its line the element's selector is read. */
const SELECTOR_REACH = 160;

/** `callee` types into an element whose selector, before `open` on its line, names a password field. */
function typesIntoPasswordField(text: string, open: number, callee: string): boolean {
  if (!TYPING_CALLEE.test(callee)) return false;
  const before = text.slice(Math.max(0, open - callee.length - SELECTOR_REACH), open - callee.length);
  // the line ends at a line break, raw or JSON-escaped
  const line = before.split(/\n|\\n/).pop() ?? '';
  return PASSWORD_FIELD.test(line);
}

/** What a person types into a password field: a made password, or words joined with a number (`pepper-apple-yarrow-7`). */
function typedPassword(v: string): boolean {
  return madePassword(v, { quoted: true }) || joinedPhrase(v);
}

/** A directory's bind name (`cn=admin,dc=corp`, `uid=svc,ou=people`): the next argument of any LDAP client's bind is its password. */
const BIND_DN = /^(?:cn|uid|ou)=[^,]+,(?:[a-z]+=[^,]+,?)+$/i;
/** An e-mail address: the next argument of a call named for logging in (`server.login("a@b.example", "…")`) is the password. */
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** The literal after `user`, as the next argument, is a password: after a bind name, or after an e-mail given to a login. */
function passwordFollows(user: string, secretish: boolean): boolean {
  return BIND_DN.test(user) || (secretish && EMAIL.test(user));
}

/** An argument of a secret-named call: a password's shape, or a key's hex (of any length: a key is often 32 bytes). */
function secretArgument(v: string): boolean {
  return judgeValue(v, 'secretish') || (v.length >= 32 && isHex(v) && shannon(v) >= 3.3);
}

/** `[A-Za-z0-9_.$]`: a character of an identifier or member path. */
function isCalleeChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 36;
}

/** The callee before the `(` at `open`: an identifier or member path. */
function calleeBefore(text: string, open: number): string {
  let s = open;
  while (s > 0 && s > open - 64 && isCalleeChar(text.charCodeAt(s - 1))) s--;
  return text.slice(s, open);
}

/** Whether a quote opens before the argument list at `open` closes (or within reach): most calls hold no literal. */
function quoteInArgs(text: string, open: number): boolean {
  const stop = Math.min(text.length, open + 1 + ARGS_REACH);
  for (let i = open + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) return true;
    if (c === 41) return false;
  }
  return false;
}

export function scanCallLiterals(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  let resume = 0;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
    if (open < resume) continue;
    const next = text.charCodeAt(open + 1);
    // most `(` open no literal: a quote, `b"`, `\"` or a blank must follow soon (checked before any slicing)
    if (next !== 34 && next !== 39 && next !== 98 && next !== 92 && next !== 32 && next !== 10 && !(next >= 65 && next <= 122)) continue;
    if (!quoteInArgs(text, open)) continue;
    const callee = calleeBefore(text, open);
    if (callee === '') continue;
    const secretish = SECRET_CALLEE.test(callee);
    const typed = typesIntoPasswordField(text, open, callee);
    if (!secretish && !typed && PUBLIC_CALLEE.test(callee)) continue;
    const args = text.slice(open + 1, open + 1 + ARGS_REACH);
    const close = args.indexOf(')');
    const region = close >= 0 ? args.slice(0, close) : args;
    LITERAL.lastIndex = 0;
    let user = '';
    for (let m = LITERAL.exec(region), prevEnd = -1; m !== null; prevEnd = m.index + m[0].length, m = LITERAL.exec(region)) {
      const v = m[2]!;
      const afterUser = prevEnd >= 0 && /^\s*,\s*$/.test(region.slice(prevEnd, m.index)) && passwordFollows(user, secretish);
      user = v;
      // an ordinary call's literal must be a generator's run, not hex: hex there is an object id or a client id
      const judged = typed || afterUser ? typedPassword(v) : secretish ? secretArgument(v) : v.length >= 24 && !isHex(v) && generatedValue(v);
      if (isPublicId(v) || !judged) continue;
      const start = open + 1 + m.index + m[0].indexOf(v);
      // a literal named public inside the call (`{ sitekey: '…' }`, `publishableKey: …`)
      if (publicByName(text, start)) continue;
      out.push({ rule: 'generic-secret', start, end: start + v.length });
      const half = splitHalfAfter(text, start + v.length);
      if (half !== null) out.push({ rule: 'generic-secret', ...half });
      resume = start + v.length;
    }
  }
  return out;
}
