// Decision classes found on real checkpoints nobody had tuned to (issue 12, class 7): the user's answers in the part
// before a checkpoint's start, items taken but some skipped, a side taken in a conflict, a change that
// follows the code's pattern, an offer the assistant said it would take; and a look announced ahead, which is none.
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../adapters/claude.js';
import { EarlierWordsLog } from '../read/earlier-words.js';
import type { TranscriptEvent } from '../types/events.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userOwnWordsPick, userPicksSeveral } from './offered-options.js';
import { remedyOf } from './remedies.js';
import { reportedChoices } from './report-decisions.js';
import { userAccepts } from './user-accepts.js';
import { userDecision } from './user-statements.js';

const texts = (ds: { text: string }[]) => ds.map((d) => d.text);

describe('a look announced ahead chooses nothing', () => {
  it('"I\'ll do a fresh read … rather than relying on the prior passes" is how the agent reads', () => {
    expect(extractDecisions("I'll do a fresh read of the current committed state and look for remaining improvement opportunities, rather than relying on the prior passes.")).toEqual([]);
    expect(extractDecisions("I'll re-check the callers rather than trusting the earlier grep output.")).toEqual([]);
  });

  it('a choice of how the work is done still is one', () => {
    expect(texts(extractDecisions("I'll use a channel instead of a mutex because the handler already blocks."))).toHaveLength(1);
  });
});

describe('a side taken in a conflict', () => {
  it('"resolved by taking the branch\'s version" says which version wins', () => {
    const text = "Rebase completed successfully. Both conflicts were resolved by taking the branch's version — the clean delegation pattern in `config.go` and the helpers in `settings.go`.";
    expect(texts(extractDecisions(text))).toEqual([
      "Both conflicts were resolved by taking the branch's version — the clean delegation pattern in `config.go` and the helpers in `settings.go`.",
    ]);
  });

  it('a conflict merely resolved takes no side', () => {
    expect(extractDecisions('Both conflicts were resolved and the build passes again.')).toEqual([]);
  });
});

describe('the user takes the listed items but some', () => {
  it('reads "skip … and do the rest" and "fix them all, skip <id>"', () => {
    expect(userPicksSeveral('skip 5, 7, 8 and do the rest', null)?.text).toBe('The user had the listed items done except 5, 7, 8, which are skipped: "skip 5, 7, 8 and do the rest"');
    expect(userPicksSeveral('fix them all, skip 2738999818 (but respond as per previous response)', null)?.text).toContain('except 2738999818');
  });

  it('a skip alone, or the rest alone, is an instruction', () => {
    expect(userPicksSeveral('skip 3', null)).toBeNull();
    expect(userPicksSeveral('skip the flaky test and rerun', null)).toBeNull();
    expect(userPicksSeveral('do the rest', null)).toBeNull();
  });
});

describe('a change that follows the pattern the code has', () => {
  it('"…, matching the pattern used in X" is the way to keep', () => {
    const text = 'Fixed. I changed it to `fmt.Sprintf` to create the `message` variable, matching the pattern used in the `ShadowBranchConflictError` handler above it.';
    expect(texts(reportedChoices(text))).toEqual(['I changed it to `fmt.Sprintf` to create the `message` variable, matching the pattern used in the `ShadowBranchConflictError` handler above it.']);
  });

  it('a change that follows nothing, or a pattern merely mentioned, is none', () => {
    expect(reportedChoices('I changed it to `fmt.Sprintf` to create the `message` variable.')).toEqual([]);
    expect(reportedChoices('The test follows the pattern used in the other handlers.')).toEqual([]);
  });

  it('a rename the linter asked for ("to avoid stutter") is one', () => {
    expect(texts(reportedChoices('- Renamed exports to avoid stutter: `RedactString` → `String`, `RedactBytes` → `Bytes`'))).toHaveLength(1);
  });
});

describe('a yes to what the assistant said it would do', () => {
  const answer = [
    'Short answer: **no, not strictly required** — but bumping is cheap insurance and I\'d do it.',
    '',
    'Version lives in 5 files to keep in sync.',
    '',
    'Want me to bump to `0.2.0` across all 5 manifests and drop the stale `contextFileName` field?',
  ].join('\n');

  it('takes the offer', () => {
    expect(userAccepts('yes pleas bump', answer, 'do I need to increment the versions?')?.text).toBe(
      'The user agreed ("yes pleas bump") to the assistant\'s proposal: Want me to bump to 0.2.0 across all 5 manifests and drop the stale contextFileName field?',
    );
  });

  it('an offer the assistant did not weigh is still a plain yes', () => {
    expect(userAccepts('yes', 'Want me to bump to `0.2.0` across all 5 manifests?', null)).toBeNull();
  });
});

const OPTIONS = [
  'Hit a snag — `.gitignore` excludes `docs/` intentionally. Two options:',
  '',
  "1. **Leave the spec local (don't commit).** Respects the existing gitignore.",
  '2. **Pick a different path that isn\'t gitignored** — e.g. `.claude/specs/` — and commit there.',
  '3. **Force-add with `-f`.** Overrides the gitignore.',
  '',
  'Which do you want?',
].join('\n');

