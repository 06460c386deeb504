// The lines an edit takes out and puts in: what a later edit must take out again to undo it.
import { describe, expect, it } from 'vitest';
import { patchLines, replacedLines } from './edit-lines.js';
import { toolEvent } from './tools.js';

describe('replacedLines', () => {
  it('keeps each side without the lines both share', () => {
    const got = replacedLines('\tQueueGroup       string `json:"queue-group"`\n\tJobConcurrency   int    `json:"job-concurrency"`', '\tJobConcurrency   int    `json:"job-concurrency"`');
    expect(got).toEqual({ removed: ['QueueGroup       string `json:"queue-group"`'], added: [] });
  });

  it('leaves out braces and blank lines, which every file has', () => {
    expect(replacedLines('}\n\n)', 'return nil\n}')).toEqual({ removed: [], added: ['return nil'] });
  });

  it('tells two long lines apart by their tail', () => {
    const head = `stepsCompleted: [${Array.from({ length: 12 }, (_, i) => `step-${i}-done`).join(', ')}`;
    expect(replacedLines(`${head}, step-07-type]`, `${head}, step-07-type, step-08-scoping]`)?.added).toHaveLength(1);
  });

  it('is null when the edit changes no line that carries words', () => {
    expect(replacedLines('  }\n', '}')).toBeNull();
  });
});

describe('patchLines', () => {
  it('reads "-" lines out and "+" lines in, file headers aside', () => {
    const patch = '*** Begin Patch\n*** Update File: Makefile\n@@\n-VERSION = 1.5.4\n+VERSION = 1.5.5\n*** End Patch';
    expect(patchLines(patch)).toEqual({ removed: ['VERSION = 1.5.4'], added: ['VERSION = 1.5.5'] });
    expect(patchLines('--- a/x.go\n+++ b/x.go\n@@ -1 +1 @@\n-old line\n+new line')).toEqual({ removed: ['old line'], added: ['new line'] });
  });
});

describe('an edit call carries its lines', () => {
  const origin = { line: 7 };
  it('for a replace, over every part of a multi-edit', () => {
    const ev = toolEvent('MultiEdit', { file_path: '/r/a.ts', edits: [{ old_string: 'const a = 1;', new_string: 'const a = 2;' }, { old_string: 'let b = 3;', new_string: '' }] }, 'c1', origin);
    expect(ev.kind === 'file_edit' ? ev.lines : null).toEqual({ removed: ['const a = 1;', 'let b = 3;'], added: ['const a = 2;'] });
  });

  it('not for a whole-file write, which names no side it replaced', () => {
    const ev = toolEvent('Write', { file_path: '/r/a.ts', content: 'export const a = 1;\n' }, 'c2', origin);
    expect(ev.kind === 'file_edit' ? ev.lines : 'other').toBeUndefined();
  });
});
