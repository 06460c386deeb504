import { describe, expect, it } from 'vitest';
import { numberedOptions, optionText, userFixesListed, userNamesListedWay, userOwnOption, userOwnWordsPick } from './offered-options.js';

const PROPOSAL = `Found a few approaches in the literature:

- **Winnowing** fingerprints k-grams
- Most tools tokenize first

**For our use case**, the options are:

1. **Use a parser generator** (like ANTLR) - accurate but a heavy dependency
2. **Just compare normalised whitespace** - simple, works for any format

I'd suggest the whitespace one. Want me to do that?`;

describe('options the assistant offers', () => {
  it('are the last numbered list, not the bullets that explain', () => {
    expect(numberedOptions(PROPOSAL)).toEqual(['Use a parser generator (like ANTLR) - accurate but a heavy dependency', 'Just compare normalised whitespace - simple, works for any format']);
  });

  it('are found under a Markdown heading too', () => {
    const offer = '## Option 1: Ask once\n- blocks\n\n## Option 2: Inform, do not ask (recommended)\n- a notice\n\n**My recommendation: Option 2** - the sweet spot.';
    expect(optionText(offer, '2')).toBe('Inform, do not ask (recommended)');
  });
});

describe("the user's own words for an offered option", () => {
  it('take the one option they name and turn the others down', () => {
    const d = userOwnWordsPick("yeah let's do whitespace only", PROPOSAL);
    expect(d?.text).toBe('The user chose "Just compare normalised whitespace - simple, works for any format" (option 2 of those offered): "yeah let\'s do whitespace only"');
    expect(d?.rejected.map((r) => r.option)).toEqual(['Use a parser generator (like ANTLR) - accurate but a heavy dependency']);
  });

  it('are no pick when they name no option, or several, or nothing was asked', () => {
    expect(userOwnWordsPick("let's do it", PROPOSAL)).toBeNull();
    expect(userOwnWordsPick("let's do the parser and whitespace", PROPOSAL)).toBeNull();
    expect(userOwnWordsPick("let's do whitespace only", PROPOSAL.replace('Want me to do that?', 'Done.'))).toBeNull();
    expect(userOwnWordsPick('can we do whitespace only?', PROPOSAL)).toBeNull();
    expect(userOwnWordsPick('fix the failing test in the whitespace module', PROPOSAL)).toBeNull();
  });

  it('reads a short answer to an either-or question whose two ways are in code spans', () => {
    const asked = 'Yes. Adding a diagram-first layer is a clean improvement.\n\nOne question before I design it: do you want the diagrams to be `always included` in every tour, or `only included when the repo structure is clear enough` to infer them?';
    expect(userOwnWordsPick('only when clear and useful', asked)?.text).toBe(
      'The user chose "only included when the repo structure is clear enough" (option 2 of those offered): "only when clear and useful"',
    );
    expect(userOwnWordsPick('hmm not sure, what would you do', asked)).toBeNull();
    expect(userOwnWordsPick('only when clear and useful', 'Should the diagrams be `always included`? They cost little.')).toBeNull();
  });

  it('reads a yes followed by an order that repeats one option in the user words', () => {
    const asked = [
      'The new guide sits under `docs/`, which `.gitignore` ignores. A few options before I commit:',
      '',
      '1. **Remove `docs` from `.gitignore`** — cleanest if the rule was only preventive.',
      '2. **Add a negation rule** like `!docs/guide.md` — keeps the rest ignored.',
      '3. **Move the file** to a non-ignored path, e.g. root-level `GUIDE.md`.',
      '',
      'My recommendation is **option 1**. Which do you want?',
    ].join('\n');
    const d = userOwnWordsPick('yeah move to root level', asked);
    expect(d?.text).toBe('The user chose "Move the file to a non-ignored path, e.g. root-level GUIDE.md." (option 3 of those offered): "yeah move to root level"');
    expect(d?.rejected).toHaveLength(2);
    // An order without the yes, one naming a single stray word of an option, or one naming two options picks nothing.
    expect(userOwnWordsPick('move to root level', asked)).toBeNull();
    expect(userOwnWordsPick('yeah commit the file now', asked)).toBeNull();
    expect(userOwnWordsPick('yeah remove docs and move the file', asked)).toBeNull();
  });
});

