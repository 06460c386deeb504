#!/usr/bin/env node
// `npm run demo`: builds the example repository in a temp dir and walks through what the CLI does on it, one step
// at a time: the command, one line on what to notice, its output. The repository is kept (its path and the
// commands to try next end the demo); `--clean` removes it instead. Exits 1 when any step failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExampleRepo } from './example-repo.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'bin', 'hand-off-session.js');
const clean = process.argv.includes('--clean');
const bold = (s) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\u001b[1m${s}\u001b[22m` : s);
let failed = 0;

function cli(args, cwd) {
  return spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true' } });
}

/** One step: a heading, what to notice, the command line, then its output (or only the lines `pick` keeps). */
function step(title, notice, args, cwd, pick = (out) => out) {
  process.stdout.write(`\n${bold(`== ${title}`)}\n${notice}\n\n$ hand-off-session ${args.join(' ')}\n`);
  const res = cli(args, cwd);
  const out = pick(res.stdout ?? '');
  if (out) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
  if (res.stderr) process.stdout.write(res.stderr.endsWith('\n') ? res.stderr : `${res.stderr}\n`);
  if (res.error || res.status !== 0) {
    failed += 1;
    process.stdout.write(`[exit code ${res.status ?? res.signal ?? res.error?.message}]\n`);
  }
  return res;
}

/** The lines of `targeted` that the neutral render does not have: what a target's framing adds. */
function framingOnly(neutral) {
  const seen = new Set(neutral.split('\n'));
  return (targeted) => targeted.split('\n').filter((line) => line.trim() !== '' && !seen.has(line)).join('\n');
}

// The live session is dated now, so it reads as running rather than stale.
const ex = await createExampleRepo(undefined, { liveAt: new Date() });
const dir = ex.dir;
const claude = ex.sessions.claude.id.slice(0, 8);
process.stdout.write(
  `${bold('Example repository:')} ${dir}\n` +
    `  a small API project with ${Object.keys(ex.sessions).length} recorded sessions of five agents and ` +
    `${Object.keys(ex.checkpoints).length} checkpoints in every storage layout Entire has used\n`,
);

step('What was found', 'notice: every storage layout is read through git plumbing; nothing in the repository is written.', ['doctor'], dir);
step('Every session, newest activity first', 'notice: the agent is detected from the transcript itself; the live Cursor session is still running.', ['list'], dir);
const neutral = step(
  'The Claude Code session, as a handoff',
  'notice: the latest instruction word for word, a status backed by the failing test, its decisive line, and where each fact came from.',
  ['show', claude],
  dir,
);
step(
  'The same session framed for Codex (only the lines that differ)',
  "notice: the facts stay the same; the framing speaks Codex's tool names and says how to start.",
  ['show', claude, 'for', 'codex'],
  dir,
  framingOnly(neutral.stdout ?? ''),
);
step(
  'What the budget left out, read back — redacted',
  'notice: a .env file the agent printed: the AWS key and GitHub token are replaced, and only them.',
  ['show', claude, '--raw', '--lines', '30-31'],
  dir,
);
step(
  'One checkpoint that holds two sessions, merged',
  'notice: each session is named; the one that ended last leads.',
  ['show', 'checkpoint', ex.checkpoints.multi.id],
  dir,
);
const saved = step(
  'The continuation contract, for a file the next agent reads',
  'notice: two lines: the file, and the sentence to paste into the next agent.',
  ['show', claude, 'for', 'codex', '--save'],
  dir,
);
// The second line names the file relative to the repository, as the next agent is told to read it.
const file = /^Read (\S+) and verify/m.exec(saved.stdout ?? '')?.[1] ?? '';
if (file) {
  step('Check the contract', 'notice: nine sections in order, next actions, no secret.', ['validate', file], dir);
  step('What changed since it was written', 'notice: branch, HEAD and dirty files compared with the recorded state.', ['verify', file], dir);
}

process.stdout.write(`\n${bold('Try next')} (the repository is kept):\n`);
process.stdout.write(
  [
    `  cd ${dir}`,
    '  hand-off-session                          # on a terminal: pick a session, a checkpoint, a target',
    '  hand-off-session latest for claude        # the newest session, framed for Claude Code',
    `  hand-off-session show ${claude} --json      # the same handoff as JSON (schemas in packages/core/schema/)`,
    '  hand-off-session list --checkpoints       # every checkpoint',
    `  rm -rf ${dir}    # when done`,
    '',
  ].join('\n'),
);
process.stdout.write('(Inside this checkout, run the CLI as `node packages/cli/bin/hand-off-session.js`, or `npm install -g .` first.)\n');
if (clean) rmSync(dir, { recursive: true, force: true });
if (failed > 0) process.stdout.write(`\n${failed} step(s) failed.\n`);
process.exit(failed > 0 ? 1 : 0);
