import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { optionText } from './offered-options.js';
import { optionPicked } from './user-menu-picks.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

/** A menu laid out as a table, its labels lettered inside the first cell, closed on a question. */
const TABLE_MENU = `Looking at \`listCheckpoints\` in \`rewind.go\`, it walks every commit reachable from HEAD, so after a merge the
merged branch's checkpoints show up on main too.

**Question**: which checkpoints should the list show?

| Option | Description |
|--------|-------------|
| **A. Everything** | All checkpoints reachable from HEAD, merged ones included |
| **B. Branch-only** | Only commits not on the default branch (the feature branch's own work) |
| **C. Uncommitted only** | Only the live session's checkpoints, committed ones hidden |

Option B needs a \`main..HEAD\` walk; on main itself it would list nothing.

Which one would you prefer?`;

/** A lettered list of ways, as an agent lays out a design question. */
const LETTERED = `Next question: how should a collaboration end?

**A) Fixed turn count** — you say up front how many rounds; it stops by itself.

**B) Convergence** — it stops once the diff between turns gets small.

**C) User-controlled** — it runs until you say stop.

Which fits best?`;

const NUMBERED = `Two ways to get the shared helper into \`strategy\`:

1. **Proper fix** — move the repo helpers into a new \`gitutil\` package and import it from both places
2. **Quick fix** — duplicate the helper in \`strategy\` and file a follow-up for the move

Which do you prefer?`;

describe('a pick of a lettered or numbered option said in a sentence', () => {
  it('takes the option words from the offer, not from the prompt', () => {
    const got = optionPicked("I'd like it to do B, and on `main` itself it can list the whole history (capped at 20 for now).", TABLE_MENU);
    expect(got?.text).toMatch(/^The user chose "Branch-only": Only commits not on the default branch .*\(option B of those offered\)/);
    expect(optionPicked('okay can you just do a then', LETTERED)?.text).toContain('"Fixed turn count"');
    expect(optionPicked('hmm ok, go with 2 for now', NUMBERED)?.text).toContain('"Quick fix"');
    expect(optionPicked('c please', LETTERED)?.text).toContain('"User-controlled"');
  });

  it('reads a bare label closed by a full stop as the answer', () => {
    expect(optionPicked('A.', TABLE_MENU)?.text).toContain('"Everything"');
    // A numbered list written by the user is no answer.
    expect(optionPicked('1. move the helper\n2. file the issue', NUMBERED)).toBeNull();
  });

  it('takes an option by its place when that is the whole answer', () => {
    expect(optionPicked('the second one', NUMBERED)?.text).toContain('"Quick fix"');
    expect(optionPicked("let's go with the first option", LETTERED)?.text).toContain('"Fixed turn count"');
    expect(optionPicked('the second one failed again', NUMBERED)).toBeNull();
  });

  it('chooses nothing when the sentence asks, turns the option down, counts, or names several', () => {
    expect(optionPicked('should we do B?', TABLE_MENU)).toBeNull();
    expect(optionPicked("let's not do B, it hides too much", TABLE_MENU)).toBeNull();
    expect(optionPicked("maybe we'll use b, I need to think", TABLE_MENU)).toBeNull();
    expect(optionPicked('can you do a quick pass over the tests first', LETTERED)).toBeNull();
    expect(optionPicked('use 2 spaces for the indentation', NUMBERED)).toBeNull();
    expect(optionPicked('do a, b and c in order', LETTERED)).toBeNull();
    // A yes first agrees to the offer: the offer is read as a proposal, not as a menu.
    expect(optionPicked('yes, do 2', NUMBERED)).toBeNull();
  });

  it('needs an offer that lists the label and asks the user', () => {
    expect(optionPicked('do C then', NUMBERED)).toBeNull();
    expect(optionPicked("I'd like it to do B, thanks", TABLE_MENU.replace('Which one would you prefer?', 'Going with B.'))).toBeNull();
  });
});

describe('options laid out in a table', () => {
  it('are read from the row that leads with the label, or from the cell after a bare one', () => {
    expect(optionText(TABLE_MENU, 'C')).toBe("Uncommitted only — Only the live session's checkpoints, committed ones hidden");
    const bare = 'Actionable:\n\n| # | Issue | Status |\n|---|---|---|\n| 1 | Missing worktree id | Fixed |\n| 2 | Stale shadow branch after reset | Needs a look |\n\nWhich should I take?';
    expect(optionText(bare, '2')).toBe('Stale shadow branch after reset');
    expect(optionText(bare, '3')).toBeNull();
  });

  it('answer for the list before them when both number the same items: the last one laid out is the one asked about', () => {
    const both = '1. **`hooks.go:26`** — can these run in parallel?\n2. **General** — collisions, later\n\n| # | Item |\n|---|---|\n| 1 | Parallel integration tests |\n| 2 | Prefix collision guard |\n\nWhich ones?';
    expect(optionText(both, '2')).toBe('Prefix collision guard');
  });

  it('make a pick in a session a decision with the option the table names', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'the rewind list shows checkpoints from merged branches on main, why?' },
      { kind: 'assistant_text', line: 2, text: TABLE_MENU },
      { kind: 'user_prompt', line: 3, text: "I'd like it to do B, and on `main` itself it can list the whole history (capped at 20 for now)." },
      { kind: 'assistant_text', line: 4, text: 'Implementing the branch-only filter now.' },
    ]);
    expect(got.filter((d) => d.includes('Branch-only'))).toHaveLength(1);
  });
});
