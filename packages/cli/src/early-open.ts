import { resolve } from 'node:path';
import { openWithRefs, type OpenedRepo } from '@hand-off-session/core/warm';

/** The repository a command indexes, as the entry began reading it before it loaded the CLI. */
export interface EarlyOpen {
  dir: string;
  /** Null when `dir` is no repository: the command then reads it again and reports why. */
  opened: Promise<OpenedRepo | null>;
}

/**
 * Starts reading the repository of a command that indexes one first thing (`latest`, `show`, `all`): its two git
 * processes (rev-parse, for-each-ref) run while Node compiles the CLI and the core, instead of after. Null when the
 * arguments name no repository to read: `show --transcript` reads a file, and a `--repo` with no value is the CLI's
 * to report. The command takes what was read only if it resolves `--repo` to the same directory (openedByEntry).
 */
export function openEarly(argv: readonly string[], cwd: string): EarlyOpen | null {
  if (argv.some((a) => a === '--transcript' || a.startsWith('--transcript='))) return null;
  const repo = repoArgument(argv);
  if (repo === null) return null;
  const dir = resolve(cwd, repo);
  return { dir, opened: openWithRefs(dir).catch(() => null) };
}

/** The last `--repo` value, as the CLI's parser takes it ('.' without one); null when one is missing or an option. */
function repoArgument(argv: readonly string[]): string | null {
  let repo = '.';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') break;
    if (arg.startsWith('--repo=')) repo = arg.slice('--repo='.length);
    else if (arg === '--repo') repo = argv[++i] ?? '';
    else continue;
    if (repo === '' || repo.startsWith('-')) return null;
  }
  return repo;
}
