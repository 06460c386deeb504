// A design laid out for the user's approval proposes its choices (issue 12, class 7): a scope note or a way it would
// take is no decision until the work takes it. Made-up records shaped like a real brainstorming session.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';
import { asksApproval } from './proposal-asks.js';

const prompt = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const decisions = (records: string[]) => handoff(records).decisions.map((d) => d.text);

const SCOPE = [
  '## Design — billing page redesign',
  '',
  '### 1. Scope & goals',
  '',
  'Rebuild `apps/billing` around two goals: fix the missing colour tokens and turn the invoice list into a searchable table.',
  '',
  'No changes to the API in this PR. Mobile layout work is out of scope for this redesign (the shell picks up the new build; anything app-specific is a follow-up).',
].join('\n');
const FILES = '### 2. Files\n\n**Deletions**: `components/Legacy.tsx`, `components/OldTable.tsx`. Kept as deletions rather than rewrites because naming and structure all change.';

describe('a design put to the user for approval', () => {
  it('knows the closing ask for a go-ahead', () => {
    expect(asksApproval(`${SCOPE}\n\nOK so far?`)).toBe(true);
    expect(asksApproval(`${FILES}\n\nOK on structure and deps?\n`)).toBe(true);
    expect(asksApproval(`${SCOPE}\n\nDoes this look right?`)).toBe(true);
    expect(asksApproval(SCOPE)).toBe(false);
    expect(asksApproval(`${SCOPE}\n\nWhich of the two table libraries do you prefer?`)).toBe(false);
  });

  it('takes none of its scope notes or choices as a decision', () => {
    const start = prompt('help me redesign the billing page');
    expect(decisions([start, say(`${SCOPE}\n\nOK so far?`)])).toEqual([]);
    expect(decisions([start, say(`${FILES}\n\nOK on structure and deps?`)])).toEqual([]);
  });

  it('still takes them from a report of work done', () => {
    const start = prompt('help me redesign the billing page');
    expect(decisions([start, say(SCOPE)])).toEqual([expect.stringContaining('Mobile layout work is out of scope for this redesign')]);
    expect(decisions([start, say(FILES)])).toEqual([expect.stringContaining('Kept as deletions rather than rewrites')]);
  });
});
