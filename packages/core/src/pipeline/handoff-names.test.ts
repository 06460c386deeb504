import { describe, expect, it } from 'vitest';
import { redactJson } from '../redact/redact.js';
import { isHandoffName } from './handoff-names.js';

describe('file names in a handoff', () => {
  const handoff = {
    filesTouched: ['src/app.ts', 'notes/login-pw-KumquatHarbour493.md'],
    files: [{ path: 'notes/pin-576953.md', change: 'created' }],
    recentProgress: [{ text: 'Created notes/pin-576953.md' }, { text: 'Ran `npm test` (exit 0)' }],
    errors: [{ text: 'Edit failed: notes/pin-576953.md', paths: ['notes/pin-576953.md'] }],
    uncertainty: ["Edited in the transcript but not in Entire's files_touched: notes/27-s0403.txt, notes/login-pw-KumquatHarbour493.md. The change may have been undone."],
  };

  it('are read with their parts apart wherever the handoff lists one', () => {
    const { value, findings } = redactJson(handoff, undefined, isHandoffName);
    const out = JSON.stringify(value);
    expect(out).not.toContain('KumquatHarbour493');
    expect(out).not.toContain('576953');
    expect(value.filesTouched[0]).toBe('src/app.ts');
    expect(value.recentProgress[0]?.text).toMatch(/^Created notes\/pin-\[REDACTED:[\w-]+\]\.md$/);
    expect(value.recentProgress[1]?.text).toBe('Ran `npm test` (exit 0)');
    // the noun may go with its value (`pw-…`); the folder, the name's first part and the extension stay
    expect(value.uncertainty[0]).toMatch(/files_touched: notes\/27-s0403\.txt, notes\/login-(?:pw-)?\[REDACTED:[\w-]+\]\.md\. The change/);
    expect(findings.length).toBeGreaterThanOrEqual(5);
  });

  it('are read in plain text too: a file name after a `/` with its extension', () => {
    const out = JSON.stringify(redactJson(handoff).value);
    expect(out).not.toContain('576953');
    expect(out).toContain('notes/27-s0403.txt');
  });

  it('keep names of ordinary files whole', () => {
    const names = ['src/redact/name-views.ts', 'docs/2024-05-01-release-notes.md', 'tests/fixtures/user-1234.json', 'migrations/0042_add_orders.sql'];
    expect(redactJson({ filesTouched: names }, undefined, isHandoffName).value.filesTouched).toEqual(names);
    const note = { text: `Edited ${names.join(', ')}; see https://github.com/org/repo-name/blob/main/a-b.md` };
    expect(redactJson(note, undefined, isHandoffName).value).toEqual(note);
  });
});
