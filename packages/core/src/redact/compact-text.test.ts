import { describe, expect, it } from 'vitest';
import { compactText } from './compact-text.js';
import { fake } from './fake-secrets.js';
import { findSecrets } from './redact.js';

/** A transcript file read whole: one character past Latin-1 (a `⎿` of a tool result) makes every line two bytes wide. */
function fileWith(line: string): string {
  return [`{"type":"user","message":{"content":"⎿ ran the migration"}}`, line, `{"type":"assistant","message":{"content":"done"}}`].join('\n');
}

describe('compactText', () => {
  it('copies a line cut from a two-byte file code unit for code unit: ASCII, Latin-1, an emoji, a lone surrogate', () => {
    const lines = [
      `{"type":"assistant","message":{"content":"ran \`npm test\`: 41 passed, 0 failed, see the log for details"}}`,
      `{"type":"user","message":{"content":"café déjà vu, naïve façade — the résumé is in the shared folder"}}`,
      `{"type":"assistant","message":{"content":"deployed 🚀 to staging; the health check answered 200 in 41 ms"}}`,
      `{"type":"user","message":{"content":"a broken tool output cut inside a pair: \ud83d then text that goes on"}}`,
    ];
    const file = lines.join('\n');
    for (const line of file.split('\n')) {
      const copy = compactText(line);
      expect(copy).toBe(line);
      expect([...copy].map((c) => c.codePointAt(0))).toEqual([...line].map((c) => c.codePointAt(0)));
    }
  });

  it('leaves a short text as it is', () => {
    const text = 'git status';
    expect(compactText(text)).toBe(text);
  });
});

describe('findSecrets over a line cut from a two-byte file', () => {
  it('finds the token of an export at the same place as in the line typed alone', () => {
    const token = fake.github();
    const line = `{"type":"user","message":{"content":"export GITHUB_TOKEN=${token} && gh pr list"}}`;
    const cut = fileWith(line).split('\n')[1]!;
    const alone = findSecrets(line).map(({ rule, start, end }) => ({ rule, start, end }));
    expect(alone.length).toBeGreaterThan(0);
    expect(findSecrets(cut).map(({ rule, start, end }) => ({ rule, start, end }))).toEqual(alone);
    expect(cut.slice(alone[0]!.start, alone[0]!.end)).toBe(token);
  });
});
