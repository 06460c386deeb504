/** Split an identifier into lower-case words: `secretAccessKey` → secret access key, `DB_PASS` → db pass. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // `KeyIDExtension`: an acronym ends where the next word starts
    .toLowerCase()
    // a combining mark is part of its word: Thai, Devanagari and Bengali spell `รหัสผ่าน`, `पासवर्ड` with them; so is
    // a zero-width (non-)joiner, which Persian and Indic scripts spell words with (`کلمه‌عبور`)
    .split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)
    .flatMap((w) => GLUED_SECRET.exec(w)?.slice(1) ?? (w.length > 0 ? [w] : []));
}

/**
 * A system's short name glued to the secret's word, all lower case (`dbpass`, `rootpw`, `smtppassword`, `adminpwd`):
 * how PHP, shell and C variables are named. Only these heads: a word that ends in `pass` is a word of its own too
 * (`bypass`, `compass`, `overpass`).
 */
const GLUED_SECRET =
  /^(db|admin|root|user|usr|mysql|pg|postgres|smtp|mail|ftp|sftp|ldap|redis|mongo|sql|wifi|wlan|vpn|ssh|sa|sys|web|site|app|svc|proxy|master|login|auth|my|new|old)(pass|passwd|password|pwd|pw)$/;
