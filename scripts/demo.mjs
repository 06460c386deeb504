#!/usr/bin/env node
// `npm run demo`: builds the example repository in a temp dir and walks through what the CLI does on it, one step
// at a time: the command, one line on what to notice, its output. The repository is kept (its path and the
// commands to try next end the demo); `--clean` removes it instead. Exits 1 when any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closingLines } from './demo-closing.mjs';
import { createExampleRepo } from './example-repo.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'bin', 'hand-off-session.js');
const clean = process.argv.includes('--clean');
const bold = (s) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\u001b[1m${s}\u001b[22m` : s);
let failed = 0;

function cli(args, cwd) {
  return spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true' } });
}

/** A step's heading, what to notice, and the command line. */
function heading(title, notice, shown) {
  process.stdout.write(`\n${bold(`== ${title}`)}\nnotice: ${notice}\n\n$ ${shown}\n`);
}

/** One step: its heading, then the command's output (or what `pick` makes of it). */
function step(title, notice, args, cwd, { pick = (out) => out } = {}) {
  heading(title, notice, `hand-off-session ${args.join(' ')}`);
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

const WIDTH = Math.max(100, Math.min(process.stdout.columns || 160, 200));

/** Words of `line` wrapped to `width` columns. */
function wrap(line, width) {
  const out = [];
  let cur = '';
  for (const word of line.split(' ')) {
    if (cur && cur.length + 1 + word.length > width) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur} ${word}` : word;
    while (cur.length > width) {
      out.push(cur.slice(0, width));
      cur = cur.slice(width);
    }
  }
  out.push(cur);
  return out;
}

/**
 * Two renders of one handoff as rows: where they differ, each side in its column; where they agree, one line
 * saying how many lines are the same (and which sections they hold), so what the framing changes stands out.
 */
function differences(left, right) {
  const a = left.split('\n');
  const b = right.split('\n');
  // Longest common subsequence of lines (a handoff is a few hundred lines at most).
  const len = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) len[i][j] = a[i] === b[j] ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
  }
  const blocks = [];
  const push = (kind, l, r) => {
    const last = blocks.at(-1);
    if (last?.kind === kind) {
      if (l !== undefined) last.left.push(l);
      if (r !== undefined) last.right.push(r);
    } else blocks.push({ kind, left: l === undefined ? [] : [l], right: r === undefined ? [] : [r] });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) push('same', a[i++], b[j++]);
    else if (j >= b.length || (i < a.length && len[i + 1][j] >= len[i][j + 1])) push('diff', a[i++], undefined);
    else push('diff', undefined, b[j++]);
  }
  const half = Math.floor((WIDTH - 3) / 2);
  const rows = [`${'neutral'.padEnd(half)} | for codex`, `${'-'.repeat(half)} | ${'-'.repeat(half)}`];
  for (const block of blocks) {
    if (block.kind === 'same') {
      const sections = block.left.filter((l) => l.startsWith('## ')).map((l) => l.slice(3).replace(/ *[(:—].*$/, ''));
      rows.push(`  … ${block.left.length} line(s) the same in both${sections.length ? ` (${sections.join(', ')})` : ''}`);
      continue;
    }
    const l = block.left.flatMap((x) => wrap(x, half));
    const r = block.right.flatMap((x) => wrap(x, half));
    for (let k = 0; k < Math.max(l.length, r.length); k += 1) rows.push(`${(l[k] ?? '').padEnd(half)} | ${r[k] ?? ''}`.trimEnd());
  }
  return rows.join('\n');
}

/**
 * The picker's first screen, on a pseudo-terminal (util-linux `script`), then Ctrl-C. Null where there is no such
 * `script` (macOS's takes other flags): the demo says to run it in a terminal instead.
 */
