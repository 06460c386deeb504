import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonHandoff } from '../render/json.js';
import type { Handoff } from '../types/handoff.js';
import { handoffForTranscript } from './transcript-handoff.js';

/** Claude Code run on Windows in `D:\proj`: its tools name one file in each spelling the machine has. */
const CWD = 'D:\\proj';
const line = (v: unknown): string => JSON.stringify(v);
const base = (i: number) => ({ parentUuid: null, isSidechain: false, userType: 'external', cwd: CWD, sessionId: 'win', uuid: `u${i}`, timestamp: `2026-05-01T10:00:${String(i).padStart(2, '0')}Z` });
const user = (i: number, content: unknown) => line({ type: 'user', ...base(i), message: { role: 'user', content } });
const call = (i: number, id: string, name: string, input: Record<string, unknown>) => line({ type: 'assistant', ...base(i), message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (i: number, id: string, content: string, isError = false) => user(i, [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }]);

const TRANSCRIPT = [
  user(0, 'The writer in D:\\proj\\src\\a.go drops the last segment; fix it and keep go test green.'),
  call(1, 'r1', 'Read', { file_path: 'D:/proj/README.md' }),
  result(2, 'r1', '# proj\nA prompt writer.'),
  call(3, 'e1', 'Edit', { file_path: 'D:\\proj\\src\\a.go', old_string: 'segs[:n-1]', new_string: 'segs[:n]' }),
  result(4, 'e1', 'The file D:\\proj\\src\\a.go has been updated.'),
  call(5, 'w1', 'Write', { file_path: 'd:\\proj\\src\\b.go', content: 'package src\n' }),
  result(6, 'w1', 'File created successfully at: d:\\proj\\src\\b.go'),
  call(7, 'e2', 'Edit', { file_path: 'D:/proj/src/a.go', old_string: 'x', new_string: 'y' }),
  result(8, 'e2', 'The file D:/proj/src/a.go has been updated.'),
  call(9, 'b1', 'Bash', { command: 'cd /d/proj && go test ./...', description: 'Run the tests' }),
  result(10, 'b1', 'D:\\proj\\src\\a_test.go:12:2: undefined: NewWriter\nExit code 1', true),
  call(11, 'b2', 'Bash', { command: 'ls /c/Users/dana/go/pkg/mod', description: 'List the module cache' }),
  result(12, 'b2', 'github.com'),
].join('\n');

let dir: string;
let handoff: Handoff;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hos-win-'));
  const file = join(dir, 'win.jsonl');
  await writeFile(file, `${TRANSCRIPT}\n`);
  handoff = await handoffForTranscript(file, { target: null, now: new Date('2026-05-01T10:05:00Z') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a session recorded on Windows', () => {
  it('lists each file once, repository-relative with slashes, whatever drive spelling the tool used', () => {
    expect([...handoff.filesTouched].sort()).toEqual(['src/a.go', 'src/b.go']);
    expect(toJsonHandoff(handoff)['filesTouched']).toEqual(handoff.filesTouched);
  });

  it('prints no path of the recording machine in the Markdown or the JSON', () => {
    const json = JSON.stringify(toJsonHandoff(handoff));
    for (const text of [handoff.markdown ?? '', json]) {
      expect(text).not.toMatch(/[A-Za-z]:(?:\\\\|\\|\/)(?:proj|Users)/);
      expect(text).not.toMatch(/\/[cd]\/(?:proj|Users)/);
      expect(text).not.toContain('dana');
    }
  });

  it('writes the command, the error and the task relative to the repository', () => {
    const md = handoff.markdown ?? '';
    expect(md).toContain('cd . && go test ./...');
    expect(md).toContain('src/a_test.go:12:2: undefined: NewWriter');
    expect(md).toContain('ls ~/go/pkg/mod');
    expect(handoff.task?.text).toContain('src/a.go drops the last segment');
  });
});
