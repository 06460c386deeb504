import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_BREAK } from './scan-util.js';
import { scanTables, splitLines } from './table-scan.js';

/** The lines a global LINE_BREAK scan splits `text` into: what the hand-written splitter must reproduce. */
function regexLines(text: string): { start: number; end: number }[] {
  const re = new RegExp(LINE_BREAK, 'g');
  const lines: { start: number; end: number }[] = [];
  let at = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    lines.push({ start: at, end: m.index });
    at = m.index + m[0].length;
  }
  lines.push({ start: at, end: text.length });
  return lines;
}

describe('table-scan line splitting', () => {
  it('splits exactly where the LINE_BREAK pattern does, real and escaped breaks at any depth', () => {
    const piece = fc.constantFrom('\n', '\r', '\r\n', '\\', '\\\\', 'n', 'r', '\\n', '\\r\\n', '\\\\r\\\\n', '\\r', '|', 'a', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(splitLines(text)).toEqual(regexLines(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a password column under a header a JSON-escaped table spreads over one line', () => {
    const table = '| user | password |\\n|---|---|\\n| alice | Xk9#mQ2$vLp7 |\\r\\n| bob | hunter2 |';
    const found = scanTables(table).map((f) => table.slice(f.start, f.end));
    expect(found).toEqual(['Xk9#mQ2$vLp7']);
  });

  it('reads on below a rule line without bars, and stops at the first line without cells', () => {
    const lines = ['| user | password |', '--------------------', '| alice | Xk9#mQ2$vLp7 |', 'ls | grep x', '| ci | Qw3!rty9zzA |', 'done', '| eve | Zx8!pp2LmnQ |'];
    const text = lines.join('\n');
    expect(scanTables(text).map((f) => text.slice(f.start, f.end))).toEqual(['Xk9#mQ2$vLp7', 'Qw3!rty9zzA']);
  });

  it("reads no header in a line whose bars are a pattern's alternatives, in quotes or parentheses", () => {
    const text = [
      "33 shell: rg -n -i 'pass|secret|key' ops/ config/",
      '34 assistant_text: check it with /^pk_(live|test)_[0-9a-zA-Z]{24}$/',
      'grep -E "(token|password)" .env | wc -l',
      '| staging | ab3$Kd9!x |',
    ].join('\n');
    expect(scanTables(text)).toEqual([]);
  });

  it('still reads a psql header whose rows hold a value in parentheses', () => {
    const text = [' id | note (old) | password ', '----+------------+---------', '  1 | kept (x)   | Xk9#mQ2$vLp7 '].join('\n');
    expect(scanTables(text).map((f) => text.slice(f.start, f.end))).toEqual(['Xk9#mQ2$vLp7']);
  });
});
