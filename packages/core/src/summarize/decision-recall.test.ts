// Choices the user makes in few words (issue 12, class 7): several listed items taken at once, and a yes to the way
// the assistant recommended after weighing options.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userPicksSeveral } from './offered-options.js';
import { reportedChoices } from './report-decisions.js';
import { refusalDecides } from './refusal-words.js';
import { userAccepts } from './user-accepts.js';
import { promptDecision } from './user-decisions.js';
import { userDecision } from './user-statements.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const SUGGESTIONS = [
  "Here's what I'd change in the README:",
  '',
  '### 1. Add a Table of Contents',
  'The page is long.',
  '### 2. Expand the Introduction',
  '### 3. Add a Requirements Section',
  '### 4. Add Other Install Methods',
  '### 5. Add a Demo GIF',
  '',
  'Would you like me to apply all of them, or pick some?',
].join('\n');

describe('the user takes several of the listed items', () => {
  it('reads a range, a list, and "x and y"', () => {
    expect(userPicksSeveral("let's start with implementing suggestions 1-3 first", SUGGESTIONS)?.text).toBe(
      'The user picked items 1, 2, 3 of those the assistant listed: "let\'s start with implementing suggestions 1-3 first" (Add a Table of Contents; Expand the Introduction; Add a Requirements Section)',
    );
    expect(userPicksSeveral("okay now let's do 2,4,5", 'Done. I added the table of contents.')?.text).toBe('The user picked items 2, 4, 5 of those the assistant listed: "okay now let\'s do 2,4,5"');
    expect(userPicksSeveral("let's investigate 3 and 5 - use subagents if you need", SUGGESTIONS)?.text).toContain('items 3, 5');
    // The user's own words come before the items' names, which a clip of a long list cuts first.
    expect(userPicksSeveral('fix 1, for 2 have it print a summary, fix 4', SUGGESTIONS)?.text).toMatch(/^The user picked items 1, 4 of those the assistant listed: "fix 1, for 2 have it print a summary, fix 4" \(/);
  });

  it('takes no single item, no question and no numbers that are not items', () => {
    expect(userPicksSeveral("let's do 2", SUGGESTIONS)).toBeNull();
    expect(userPicksSeveral('should we do 2 and 3?', SUGGESTIONS)).toBeNull();
    expect(userPicksSeveral('bump the timeout to 30 and retry 3 times', SUGGESTIONS)).toBeNull();
    expect(userPicksSeveral('fix lines 10-20 of the parser', SUGGESTIONS)).toBeNull();
  });

  it('is the decision a prompt takes', () => {
    expect(promptDecision('okay now do 4,5', SUGGESTIONS, null, { first: false, clarifies: false })?.text).toContain('items 4, 5');
  });
});

describe('a yes to the recommended way', () => {
  const weighed = [
    'There is a real tension here. **Two viable options:**',
    '',
    '| | Subpackages | Flat files |',
    '|---|---|---|',
    '| Build | one binary per agent | all agents |',
    '',
    'My recommendation: **go with subpackages**. Each agent then builds only its own binary.',
    '',
    'Want me to plan that refactor?',
  ].join('\n');

  it('takes the way recommended', () => {
    expect(userAccepts('yes', weighed, null)?.text).toBe(
      'The user agreed ("yes") to the assistant\'s recommendation: go with subpackages. Want me to plan that refactor?',
    );
  });

  it('needs options weighed and an offer of more than a chore', () => {
    expect(userAccepts('yes', 'My recommendation: go with subpackages. Want me to plan that refactor?', null)).toBeNull();
    expect(userAccepts('yes', weighed.replace('Want me to plan that refactor?', 'Want me to commit this?'), null)).toBeNull();
  });
});

describe("a report's change of behaviour, with the way it replaced", () => {
  it('takes a change reported against the way it replaced', () => {
    const report = 'Done. Summary:\n\n- **Updated `sendHookReply()`** - Changed it to emit `hookSpecificOutput.extraContext` instead of top-level `banner`.\n- Added two tests.';
    expect(reportedChoices(report).map((d) => d.text)).toEqual([
      'Updated `sendHookReply()` - Changed it to emit `hookSpecificOutput.extraContext` instead of top-level `banner`.',
    ]);
  });

  it('leaves out a repair, a description and a slip owned', () => {
    expect(reportedChoices('Fixed the parser to use `strconv.Atoi` instead of `fmt.Sscanf`.')).toEqual([]);
    expect(reportedChoices('Consumed by: `handleTurnEnd` (line 1410) — uses it instead of generating a new ID.')).toEqual([]);
    expect(reportedChoices('I noticed I have a bug in `repo.go` — I used `git` (the variable) instead of `"git"` (the string).')).toEqual([]);
  });
});

describe('the user leaves the work for later', () => {
  it('"leave this for a future exercise" sets the work aside', () => {
    expect(promptDecision("let's leave this for a future exercise. I assume the call will just fail?", null, null, { first: false, clarifies: false })?.text).toBe(
      "let's leave this for a future exercise.",
    );
  });

  it('"leave … as-is — they\'re out of scope" sets the work aside, and a question about scope decides nothing', () => {
    const said = "Leave the 6 test file warnings as-is — they're out of scope for Phase 8. Your work is complete. Thank you.";
    expect(promptDecision(said, 'Only 6 total warnings remain (down from 74), and all 6 are in test files.', null, { first: false, clarifies: false })?.text).toBe(said);
    expect(promptDecision('should we leave the test warnings out of scope?', null, null, { first: false, clarifies: false })).toBeNull();
  });
});

describe('a refusal that asks for code to change shape', () => {
  it('"can the switch logic also be shared?" proposes another way', () => {
    expect(refusalDecides('even more, can the switch logic also be shared?')).toBe(true);
    expect(refusalDecides('can the tests be run after this?')).toBe(false);
  });
});

describe('a concession to words that answer an offer', () => {
  const offered =
    'Never. `retried` starts false and is set true on every path. The whole `retried` flag is dead code — the send could just always run. But that is an older issue and out of scope for this PR. Want me to clean it up while we are here?';

  it('carries what the offer was about', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Is `retried` ever false when we reach the send?' },
      { kind: 'assistant_text', line: 2, text: offered },
      { kind: 'user_prompt', line: 3, text: "I mean, you've already taken out most of the assignments so...?" },
      { kind: 'assistant_text', line: 4, text: 'Fair point. Let me just remove it entirely.' },
    ]);
    expect(got).toEqual([
      'The user said "I mean, you\'ve already taken out most of the assignments so...?" to the offer "`retried` starts false and is set true on every path. The whole `retried` flag is dead code — the send could just always run. But that is an older issue and out of scope for this PR. Want me to clean it up while we are here?"; the assistant agreed: "Fair point. Let me just remove it entirely."',
    ]);
  });

  it('leaves a chore offered out of the words', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Skip the commits without checkpoints.' },
      { kind: 'assistant_text', line: 2, text: 'Commits without checkpoints are now skipped early. Want me to commit this?' },
      { kind: 'user_prompt', line: 3, text: 'also if we hit a skip, we should continue the loop?' },
      { kind: 'assistant_text', line: 4, text: "You're right - we print the banner even for skipped ones. Let me restructure to check first." },
    ]);
    expect(got).toEqual([
      'The user said "also if we hit a skip, we should continue the loop?"; the assistant agreed: "You\'re right - we print the banner even for skipped ones. Let me restructure to check first."',
    ]);
  });
});

