import { staticAnswer } from './static-help.js';

// A closed pipe (`hand-off-session list | head`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
const argv = process.argv.slice(2);
// `--help` and `--version` answer from a static table; only anything else loads the CLI (commander, core, the
// commands), so the smallest answers cost little more than Node's own start.
const answer = staticAnswer(argv);
if (answer !== null) process.stdout.write(answer);
else {
  const { startCli } = await import('./cli.js');
  process.exitCode = await startCli(argv, import.meta.url);
}
