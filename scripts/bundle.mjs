#!/usr/bin/env node
// The CLI as two self-contained ESM files with every dependency inlined: what the plugins run (node "<plugin
// root>/dist/hand-off-session.mjs"), so an install needs no npm step and no network. dist/hand-off-session.mjs is the
// entry: a few kilobytes that answer --help and --version from a static table and otherwise import the rest of the
// CLI from dist/hand-off-session-cli.mjs beside it (compiling that megabyte is most of a small command's time).
//
//   node scripts/bundle.mjs           write both files (the last step of `npm run build`)
//   node scripts/bundle.mjs --check   exit 1 when a committed file (HEAD) differs from a fresh build
//
// It bundles from sources (the core package through an alias to its src/), so it needs no workspace build, and
// paths in the output are relative to the repository root: the same sources give the same bytes on any machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The entry the plugins and `npm install -g` run. */
export const BUNDLE = 'dist/hand-off-session.mjs';
/** The rest of the CLI, loaded by the entry and imported by the hook's build worker. */
export const CLI_BUNDLE = 'dist/hand-off-session-cli.mjs';
/** Every file of the bundled CLI: an install holds exactly these. */
export const BUNDLE_FILES = [BUNDLE, CLI_BUNDLE];

/** The entry's one import of its own: main.ts's `./cli.js` is the CLI bundle beside it, not bundled in. */
const CLI_BESIDE = {
  name: 'cli-beside',
  setup(build) {
    build.onResolve({ filter: /^\.\/cli\.js$/ }, () => ({ path: `./${CLI_BUNDLE.split('/').pop()}`, external: true }));
  },
};

const CORE_SCHEMAS = {
  name: 'core-schemas',
  setup(build) {
    build.onResolve({ filter: /^@hand-off-session\/core\/schemas$/ }, () => ({ path: join(ROOT, 'packages/core/src/schemas/index.ts') }));
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
 * Both files built in memory (`files`: path and bytes, in BUNDLE_FILES order), and what they import at run time
 * (esbuild's list: Node built-ins, and the entry's import of the CLI file beside it).
 */
export async function buildBundle() {
  const entry = await buildOne('packages/cli/src/main.ts', BUNDLE, ENTRY_BANNER, [CLI_BESIDE]);
  const cli = await buildOne('packages/cli/src/cli.ts', CLI_BUNDLE, CLI_BANNER, [CORE_SCHEMAS]);
  return { files: [entry, cli].map(({ path, bytes }) => ({ path, bytes })), imports: [...entry.imports, ...cli.imports] };
}

async function buildOne(entryPoint, outfile, banner, plugins) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entryPoint],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
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
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no output');
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  return { path: outfile, bytes: Buffer.from(file.contents), imports };
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
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    for (const { path, bytes } of files) writeFileSync(join(ROOT, path), bytes, { mode: 0o755 });
    return 0;
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
  process.stdout.write(`check:bundle: ${files.map(({ path, bytes }) => `${path} (${bytes.length} bytes)`).join(' and ')} match a fresh build\n`);
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
