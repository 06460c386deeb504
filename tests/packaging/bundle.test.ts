// The bundled CLI, dist/hand-off-session.mjs, the dist/hand-off-session-cli.mjs it loads and the dist/chunks/ that
// file loads per command, as the plugins run it: the files copied alone into a directory whose path has a space and no
// node_modules anywhere above it. They must be a fresh, deterministic build of the sources, hold no path of the
// machine that built them, answer --help and --version without loading the CLI file, load no more than a command
// needs, and run their two worker threads (the line count of a big transcript, the hook's handoff build) from
// themselves.
import { execFileSync, spawnSync } from 'node:child_process';
import { isBuiltin } from 'node:module';
import { closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, CHUNKS_DIR, CLI_BUNDLE, buildBundle } from '../../scripts/bundle.mjs';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { repoRoot } from '../support/corpus.js';

const DEV_BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');
const WATCH = join(repoRoot, 'tests', 'packaging', 'support', 'watch-workers.cjs');
const FIXTURE = join(repoRoot, 'tests', 'packaging', 'fixtures', 'claude-session.jsonl');
const VERSION = (JSON.parse(readFileSync(join(repoRoot, 'packages', 'cli', 'package.json'), 'utf8')) as { version: string }).version;

let root: string;
let bundle: string;
let exampleDir: string;
/** Every file of a fresh build, relative to the repository root. */
let files: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos bundle '));
  mkdirSync(join(root, 'plugin root', CHUNKS_DIR), { recursive: true });
  bundle = join(root, 'plugin root', BUNDLE);
  files = (await buildBundle()).files.map((f) => f.path);
  for (const file of files) copyFileSync(join(repoRoot, file), join(root, 'plugin root', file));
  exampleDir = (await createExampleRepo(join(root, 'example repo'))).dir;
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  workers: { id: number; event: string; ok?: unknown; message?: string }[];
}

function run(bin: string, args: string[], opts: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const log = join(root, `workers-${Date.now()}-${Math.random().toString(36).slice(2)}.jsonl`);
  const result = spawnSync(process.execPath, ['--require', WATCH, bin, ...args], {
    cwd: opts.cwd ?? root,
    input: opts.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', WATCH_WORKERS_LOG: log, ...opts.env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
  let workers: Run['workers'] = [];
  try {
    workers = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Run['workers'][number]);
  } catch {
    workers = [];
  }
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, workers };
}

