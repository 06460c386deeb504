#!/usr/bin/env node
// The independent judge of real handoffs (issue 12): runs the BUILT CLI on the held-out checkpoints and scores every
// field against expectations.json (written from the transcripts). Rules: score.mjs.
//
//   npm run build && node tests/handoff/real-checkpoints/judge.mjs [--fresh | --fresh2 | --fresh3] [--json] [--save <dir>] [checkpoint-id…]
//
// --fresh, --fresh2 and --fresh3 score a never-tuned set (expectations-fresh*.json) instead of the held-out one.
//
// --save <dir> also writes each checkpoint's CLI answers (<id>.json, <id>.md) there, to read the failures.
// Prints the per-field table (correct / partly / wrong / missing, share right) and the failures, one line each.
// Exit 0 when it ran (whatever the scores), 2 on bad usage or a missing corpus or build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { CORPUS_ROOT, REPO_ROOT, SETS, buildRepo, cliEnv, collect, loadExpectations } from './harness.mjs';
import { formatTable, hardGoals, scoreCheckpoint, summarize } from './score.mjs';

const BIN = join(REPO_ROOT, 'packages', 'cli', 'bin', 'hand-off-session.js');

function fail(message) {
  process.stderr.write(`judge: ${message}\n`);
  process.exit(2);
}

/** tests/support/git-fixture.ts, compiled in memory with the project's TypeScript (it imports only node builtins). */
async function loadGitFixture() {
  const ts = createRequire(import.meta.url)('typescript');
  const source = readFileSync(join(REPO_ROOT, 'tests', 'support', 'git-fixture.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return mod.GitFixture;
}

/** Runs the built CLI piped, as a user would in a script; never waits more than two minutes. */
function runner(env) {
  return (args) => {
    const r = spawnSync(process.execPath, [BIN, ...args], {
      env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env },
      input: '',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    if (r.error) return { code: -1, stdout: '', stderr: `${r.error.code === 'ETIMEDOUT' ? 'timed out after 120 s' : r.error.message}` };
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
}

function save(dir, id, out) {
  if (out.json) writeFileSync(join(dir, `${id}.json`), `${JSON.stringify(out.json, null, 2)}\n`);
  if (out.markdown) writeFileSync(join(dir, `${id}.md`), out.markdown);
  if (out.failure) writeFileSync(join(dir, `${id}.failure.txt`), `${out.failure}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const asJson = args.includes('--json');
  const saveAt = args.indexOf('--save');
  const saveDir = saveAt >= 0 ? args[saveAt + 1] : null;
  if (saveAt >= 0 && (!saveDir || saveDir.startsWith('-'))) fail('--save needs a directory');
  const fileAt = args.indexOf('--expectations');
  const expectationsFile = fileAt >= 0 ? args[fileAt + 1] : null;
  if (fileAt >= 0 && (!expectationsFile || expectationsFile.startsWith('-'))) fail('--expectations needs a file');
  const setFlags = Object.keys(SETS).filter((s) => s !== 'held-out').map((s) => `--${s}`);
  const sets = setFlags.filter((f) => args.includes(f)).map((f) => f.slice(2));
  if (sets.length + (expectationsFile ? 1 : 0) > 1) fail(`choose one of ${setFlags.join(', ')}, --expectations <file>`);
  const unknown = args.find((a) => a.startsWith('-') && !['--json', '--save', '--expectations', ...setFlags].includes(a));
  if (unknown) fail(`unknown option ${unknown} (usage: judge.mjs [${setFlags.join(' | ')} | --expectations <file>] [--json] [--save <dir>] [checkpoint-id…])`);
  const valueAt = new Set([saveAt + 1, fileAt + 1].filter((i) => i > 0));
  const only = args.filter((a, i) => !a.startsWith('-') && !valueAt.has(i));
  if (!existsSync(join(REPO_ROOT, 'packages', 'cli', 'dist'))) fail('the CLI is not built: run npm run build first');
  if (!existsSync(CORPUS_ROOT)) fail(`corpus missing: expected ${CORPUS_ROOT}`);

  const expectations = loadExpectations(expectationsFile ?? sets[0] ?? 'held-out');
  const chosen = expectations.checkpoints.filter((c) => only.length === 0 || only.some((o) => c.id.startsWith(o)));
  if (chosen.length === 0) fail(`no held-out checkpoint matches ${only.join(' ')}`);
  const GitFixture = await loadGitFixture();
  const folders = [...new Set(chosen.map((c) => c.folder))];
  const repos = new Map(folders.map((f) => [f, buildRepo(GitFixture, resolve(CORPUS_ROOT, f))]));
  try {
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const results = chosen.map((exp) => {
      const fx = repos.get(exp.folder);
      const out = collect(exp.id, fx.dir, runner(cliEnv(fx)));
      if (saveDir) save(saveDir, exp.id, out);
      return scoreCheckpoint(exp, out);
    });
    const summary = summarize(results);
    const goals = hardGoals(results, summary);
    if (asJson) {
      process.stdout.write(`${JSON.stringify({ checkpoints: results, ...summary, hardGoals: goals }, null, 2)}\n`);
      return;
    }
    process.stdout.write(`${formatTable(summary)}\n\n${summary.judgements} judgements over ${results.length} checkpoints; ` +
      `right: ${(100 * summary.shareRight).toFixed(1)}% (partly as half: ${(100 * summary.shareRightWithPartly).toFixed(1)}%)\n\n`);
    process.stdout.write(`Hard goals:\n${Object.entries(goals).map(([k, v]) => `  ${k}: ${Array.isArray(v) ? (v.length ? `FAIL (${v.join(', ')})` : 'ok') : v ? 'ok' : 'FAIL'}`).join('\n')}\n\n`);
    process.stdout.write(`Failures (${summary.failures.length}):\n${summary.failures.map((f) => `  ${f}`).join('\n')}\n`);
  } finally {
    for (const fx of repos.values()) rmSync(fx.root, { recursive: true, force: true });
  }
}

main().catch((e) => fail(e instanceof Error ? e.message : String(e)));
