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

  it("starts at the typed words when the client put a page it fetched before them (Cursor's <external_links>)", () => {
    const page = '<external_links>\n### Potentially Relevant Websearch Results\n\nWebsite URL: https://github.com/acme/cli/pull/12\nWebsite Content:\nSkip to content\n</external_links>';
    expect(firstLineOfLast(`${page}\n\nreview changes in https://github.com/acme/cli/pull/12`)).toBe('review changes in https://github.com/acme/cli/pull/12');
    // A prompt that is nothing but such a block is left to the non-prompt rules.
    expect(firstLineOfLast('<notes>keep\nthis</notes>')).toBe('<notes>keep');
  });
});

describe("prompt.txt of a Codex app session", () => {
  it('reads the request behind the in-app browser context as the latest prompt', () => {
    const browser = '# In app browser:\n- The user has the in-app browser open.\n- Current URL: http://127.0.0.1:3007/\n\n## My request for Codex:\n';
    const window = ['show me the animation please', `${browser}that figure is too blocky, redraw the warlord art`].join('\n\n---\n\n');
    expect(firstLineOfLast(window)).toBe('that figure is too blocky, redraw the warlord art');
  });
});
