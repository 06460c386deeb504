// The intent an edit call states (Gemini CLI's `replace` instruction), carried out once the edit lands (issue 12).
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';
import { intentDecision } from './edit-intents.js';

const ts = '2026-06-07T13:11:15.830Z';
const PROMPT = 'Make the sign-in and sign-up pages look premium, then run the linter.';
const MOUNTED = 'Remove the `mounted` state from AuthCard and use standard Tailwind animations (`animate-in fade-in zoom-in-95 duration-700`) instead to fix the lint error.';

function session(instruction: string, status: 'success' | 'error'): string[] {
  const args = { file_path: 'C:\\work\\memo\\client\\components\\auth\\auth-card.tsx', instruction, old_string: 'const [mounted, setMounted] = useState(false);', new_string: '' };
  const response = status === 'success' ? { output: 'Successfully modified file' } : { error: 'Failed to edit, 0 occurrences found for old_string' };
  return [
    j({ sessionId: 'a8317e4f-c6a1-4be7-b621-e328c61b4816', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
    j({ id: 'u1', timestamp: ts, type: 'user', content: [{ text: PROMPT }] }),
    j({ id: 'g1', timestamp: ts, type: 'gemini', content: '', thoughts: [], model: 'gemini-3.1-pro-preview', tokens: null, toolCalls: [
      { id: 'replace-1', name: 'replace', args, status, timestamp: ts, result: [{ functionResponse: { id: 'replace-1', name: 'replace', response } }] },
    ] }),
  ];
}

function decisions(lines: string[]): string[] {
  const b = new HandoffBuilder({ sessionId: 'a8317e4f', agent: 'gemini', cwd: 'C:\\work\\memo' });
  for (const e of parseLines('gemini-jsonl', lines)) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

describe("an edit's stated intent", () => {
  it('is a decision once the edit lands, when it sets a way aside and says why', () => {
    expect(decisions(session(MOUNTED, 'success'))).toEqual([`The edit's stated intent (edit of client/components/auth/auth-card.tsx): ${MOUNTED}`]);
  });

  it('is none when the edit failed', () => {
    expect(decisions(session(MOUNTED, 'error'))).toEqual([]);
  });

  it('is none when it only names the change, or gives a reason but no way set aside', () => {
    expect(intentDecision('Update user account controls sidebar to display user profile data instead of hardcoded EM.', ['client/app/sidebar.tsx'])).toBeNull();
    expect(intentDecision('Escape the apostrophes in the sign-in form to fix the react/no-unescaped-entities lint error.', ['client/signin-form.tsx'])).toBeNull();
    expect(intentDecision('Update the inputs in the inspector drawer to use defaultValue, key, and onBlur instead of value and onChange, so that validation does not block typing.', ['client/inspector.tsx'])?.rejected).toEqual([
      { option: 'value and onChange', reason: null },
    ]);
  });
});