describe('dist/hand-off-session.mjs', () => {
  it('is what a fresh build of the sources gives, byte for byte, twice', async () => {
    const [a, b] = [(await buildBundle()).files, (await buildBundle()).files];
    expect(a.slice(0, 2).map((f) => f.path)).toEqual([BUNDLE, CLI_BUNDLE]);
    expect(a.map((f) => f.path)).toEqual(b.map((f) => f.path));
    expect(readdirSync(join(repoRoot, CHUNKS_DIR)).sort()).toEqual(a.slice(2).map((f) => f.path.slice(CHUNKS_DIR.length + 1)).sort());
    for (const [i, { path, bytes }] of a.entries()) {
      expect(bytes.equals(b[i]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(bytes.equals(readFileSync(join(repoRoot, path))), `stale ${path}: run \`npm run build\``).toBe(true);
    }
  });

  it('holds no path of the machine that built it and imports nothing but Node built-ins and the CLI file beside it', async () => {
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    for (const file of files) {
      const text = readFileSync(join(root, 'plugin root', file), 'utf8');
      // (The home and temp directories are not checked by name: "/root" and "/tmp" occur inside ordinary strings.)
      for (const path of [repoRoot, dirname(repoRoot) + sep, 'file:///']) expect(text).not.toContain(path);
    }
    const { imports } = await buildBundle();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => !isBuiltin(path))).toEqual([`./${CLI_BUNDLE.split('/').pop()}`]);
  });

  it('answers --version and --help from the entry alone, the CLI file not loaded', () => {
    const alone = mkdtempSync(join(root, 'entry alone '));
    const entry = join(alone, 'hand-off-session.mjs');
    copyFileSync(bundle, entry);
    expect(run(entry, ['--version'])).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    const help = run(entry, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: hand-off-session /);
    expect(help.stdout).toBe(run(DEV_BIN, ['--help']).stdout);
    // Anything else needs the CLI file: without it, the import fails.
    expect(run(entry, ['list']).code).not.toBe(0);
  });

  it('loads only what the command runs: list and latest compile no zod, ajv or MCP SDK code; mcp does', () => {
    // A clone holds the checkpoints but no live session, whose state files are the one thing list checks with zod.
    const clone = join(root, 'cloned example');
    execFileSync('git', ['clone', '-q', exampleDir, clone]);
    const loaded = (args: string[]) => loadedFiles(args, clone).map((file) => readFileSync(file, 'utf8'));
    // A class name zod keeps through minification, in the chunks only the schemas and the MCP server import.
    const zod = (texts: string[]) => texts.filter((text) => text.includes('ZodError')).length;
    const list = loaded(['list', '--json']);
    expect(list.length).toBeGreaterThan(2);
    expect(zod(list)).toBe(0);
    expect(zod(loaded(['latest']))).toBe(0);
    expect(zod(loaded(['mcp', '--help']))).toBeGreaterThan(0);
  });

  it('reads the example repository like the workspace build (list, --ndjson, latest)', () => {
    for (const args of [['list', '--json'], ['list', '--ndjson', '--limit', '3'], ['latest', 'for', 'codex']]) {
      const [bundled, dev] = [run(bundle, args, { cwd: exampleDir }), run(DEV_BIN, args, { cwd: exampleDir })];
      expect(bundled.code).toBe(0);
      expect(bundled.stdout.length).toBeGreaterThan(100);
      expect({ stdout: stable(bundled.stdout), stderr: bundled.stderr }).toEqual({ stdout: stable(dev.stdout), stderr: dev.stderr });
    }
  });

  it('builds the hook handoff in a worker thread that imports the bundled CLI file', () => {
    const state = mkdtempSync(join(root, 'state '));
    const input = JSON.stringify({ session_id: 'bundle-hook-1', transcript_path: FIXTURE, cwd: root, hook_event_name: 'PreCompact', trigger: 'manual' });
    // The worker wiring is under test, not the 1.2 s default a busy machine can miss (hook-budget.test.ts holds it).
    const armed = run(bundle, ['hook', 'pre-compact'], { input, env: { HAND_OFF_SESSION_STATE_DIR: state, HAND_OFF_SESSION_HOOK_BUILD_MS: '9000' } });
    expect(armed).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(state)).toEqual(['bundle-hook-1.json']);
    expect(armed.workers.filter((w) => w.event === 'message')).toEqual([expect.objectContaining({ ok: true })]);
    expect(armed.workers.filter((w) => w.event === 'error')).toEqual([]);
  });

  it('counts the lines of a big transcript in its worker thread and gets the same line numbers', () => {
    const big = join(root, 'big transcript.jsonl');
    const fillerLines = writeBigTranscript(big);
    const bundled = run(bundle, ['show', '--transcript', big]);
    expect(bundled.stderr).toBe('');
    expect(bundled.code).toBe(0);
    expect(bundled.workers.filter((w) => w.event === 'created')).toHaveLength(1);
    expect(bundled.workers.filter((w) => w.event === 'error')).toEqual([]);
    // The fixture's lines come after the filler and the compaction boundary: their numbers prove the count.
    const lines = [...bundled.stdout.matchAll(/\bline (\d+)/g)].map((m) => Number(m[1]));
    expect(lines.length).toBeGreaterThan(0);
    expect(Math.min(...lines)).toBeGreaterThan(fillerLines);
    expect(bundled.stdout).toBe(run(DEV_BIN, ['show', '--transcript', big]).stdout);
  });
});

/** The files of the bundle a run of `args` in `cwd` loads, found by a module loader hook. */
function loadedFiles(args: string[], cwd: string): string[] {
  const log = join(root, `loaded-${Date.now()}-${Math.random().toString(36).slice(2)}.txt`);
  const hook = `export async function load(url, context, next) { if (url.startsWith('file:')) (await import('node:fs')).appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
  const result = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, bundle, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(log, 'utf8').trim().split('\n').map((url) => fileURLToPath(url));
}

/** Times in relative words ("3s ago") move between two runs; everything else must match. */
function stable(text: string): string {
  return text.replace(/"lastActivityAt":\s*"[^"]*"/g, '"lastActivityAt":"-"').replace(/\b\d+[smhd] ago\b/g, 'ago');
}

/** Over 32 MiB of inert Claude Code lines, a compaction boundary, then the fixture session: the worker counts the filler. */
function writeBigTranscript(path: string): number {
  const filler = `${JSON.stringify({ type: 'file-history-snapshot', messageId: 'm0', snapshot: { messageId: 'm0', trackedFileBackups: {}, timestamp: '2026-11-30T08:00:00.000Z', note: 'x'.repeat(300) }, isSnapshotUpdate: false })}\n`;
  const count = Math.ceil((33 * 1024 * 1024) / filler.length);
  const fd = openSync(path, 'w');
  try {
    const block = filler.repeat(1000);
    for (let i = 0; i < Math.floor(count / 1000); i++) writeSync(fd, block);
    writeSync(fd, filler.repeat(count % 1000));
    writeSync(fd, `${JSON.stringify({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', timestamp: '2026-11-30T08:59:00.000Z', uuid: 'cb1', parentUuid: null, compactMetadata: { trigger: 'manual', preTokens: 1000 } })}\n`);
    writeSync(fd, readFileSync(FIXTURE));
  } finally {
    closeSync(fd);
  }
  return count;
}
