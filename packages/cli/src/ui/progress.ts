import type { Io } from '../io.js';

const DELAY_MS = 300;
const FRAME_MS = 80;
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/**
 * Shows a spinner on stderr while `work` runs, but only on a terminal and only once it has taken longer than
 * ~300 ms, so quick commands print nothing extra. The line is erased when the work settles either way.
 */
export async function withProgress<T>(io: Io, label: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const promise = typeof work === 'function' ? work() : work;
  if (!io.isTTY) return promise;
  let frame = 0;
  let shown = false;
  let spin: NodeJS.Timeout | undefined;
  const start = setTimeout(() => {
    shown = true;
    const draw = () => io.stderr(`\r${FRAMES[frame++ % FRAMES.length]} ${label}`);
    draw();
    spin = setInterval(draw, FRAME_MS);
    spin.unref();
  }, DELAY_MS);
  start.unref();
  try {
    return await promise;
  } finally {
    clearTimeout(start);
    if (spin) clearInterval(spin);
    if (shown) io.stderr('\r\u001b[2K');
  }
}
