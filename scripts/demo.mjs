#!/usr/bin/env node
// `npm run demo`: builds the example repository in a temp dir and runs the CLI on it, printing each command
// before its output. A failing command is reported with its exit code and the demo goes on; the demo exits 0
// only when `list` worked (exit 0 and some output).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExampleRepo } from './example-repo.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'bin', 'hand-off-session.js');
const keep = process.argv.includes('--keep');

function run(args) {
  process.stdout.write(`\n$ hand-off-session ${args.join(' ')}\n`);
  const res = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.stdout) process.stdout.write(res.stdout.endsWith('\n') ? res.stdout : `${res.stdout}\n`);
  if (res.stderr) process.stdout.write(res.stderr.endsWith('\n') ? res.stderr : `${res.stderr}\n`);
  const code = res.status ?? (res.signal ? `signal ${res.signal}` : 'unknown');
  if (res.error) process.stdout.write(`(could not run: ${res.error.message})\n`);
  if (code !== 0) process.stdout.write(`[exit code ${code}]\n`);
  else if (!res.stdout?.trim()) process.stdout.write('[exit code 0, but no output]\n');
  return code === 0 && Boolean(res.stdout?.trim());
}

// The live session is dated now, so it reads as running rather than stale.
const ex = await createExampleRepo(undefined, { liveAt: new Date() });
process.stdout.write(`Example repository: ${ex.dir}\n`);
process.stdout.write(
  `  ${Object.keys(ex.checkpoints).length} checkpoints (v1 branch, git-refs, v2), ${Object.keys(ex.sessions).length} sessions, live session ${ex.sessions.cursor.id} (Cursor)\n`,
);

const repo = ['--repo', ex.dir];
const listed = run(['list', ...repo]);
run(['latest', 'for', 'codex', ...repo]);
run(['show', 'checkpoint', ex.checkpoints.claude2.id, ...repo]);

if (keep) process.stdout.write(`\nKept ${ex.dir}\n`);
else rmSync(ex.dir, { recursive: true, force: true });
process.exit(listed ? 0 : 1);
