/**
 * Transcript shapes Entire writes since 2026 (entire-2026-changes.md rows 8 and 9): the compact transcript's
 * one-line overlap between checkpoint slices, and Codex data as committed (sanitized: no encrypted reasoning, no
 * compaction blobs, inline images replaced by REDACTED).
 */
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.js';
import { j, ofKind, parseLines, resultOfShell } from './test-support.js';

describe('compact transcript slices (row 8)', () => {
  const head = { v: 1, agent: 'kiro', cli_version: '0.11.4' };
  const first = j({ ...head, type: 'user', ts: '2026-09-20T10:00:00Z', content: [{ id: 'u-1', text: 'Port the parser to streams' }] });
  const merged = j({ ...head, type: 'assistant', ts: '2026-09-20T10:00:05Z', id: 'msg_01', content: [{ type: 'text', text: 'Streaming parser in place.' }] });
  const next = j({ ...head, type: 'user', ts: '2026-09-20T10:10:00Z', content: [{ id: 'u-2', text: 'Now add a size cap' }] });

  it('reads the merged line a slice repeats at its head once', () => {
    // Checkpoint 1 ends with `merged`; checkpoint 2's slice starts by repeating it.
    const ev = parseLines('entire-compact', [first, merged, merged, next]);
    expect(ofKind(ev, 'assistant_text').map((e) => e.text)).toEqual(['Streaming parser in place.']);
    expect(ofKind(ev, 'user_prompt').map((e) => e.text)).toEqual(['Port the parser to streams', 'Now add a size cap']);
  });

  it('keeps two different messages that share a time', () => {
    const other = j({ ...head, type: 'assistant', ts: '2026-09-20T10:00:05Z', id: 'msg_02', content: [{ type: 'text', text: 'Second message.' }] });
    const ev = parseLines('entire-compact', [merged, other]);
    expect(ofKind(ev, 'assistant_text')).toHaveLength(2);
  });
});

describe('Codex as Entire commits it (row 9)', () => {
  const lines = [
    j({ timestamp: '2026-09-20T10:00:00Z', type: 'session_meta', payload: { id: '019dbcc1-3812-72e1-9caa-f97edd88215b', cwd: '/home/dev/app', originator: 'codex_cli_rs' } }),
    j({ timestamp: '2026-09-20T10:00:01Z', type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Fix the failing build' }, { type: 'input_image', image_url: 'REDACTED' }] } }),
    // The sanitizer stripped `encrypted_content`: only the summary is left.
    j({ timestamp: '2026-09-20T10:00:02Z', type: 'response_item', payload: { type: 'reasoning', summary: [{ type: 'summary_text', text: 'Looking at the build' }] } }),
    j({ timestamp: '2026-09-20T10:00:03Z', type: 'response_item', payload: { type: 'function_call', name: 'shell', arguments: j({ command: ['npm', 'run', 'build'] }), call_id: 'call_1' } }),
    j({ timestamp: '2026-09-20T10:00:09Z', type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_1', output: j({ output: 'error TS2322: bad type', metadata: { exit_code: 2 } }) } }),
    j({ timestamp: '2026-09-20T10:00:10Z', type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The build fails on a type error in src/a.ts.' }] } }),
  ];

  it('parses without encrypted reasoning or compaction items, and a REDACTED image is no prompt text', () => {
    expect(detectFormat(lines.join('\n'))).toBe('codex-rollout');
    const ev = parseLines('codex-rollout', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual(['Fix the failing build']);
    expect(resultOfShell(ev, /npm run build/)?.isError).toBe(true);
    expect(ofKind(ev, 'assistant_text').map((a) => a.text)).toContain('The build fails on a type error in src/a.ts.');
    expect(ofKind(ev, 'compaction')).toEqual([]);
  });
});
