/**
 * A branch or a file name is text to the rules only once its parts are words: `secrets/prod-<token>.env` holds a
 * prefixed token the rules leave alone after a `/` (there it is read as part of a base64 blob), and
 * `feature/rotate-pw-<password>` a password the prose rules find only as "rotate pw <password>". Each view replaces
 * separators one for one, so a finding's offsets in a view are its offsets in the name.
 */

/**
 * The name with its folders apart, then with the words of each part apart too. The folder macOS gives each user's
 * temp files (`/var/folders/pg/wbfwl_494z99_25gg76r7zk00000gn/T/`) stays a path: its random name is the system's.
 */
export function nameViews(name: string): string[] {
  const views: string[] = [];
  const kept = MACOS_USER_FOLDERS.exec(name)?.[0].length ?? 0;
  const apart = (re: RegExp): string => name.slice(0, kept) + name.slice(kept).replace(re, ' ');
  if (name.includes('/') || name.includes('\\')) views.push(apart(FOLDERS));
  if (name.includes('-')) {
    const words = apart(WORDS);
    views.push(words);
    // `login-pw-<password>.md`: the extension glued to the last word hides it from the rules that read a value's end
    const bare = words.replace(EXTENSION, (ext) => ' '.repeat(ext.length));
    if (bare !== words) views.push(bare);
  }
  if (name.includes('--')) views.push(apart(SLUG_GAPS));
  return views;
}

/**
 * The root of a macOS user's temp and cache folders, `confstr(_CS_DARWIN_USER_TEMP_DIR)` and its siblings: two
 * characters, then a name made of a hash of the user's id (`/var/folders/5g/w6qv…0000gn/`), then `T`, `C` or `0`.
 */
export const MACOS_USER_FOLDERS = /^(?:\/private)?\/var\/folders\/[\w+-]{2}\/[\w+-]{20,40}(?=\/[TC0]\/|\/?$)/;

/**
 * Where a name was made from text by turning each character not allowed in it into `-` (a branch named after
 * `{"apiKey": "FLWSECK-…-X"}`: `--apiKey----FLWSECK-…-X--`), a run of dashes stood for punctuation or blanks: apart,
 * the parts between read as the text did, a single dash kept inside a token that has its own.
 */
const SLUG_GAPS = /[/\\]|-(?=-)|(?<=-)-/g;
/** A POSIX path's folders, and a Windows path's (`C:\Users\…`). */
const FOLDERS = /[/\\]/g;
/** A file's extension, at the end of a part: a letter, then up to seven letters or digits. */
const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,7}(?= |$)/gm;
/** Not `_` nor `.`: they join the parts of ids (`toolu_01…`) and versions, which apart read as random runs. */
const WORDS = /[/\\-]/g;
