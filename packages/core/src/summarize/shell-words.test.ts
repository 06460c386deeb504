import { describe, expect, it } from 'vitest';
import { simpleCommands, unwrapped } from './shell-words.js';

describe('simpleCommands', () => {
  it('cuts a line into its simple commands, with their words, redirections and joining operators', () => {
    const line = `cd packages/web && FORCE_COLOR=0 npx tsc --noEmit -p . 2>&1 | head -40; echo "done" > build/out.txt`;
    expect(simpleCommands(line)).toEqual([
      { words: ['cd', 'packages/web'], writes: [], then: '&&' },
      { words: ['FORCE_COLOR=0', 'npx', 'tsc', '--noEmit', '-p', '.'], writes: [], then: '|' },
      { words: ['head', '-40'], writes: [], then: ';' },
      { words: ['echo', 'done'], writes: [{ path: 'build/out.txt', append: false }], then: null },
    ]);
  });

  it('gives a line read again the same commands, and no reader can change them for the next', () => {
    const line = 'npm run build && npm test -- --run';
    const first = simpleCommands(line);
    expect(simpleCommands(line)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    for (const c of first) {
      expect(Object.isFrozen(c)).toBe(true);
      expect(Object.isFrozen(c.words)).toBe(true);
      expect(Object.isFrozen(c.writes)).toBe(true);
    }
    expect(() => (first as unknown as unknown[]).pop()).toThrow(TypeError);
    expect(() => (first[0]?.words as string[]).push('--watch')).toThrow(TypeError);
    expect(simpleCommands(line).map((c) => c.words.join(' '))).toEqual(['npm run build', 'npm test -- --run']);
  });

  it('reads each of many different lines as its own, however many were read between', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `git show HEAD~${i} -- src/file${i}.ts | grep -n "fn${i}"`);
    const cut = lines.map((line) => simpleCommands(line));
    lines.forEach((line, i) => {
      expect(simpleCommands(line)).toEqual(cut[i]);
      expect(unwrapped(simpleCommands(line)[0]?.words ?? [])).toEqual(['git', 'show', `HEAD~${i}`, '--', `src/file${i}.ts`]);
    });
  });
});