describe('a go-ahead to fix the findings the assistant listed', () => {
  const review = [
    'Posted the review on PR #7. Two issues at score 80 or more:',
    '',
    '1. **Invalid `--since` values** (score 95) — the CLI only accepts `week` or `month`, but three skills pass `90d`.',
    '2. **Wrong command in the auth message** (score 90) — it names `tool sync`, which does not exist.',
    '',
    'Dropped one issue (score 60): a step order contradiction, real but harmless.',
    '',
    'Want me to fix the two flagged issues?',
  ].join('\n');

  it('takes the findings listed as the ones to fix', () => {
    expect(userFixesListed('fix', review)?.text).toBe(
      'The user had the listed findings fixed ("fix"): 1. Invalid --since values (score 95) — the CLI only accepts week or month, but three skills pass 90d. 2. Wrong command in the auth message (score 90) — it names tool sync, which does not exist.',
    );
  });

  it('is nothing without an offer to fix, a list, or a plain go-ahead', () => {
    expect(userFixesListed('fix', review.replace('Want me to fix the two flagged issues?', 'Want me to commit this?'))).toBeNull();
    expect(userFixesListed('fix', 'The test fails on a nil map. Want me to fix the issue?')).toBeNull();
    expect(userFixesListed('fix the first one and skip the other', review)).toBeNull();
    expect(userFixesListed('why is 2 an issue?', review)).toBeNull();
  });
});


describe('an order of the kind offered, with an object of the user\'s own', () => {
  const offered = [
    'I can run the tidy-up agent over the code. Would you like me to:',
    '',
    '1. **Tidy recently modified code** - the agent looks at recent changes by default',
    '2. **Tidy specific files or directories** - you point me at them',
    '3. **Tidy the whole server package** - review everything',
    '',
    'What would you like me to focus on?',
  ].join('\n');

  it('is the user choosing their own way over the ones offered', () => {
    expect(userOwnOption('Tidy the code added in this branch', offered)?.text).toBe(
      'Offered "Tidy recently modified code"; "Tidy specific files or directories"; "Tidy the whole server package", the user chose their own: "Tidy the code added in this branch"',
    );
  });

  it('an order of another kind, a question, no question asked, or no list decides nothing', () => {
    expect(userOwnOption('commit what you have first', offered)).toBeNull();
    expect(userOwnOption('Tidy the code added in this branch?', offered)).toBeNull();
    expect(userOwnOption('Tidy the code added in this branch', offered.replace(/\n\nWhat would you like me to focus on\?$/, ''))).toBeNull();
    expect(userOwnOption('Tidy the code added in this branch', 'Should I tidy the code?')).toBeNull();
  });
});

describe('an offered option too long to show whole', () => {
  it('ends after its last whole sentence, never inside a word', () => {
    const offer = [
      'When should summaries be generated?',
      '',
      'A. At commit time (Recommended): Generate when user commits and session is condensed to entire/sessions. Summary stored in metadata.json. Avoids LLM cost for rewinds and abandoned sessions that never reach a commit at all.',
      'B. On every checkpoint: more summaries, more cost.',
    ].join('\n');
    expect(optionText(offer, 'A')).toBe(
      'At commit time (Recommended): Generate when user commits and session is condensed to entire/sessions. Summary stored in metadata.json.',
    );
  });
});

describe('a listed way the user names as the option they take', () => {
  const weighed = [
    'You can record the call site with `runtime.Caller(1)`:',
    '',
    '```go',
    '_, file, line, _ := runtime.Caller(1)',
    '```',
    '',
    '**Which to choose:**',
    '- `runtime.Caller(1)` — zero changes to call sites, automatic, log-only',
    '- Error wrapping — requires updating each call site but enriches both logs and API responses',
  ].join('\n');

  it('is the user\'s choice of that way over the others listed', () => {
    const d = userNamesListedWay('Adopt logError using the runtime.Caller option', weighed);
    expect(d?.text).toBe('The user chose "runtime.Caller(1)" — zero changes to call sites, automatic, log-only (over "Error wrapping"): "Adopt logError using the runtime.Caller option"');
    expect(d?.rejected.map((r) => r.option)).toEqual(['Error wrapping']);
  });

  it('is no choice when the prompt asks, names no listed label, or the message lists one way only', () => {
    expect(userNamesListedWay('Would the runtime.Caller option slow the handler down?', weighed)).toBeNull();
    expect(userNamesListedWay('Use the stack trace option instead', weighed)).toBeNull();
    expect(userNamesListedWay('Adopt logError using the runtime.Caller option', weighed.split('\n').slice(0, -1).join('\n'))).toBeNull();
  });
});
