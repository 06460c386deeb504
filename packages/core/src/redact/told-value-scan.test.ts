/**
 * A password handed over last in its clause, after a colon or a comma, with no noun naming it: found where the token
 * ends its line, string, table cell or sentence and has a made password's shape. Lower-case ids, dates' ids, code
 * and versions in the same place stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';
import { scanToldValues } from './told-value-scan.js';

describe('a value told last in its clause', () => {
  itRedacts([
    ['after a colon, ending the line', 'here is what I have, please use it: Serval8835..', 'Serval8835'],
    ['after a comma, before the next todo', "[in_progress] Check it's my daughter's name and birth year, Kenji2016$1; [pending] Re-run", 'Kenji2016$1'],
    ['in a table cell', '| login | account security word: Theodora-Lou99 |\n| status | deployed |', 'Theodora-Lou99'],
    ['inside a JSON string', '{"text":"as I typed it: Mulberry-Oriel41\\n"}', 'Mulberry-Oriel41'],
  ]);

  it('keeps lower-case ids, versions, dates and code in the same place', () =>
    expectKept([
      'The key difference between CI and local:\n1. CI: linux-amd64\n2. Local: darwin-arm64',
      'feature commit with Entire-Checkpoint: def456ghi789',
      'Entire-Session: 2026-01-12-session-A-id',
      'filepath.Join(dir, session1.ID+".jsonl")',
      'Node version: v20.11.1',
      'Branch: feature/login-v2',
      'Image: node:20-alpine',
      'Status: Running, Ready',
      'const plugin$5 = {\n\tserialize: serialize$5,\n\ttest: test$5\n};',
      'client_id: Iv1.ace1cf825e595fdb',
      'cf-ray: e7a36ace0a5da88a-AMS',
    ]));
});

describe('scanToldValues: where the value starts and ends', () => {
  const found = (text: string): string[] => scanToldValues(text).map((m) => `${m.start}:${text.slice(m.start, m.end)}`);

  it('starts the value after the colon or comma and the one to three blanks after it', () => {
    expect(found('use it: Mulberry-Oriel41')).toEqual(['8:Mulberry-Oriel41']);
    expect(found('use it,\t \tKenji2016$1')).toEqual(['10:Kenji2016$1']);
    expect(found('ログイン：  Walrus$Fjord47')).toEqual(['7:Walrus$Fjord47']);
    expect(found('first: Mulberry-Oriel41\nthen, Kenji2016$1; done')).toEqual(['7:Mulberry-Oriel41', '30:Kenji2016$1']);
  });

  it('takes no value after four blanks, after a blank before the colon, or one that does not end its clause', () => {
    expect(found('use it:    Mulberry-Oriel41')).toEqual([]);
    expect(found('use it : Mulberry-Oriel41')).toEqual([]);
    expect(found('use it: Mulberry-Oriel41 today')).toEqual([]);
  });
});
