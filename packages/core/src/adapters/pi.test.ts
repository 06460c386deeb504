/** Pi's session JSONL tree, in the shape Entire's agent/pi reads (hand-written fixture). */
import { describe, expect, it } from 'vitest';
import { sniffFormat } from '../index/sniff-agent.js';
import { agentForFormat } from '../types/agents.js';
import { adapterFor } from './index.js';
import { detectFormat } from './detect.js';
import { j, ofKind, parseLines, resultOfShell } from './test-support.js';

const msg = (id: string, parentId: string | null, at: string, message: object) => j({ type: 'message', id, parentId, timestamp: at, message });
const lines = [
  j({ type: 'session', version: 3, id: 'pi-sess-0001', timestamp: '2026-09-20T10:00:00.000Z', cwd: '/home/dev/proj' }),
  msg('m1', null, '2026-09-20T10:00:01.000Z', { role: 'user', content: [{ type: 'text', text: 'Run the tests' }] }),
  j({ type: 'thinking_level_change', id: 't1', parentId: 'm1', timestamp: '2026-09-20T10:00:02.000Z', thinkingLevel: 'high' }),
  msg('m2', 't1', '2026-09-20T10:00:03.000Z', { role: 'assistant', content: [{ type: 'text', text: 'Running them.' }, { type: 'toolCall', id: 'tc1', name: 'bash', arguments: { command: 'npm test' } }] }),
  msg('m3', 'm2', '2026-09-20T10:00:04.000Z', { role: 'toolResult', toolCallId: 'tc1', toolName: 'bash', content: [{ type: 'text', text: '1 failing' }], isError: true }),
  // An abandoned branch off m3: the user went back and the session continued from m3 elsewhere.
  msg('m9', 'm3', '2026-09-20T10:00:05.000Z', { role: 'assistant', content: [{ type: 'toolCall', id: 'tc9', name: 'bash', arguments: { command: 'rm -rf build' } }] }),
  msg('m4', 'm3', '2026-09-20T10:00:06.000Z', { role: 'assistant', content: [{ type: 'text', text: 'One test fails in parser.test.ts.' }] }),
  msg('m5', 'm4', '2026-09-20T10:00:07.000Z', { role: 'user', content: [{ type: 'text', text: 'Fix it' }] }),
];

describe('pi adapter', () => {
  it('is detected as pi, not Factory Droid, and reads its session id and cwd', () => {
    expect(detectFormat(lines.join('\n'))).toBe('pi-jsonl');
    expect(sniffFormat(lines.join('\n'))).toBe('pi-jsonl');
    expect(agentForFormat('pi-jsonl')).toBe('pi');
    expect(adapterFor('pi-jsonl').sessionIdOf?.(lines.join('\n'))).toBe('pi-sess-0001');
  });

  it('keeps only the active branch: the abandoned tool call never happened in this session', () => {
    const ev = parseLines('pi-jsonl', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual(['Run the tests', 'Fix it']);
    expect(resultOfShell(ev, /npm test/)?.isError).toBe(true);
    expect(ofKind(ev, 'shell').map((s) => s.command)).toEqual(['npm test']);
    expect(ofKind(ev, 'assistant_text').map((a) => a.text)).toEqual(['Running them.', 'One test fails in parser.test.ts.']);
  });

  it('ends the turn where the model stopped by itself, and a shell result that is no error exited 0', () => {
    const done = [
      j({ type: 'session', version: 3, id: 'pi-sess-0002', timestamp: '2026-04-24T20:33:40.331Z', cwd: '/home/dev/proj' }),
      msg('u1', null, '2026-04-24T20:34:05.190Z', { role: 'user', content: [{ type: 'text', text: 'add a test folder and readme for pi' }] }),
      msg('a1', 'u1', '2026-04-24T20:34:10.107Z', { role: 'assistant', content: [{ type: 'toolCall', id: 'tc1', name: 'bash', arguments: { command: 'mkdir -p pi/test' } }], stopReason: 'toolUse' }),
      msg('r1', 'a1', '2026-04-24T20:34:10.113Z', { role: 'toolResult', toolCallId: 'tc1', toolName: 'bash', content: [{ type: 'text', text: '(no output)' }], isError: false }),
      msg('a2', 'r1', '2026-04-24T20:34:13.722Z', { role: 'assistant', content: [{ type: 'toolCall', id: 'tc2', name: 'write', arguments: { path: 'pi/README.md', content: '# pi' } }], stopReason: 'toolUse' }),
      msg('r2', 'a2', '2026-04-24T20:34:13.729Z', { role: 'toolResult', toolCallId: 'tc2', toolName: 'write', content: [{ type: 'text', text: 'Successfully wrote 4 bytes to pi/README.md' }], isError: false }),
      msg('a3', 'r2', '2026-04-24T20:34:16.148Z', { role: 'assistant', content: [{ type: 'text', text: 'Created:\n- `pi/README.md`\n- `pi/test/`' }], stopReason: 'stop' }),
    ];
    const ev = parseLines('pi-jsonl', done);
    expect(resultOfShell(ev, /mkdir/)).toMatchObject({ isError: false, exitCode: 0 });
    expect(ev.at(-1)?.kind).toBe('turn_end');
    expect(ofKind(ev, 'turn_end')).toHaveLength(1);
  });
});
