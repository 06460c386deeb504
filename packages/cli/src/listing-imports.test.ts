// `list` loads the core's listing entry only (core/src/listing.ts): the modules it imports statically take no value from
// the main entry, whose handoff pipeline (summarizer, renderers) is most of the core's bytes. Read from the sources.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handoffForTranscript as coreHandoff } from '@hand-off-session/core';
import { describe, expect, it } from 'vitest';
import { handoffForTranscript } from './cli.js';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Static imports and re-exports of a module that keep a value (`import type` and `export type` are erased). */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm;

/** Every module `entries` load statically, relative imports followed, with what each imports from packages. */
function staticGraph(entries: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = entries.map((e) => resolve(SRC, e));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (graph.has(file)) continue;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((m) => m[1] ?? '');
    graph.set(file, specifiers.filter((s) => !s.startsWith('.')));
    for (const s of specifiers) if (s.startsWith('.')) queue.push(resolve(dirname(file), s.replace(/\.js$/, '.ts')));
  }
  return graph;
}

describe('the modules list loads', () => {
  it('import values from the core listing entry, never from its main entry', () => {
    const graph = staticGraph(['cli.ts', 'commands/list.ts']);
    const fromMain = [...graph].filter(([, packages]) => packages.includes('@hand-off-session/core')).map(([file]) => file);
    expect(fromMain).toEqual([]);
    // The walk reached the shared modules that use the core (it is no walk of nothing).
    const users = [...graph].filter(([, packages]) => packages.includes('@hand-off-session/core/listing')).length;
    expect(users).toBeGreaterThanOrEqual(8);
  });

  it('the VALUE_IMPORT reading tells a type-only import from a value one', () => {
    const text = "import type { A } from '@hand-off-session/core';\nimport { b, type C } from '@hand-off-session/core/listing';\nexport { d } from './d.js';\n";
    expect([...text.matchAll(VALUE_IMPORT)].map((m) => m[1])).toEqual(['@hand-off-session/core/listing', './d.js']);
  });
});

describe("cli.js's handoffForTranscript (the hook's build worker imports it)", () => {
  it('loads the pipeline when called and gives the core handoff', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hos-cli-lazy-'));
    try {
      const file = join(dir, 'session.jsonl');
      const base = { parentUuid: null, isSidechain: false, userType: 'external', cwd: '/w/proj', sessionId: 'lazy' };
      const lines = [
        { type: 'user', ...base, uuid: 'u0', timestamp: '2026-05-01T10:00:00Z', message: { role: 'user', content: 'Fix the off-by-one in src/writer.go and keep go test green.' } },
        { type: 'assistant', ...base, uuid: 'u1', timestamp: '2026-05-01T10:00:05Z', message: { role: 'assistant', content: [{ type: 'text', text: 'The loop drops the last segment; I will fix the bound.' }] } },
      ];
      await writeFile(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
      const request = { target: null, now: new Date('2026-05-01T10:05:00Z') };
      const lazy = await handoffForTranscript(file, request);
      expect(lazy.markdown).toContain('off-by-one');
      expect(lazy.markdown).toBe((await coreHandoff(file, request)).markdown);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
