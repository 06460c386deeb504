// The work asked for was found already done: the closing report says which change was not needed and what was done
// instead (issue 12, item 7). Every record is made up, shaped like a real Claude Code session.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';

const prompt = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const texts = (records: string[]) => handoff(records).decisions.map((d) => d.text);

const REPORT =
  "Done. The `node_modules/` pattern was already in `.gitignore`, but 9 files under it were still tracked because they were committed before the rule existed. I've removed them from the index with `git rm --cached`, so they stay on disk.";

describe('work found already done', () => {
  it('is the closing report\'s decision, with what was done instead', () => {
    expect(texts([prompt('add node_modules to .gitignore'), say(REPORT)])).toEqual([
      "The `node_modules/` pattern was already in `.gitignore`, but 9 files under it were still tracked because they were committed before the rule existed. I've removed them from the index with `git rm --cached`, so they stay on disk.",
    ]);
    expect(texts([prompt('fix the lint warnings in the generated client'), say('Looks like this was already fixed — the generated client has zero `any` types now.\n\nMoved the todo to done.')])).toEqual([
      'Looks like this was already fixed — the generated client has zero `any` types now.',
    ]);
  });

  it('is none when a prompt came after the report, or the report finds nothing already done', () => {
    expect(texts([prompt('add node_modules to .gitignore'), say(REPORT), prompt('now commit it')])).toEqual([]);
    expect(texts([prompt('run the tests'), say('The suite was already passing before the change; it still passes: 42 tests.')])).toEqual([]);
    expect(texts([prompt('is the cache already in place?'), say('Is the cache already in place? Not yet: `cache.go` has no entry point.')])).toEqual([]);
  });
});
