import type { EarlyOpen } from './early-open.js';
import type { ReadListState } from './warm-list.js';

/**
 * The CLI's only way to the outside world. Commands receive an Io instead of touching process.*,
 * so tests can run them in-process and the MCP server can reuse them.
 */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** stdout is a terminal: progress, colour and prompts are allowed (never when CI is set). */
  isTTY: boolean;
  /** The terminal's width when stdout is one; tables fit it. Absent when stdout is no terminal: nothing is cut. */
  columns?: number;
}

export function processIo(): Io {
  const interactive = Boolean(process.stdout.isTTY && process.stdin.isTTY) && !process.env.CI;
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    isTTY: interactive,
    ...(process.stdout.columns ? { columns: process.stdout.columns } : {}),
  };
}

/** Where the running CLI lives; both absent when run() is called in-process. */
export interface EntryUrls {
  /** The file `node` was given (main.ts built, or dist/hand-off-session.mjs): how the hook names the CLI. */
  entryUrl?: string;
  /** The module that exports handoffForTranscript for the hook's build worker (cli.ts built, or its bundle). */
  moduleUrl?: string;
  /** The list state the entry read before it loaded the CLI (warm-list.ts): `list --json` does not read it again. */
  listState?: ReadListState;
  /** The repository the entry began reading before it loaded the CLI (early-open.ts): the index does not read it again. */
  earlyOpen?: EarlyOpen;
}

/** What a command reports back to run() besides thrown errors. */
export interface CommandState extends EntryUrls {
  exitCode: number;
  /** The CLI itself, for commands that run other commands in-process (`mcp`): passed in, so no module imports run.ts back. */
  runCli?: (argv: string[], io: Io) => Promise<number>;
}
