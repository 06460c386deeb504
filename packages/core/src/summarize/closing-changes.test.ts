// The agent's choices its closing report lists (issue 12): a change item naming what it replaced, and the findings it
// set apart as skipped, once the edits are made and no user turn follows.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const REPORT = [
  'All done. Both files build and the 48 tests pass.',
  '',
  '- **`signalkit/client.py`**: Default changed to `max_retries=0`; loop range changed to `max(1, max_retries)` so `max_retries=0` still makes one attempt rather than zero.',
  '- `components/layout/UserMenu.tsx`: Fallback changed from `\'User\'` to `\'[an0n]\'`',
  '- `wrap_key()` failure made fatal in desktop `create()` — returns `EIO` instead of continuing with `None`',
  '- Added a regression test for the retry loop',
].join('\n');

const REVIEW = [
  'Review complete, fixes applied. 13 of 15 findings fixed, 2 skipped.',
  '',
  '## What the review caught and fixed',
  '',
  '1. **Transparent override killed gradient backgrounds** — now resets.',
  '',
  '## Skipped, with reasons',
  '',
  '- **`Pending` data race**: real, but an extension of a pre-existing unsynchronized pattern on main.',
  '- **Extra prompts bypass width collapse**: needs a design decision, not a drive-by fix.',
  '',
  'Branch ready for push/PR whenever you are.',
].join('\n');

/** An edit and its result, which applied it. */
const edit = (line: number, path: string): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [path], change: 'update' },
  { kind: 'tool_result', line, callId: `e${line}`, isError: false, output: `The file ${path} has been updated.` },
];

describe('the closing report of the changes', () => {
  it('keeps the items that name what the change replaced, not what the code returns instead', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 1, text: 'set retries to 0 for now and show [an0n] when there is no email' },
      ...edit(2, '/repo/signalkit/client.py'),
      ...edit(3, '/repo/components/layout/UserMenu.tsx'),
      { kind: 'assistant_text', line: 4, text: REPORT },
    ]);
    expect(d).toContain(
      '`signalkit/client.py`: Default changed to `max_retries=0`; loop range changed to `max(1, max_retries)` so `max_retries=0` still makes one attempt rather than zero.',
    );
    expect(d).toContain("`components/layout/UserMenu.tsx`: Fallback changed from `'User'` to `'[an0n]'`");
    expect(d.join('\n')).not.toContain('EIO');
    expect(d.join('\n')).not.toContain('regression test');
  });

  it('keeps the findings the report sets apart as skipped', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 1, text: 'run the max-effort review and fix what it finds' },
      ...edit(2, '/repo/src/terminal/writer.go'),
      { kind: 'assistant_text', line: 3, text: REVIEW },
    ]);
    expect(d).toContain('Skipped, with reasons: `Pending` data race; Extra prompts bypass width collapse');
  });

  it('takes nothing from a report with no edit since the prompt, or one the user answered', () => {
    const noEdit = decisions([
      { kind: 'user_prompt', line: 1, text: 'what would change?' },
      { kind: 'assistant_text', line: 2, text: REPORT },
    ]);
    expect(noEdit.join('\n')).not.toContain('max_retries');
    const answered = decisions([
      { kind: 'user_prompt', line: 1, text: 'run the review' },
      ...edit(2, '/repo/src/terminal/writer.go'),
      { kind: 'assistant_text', line: 3, text: REVIEW },
      { kind: 'user_prompt', line: 4, text: 'fix the Pending race too' },
    ]);
    expect(answered.join('\n')).not.toContain('Skipped, with reasons');
  });
});
