import { isMainThread } from 'node:worker_threads';
import { run } from './run.js';
import { processIo } from './io.js';

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
  process.exitCode = await run(process.argv.slice(2), processIo(), import.meta.url);
}
