// Garbage decisions of five shapes seen on new repositories (issue 12, class 7): the agent's plan of its next step and
// its offers, a yes to doing more of the same, a user's taste, and a form's answer cut away.
// Each beside the real decision of the same shape that must stay in. Every fixture is made up, shaped like real ones.
import { describe, expect, it } from 'vitest';
import { extractDecisions } from './decisions.js';
import { answeredChoices } from './form-answers.js';
import { userAccepts } from './user-accepts.js';
import { userDecision } from './user-statements.js';

describe("the agent's plan of its next step is no decision", () => {
  it('a follow-up named as the next piece of work sets nothing aside', () => {
    expect(extractDecisions("I'll make a small follow-up change in a fresh separate worktree from the updated main, so we don't mix it into the merged branch.")).toEqual([]);
  });

  it('creating or switching to a branch off main is a git step', () => {
    expect(extractDecisions("The local branch doesn't exist yet, so I'll create/switch to fix/parser-crash from main and apply the patch there.")).toEqual([]);
    expect(extractDecisions("It isn't checked out here, so I'll switch to release-2.3 from origin/main before building.")).toEqual([]);
  });

  it('tracing a fault is a look, whatever it contrasts', () => {
    expect(extractDecisions("I'll trace this from both angles: the writer that emits the record rather than the reader that trips on it.")).toEqual([]);
  });

  it('work set aside for a follow-up, or a step with the way it turns down, is still a decision', () => {
    expect(extractDecisions('The retry cap is a reasonable change, but I left it for a follow-up PR to keep this one small.')).toHaveLength(1);
    expect(extractDecisions("I'll switch to streaming the export instead of buffering it in memory.")).toHaveLength(1);
  });
});

describe("the agent's offer is no decision", () => {
  it('what the agent will do once the user says so is not chosen yet', () => {
    expect(extractDecisions('The docs table still lists the old flag. Say the word and I\'ll add it as a follow-up.')).toEqual([]);
    expect(extractDecisions("If you want, I'll move the cache into its own module instead of keeping it in the reader.")).toEqual([]);
  });
});

describe("a user's yes to more of the same is no decision", () => {
  const more =
    'Fixed the bash reader: it now reads the cache file, which I think is safer than shelling out to git on every prompt. Want me to fix the lua reader the same way?';

  it('agreeing to carry a change on to another place continues the work', () => {
    expect(userAccepts('yes', more, null)).toBeNull();
    expect(userAccepts('yes please', 'The bash reader now falls back to the cache. Want me to update the other readers too? That replaces the git call in each.', null)).toBeNull();
  });

  it('a yes to a proposal of another way still takes it', () => {
    const proposal = 'The reader shells out to git on every prompt. Want me to make it read the cache file instead of calling git?';
    expect(userAccepts('yes', proposal, null)?.text).toContain('read the cache file');
  });
});

describe("a user's taste is no decision", () => {
  it('a dislike that names no other way is feedback that starts the work', () => {
    expect(userDecision('i dont really like the prose for the opening story')).toBeNull();
    expect(userDecision("i think it's like the staccato short sentences i dont like")).toBeNull();
  });

  it('a dislike with the way the user wants instead still turns one down', () => {
    expect(userDecision("i don't like the modal, use an inline banner instead")).not.toBeNull();
    const later =
      "OK, not bad.  I don't quite like 3f1c2ab though - it drops the hint the installer printed.  I'd like to bring that part back.  If the hook is already present, say so like before, and if we can't tell which shell the user runs, print a warning before exiting.  The new flag parsing reads well, and the tests you added cover the cases I had in mind.";
    expect(userDecision(later, 'Committed 3f1c2ab: the installer no longer prints anything when the hook is already present.')?.text).toContain('3f1c2ab');
  });
});

describe("a form's answer is kept whole", () => {
  it('a long question is cut before the answer that picks', () => {
    const question = `Card descriptions get generated when the deck is built, ${'and each one repeats the card title and its cost in the body text, '.repeat(4)}so should they stay generated or be written by hand?`;
    const output = `User has answered your questions: "${question}"="Written by hand". You can now continue.`;
    const [d] = answeredChoices(output);
    expect(d?.text.length).toBeLessThanOrEqual(400);
    expect(d?.text).toContain('the user chose "Written by hand"');
  });
});
