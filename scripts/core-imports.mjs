// An esbuild plugin for the bundle: the CLI's imports of `@hand-off-session/core` go straight to the core files that
// define each name, not through the package's index. esbuild splits code into chunks by which entry points reach a
// file, and the index reaches every file of the core: through it `list` shares one chunk with the whole handoff
// pipeline and compiles all of it at every run. Imported from their own files, the pipeline's files are reached only
// by the commands that build handoffs and land in chunks of their own.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `export { a, b as c, type T } from './x.js'`, `export * from './x.js'`, and local `export function|const|class …`. */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const STAR = /export\s+\*\s+from\s*'([^']+)'/g;
const LOCAL = /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LOCAL_LIST = /^export\s+\{([^}]*)\}\s*;/gm;

/** The file of a core module specifier ('./x.js' is the TypeScript source './x.ts', or './x/index.ts'). */
function sourceOf(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const file of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      readFileSync(file);
      return file;
    } catch {
      /* try the next form */
    }
  }
  throw new Error(`core-imports: cannot find ${spec} from ${from}`);
}

/** Each value name a core file exports, mapped to the file that defines it and its name there. */
function exportsOf(file, seen = new Map()) {
  const known = seen.get(file);
  if (known) return known;
  const names = new Map();
  seen.set(file, names);
  const text = readFileSync(file, 'utf8');
  for (const [, name] of text.matchAll(LOCAL)) names.set(name, { file, name });
  for (const [, list] of text.matchAll(LOCAL_LIST)) for (const { local, exported } of specifiers(list)) names.set(exported, { file, name: local });
  for (const [, typeOnly, list, spec] of text.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const inner = exportsOf(sourceOf(file, spec), seen);
    for (const { local, exported } of specifiers(list)) {
      const target = inner.get(local);
      if (target) names.set(exported, target);
    }
  }
  for (const [, spec] of text.matchAll(STAR)) {
    for (const [name, target] of exportsOf(sourceOf(file, spec), seen)) if (!names.has(name)) names.set(name, target);
  }
  return names;
}

/** `a, b as c, type T` → value specifiers only (a type is erased and needs no file). */
function specifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('type '))
    .map((s) => {
      const [local, exported = local] = s.split(/\s+as\s+/);
      return { local, exported };
    });
}

const IMPORT = /(import|export)\s+\{([^}]*)\}\s*from\s*'@hand-off-session\/core'\s*;/g;

/**
 * Rewrites one CLI file's `import { … } from '@hand-off-session/core'` (and `export { … } from`) into one statement
 * per defining file. A name the map does not know keeps coming from the index, so a miss costs speed, never a binding.
 */
export function rewriteCoreImports(text, names) {
  return text.replace(IMPORT, (whole, keyword, list) => {
    const byFile = new Map();
    const rest = [];
    for (const raw of list.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
      if (raw.startsWith('type ')) continue;
      const [local, alias = local] = raw.split(/\s+as\s+/);
      const target = names.get(local);
      if (!target) {
        rest.push(raw);
        continue;
      }
      const entry = target.name === alias ? target.name : `${target.name} as ${alias}`;
      byFile.set(target.file, [...(byFile.get(target.file) ?? []), entry]);
    }
    const lines = [...byFile].map(([file, entries]) => `${keyword} { ${entries.join(', ')} } from ${JSON.stringify(file)};`);
    if (rest.length > 0) lines.push(`${keyword} { ${rest.join(', ')} } from '@hand-off-session/core';`);
    // Types only: nothing to import at run time (an empty `import {} from` would still load the index).
    return lines.join('\n');
  });
}

/** The plugin: `coreIndex` is the core's src/index.ts; only files under `cliDir` are rewritten. */
export function coreImports(coreIndex, cliDir) {
  return {
    name: 'core-imports',
    setup(build) {
      const names = exportsOf(coreIndex);
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(cliDir)) return undefined;
        return { contents: rewriteCoreImports(readFileSync(args.path, 'utf8'), names), loader: 'ts' };
      });
    },
  };
}
