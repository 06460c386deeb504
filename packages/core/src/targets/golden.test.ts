import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../render/markdown.js';
import { TARGETS, type TargetName } from '../types/agents.js';
import { fixtureHandoff } from './__fixtures__/handoff.js';
import { getTarget } from './registry.js';

/**
 * The same session rendered for each target, compared with reviewed files in __golden__/. Regenerate on purpose
 * only: `UPDATE_GOLDEN=1 npx vitest run --project unit packages/core/src/targets/golden.test.ts`, then read the diff.
 */
const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '__golden__');
const handoff = fixtureHandoff(['claude-code']);

function render(target: TargetName | null, budget?: number): string {
  const h = { ...handoff, target };
  return renderMarkdown(h, { redactionCount: 0, ...(budget ? { budget } : {}), ...(target ? { framing: getTarget(target) } : {}) }).markdown;
}

/** The data lines: quoted (`>`) or inside a fence. These carry the facts; framing never touches them. */
function dataLines(md: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of md.split('\n')) {
    const marker = /^\s*(`{3,})/.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && fence !== null && line.trim() === fence) fence = null;
    else if (fence !== null || line.trimStart().startsWith('>')) out.push(line);
  }
  return out;
}

function compareGolden(name: string, actual: string): void {
  const file = join(GOLDEN, `${name}.md`);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file)) throw new Error(`golden file missing: ${file} (run with UPDATE_GOLDEN=1 and review it)`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('rendered handoff per target', () => {
  const generic = render(null);

  it('generic: matches its golden file', () => compareGolden('generic', generic));

  it.each([...TARGETS])('%s: matches its golden file', (name) => compareGolden(name, render(name)));

  it.each([...TARGETS])('%s: names the target and the source agent, and uses its own tools', (name) => {
    const t = getTarget(name);
    const md = render(name);
    expect(md).toContain(`This handoff is for ${t.displayName}.`);
    expect(md).toContain('Claude Code recorded');
    for (const tool of [t.vocabulary.edit, t.vocabulary.shell, t.vocabulary.todo]) expect(md).toContain(`\`${tool}\``);
  });

  it.each([...TARGETS])('%s: keeps every fact of the generic handoff, word for word', (name) => {
    expect(dataLines(render(name))).toEqual(dataLines(generic));
    // At a budget that holds them all (the default one screen cuts older items of this dense fixture, the same for all).
    const md = render(name, 4000);
    for (const fact of [handoff.task, handoff.latestInstruction, handoff.nextStep, ...handoff.openQuestions, ...handoff.currentState]) {
      expect(md).toContain(fact?.text.split('\n')[0]);
    }
  });

  it.each([...TARGETS])('%s: opens with verify-then-first-step and ends by sending the reader to the open question', (name) => {
    const md = render(name);
    expect(md.indexOf('Verify the current state first')).toBeLessThan(md.indexOf('## Task'));
    const outro = md.lastIndexOf('Ask the user the open question quoted above before anything else');
    expect(outro).toBeGreaterThan(md.indexOf('## Open questions'));
    expect(outro).toBeGreaterThan(md.lastIndexOf('## '));
  });

  it('differs between every pair of targets', () => {
    const all = TARGETS.map((n) => render(n));
    expect(new Set([generic, ...all]).size).toBe(TARGETS.length + 1);
  });
});
