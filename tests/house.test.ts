// The house keeps one helper each (issue 16, point 8): the few small helpers every module needs are defined once and
// imported everywhere else, and api.ts is only the public facade. Read from the sources, tests left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/corpus.js';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '__fixtures__' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = ['core', 'cli'].flatMap((p) => sources(join(repoRoot, 'packages', p, 'src')));
const text = new Map(files.map((f) => [relative(repoRoot, f), readFileSync(f, 'utf8')]));
const where = (pattern: RegExp): string[] => [...text].filter(([, s]) => pattern.test(s)).map(([f]) => f);

describe('one helper each', () => {
  it.each(['capText', 'safeId', 'isObj', 'ours', 'oneLine', 'isInside'])('%s is defined in one file', (name) => {
    expect(where(new RegExp(`(?:function|const|let)\\s+${name}\\b`))).toHaveLength(1);
  });

  it('the object guard is written once, in types/is-obj.ts; every other reader calls isObj', () => {
    const guard = /typeof (\w+) === 'object' && \1 !== null && !Array\.isArray\(\1\)|typeof (\w+) !== 'object' \|\| \2 === null \|\| Array\.isArray\(\2\)/;
    expect(where(guard)).toEqual(['packages/core/src/types/is-obj.ts']);
  });

  it('api.ts is only the public facade: it hands names on and defines nothing', () => {
    const api = text.get('packages/core/src/api.ts') ?? '';
    const code = api.replace(/\/\*\*[\s\S]*?\*\//g, '').trim();
    for (const statement of code.split(/;\s*/).filter((s) => s.trim() !== '')) expect(statement.trim()).toMatch(/^export (?:type )?\{[^}]*\} from '\.\/pipeline\/[\w-]+\.js'$/);
  });
});