describe('a pick of a bold-labelled option by its label', () => {
  const offered = [
    '**Decision required — Issue #1: Promotion race condition**',
    '',
    '**Options:**',
    '- **Accept it** — `cleanup()` handles the duplicate, it is unlikely in practice, no user-visible impact',
    '- **Guard it** — add an `isConnecting` boolean flag to connection-manager.ts that prevents re-entry into `connect()`',
    '',
    'What would you like to do about the race condition?',
  ].join('\n');

  it('takes the option the first line names, and turns the other down', () => {
    const d = promptDecision('Guard it option\nwhat is the best practice to resolve such things? should we create a story?', offered, null, { first: false, clarifies: false });
    expect(d?.text).toContain('"Guard it": add an isConnecting boolean flag');
    expect(d?.rejected).toEqual([{ option: 'Accept it', reason: null }]);
  });

  it('takes nothing from a prompt that names no label whole', () => {
    expect(promptDecision('can you guard it somehow?', offered, null, { first: false, clarifies: false })).toBeNull();
  });
});

describe('a rule the user sets on what must not be done', () => {
  it('takes an action forbidden on a thing, with its reason', () => {
    const said = 'some very valid points raised by coderabbit on the pr. Please make sure the docs are consistent. full schema should not be updated ever, it is a point in time snapshot.';
    expect(userDecision(said)?.text).toContain('full schema should not be updated ever');
  });

  it('leaves out a state that should not be, which reports a fault', () => {
    expect(userDecision('the export test should not be failing after the merge, look into it')).toBeNull();
  });
});

describe('the user drops one way and names the one used instead', () => {
  it('takes "remove X and use Y" as a replacement', () => {
    const d = userDecision('i think we can remove workspace from agentv core and use extensions which are more generalized');
    expect(d?.text).toBe('i think we can remove workspace from agentv core and use extensions which are more generalized');
  });
});

describe('a pick that answers a menu another assistant message followed', () => {
  const menu = [
    '**Decision required — Issue #1: Promotion race condition**',
    '',
    '**Options:**',
    '- **Accept it** — `cleanup()` handles the duplicate, it is unlikely in practice, no user-visible impact',
    '- **Guard it** — add an `isConnecting` boolean flag to connection-manager.ts that prevents re-entry into `connect()`',
  ].join('\n');
  const run = (between: TranscriptEvent[]) => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'Run the devil’s advocate pass over the finished stories and report what needs a decision.', line: 2 },
      { kind: 'assistant_text', text: menu, line: 316 },
      { kind: 'turn_end', line: 318 },
      ...between,
      { kind: 'user_prompt', text: 'Guard it option\nwhat is the best practice to resolve such things? should we create a story?', line: 325 },
    ];
    for (const e of events) b.add(e);
    return b.build().decisions.filter((d) => d.by === 'user').map((d) => d.text);
  };

  it('takes the option past the message that only waits on the choice', () => {
    const waiting: TranscriptEvent[] = [
      { kind: 'assistant_text', text: "Devil's advocate shut down. Waiting on your call regarding the promotion race condition (accept vs. add the guard).", line: 321 },
      { kind: 'turn_end', line: 323 },
    ];
    expect(run(waiting).some((t) => t.includes('"Guard it": add an isConnecting boolean flag'))).toBe(true);
  });

  it('takes nothing from a menu an earlier prompt already answered', () => {
    const answered: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'Let me think about it; first tidy the story files.', line: 319 },
      { kind: 'assistant_text', text: 'Tidied the story files. Waiting on your call about the race condition.', line: 321 },
      { kind: 'turn_end', line: 323 },
    ];
    expect(run(answered).some((t) => t.includes('Guard it'))).toBe(false);
  });
});
