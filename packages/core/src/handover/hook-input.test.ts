import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { normalizeHookEvent, parseHookInput } from './hook-input.js';
import { readBounded } from './read-input.js';
import { stateDir } from './state-dir.js';

describe('parseHookInput', () => {
  it('reads the Claude PreCompact payload', () => {
    const input = parseHookInput(
      JSON.stringify({
        session_id: 'abc',
        transcript_path: '/home/u/.claude/projects/-p/abc.jsonl',
        cwd: '/p',
        hook_event_name: 'PreCompact',
        trigger: 'manual',
        custom_instructions: '',
      }),
    );
    expect(input).toEqual({ sessionId: 'abc', transcriptPath: '/home/u/.claude/projects/-p/abc.jsonl', cwd: '/p', source: null, trigger: 'manual', hookEventName: 'PreCompact' });
  });

  it('ignores fields of the wrong type instead of failing', () => {
    expect(parseHookInput('{"session_id":42,"source":["compact"],"cwd":""}')).toMatchObject({ sessionId: null, source: null, cwd: null });
  });
});

describe('normalizeHookEvent', () => {
  it('maps our names and the agents spellings', () => {
    expect(['pre-compact', 'PreCompact', 'PreCompress', 'precompact'].map(normalizeHookEvent)).toEqual(Array(4).fill('pre-compact'));
    expect(normalizeHookEvent('SessionStart')).toBe('session-start');
    expect(normalizeHookEvent('session-end')).toBe('session-end');
    expect(normalizeHookEvent('BeforeAgent')).toBe('before-agent');
    expect(normalizeHookEvent('Stop')).toBeNull();
  });
});

describe('readBounded', () => {
  it('reads a stream to its end', async () => {
    const s = new PassThrough();
    s.end('{"a":1}');
    expect(await readBounded(s)).toEqual({ text: '{"a":1}', truncated: false, timedOut: false });
  });

  it('stops at the byte cap', async () => {
    const s = new PassThrough();
    s.write('x'.repeat(100));
    const read = await readBounded(s, { maxBytes: 10 });
    expect(read).toMatchObject({ text: 'x'.repeat(10), truncated: true });
  });

  it('ends as soon as one whole JSON payload has arrived, though the client keeps stdin open', async () => {
    const s = new PassThrough();
    s.write('{"session_id":"s1","transcript_path":"/t.jsonl",');
    s.write('"hook_event_name":"PreCompact"}\n');
    const started = performance.now();
    const read = await readBounded(s, { deadlineMs: 5000 });
    expect(read).toEqual({ text: '{"session_id":"s1","transcript_path":"/t.jsonl","hook_event_name":"PreCompact"}\n', truncated: false, timedOut: false });
    expect(performance.now() - started).toBeLessThan(2500);
    expect(s.destroyed).toBe(true);
  });

  it('keeps reading when a chunk ends in a brace that does not close the payload', async () => {
    const s = new PassThrough();
    s.write('{"tool_input":{"a":1}');
    setTimeout(() => s.end(',"b":2}'), 20);
    expect(await readBounded(s, { deadlineMs: 5000 })).toEqual({ text: '{"tool_input":{"a":1},"b":2}', truncated: false, timedOut: false });
  });

  it('does not wait for a stream that never ends', async () => {
    const s = new PassThrough();
    s.write('{"partial":');
    expect(await readBounded(s, { deadlineMs: 30 })).toEqual({ text: '{"partial":', truncated: false, timedOut: true });
  });
});

describe('stateDir', () => {
  it('prefers the override, then an absolute XDG_STATE_HOME, then ~/.local/state', () => {
    expect(stateDir({ HAND_OFF_SESSION_STATE_DIR: '/x', XDG_STATE_HOME: '/s' }, '/h')).toBe('/x');
    expect(stateDir({ XDG_STATE_HOME: '/s' }, '/h')).toBe('/s/hand-off-session');
    expect(stateDir({ XDG_STATE_HOME: 'relative' }, '/h')).toBe('/h/.local/state/hand-off-session');
    expect(stateDir({}, '/h')).toBe('/h/.local/state/hand-off-session');
  });
});
