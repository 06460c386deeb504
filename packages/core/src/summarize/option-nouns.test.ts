// A pick of an offered option named by the word for "option" in the user's language. Fixtures are made up, shaped like
// real sessions (a Cursor answer in Vietnamese with its ways as numbered headings).
import { describe, expect, it } from 'vitest';
import { userPick } from './user-menu-picks.js';

const offered = [
  'Bạn **có thể** chạy code trong Marimo. Dưới đây là hai cách:',
  '',
  '## 1. Chạy Marimo app (trình bày kết quả)',
  '',
  '```bash',
  'marimo run report.py',
  '```',
  '',
  '## 2. Chạy script baseline (test.py / evaluate.py) trong một cell',
  '',
  'Dùng `subprocess` trong cell để gọi `test.py` với `cwd=baseline/`.',
].join('\n');

describe('an option named by its number after the word for "option"', () => {
  it('takes the numbered way the offer lists, in the offer\'s words', () => {
    expect(userPick('Thực hiện cách 2 cho tôi', offered)?.text).toBe(
      'The user chose "Chạy script baseline (test.py / evaluate.py) trong một cell" (option 2 of those offered): "Thực hiện cách 2 cho tôi"',
    );
    expect(userPick('vamos con la opción 1', offered)?.text).toContain('Chạy Marimo app');
    expect(userPick('方案2でお願いします', offered)?.text).toContain('option 2 of those offered');
  });

  it('a question, a turn-down, two labels, or a number the offer does not list takes none', () => {
    expect(userPick('cách 2 là gì?', offered)).toBeNull();
    expect(userPick('không dùng cách 2', offered)).toBeNull();
    expect(userPick('cách 1 hay cách 2 tốt hơn', offered)).toBeNull();
    expect(userPick('Thực hiện cách 3 cho tôi', offered)).toBeNull();
  });
});
