#!/usr/bin/env node
// The CLI as one self-contained ESM file, dist/hand-off-session.mjs, with every dependency inlined: what the
// plugins run (node "<plugin root>/dist/hand-off-session.mjs"), so an install needs no npm step and no network.
//
//   node scripts/bundle.mjs           write dist/hand-off-session.mjs (the last step of `npm run build`)
//   node scripts/bundle.mjs --check   exit 1 when the committed file (HEAD) differs from a fresh build
//
// It bundles from sources (the core package through an alias to its src/), so it needs no workspace build, and
// paths in the output are relative to the repository root: the same sources give the same bytes on any machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = 'dist/hand-off-session.mjs';

// CommonJS dependencies (commander, ndjson) call require() for Node built-ins; an ESM file has no require.
const CORE_SCHEMAS = {
  name: 'core-schemas',
  setup(build) {
    build.onResolve({ filter: /^@hand-off-session\/core\/schemas$/ }, () => ({ path: join(ROOT, 'packages/core/src/schemas/index.ts') }));
  },
};

const BANNER = [
  '#!/usr/bin/env node',
  '// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.',
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  'const require = __bundleCreateRequire(import.meta.url);',
].join('\n');

/** The bundle built in memory: its bytes, and what it imports at run time (esbuild's list: Node built-ins only). */
export async function buildBundle() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['packages/cli/src/main.ts'],
    outfile: BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The core package and its schemas entry point, from sources (esbuild's alias maps by package prefix, so the
    // subpath goes through a resolver of its own).
    alias: { '@hand-off-session/core': './packages/core/src/index.ts' },
    plugins: [CORE_SCHEMAS],
    banner: { js: BANNER },
    minify: true,
    legalComments: 'eof',
    charset: 'utf8',
    logLevel: 'error',
    metafile: true,
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no output');
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  return { bytes: Buffer.from(file.contents), imports };
}

/** The bundle as committed (HEAD), or null when it is not committed. */
function committedBytes() {
  try {
    return execFileSync('git', ['show', `HEAD:${BUNDLE}`], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

async function main() {
  const fresh = (await buildBundle()).bytes;
  if (!process.argv.includes('--check')) {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    writeFileSync(join(ROOT, BUNDLE), fresh, { mode: 0o755 });
    return 0;
  }
  const committed = committedBytes();
  if (committed === null) {
    process.stderr.write(`check:bundle: ${BUNDLE} is not committed at HEAD; run \`npm run build\` and commit it\n`);
    return 1;
  }
  if (!committed.equals(fresh)) {
    process.stderr.write(`check:bundle: the committed ${BUNDLE} differs from a fresh build of the sources; run \`npm run build\` and commit it\n`);
    return 1;
  }
  process.stdout.write(`check:bundle: ${BUNDLE} matches a fresh build (${fresh.length} bytes)\n`);
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