function pickerScreen(cwd) {
  if (spawnSync('script', ['--version'], { encoding: 'utf8' }).status !== 0) return Promise.resolve(null);
  const env = { ...process.env, TERM: 'xterm-256color', NO_COLOR: '1' };
  delete env.CI;
  const quote = (x) => `'${x.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols 130 rows 30; exec ${quote(process.execPath)} ${quote(bin)}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  const plain = () => out.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
  return new Promise((resolvePromise) => {
    const done = (text) => {
      clearTimeout(timer);
      child.stdin.write('\u0003');
      child.kill();
      resolvePromise(text);
    };
    const timer = setTimeout(() => done(null), 20_000);
    child.stdout.on('data', (d) => {
      out += d.toString('utf8');
      if (/to search/.test(plain())) setTimeout(() => done(plain().slice(plain().indexOf('◆'))), 200);
    });
    child.on('exit', () => done(null));
  });
}

// The live session is dated now, so it reads as running rather than stale.
const ex = await createExampleRepo(undefined, { liveAt: new Date() });
const dir = ex.dir;
const claude = ex.sessions.claude.id.slice(0, 8);
const codex = ex.sessions.codex.id.slice(0, 8);
process.stdout.write(
  `${bold('Example repository:')} ${dir}\n` +
    `  a small API project with ${Object.keys(ex.sessions).length} recorded sessions of five agents and ` +
    `${Object.keys(ex.checkpoints).length} checkpoints in every storage layout Entire has used\n`,
);

step('What was found', 'every storage layout is read through git plumbing; nothing in the repository is written.', ['doctor'], dir);
step('Every session, newest activity first', 'the agent is detected from the transcript itself; the live Cursor session is still running.', ['list'], dir);

heading('The picker', 'on a terminal, the bare command asks: which session (type to filter), the whole session or one checkpoint, which agent.', 'hand-off-session');
const screen = await pickerScreen(dir);
process.stdout.write(screen ? `${screen.trimEnd()}\n(Ctrl-C: the demo only looks)\n` : '(run it in a terminal to see the picker; piped, it prints the list)\n');

const neutral = step(
  'A blocked Claude Code session, as a handoff',
  'the latest instruction word for word, a status backed by the failing test and its decisive line, where each fact came from.',
  ['show', claude],
  dir,
);
const targeted = cli(['show', claude, 'for', 'codex'], dir);
heading(
  'The same handoff framed for Codex, side by side with the neutral one (only where they differ)',
  "the facts stay the same; the Codex framing speaks its tool names (exec_command, apply_patch, update_plan) and says how to start.",
  `hand-off-session show ${claude} for codex`,
);
if (targeted.status !== 0) failed += 1;
process.stdout.write(`${differences(neutral.stdout ?? '', targeted.stdout ?? '')}\n`);
if (targeted.stderr) process.stdout.write(targeted.stderr);

step(
  'A finished Codex session',
  '"complete" only because every todo is done and `npm test` passed after the last edit; every command with its exit code.',
  ['show', codex],
  dir,
);
step(
  'What the budget left out, read back: redacted',
  'a .env file the agent printed: the AWS key and GitHub token are replaced by [REDACTED:…], and only them.',
  ['show', claude, '--raw', '--lines', '30-31'],
  dir,
);
const saved = step(
  'The continuation contract, for a file the next agent reads',
  'two lines: the file (named by branch, session and second), and the sentence to paste into the next agent.',
  ['show', claude, 'for', 'codex', '--save'],
  dir,
);
// The second line names the file relative to the repository, as the next agent is told to read it.
const file = /^Read (\S+) and verify/m.exec(saved.stdout ?? '')?.[1] ?? '';
if (file) {
  step('Check the contract', 'nine sections in order, a first safe step, no secret.', ['validate', file], dir);
  step('What changed since it was written', 'branch, HEAD and dirty files compared with the recorded state; the contract itself is not drift.', ['verify', file], dir);
  heading(
    'After someone edits a file',
    'verify names the change and exits 1, so a script or an agent stops before trusting the contract.',
    `echo "// changed after the handoff" >> src/server.ts && hand-off-session verify ${file}`,
  );
  appendFileSync(`${dir}/src/server.ts`, '// changed after the handoff\n');
  const drift = cli(['verify', file], dir);
  process.stdout.write(`${drift.stdout}${drift.stderr}`);
  if (drift.status === 1) process.stdout.write('[exit 1, as it should]\n');
  else failed += 1;
}

const closing = closingLines({ clean, dir, bin, root, session: claude, checkpoint: ex.checkpoints.multi.id, bold });
process.stdout.write(`${closing.join('\n')}\n`);
if (clean) rmSync(dir, { recursive: true, force: true });
if (failed > 0) process.stdout.write(`\n${failed} step(s) failed.\n`);
process.exit(failed > 0 ? 1 : 0);
