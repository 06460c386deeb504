/** Split an identifier into lower-case words: `secretAccessKey` → secret access key, `DB_PASS` → db pass. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // `KeyIDExtension`: an acronym ends where the next word starts
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}
