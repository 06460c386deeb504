// Types for scripts/demo-closing.mjs, so TypeScript tests can import it.
export function closingLines(o: {
  clean: boolean;
  dir: string;
  bin: string;
  root: string;
  session: string;
  checkpoint: string;
  bold?: (s: string) => string;
}): string[];
