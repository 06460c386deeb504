#!/usr/bin/env node
// The CLI as self-contained ESM files with every dependency inlined: what the plugins run (node "<plugin
// root>/dist/hand-off-session.mjs"), so an install needs no npm step and no network. dist/hand-off-session.mjs is the
// entry: a few kilobytes that answer --help and --version from a static table and otherwise import the rest of the
// CLI from dist/hand-off-session-cli.mjs beside it. That file loads each command, and what only some commands use
// (zod, ajv, the MCP SDK: over half of the bundled bytes), from dist/chunks/ when it is needed: compiling code a
// command never runs was most of a small command's time.
//
//   node scripts/bundle.mjs           write every file (the last step of `npm run build`)
//   node scripts/bundle.mjs --check   exit 1 when a committed file (HEAD) differs from a fresh build, or is left over
//
// It bundles from sources (the core package through an alias to its src/), so it needs no workspace build, and
// paths in the output are relative to the repository root: the same sources give the same bytes on any machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SUPPORTED } from './esbuild-features.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The entry the plugins and `npm install -g` run. */
export const BUNDLE = 'dist/hand-off-session.mjs';
/** The rest of the CLI, loaded by the entry and imported by the hook's build worker. */
export const CLI_BUNDLE = 'dist/hand-off-session-cli.mjs';
/** The code the CLI file imports when a command needs it (file names carry a hash of their content). */
export const CHUNKS_DIR = 'dist/chunks';

/** The entry's one import of its own: main.ts's `./cli.js` is the CLI bundle beside it, not bundled in. */
const CLI_BESIDE = {
  name: 'cli-beside',
  setup(build) {
    build.onResolve({ filter: /^\.\/cli\.js$/ }, () => ({ path: `./${CLI_BUNDLE.split('/').pop()}`, external: true }));
  },
};

/** The core package's subpath entries (`listing`, `schemas`, `warm`), from sources. */
const CORE_SUBPATHS = {
  name: 'core-subpaths',
  setup(build) {
    build.onResolve({ filter: /^@hand-off-session\/core\/listing$/ }, () => ({ path: join(ROOT, 'packages/core/src/listing.ts') }));
    build.onResolve({ filter: /^@hand-off-session\/core\/schemas$/ }, () => ({ path: join(ROOT, 'packages/core/src/schemas/index.ts') }));
    build.onResolve({ filter: /^@hand-off-session\/core\/warm$/ }, () => ({ path: join(ROOT, 'packages/core/src/warm.ts') }));
  },
};

const HEADER = '// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.';
const ENTRY_BANNER = ['#!/usr/bin/env node', HEADER].join('\n');
// CommonJS dependencies (commander, ndjson) call require() for Node built-ins; an ESM file has no require.
const CLI_BANNER = [
  HEADER,
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  'const require = __bundleCreateRequire(import.meta.url);',
].join('\n');

/**
 * Every file built in memory (`files`: path and bytes; the entry, the CLI file, then the chunks by path): an install
 * holds exactly these. `imports`: what they import from outside themselves at run time (esbuild's list: Node
 * built-ins, and the entry's import of the CLI file beside it).
 */
export async function buildBundle() {
  // The entry names the CLI file beside it (its identity, with the entry's, keys a warm list's record: warm-list.ts).
  const entryOutput = { outfile: BUNDLE, define: { ...BUNDLED, __CLI_FILE__: JSON.stringify(`./${CLI_BUNDLE.split('/').pop()}`) } };
  const entry = await buildOne('packages/cli/src/main.ts', entryOutput, ENTRY_BANNER, [CLI_BESIDE, CORE_SUBPATHS]);
  const cli = await buildOne('packages/cli/src/cli.ts', { ...CLI_SPLIT, define: BUNDLED }, CLI_BANNER, [CORE_SUBPATHS]);
  const chunks = cli.files.filter((f) => f.path !== CLI_BUNDLE).sort((a, b) => a.path.localeCompare(b.path));
  const main = cli.files.find((f) => f.path === CLI_BUNDLE);
  if (!main) throw new Error(`esbuild wrote no ${CLI_BUNDLE}`);
  return { files: [...entry.files, main, ...chunks], imports: [...entry.imports, ...cli.imports] };
}

/** Tells the code it is bundled: its identity is then the entry's and the CLI file's alone (cache/list-record.ts). */
const BUNDLED = { __HOS_BUNDLED__: 'true' };

/** The CLI file, and a chunk for each command module and lazily imported schema (and for the code they share). */
const CLI_SPLIT = {
  outdir: 'dist',
  entryNames: 'hand-off-session-cli',
  chunkNames: `${CHUNKS_DIR.slice('dist/'.length)}/[name]-[hash]`,
  outExtension: { '.js': '.mjs' },
  splitting: true,
};

async function buildOne(entryPoint, output, banner, plugins) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entryPoint],
    ...output,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    supported: SUPPORTED,
    // The core package and its schemas entry point, from sources (esbuild's alias maps by package prefix, so the
    // subpath goes through a resolver of its own).
    alias: { '@hand-off-session/core': './packages/core/src/index.ts' },
    plugins,
    banner: { js: banner },
    minify: true,
    legalComments: 'eof',
    charset: 'utf8',
    logLevel: 'error',
    metafile: true,
  });
  if (result.outputFiles.length === 0) throw new Error('esbuild wrote no output');
  const files = result.outputFiles.map((f) => ({ path: relative(ROOT, f.path).split(sep).join('/'), bytes: Buffer.from(f.contents) }));
  // A chunk's import of another chunk is part of the bundle, not something it needs from outside.
  const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
  return { files, imports };
}

/** The chunk files committed at HEAD (a build that no longer writes one must not leave it behind). */
function committedChunks() {
  try {
    const out = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD', '--', `${CHUNKS_DIR}/`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter((line) => line !== '');
  } catch {
    return [];
  }
}

/** A bundle file as committed (HEAD), or null when it is not committed. */
function committedBytes(path) {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

async function main() {
  const { files } = await buildBundle();
  if (!process.argv.includes('--check')) {
    // Chunk names change with their content: the last build's must not stay beside this one's.
    rmSync(join(ROOT, CHUNKS_DIR), { recursive: true, force: true });
    mkdirSync(join(ROOT, CHUNKS_DIR), { recursive: true });
    for (const { path, bytes } of files) writeFileSync(join(ROOT, path), bytes, { mode: 0o755 });
    return 0;
  }
  const built = new Set(files.map((f) => f.path));
  const leftOver = committedChunks().filter((path) => !built.has(path));
  if (leftOver.length > 0) {
    process.stderr.write(`check:bundle: ${leftOver[0]} is committed but no longer built; run \`npm run build\` and commit dist/\n`);
    return 1;
  }
  for (const { path, bytes } of files) {
    const committed = committedBytes(path);
    if (committed === null) {
      process.stderr.write(`check:bundle: ${path} is not committed at HEAD; run \`npm run build\` and commit it\n`);
      return 1;
    }
    if (!committed.equals(bytes)) {
      process.stderr.write(`check:bundle: the committed ${path} differs from a fresh build of the sources; run \`npm run build\` and commit it\n`);
      return 1;
    }
  }
  const bytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
  process.stdout.write(`check:bundle: ${BUNDLE}, ${CLI_BUNDLE} and ${files.length - 2} chunks (${bytes} bytes) match a fresh build\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`bundle: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
