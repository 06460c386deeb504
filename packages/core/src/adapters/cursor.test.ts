import { describe, expect, it } from 'vitest';
import { j, ofKind, parseLines } from './test-support.js';

/** A Cursor user record as the IDE writes it: the terminal lines the user selected, then their words. */
const pasted = (terminal: string, words: string) =>
  j({
    role: 'user',
    message: {
      content: [
        {
          type: 'text',
          text: `<attached_files>\n\n<terminal_selection title="Terminal" path="/Users/dev/.cursor/projects/app/terminals/4.txt" lines="95-136">\n${terminal}\n</terminal_selection>\n\n</attached_files>\n<user_query>\n${words}\n</user_query>`,
        },
      ],
    },
  });

const TRACEBACK = [
  '❯ python test.py --test_dir ../data/test --mode 1',
  'Traceback (most recent call last):',
  '  File "/Users/dev/app/baseline/test.py", line 117, in <module>',
  "    image_datasets = {x: datasets.ImageFolder(os.path.join(data_dir, x)) for x in ['query_satellite']}",
  "FileNotFoundError: [Errno 2] No such file or directory: '../data/test/query_satellite'",
].join('\n');

describe('cursor adapter: terminal output the user attached', () => {
  it('keeps the selected terminal lines beside the prompt, never inside the words typed', () => {
    const [prompt] = ofKind(parseLines('cursor-jsonl', [pasted(TRACEBACK, '@terminals/4.txt:95-136 now this traceback')]), 'user_prompt');
    expect(prompt?.text).toBe('@terminals/4.txt:95-136 now this traceback');
    expect(prompt?.output).toContain("FileNotFoundError: [Errno 2] No such file or directory: '../data/test/query_satellite'");
    expect(prompt?.output).not.toContain('<terminal_selection');
  });

  it('a prompt with no terminal attached carries no output', () => {
    const line = j({ role: 'user', message: { content: [{ type: 'text', text: '<user_query>\nwhat does --mode 1 do?\n</user_query>' }] } });
    const [prompt] = ofKind(parseLines('cursor-jsonl', [line]), 'user_prompt');
    expect(prompt?.text).toBe('what does --mode 1 do?');
    expect(prompt?.output).toBeUndefined();
  });
});
