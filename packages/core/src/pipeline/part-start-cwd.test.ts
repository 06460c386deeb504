// A checkpoint's part of a Claude Code transcript that starts after the shell moved into a subfolder: every record of
// the part names the subfolder as its cwd, and the files it writes are still named from where the session started.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { feedTranscript } from './feed-transcript.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-part-cwd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROOT = 'E:\\work\\simclr';
const CODE = `${ROOT}\\assignment\\code`;
let n = 0;
const rec = (cwd: string, type: string, message: unknown): string =>
  JSON.stringify({ type, cwd, sessionId: 's-part', uuid: `u${n++}`, parentUuid: null, isSidechain: false, timestamp: `2026-06-27T11:${String(10 + n).padStart(2, '0')}:00.000Z`, message });
const tool = (cwd: string, id: string, name: string, input: unknown) => rec(cwd, 'assistant', { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] });
const result = (cwd: string, id: string, content: string) => rec(cwd, 'user', { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content }] });

const records = [
  rec(ROOT, 'user', { role: 'user', content: 'teach me the NT-Xent loss and write it in loss.py' }),
  tool(ROOT, 't1', 'Write', { file_path: `${CODE}\\loss.py`, content: 'import torch\n' }),
  result(ROOT, 't1', `File created successfully at: ${CODE}\\loss.py`),
  tool(ROOT, 't2', 'Bash', { command: `cd "${CODE}" && python loss.py` }),
  result(CODE, 't2', 'loss: 2.31'),
  // The checkpoint's part starts here (record 5).
  rec(CODE, 'user', { role: 'user', content: 'continue with pretrain.py' }),
  tool(CODE, 't3', 'Write', { file_path: `${CODE}\\pretrain.py`, content: 'import torch\n' }),
  result(CODE, 't3', `File created successfully at: ${CODE}\\pretrain.py`),
  rec(CODE, 'assistant', { role: 'assistant', content: [{ type: 'text', text: 'Wrote pretrain.py.' }] }),
];

describe('a part whose records name only the subfolder the shell moved into', () => {
  it('names its files from where the session started, as the whole transcript does', async () => {
    const file = join(dir, 'full.jsonl');
    writeFileSync(file, `${records.join('\n')}\n`);
    const builder = new HandoffBuilder({ sessionId: 's-part', agent: 'claude-code' });
    await feedTranscript(builder, { kind: 'file', path: file }, dir, { start: 5 });
    expect(builder.build().filesTouched).toEqual(['assignment/code/pretrain.py']);
  });
});
