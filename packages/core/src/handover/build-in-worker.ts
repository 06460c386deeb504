import { Worker } from 'node:worker_threads';

export class BuildDeadlineError extends Error {
  constructor() {
    super('building the handoff took too long');
  }
}

/**
 * Runs `handoffForTranscript(path, {target: null})` from the module at `moduleUrl` in a worker thread
 * and returns its Markdown. On the deadline the worker is terminated, so a slow build cannot keep
 * the hook process alive past its 2 s budget (an in-thread promise could not be cancelled).
 */
export function buildInWorker(moduleUrl: string, transcriptPath: string, deadlineMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl, transcriptPath } });
    worker.unref();
    let settled = false;
    const settle = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new BuildDeadlineError())), deadlineMs);
    timer.unref?.();
    worker.on('message', (message: { ok: boolean; markdown?: string; error?: string }) => {
      settle(() => (message.ok ? resolve(message.markdown ?? '') : reject(new Error(message.error ?? 'handoff build failed'))));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', () => settle(() => reject(new Error('handoff worker exited without an answer'))));
  });
}

// CommonJS on purpose: an eval'd worker is a script, and dynamic import() loads the ESM core from there.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.moduleUrl)
  .then((core) => core.handoffForTranscript(workerData.transcriptPath, { target: null }))
  .then(
    (handoff) => parentPort.postMessage({ ok: true, markdown: String(handoff && handoff.markdown || '') }),
    (error) => parentPort.postMessage({ ok: false, error: String(error && error.message || error) }),
  );
`;
