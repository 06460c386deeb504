import { describe, expect, it } from 'vitest';
import { wordGate } from './word-gate.js';

describe('wordGate', () => {
  const revert = wordGate(/\brevert (?:that|this|it)\b/i, ['revert']);

  it('answers as its pattern on prompts that hold one of the words, in any case', () => {
    expect(revert.test('Please REVERT that change, it broke the build')).toBe(true);
    expect(revert.test('the revert commit is on main')).toBe(false);
  });

  it('answers no without its pattern on a prompt that holds none of the words', () => {
    expect(revert.test('Please look at step 309 of the cache work')).toBe(false);
  });

  it('takes the lower-cased text from a caller that has it', () => {
    const prompt = 'Revert it, then rerun the tests';
    expect(revert.test(prompt, prompt.toLowerCase())).toBe(true);
  });

  it('gives the match of a prompt that holds a word, and none without running the pattern otherwise', () => {
    const verdict = wordGate(/^(?:both )?(?:issues?|findings?) (?:are|is) (?:not )?valid\b/i, ['issue', 'finding']);
    expect(verdict.exec('Both findings are valid, fixing them now')?.[0]).toBe('Both findings are valid');
    expect(verdict.exec('Done.')).toBeNull();
  });

  it('refuses a pattern whose matches a lower-cased text may not show: unicode, global or case-sensitive', () => {
    expect(() => wordGate(/stop/iu, ['stop'])).toThrow(/flagged i only/);
    expect(() => wordGate(/stop/gi, ['stop'])).toThrow(/flagged i only/);
    expect(() => wordGate(/stop/, ['stop'])).toThrow(/flagged i only/);
  });
});
