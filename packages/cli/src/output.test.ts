import { describe, expect, it, vi } from 'vitest';
import { toSafeJson } from './output.js';

const scanned = vi.hoisted(() => ({ strings: [] as string[] }));
vi.mock('@hand-off-session/core/listing', async (original) => {
  const core = await original<typeof import('@hand-off-session/core/listing')>();
  return {
    ...core,
    redactEach: (strings: readonly string[]) => {
      scanned.strings.push(...strings);
      return core.redactEach(strings);
    },
    redactForOutput: (text: string) => {
      scanned.strings.push(text);
      return core.redactForOutput(text);
    },
  };
});

// Built at run time so that no token-shaped literal sits in the source.
const TOKEN = `ghp_${'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6'}`;

describe('toSafeJson', () => {
  const session = {
    id: '6fed9c60-ad3d-4831-ab9f-6da5eecf6f1b',
    agent: 'claude-code',
    lastActivityAt: '2026-01-30T06:00:00.000Z',
    checkpointIds: ['fee37645fe2a', '01K9TQ8ZP7X3F5M2WVJ4CNRB6D'],
    branch: 'main',
    lastPrompt: `push it with ${TOKEN} now`,
    filesTouched: ['src/a.ts', `notes/${TOKEN}.txt`],
  };

  it('redacts every string that can hold a secret, values and keys, wherever it repeats', () => {
    const odd = `a\n\u241e\nb ${TOKEN}`;
    const out = toSafeJson({ sessions: [session, session], byFile: { [`x ${TOKEN}`]: 1 }, odd, at: new Date('2026-01-30T06:00:00Z') });
    expect(out).not.toContain(TOKEN);
    expect(out.match(/REDACTED/g)?.length).toBe(6);
    expect(out).toContain('"at": "2026-01-30T06:00:00.000Z"');
    const doc = JSON.parse(out) as { sessions: (typeof session)[] };
    expect(doc.sessions[1]?.lastPrompt).toMatch(/^push it with \S*REDACTED\S* now$/);
  });

  it('prints a clean document exactly as JSON.stringify indents it', () => {
    const clean = { ...session, lastPrompt: 'fix the cache tests', filesTouched: ['src/a.ts'] };
    expect(toSafeJson({ sessions: [clean] })).toBe(JSON.stringify({ sessions: [clean] }, null, 2));
  });

  it('serializes a clean document without a callback per value', () => {
    const clean = { ...session, lastPrompt: 'fix the cache tests', filesTouched: ['src/a.ts'] };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      toSafeJson({ sessions: [clean, clean] });
      expect(stringify.mock.calls.map((call) => typeof call[1])).toEqual(['object']);
    } finally {
      stringify.mockRestore();
    }
  });

  it('scans no string the index verified clean, and still redacts the others', () => {
    scanned.strings.length = 0;
    const out = toSafeJson({ sessions: [session] }, new Set(['src/a.ts', 'main']));
    expect(scanned.strings.filter((s) => s.includes('src/a.ts'))).toEqual([]);
    expect(scanned.strings).toContain(`notes/${TOKEN}.txt`);
    expect(out).not.toContain(TOKEN);
    expect(out).toContain('"src/a.ts"');
  });

  it('scans no key of our schema', () => {
    scanned.strings.length = 0;
    toSafeJson({ sessions: [{ ...session, lastPrompt: 'fix it', filesTouched: [] }] });
    expect(scanned.strings.filter((s) => /lastActivityAt|checkpointIds|filesTouched/.test(s))).toEqual([]);
  });

  it('redacts a secret that only a key or a toJSON result holds', () => {
    const out = toSafeJson({ byFile: { [`x ${TOKEN}`]: 1 }, note: { toJSON: () => `said ${TOKEN}` } });
    expect(out).not.toContain(TOKEN);
    expect(out.match(/REDACTED/g)?.length).toBe(2);
  });
});
