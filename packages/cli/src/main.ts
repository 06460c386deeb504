import { staticAnswer } from './static-help.js';
import type { EarlyOpen } from './early-open.js';
import type { ReadListState } from './warm-list.js';

/** The CLI module beside this entry: the bundle names it (see scripts/bundle.mjs); built by tsup, it is cli.js. */
declare const __CLI_FILE__: string | undefined;
const CLI_FILE = typeof __CLI_FILE__ === 'string' ? __CLI_FILE__ : './cli.js';

/** Commands whose first work is the index of one repository: the entry starts reading it (early-open.ts). */
const OPENS_REPO = new Set(['latest', 'show', 'all']);

// A closed pipe (`hand-off-session list | head`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
const argv = process.argv.slice(2);
// `--help` and `--version` answer from a static table, and a warm `list --json` from the record it printed before;
// only anything else loads the CLI (commander, core, the commands), so these cost little more than Node's own start.
const answer = staticAnswer(argv);
if (answer !== null) process.stdout.write(answer);
else {
  const warm = await answeredWarm(argv);
  if (warm !== true) {
    const earlyOpen = OPENS_REPO.has(argv[0] ?? '') ? await openedEarly(argv) : null;
    const { startCli } = await import('./cli.js');
    process.exitCode = await startCli(argv, { entryUrl: import.meta.url, ...(warm ? { listState: warm } : {}), ...(earlyOpen ? { earlyOpen } : {}) });
  }
}

/** The repository read begun for a command in OPENS_REPO, if its arguments name one. */
async function openedEarly(args: string[]): Promise<EarlyOpen | null> {
  const { openEarly } = await import('./early-open.js');
  return openEarly(args, process.cwd());
}

/** True when a warm `list --json` was printed; else the list state read on the way, if any (warm-list.ts). */
async function answeredWarm(args: string[]): Promise<true | ReadListState | null> {
  if (args[0] !== 'list') return null;
  const { printedWarmList } = await import('./warm-list.js');
  return printedWarmList(args, import.meta.url, new URL(CLI_FILE, import.meta.url).href);
}
