import { staticAnswer } from './static-help.js';

/** The CLI module beside this entry: the bundle names it (see scripts/bundle.mjs); built by tsup, it is cli.js. */
declare const __CLI_FILE__: string | undefined;
const CLI_FILE = typeof __CLI_FILE__ === 'string' ? __CLI_FILE__ : './cli.js';

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
else if (!(await answeredWarm(argv))) {
  const { startCli } = await import('./cli.js');
  process.exitCode = await startCli(argv, import.meta.url);
}

async function answeredWarm(args: string[]): Promise<boolean> {
  if (args[0] !== 'list') return false;
  const { printedWarmList } = await import('./warm-list.js');
  return printedWarmList(args, import.meta.url, new URL(CLI_FILE, import.meta.url).href);
}
