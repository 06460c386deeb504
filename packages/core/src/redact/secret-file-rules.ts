/**
 * The content of a file whose NAME says it is a secret, as a tool writes it: `{"file_path": ".vault_pass",
 * "content": "<v>"}`, `{"path": "secrets/db_password.txt", "content": …}`, in either order. The content is one line
 * holding one value; nothing else names it, so the file name is the evidence. Files of code or documentation (a
 * README, `password_policy.go`) stay, and so does content that is not a plausible value.
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import type { RegexRule } from './rule-types.js';

/** JSON keys and their quotes, JSON-escaped or not. */
const NAME_KEY = `\\\\*"(?:file_?path|filePath|path|file|filename|fileName|name)\\\\*"[ \\t]*:[ \\t]*\\\\*"`;
/** After the key `content`: rows start at that literal (what comes before is a lookbehind), so they run only there. */
const AFTER_CONTENT = `\\\\*"[ \\t]*:[ \\t]*\\\\*"`;
/** The path, without quotes or blanks. */
const PATH = `([^"\\\\\\s]{1,300})\\\\*"`;
/** One value on one line, an optional trailing line break (`\n`, escaped once or more, or decoded: json-escape-view.ts). */
const VALUE = `([^"\\\\\\s]{8,512})(?:\\\\+n|\\r?\\n)?\\\\*"`;
const BETWEEN = '[ \\t]*,[ \\t]*';

/** A file name that says secret; a directory `secrets/` counts for the file in it. */
const SECRET_FILE =
  /(?:^|[/\\._-])(?:vault[_-]?pass(?:word)?|pass(?:word|wd|phrase)?|secrets?|tokens?|api[_-]?keys?|credentials?|private[_-]?key)(?:[/\\._-]|$)|\.(?:pem|key|secret|pgpass|netrc)$|(?:^|\/)secrets\//i;
/** Files of code, documentation or configuration in a language: their content is not one bare value. */
const CODE_FILE = /\.(?:md|markdown|rst|adoc|html?|go|ts|tsx|js|jsx|mjs|cjs|py|rb|java|kt|rs|c|h|cc|cpp|cs|php|swift|sh|ps1|ya?ml|toml|json|xml|ini|cfg|conf|tf|sql|css|scss)$/i;

/** A file (not a directory) named for a secret, holding one random value (not a `NAME=value` line of config). */
function secretContent(path: string, value: string): boolean {
  if (path.endsWith('/') || !SECRET_FILE.test(path) || CODE_FILE.test(path)) return false;
  return !value.includes('=') && plausibleValue(value, 8) && looksRandom(value, 10);
}

export const SECRET_FILE_RULES: RegexRule[] = [
  {
    id: 'secret-file',
    pattern: new RegExp(`content(?<=${NAME_KEY}${PATH}${BETWEEN}\\\\*"content)${AFTER_CONTENT}${VALUE}`, 'gd'),
    needs: ['content'],
    group: 2,
    check: (value, m) => secretContent(m[1] ?? '', value),
  },
  {
    id: 'secret-file',
    pattern: new RegExp(`content${AFTER_CONTENT}${VALUE}${BETWEEN}${NAME_KEY}${PATH}`, 'gd'),
    needs: ['content'],
    group: 1,
    check: (value, m) => secretContent(m[2] ?? '', value),
  },
];
