// Preloaded with `node --require` (it runs in every thread): logs each worker thread a thread starts, and what
// that worker reports, one JSON line each, to $WATCH_WORKERS_LOG. The bundle tests read it to see that the
// line-count and hook-build workers really ran from the bundle, not the in-thread fallbacks.
const { appendFileSync } = require('node:fs');

const log = process.env.WATCH_WORKERS_LOG;
const write = (entry) => appendFileSync(log, `${JSON.stringify(entry)}\n`);

process.on('worker', (worker) => {
  const id = worker.threadId;
  write({ id, event: 'created' });
  worker.on('error', (error) => write({ id, event: 'error', message: String(error && error.message) }));
  worker.on('message', (message) => write({ id, event: 'message', ok: message && typeof message === 'object' ? message.ok : message }));
});
