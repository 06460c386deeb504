// Picks read from a list written as one sentence or restated by the closing question, and contrasts that describe a
// bug or a next step rather than a choice. Every fixture is made up, shaped like real sessions.
import { describe, expect, it } from 'vitest';
import { decisionsFromCompaction } from './compaction.js';
import { extractDecisions } from './decisions.js';
import { sessionVerdict } from './design-choices.js';
import { numberedOptions, optionText } from './offered-options.js';
import type { HeldRef } from './source-lines.js';
import { userPick } from './user-menu-picks.js';

describe('an option of a list written as one sentence', () => {
  const offered = [
    'Neither endpoint returns the username. The simplest fix would be to either:',
    '',
    '1. **Return `username` from the session endpoint** (it already has it), or',
    '2. **Add a `/profile` endpoint** that returns the whole profile',
    '',
    'Option 1 is smaller. Which one should I take?',
  ].join('\n');

  it('leaves out the word that joins it to the next option', () => {
    expect(optionText(offered, '1')).toBe('Return username from the session endpoint (it already has it)');
    expect(numberedOptions(offered)[0]).toBe('Return username from the session endpoint (it already has it)');
    expect(optionText('1. Keep the cache; and\n2. Drop it', '1')).toBe('Keep the cache');
  });

  it('keeps an option whose own words end in a conjunction-like word', () => {
    expect(optionText('1. Split read and write\n2. Merge them', '1')).toBe('Split read and write');
  });
});

describe('a numbered pick the closing question restates', () => {
  const list = [
    'The simplest fix would be to either:',
    '',
    '1. **Return `username` from the session endpoint** (it already has it), or',
    '2. **Add a `/profile` endpoint** that returns the whole profile',
    '',
  ];

  it('takes the way the question puts in that place, and turns the other down', () => {
    const offered = [...list, 'Do you want me to just keep it client-side from the login form, or do you want a proper `/profile` endpoint?'].join('\n');
    const d = userPick('1 sounds fine for now', offered);
    expect(d?.text).toContain('"just keep it client-side from the login form"');
    expect(d?.text).not.toContain('session endpoint');
    expect(d?.rejected).toEqual([{ option: 'a proper `/profile` endpoint', reason: null }]);
    expect(userPick('2', offered)?.text).toContain('"a proper `/profile` endpoint"');
  });

  it('takes the listed option when the question only names the options by number', () => {
    const offered = [...list, 'Do you want me to go with option 1, or option 2?'].join('\n');
    expect(userPick('1', offered)?.text).toContain('Return username from the session endpoint');
  });

  it('takes the listed option when the list has more ways than the question', () => {
    const offered = [...list, '3. **Read it from the token**', '', 'Do you want me to keep it client-side, or add the endpoint?'].join('\n');
    expect(userPick('1', offered)?.text).toContain('Return username from the session endpoint');
  });
});

describe('a contrast that describes a bug', () => {
  it('"instead of being rendered" is what the code fails to do, no way turned down', () => {
    expect(extractDecisions('We decided the markdown is displayed instead of being rendered in the panel.')).toEqual([]);
    expect(extractDecisions("I'll render the markdown with marked instead of setting textContent.")).toHaveLength(1);
  });

  it('a summary item headed by an HTTP error repairs it, it chooses nothing', () => {
    const summary = [
      '4. Errors and fixes:',
      '   - Nginx "400 Bad Request: malformed Host header": Using `$host` instead of `$http_host` caused issues. Fixed with correct headers.',
      '   - Ongoing: Markdown rendering issue where formatting characters are displayed instead of being rendered.',
      '   - Retry loop: Wrapping the push in a retry loop caused duplicate commits; switched to a single push instead of retrying.',
    ].join('\n');
    const texts = decisionsFromCompaction(summary).map((d) => d.text);
    expect(texts.filter((t) => /Nginx|being rendered/.test(t))).toEqual([]);
    expect(texts.some((t) => t.includes('switched to a single push'))).toBe(true);
  });
});

describe('a closing recommendation', () => {
  const source: HeldRef = { sessionId: 'a1b2c3d4' };
  const closing = (full: string) => sessionVerdict({ full, source, seq: 5 }, 0).map((d) => d.text);

  it('to run the next workflow command is a next step, no verdict', () => {
    expect(closing('Epics done.\n\n**Recommendation:** Run `bmad-check-readiness` in a fresh context window to validate everything first.')).toEqual([]);
  });

  it('that answers the analysis stands', () => {
    expect(closing('Both work.\n\n**Recommendation:** Use Turborepo, since the workspace already has pnpm workspaces set up.')).toHaveLength(1);
  });
});