describe('a bare answer that names one option', () => {
  it('"local" picks the option that says it', () => {
    expect(userOwnWordsPick('local', OPTIONS)?.text).toBe('The user chose "Leave the spec local (don\'t commit). Respects the existing gitignore." (option 1 of those offered): "local"');
  });

  it('a word in no option, or in several, picks none', () => {
    expect(userOwnWordsPick('wait', OPTIONS)).toBeNull();
    expect(userOwnWordsPick('gitignore', OPTIONS)).toBeNull();
  });
});

describe('the user bounds the approach', () => {
  it('"only X and not Y" turns Y down', () => {
    expect(userDecision('only the first response and not on error /early exit paths')?.text).toBe('only the first response and not on error /early exit paths');
  });

  it('"only" with nothing turned down is an instruction', () => {
    expect(userDecision('only run the unit tests')).toBeNull();
  });
});

describe('answers in the part before the checkpoint', () => {
  it('"1" picks the option of the message it answers, as in the part read', () => {
    const log = new EarlierWordsLog(claudeAdapter);
    const earlier: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'write the plan for the header change', line: 10 },
      { kind: 'assistant_text', text: 'Plan saved. Two execution options:\n\n1. **Subagent-Driven** - a fresh subagent per task\n2. **Inline Execution** - run the tasks in this session\n\nWhich approach?', line: 11 },
      { kind: 'user_prompt', text: '1', line: 12 },
    ];
    for (const e of earlier) log.event(e);
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.addEarlier(log.words());
    b.add({ kind: 'user_prompt', text: 'commit what you have', line: 20 });
    expect(texts(b.build().decisions)).toEqual(['The user chose "Subagent-Driven": a fresh subagent per task (option 1 of those offered)']);
  });
});

describe('"ok do that" to the way the assistant suggested last', () => {
  const suggested = [
    "You're right - those strings are the agent type identifiers stored in metadata.",
    '',
    'So `Type()` is actually correct. The misleading part is calling it a "display name" in the comments.',
    '',
    'Maybe just fix the comments:',
    '',
    '```go',
    '// Type returns the agent type identifier (e.g., "Claude Code")',
    'Type() string',
    '```',
    '',
    'The two identifiers exist because:',
    '- `Name()` - short, used for registry lookup',
  ].join('\n');

  it('takes the suggestion, with the sentence that says why', () => {
    expect(userAccepts('ok do that', suggested, null)?.text).toBe(
      'The user agreed ("ok do that") to the assistant\'s suggestion: The misleading part is calling it a "display name" in the comments. Maybe just fix the comments.',
    );
  });

  it('a bare yes, or a suggestion followed by a question, takes none', () => {
    expect(userAccepts('yes', suggested, null)).toBeNull();
    expect(userAccepts('ok do that', 'Maybe just fix the comments. Or should I rename the method too?', null)).toBeNull();
  });
});

describe('a rename with its reason', () => {
  it('"Renamed A → B (… since …)" is a choice', () => {
    const text = "- Renamed `compactContentTypeText` → `contentTypeText` in compact.go (dropping the `compact` prefix since it's a generic content type)";
    expect(texts(reportedChoices(text))).toHaveLength(1);
  });

  it('a rename with no reason is only the edit', () => {
    expect(reportedChoices('- Renamed `compactContentTypeText` → `contentTypeText` in compact.go')).toEqual([]);
  });
});

describe('the approach named as the correct one', () => {
  it('"…, the correct approach is to return an error" and "The correct flow is `disable` then `enable`"', () => {
    const a = "I can see the issue. Since JSONL lines are complete JSON objects that can't be split without breaking JSON validity, the correct approach is to return an error. Let me fix this.";
    expect(remedyOf(a, false)?.text).toBe("I can see the issue. Since JSONL lines are complete JSON objects that can't be split without breaking JSON validity, the correct approach is to return an error.");
    const b = 'You were right to flag that. `--force` only reinstalls the same agent\'s hooks. The correct flow is `disable` (which uninstalls all agent hooks) then `enable` fresh.';
    expect(remedyOf(b, false)?.text).toContain('The correct flow is `disable`');
  });

  it('an approach described, not named the right one, is none', () => {
    expect(remedyOf('The approach is documented in the README. The flow is simple: read, then write.', false)).toBeNull();
  });
});

describe('an approach called only the simplest', () => {
  it('is an expedient, not the way to keep', () => {
    expect(remedyOf('The simplest approach is to have the command use the lower-level helpers directly instead of going through the prompt.', false)).toBeNull();
  });
});

describe('the user redirects the work', () => {
  it('"no wait, … we should …" turns the agent\'s way down', () => {
    const redirect = "no wait, so this branch adds agent to logging, and so far we only added it in the hooks related logs, but during resume/rewind logging we should now also add the agent if it's fetched from the checkpoint data";
    expect(userDecision(redirect)?.text).toBe(redirect);
  });

  it('a no that answers a question is no redirect', () => {
    expect(userDecision('no, the tests were green before your change')).toBeNull();
  });
});
