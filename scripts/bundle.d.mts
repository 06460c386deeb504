// Types for scripts/bundle.mjs, so TypeScript tests can import it.

/** The bundle's path, relative to the repository root. */
export const BUNDLE: string;
/** The bundle built in memory from the sources: its bytes, and the modules it imports at run time. */
export function buildBundle(): Promise<{ bytes: Buffer; imports: string[] }>;
