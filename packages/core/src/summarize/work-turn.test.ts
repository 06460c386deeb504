// The turn's approach (work-turn.ts): the message before is read only for a message that states an approach, since
// reading an assistant message the summarizer keeps makes its deferred clip, which redacts (assistant-tail.ts).
import { describe, expect, it } from 'vitest';
import type { HeldRef } from './source-lines.js';
import { WorkTurn } from './work-turn.js';

const source: HeldRef = { sessionId: 's1' };
const FIX = 'The fix: check the exit code from `git show-ref`, so a missing branch is told apart from a fatal error.';

/** A stand-in for the message before, counting how often it is read. */
function earlier(text: string): { read: () => string; reads: number } {
  const e = { reads: 0, read: () => (e.reads++, text) };
  return e;
}

describe('WorkTurn.onMessage', () => {
  it('does not read the message before when the message states no approach', () => {
    const turn = new WorkTurn();
    const before = earlier("There's a syntax error. Let me check the area around line 88.");
    turn.onMessage('Let me run the tests again to see where it stands.', source, 3, before.read);
    turn.onEdit(['/repo/internal/git/branch.go'], 'return ErrBranchNotFound');
    expect(before.reads).toBe(0);
    expect(turn.current()).toBeNull();
  });

  it('reads it for a statement, and drops a statement that repairs the slip it names', () => {
    const slip = new WorkTurn();
    const named = earlier("There's a syntax error. Let me check the area around line 88.");
    slip.onMessage('The issue is that the `flushed:` label sits inside the `select` statement, and Go does not allow a label before a `case`.', source, 5, named.read);
    slip.onEdit(['/repo/internal/git/branch.go'], 'flushed: select case');
    expect(named.reads).toBe(1);
    expect(slip.current()).toBeNull();

    const work = new WorkTurn();
    const plain = earlier('I looked at `deleteBranch` in branch.go.');
    work.onMessage(FIX, source, 5, plain.read);
    work.onEdit(['/repo/internal/git/branch.go'], 'exec.ExitError show-ref exit code');
    expect(plain.reads).toBe(1);
    expect(work.current()?.text).toContain('check the exit code');
  });
});
