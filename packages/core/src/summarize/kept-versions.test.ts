import { describe, expect, it } from 'vitest';
import { keptVersions } from './kept-versions.js';

describe('keptVersions', () => {
  it('keeps the sentence that says which of two versions survives, with the artefact it names', () => {
    const text =
      'Next.js 16 is newer than my training data. Now restoring my stashed files. The generated `.gitignore` is more complete (already ignores `.env*`, `.vercel`), so I\'ll keep it and discard my original.';
    const got = keptVersions(text);
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toContain('`.gitignore`');
    expect(got[0]?.rejected[0]?.option).toBe('my original');
  });

  it('reads a report of the same choice in the past tense', () => {
    expect(keptVersions('Both branches touched the lockfile; I kept the upstream `package-lock.json` and dropped ours.')).toHaveLength(1);
  });

  it('takes no keep that turns no earlier version down, and none put to the user', () => {
    expect(keptVersions("I'll keep the tests and remove the debug logging before committing.")).toEqual([]);
    expect(keptVersions("Should I keep the generated README and discard the original one?")).toEqual([]);
    expect(keptVersions('If you prefer, I\'ll keep yours and discard the generated one.')).toEqual([]);
  });
});
