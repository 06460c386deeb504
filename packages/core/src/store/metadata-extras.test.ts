import { describe, expect, it } from 'vitest';
import { readMetadataExtras } from './metadata-extras.js';
import { parseDeletedList } from './deleted-list.js';
import { parsePolicy } from './policy.js';

describe('2026 metadata fields, read leniently', () => {
  it('keeps cost only when Entire priced it', () => {
    expect(readMetadataExtras({ token_usage: { cost_usd: 0.5, cost_source: 'reported' } })?.cost).toEqual({ usd: 0.5, source: 'reported' });
    expect(readMetadataExtras({ token_usage: { cost_usd: null, cost_source: 'estimated' } })).toBeUndefined();
    expect(readMetadataExtras({ token_usage: { cost_usd: '0.5' } })).toBeUndefined();
    expect(readMetadataExtras({ token_usage: { cost_usd: -1 } })).toBeUndefined();
  });

  it('reads model_usage entries and skips malformed ones', () => {
    const x = readMetadataExtras({ model_usage: [{ model: 'gpt-5.4', token_usage: { input_tokens: 3, output_tokens: 4, cost_usd: 0.01, cost_source: 'mixed' } }, { token_usage: {} }, 'x', { model: 'm2', token_usage: 7 }] });
    expect(x?.modelUsage).toEqual([
      { model: 'gpt-5.4', inputTokens: 3, outputTokens: 4, cost: { usd: 0.01, source: 'mixed' } },
      { model: 'm2', inputTokens: null, outputTokens: null, cost: null },
    ]);
  });

  it('reads both summary shapes and the kind', () => {
    expect(readMetadataExtras({ kind: 'imported' })).toEqual({ kind: 'imported', imported: true });
    expect(readMetadataExtras({ imported: true })).toEqual({ imported: true });
    expect(readMetadataExtras({ summary: { intent: 'I', learnings: { code: [{ path: 'a.go', line: 3, finding: 'f' }], repo: ['r'] }, friction: ['x'], open_items: ['o'] } })?.summary).toEqual({
      intent: 'I',
      learnings: ['r', 'a.go:3: f'],
      friction: ['x'],
      openItems: ['o'],
    });
    expect(readMetadataExtras({ intent: 'I', summary_source: 'commit', learnings: 'not a list' })?.summary).toEqual({ intent: 'I', source: 'commit' });
    expect(readMetadataExtras({ summary_source: 'ai' })).toBeUndefined();
  });

  it('reads the deleted-checkpoints list and the policy without failing on bad input', () => {
    expect([...parseDeletedList('{"checkpoint_ids":["a1b2c3d4e5f6","nope",7,"01K9TQ8ZP7X3F5M2WVJ4CNRB6D"]}').ids]).toEqual(['a1b2c3d4e5f6', '01K9TQ8ZP7X3F5M2WVJ4CNRB6D']);
    expect(parseDeletedList('{oops').warning).toMatch(/not JSON/);
    expect(parsePolicy('{"checkpoint_version":"refs-v1"}')).toEqual({ version: 'refs-v1', minVersion: 'branch-v1', warning: null });
    expect(parsePolicy('{}').warning).toBeNull();
    expect(parsePolicy('[1]').version).toBe('branch-v1');
    expect(parsePolicy('{"checkpoint_version":"refs-v2"}').warning).toMatch(/"refs-v2"/);
  });
});
