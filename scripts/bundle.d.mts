// Types for scripts/bundle.mjs, so TypeScript tests can import it.

/** The entry's path (what the plugins run), relative to the repository root. */
export const BUNDLE: string;
/** The rest of the CLI, loaded by the entry, relative to the repository root. */
export const CLI_BUNDLE: string;
/** The folder of the code the CLI file imports when a command needs it, relative to the repository root. */
export const CHUNKS_DIR: string;
/** Every file built in memory from the sources (path and bytes: the entry, the CLI file, then the chunks), and what they import at run time. */
export function buildBundle(): Promise<{ files: { path: string; bytes: Buffer }[]; imports: string[] }>;
