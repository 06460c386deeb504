// Types for scripts/bundle.mjs, so TypeScript tests can import it.

/** The entry's path (what the plugins run), relative to the repository root. */
export const BUNDLE: string;
/** The rest of the CLI, loaded by the entry, relative to the repository root. */
export const CLI_BUNDLE: string;
/** Every file of the bundled CLI, entry first. */
export const BUNDLE_FILES: string[];
/** Both files built in memory from the sources (path and bytes, in BUNDLE_FILES order), and what they import at run time. */
export function buildBundle(): Promise<{ files: { path: string; bytes: Buffer }[]; imports: string[] }>;
