import { describe, expect, it, vi } from 'vitest';
import * as prompts from '../adapters/prompts.js';
import { firstLineOfLast } from './prompt-line.js';

vi.mock('../adapters/prompts.js', async (original) => {
  const actual = await original<typeof import('../adapters/prompts.js')>();
  return { ...actual, isNonPrompt: vi.fn(actual.isNonPrompt) };
});

describe('firstLineOfLast', () => {
  it('tests only the parts after the latest prompt, not every prompt of a long window', () => {
    const window = [...Array.from({ length: 500 }, (_, i) => `prompt ${i}\nmore`), 'the latest one\nwith detail', '[Request interrupted by user]', '  '].join('\n\n---\n\n');
    vi.mocked(prompts.isNonPrompt).mockClear();
    expect(firstLineOfLast(window)).toBe('the latest one');
    expect(vi.mocked(prompts.isNonPrompt).mock.calls.length).toBeLessThanOrEqual(2);
  });
});
