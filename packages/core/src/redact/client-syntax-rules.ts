/**
 * Rows of the rule table for credential syntaxes of particular clients and files (issue 13, attack 11): httpie's
 * `-a user:pass`, `npm config set …:_authToken <value>` (a blank, not `=`), cmd.exe's `set NAME=value&& …`, Apache's
 * `SetEnv NAME value`, SQL's `SET PASSWORD FOR … = '…'`, and an environment list whose name and value are separate
 * fields (`{"name": "DB_PASSWORD", "value": "…"}` in a k8s or ECS spec, `- name: X` / `value: …` in YAML).
 */
import { commandBefore } from './command-rules.js';
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { madeShape } from './made-shape.js';
import { nameStrength } from './name-strength.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

const HTTPIE = /(?:^|[\s/'"`(])(?:https?|xhs?)\s/;

/** The value of a variable named `name`: any value of a strong name, a random one of a weak name. */
function namedValue(name: string, value: string): boolean {
  const strength = nameStrength(name);
  if (strength === null || !plausibleValue(value, 3) || isReference(value) || isPlaceholder(value)) return false;
  return strength === 'strong' || looksRandom(value, 16);
}

/** A PIN: four to eight digits, or a long mix of digits and letters (`482913abcDEFghiJKL`); never a count or a word. */
function pinValue(s: string): boolean {
  const digits = s.replace(/[^0-9]/g, '').length;
  return /^[0-9]{4,8}$/.test(s) ? !/^(?:0+|1234|12345678)$/.test(s) : digits >= 4 && s.length >= 10 && /[A-Za-z]/.test(s) && !isPlaceholder(s);
}

export const CLIENT_SYNTAX_RULES: RegexRule[] = [
  {
    id: 'generic-secret', // "pin": "482913", PIN=4829, pin_code: 482913abcDEF (the key is `pin` itself, not `spin`)
    pattern: /pin(?<![A-Za-z]pin)(?:[_-]?code)?(?:\\*["'])?[ \t]*[:=][ \t]*(?:\\*["'])?([A-Za-z0-9]{4,64})(?![\w.-])/gdi,
    group: 1,
    check: pinValue,
  },
  {
    // httpie / xh: http -a user:pass, --auth=user:pass, the password quoted after the `:` (`-a ops:'…'`) (led by the
    // flag; the command is checked after)
    id: 'basic-auth',
    pattern: /-(?<=\s-)(?:a|-auth)(?:[ \t]+|=)(\\*["'])?[^\s:"'`\\]{1,128}:(?:\\*["'])?([^\s"'`\\]{1,256})/gd,
    group: 2,
    check: (s, m, text) => /^-(?:a|-auth)\b/.test(m[0]) && plausibleValue(s, 3) && HTTPIE.test(commandBefore(text, m.index + 1)),
  },
  {
    id: 'npm-token', // npm config set //registry.npmjs.org/:_authToken <value>; _auth, _password
    pattern: /:_(?:authToken|auth|password)(?:[ \t]+|[ \t]*=[ \t]*)(\\*["'])?([^\s"'`\\]{8,512})/gd,
    group: 2,
    // a token is a UUID or random, or a password a person typed for a private registry (`Sommerwiese&Nordsee85`);
    // `MYTOKEN1` in an .npmrc how-to is the doc's stand-in
    check: (s) => !isReference(s) && !isPlaceholder(s) && (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(s) || looksRandom(s, 16) || madeShape(s) === 'strong'),
  },
  {
    id: 'env-secret', // cmd.exe: set DB_PASSWORD=X&& npm start, set "API_TOKEN=X"
    pattern: /set[ \t]+"?([A-Za-z_][A-Za-z0-9_]{1,80})=([^\s"&|<>^]{3,256})(?=&|\||"|\s|$)/gdi,
    needs: ['pass', 'secret', 'token', 'key', 'pwd', 'credential'],
    group: 2,
    check: (s, m) => namedValue(m[1] ?? '', s),
  },
  {
    id: 'env-secret', // Apache: SetEnv DB_PASS X, SetEnvIf … (a blank, not `=`)
    pattern: /SetEnv[ \t]+([A-Za-z_][A-Za-z0-9_]{1,80})[ \t]+(\\*["'])?([^\s"'`\\]{3,256})/gd,
    group: 3,
    check: (s, m) => namedValue(m[1] ?? '', s),
  },
  {
    id: 'db-password', // SQL: SET PASSWORD FOR 'app'@'%' = 'X'; SET PASSWORD = PASSWORD('X')
    pattern: /set[ \t]+password(?:[ \t]+for[ \t]+[^=\n]{1,160})?[ \t]*=[ \t]*(?:password[ \t]*\([ \t]*)?(\\*["'])((?:(?!\1)[^\n\\]){1,256})\1/gdi,
    group: 2,
    check: (s) => !isReference(s) && !isPlaceholder(s),
  },
  {
    id: 'env-secret', // {"name": "DB_PASSWORD", "value": "X"}: led by `value`, the name before it checked by a lookbehind
    pattern: /value(?<=name\\*"\s*:\s*\\*"([A-Za-z_][A-Za-z0-9_.-]{1,80})\\*"\s*,\s*\\*"value)\\*"\s*:\s*\\*"([^"\\\n]{3,512})\\*"/gd,
    group: 2,
    check: (s, m) => namedValue(m[1] ?? '', s),
  },
  {
    id: 'env-secret', // - name: DB_PASSWORD ⏎ value: X (YAML env lists)
    pattern: /value(?<=name:[ \t]*["']?([A-Za-z_][A-Za-z0-9_.-]{1,80})["']?[ \t]*(?:\r?\n|\\n)[ \t-]*value):[ \t]*(["']?)([^\s"'\\]{3,512})\2/gd,
    group: 3,
    check: (s, m) => namedValue(m[1] ?? '', s),
  },
];
