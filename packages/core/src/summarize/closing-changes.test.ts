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
  '- **`frontend/src/styles.css`**: Switched `.diff-line` from flexbox to CSS Grid with four fixed columns',
  '- `components/layout/UserMenu.tsx`: Fallback changed from `\'User\'` to `\'[an0n]\'`',
  '- `TokenUsage` - Moved from `checkpoint` package to `agent.TokenUsage` in `agent/types.go`',
  '- Dynamic CLI calls — `callAgentForReview()` now use the registry instead of hardcoded agent names',
  '- Added a regression test for the header rows',
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
  it('keeps the items that say what the change replaced, not where code moved or what it now does instead', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 1, text: 'fix the diff columns and show [an0n] when there is no email' },
      ...edit(2, '/repo/frontend/src/styles.css'),
      ...edit(3, '/repo/components/layout/UserMenu.tsx'),
      { kind: 'assistant_text', line: 4, text: REPORT },
    ]);
    expect(d).toContain('`frontend/src/styles.css`: Switched `.diff-line` from flexbox to CSS Grid with four fixed columns');
    expect(d).toContain("`components/layout/UserMenu.tsx`: Fallback changed from `'User'` to `'[an0n]'`");
    for (const words of ['TokenUsage', 'registry', 'regression test']) expect(d.join('\n')).not.toContain(words);
  });

  it('keeps a change a bold file name leads on its own line, its details listed under it', () => {
    const report = [
      "All done. Here's a summary of the changes:",
      '',
      '**`frontend/src/styles.css`** — Switched `.diff-line` from flexbox to CSS Grid:',
      '- `.diff-line`: Replaced `@apply flex` with `display: grid; grid-template-columns: 3rem 3rem 1.25rem 1fr;`',
      '- `.diff-line-number`: Removed `min-width: 2.5rem` (grid column handles sizing)',
    ].join('\n');
    const d = decisions([{ kind: 'user_prompt', line: 1, text: 'the diff columns are jumbled, fix them' }, ...edit(2, '/repo/frontend/src/styles.css'), { kind: 'assistant_text', line: 3, text: report }]);
    expect(d).toEqual(['`frontend/src/styles.css` — Switched `.diff-line` from flexbox to CSS Grid']);
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
    expect(noEdit.join('\n')).not.toContain('CSS Grid');
    const answered = decisions([
      { kind: 'user_prompt', line: 1, text: 'run the review' },
      ...edit(2, '/repo/src/terminal/writer.go'),
      { kind: 'assistant_text', line: 3, text: REVIEW },
      { kind: 'user_prompt', line: 4, text: 'fix the Pending race too' },
    ]);
    expect(answered.join('\n')).not.toContain('Skipped, with reasons');
  });
});
