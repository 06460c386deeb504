/**
 * A branch or a file name is text to the rules only once its parts are words: `secrets/prod-<token>.env` holds a
 * prefixed token the rules leave alone after a `/` (there it is read as part of a base64 blob), and
 * `feature/rotate-pw-<password>` a password the prose rules find only as "rotate pw <password>". Each view replaces
 * separators one for one, so a finding's offsets in a view are its offsets in the name.
 */

/** The name with its folders apart, then with the words of each part apart too. */
export function nameViews(name: string): string[] {
  const views: string[] = [];
  if (name.includes('/') || name.includes('\\')) views.push(name.replace(FOLDERS, ' '));
  if (name.includes('-')) views.push(name.replace(WORDS, ' '));
  return views;
}

/** A POSIX path's folders, and a Windows path's (`C:\Users\…`). */
const FOLDERS = /[/\\]/g;
/** Not `_` nor `.`: they join the parts of ids (`toolu_01…`) and versions, which apart read as random runs. */
const WORDS = /[/\\-]/g;
