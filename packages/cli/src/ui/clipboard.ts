import { spawn } from 'node:child_process';
import { findExecutable, redactForOutput } from '@hand-off-session/core';
import type { Io } from '../io.js';

const TIMEOUT_MS = 5000;

/** Clipboard tools in the order we try them; the first found on PATH wins. */
export const CLIPBOARD_TOOLS: { command: string; args: string[] }[] = [
  { command: 'pbcopy', args: [] },
  { command: 'wl-copy', args: [] },
  { command: 'xclip', args: ['-selection', 'clipboard'] },
  { command: 'xsel', args: ['--clipboard', '--input'] },
  { command: 'clip.exe', args: [] },
];

/**
 * `--copy`: puts `text` on the clipboard with the first tool found, after the same redaction and fail-closed
 * scan as printing. Never throws: a missing tool or a failure is one line on stderr. Returns whether it copied.
 */
export async function copyToClipboard(io: Io, text: string): Promise<boolean> {
  const clean = redactForOutput(text);
  const tool = CLIPBOARD_TOOLS.map((t) => ({ ...t, path: findExecutable(t.command, io.env) })).find((t) => t.path !== null);
  if (!tool?.path) {
    io.stderr(`hand-off-session: no clipboard tool found on PATH (${CLIPBOARD_TOOLS.map((t) => t.command).join(', ')}); not copied\n`);
    return false;
  }
  const error = await pipeTo(tool.path, tool.args, clean, io.env);
  if (error) {
    io.stderr(`hand-off-session: ${tool.command} failed (${error}); not copied\n`);
    return false;
  }
  io.stderr(`hand-off-session: copied to the clipboard (${tool.command})\n`);
  return true;
}

function pipeTo(path: string, args: string[], text: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  return new Promise((resolve) => {
    // wl-copy and xclip keep serving the selection in the background: do not wait on their stdout.
    const child = spawn(path, args, { env, stdio: ['pipe', 'ignore', 'ignore'], windowsHide: true });
    const timer = setTimeout(() => {
      child.kill();
      resolve(`no answer within ${TIMEOUT_MS / 1000}s`);
    }, TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve(err.message);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0 ? null : `exit ${code}`);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}
