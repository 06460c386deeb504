/**
 * Rows of the rule table for a password a config line or a source line hands over with little or no name of its own:
 * - a directive that takes `user:password` (HAProxy's `stats auth admin:<pw>`, a proxy's or a panel's `auth`,
 *   `basic-auth`, `http-auth`), where the user before the colon is named and the password after it is not;
 * - a mount or connection option list, `user=bob,pass=<pw>` (CIFS in fstab, `-o` of mount, ODBC-style strings),
 *   where the short `pass`, `pwd` or `pw` is a password because a user's option stands just before it;
 * - the short labels of a note, `u: bob p: <pw>`;
 * - a C++ or Rust brace initialisation of a variable named for a secret, `std::string pw{"<pw>"}`.
 * The value must still be a password a person or a generator made (made-password.ts, secret-read-rules.ts).
 */
import { madePassword } from './made-password.js';
import { nameStrength } from './name-strength.js';
import type { RegexRule } from './rule-types.js';
import { bareSecret } from './secret-read-rules.js';

/** A password a person made (quoted: its delimiters set it off, so words joined by `-` are one), or a generated one. */
const made = (v: string): boolean => bareSecret(v) || madePassword(v, { quoted: true });

/** The identifier right before `index`, or ''. */
function nameBefore(text: string, index: number): string {
  return /[A-Za-z_][A-Za-z0-9_]{0,63}$/.exec(text.slice(Math.max(0, index - 64), index))?.[0] ?? '';
}

export const CONFIG_CREDENTIAL_RULES: RegexRule[] = [
  {
    id: 'generic-secret',
    pattern: /auth[ \t]+(?<=(?:^|[\s"'`(-])auth[ \t]+)[\w.@-]{1,40}:([^\s:"'`\\]{4,128})/dgi,
    group: 1,
    check: made,
  },
  {
    id: 'generic-secret',
    // the option before it names the user (`user=`, `username=`, `login=`, `uid=`), on the same list
    pattern: /(?:pass|passwd|pwd|pw)=(?<=(?:user(?:name)?|login|usr|uid)=[^\s,;=]{1,64}[,;][ \t]?\w+=)([^\s,;"'\\]{4,128})/dgi,
    group: 1,
    check: made,
  },
  {
    id: 'generic-secret',
    pattern: /p:(?<=(?:^|[\s,;(])u:[ \t]*[\w.@-]{1,64}[ \t]*[,;/|]?[ \t]+p:)[ \t]*([^\s"'`\\]{4,128})/dg,
    group: 1,
    check: made,
  },
  {
    id: 'generic-secret',
    // the brace follows the variable's name at once: a JSON object's `{"` never does
    pattern: /\{(?<=[A-Za-z0-9_]\{)"([^"\\\n]{4,128})"\}/dg,
    group: 1,
    check: (v, m, text) => nameStrength(nameBefore(text, m.index)) === 'strong' && made(v),
  },
];
