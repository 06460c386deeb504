import { isMainThread } from 'node:worker_threads';
import { run } from './run.js';
import { processIo } from './io.js';
import { staticAnswer } from './static-help.js';

// The hook's build worker imports this very module (its URL reaches the hook as the CLI's entry URL) for this
// one function: from the single-file bundle there is no other module it could import. In a worker the CLI does
// not start.
export { handoffForTranscript } from '@hand-off-session/core';

if (isMainThread) {
  // A closed pipe (`hand-off-session list | head`) is not an error: stop quietly.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  const argv = process.argv.slice(2);
  // `--help` and `--version` answer from a static table, without registering any command.
  const answer = staticAnswer(argv);
  if (answer !== null) process.stdout.write(answer);
  else process.exitCode = await run(argv, processIo(), import.meta.url);
}
