/** Split an identifier into lower-case words: `secretAccessKey` → secret access key, `DB_PASS` → db pass. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // `KeyIDExtension`: an acronym ends where the next word starts
    .toLowerCase()
    // a combining mark is part of its word: Thai, Devanagari and Bengali spell `รหัสผ่าน`, `पासवर्ड` with them; so is
    // a zero-width (non-)joiner, which Persian and Indic scripts spell words with (`کلمه‌عبور`)
    .split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)
    .filter((w) => w.length > 0);
}
