// Answers that choose nothing, seen on real checkpoints (issue 12: no item beats a garbage item): the user answering a
// request for information, or asking back, after an assistant message that named no alternatives to choose from. Each
// beside the real choice of the same shape that must stay in. Every fixture is made up, shaped like the real ones.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';

const said = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const user = (content: string) => line({ type: 'user', message: { role: 'user', content } });
const texts = (records: string[]) => handoff(records).decisions.map((d) => d.text);

describe('an answer to a request for information is no decision', () => {
  const steps = [
    'To check which copy Cursor loads:',
    '',
    '1. Open the Skills panel.',
    '2. Run `ls ~/.cursor/plugins` in a terminal.',
    '',
    "Can you paste the output of step 2 and tell me what the Skills panel shows as the source? That'll tell us whether our restructure is actually being exercised or we're looking at a pre-existing install.",
  ].join('\n');

  it('the user reporting what they see answers the request, the "whether X or Y" after it is what the answer shows', () => {
    expect(texts([user('check whether cursor picks up the plugin'), said(steps), user("I think its coming from my other agent installs like claude code and codex")])).toEqual([]);
  });

  it('an either-or question put to the user is still answered by a choice', () => {
    const asked = 'The migration is ready. Do you want to keep the old table as a view, or drop it in the same release?';
    expect(texts([user('migrate the sessions table'), said(asked), user('drop it in the same release, nobody reads the view')])).toHaveLength(1);
  });
});

describe('a question typed without its mark, after a report, sets no terms', () => {
  const report =
    "Skipped the name: frontmatter additions per your call — Cursor uses the folder name when name: is omitted, so session-handoff, search and explain still identify correctly. The plugin manifest now points at ./skills/ and the marketplace entry uses the plugin's folder name.";

  it('"per your call" reports a choice already made, and "how do I test …" asks', () => {
    expect(texts([user('do the other changes for cursor'), said(report), user('how do I test the cursor plugin'), said('To test the cursor plugin, link the repo into ~/.cursor/plugins and restart Cursor.')])).toEqual([]);
  });

  it('"Your call." closing the message still asks for terms, and terms the reply takes up are kept', () => {
    const asked = 'The rebase can keep the docs commit standalone or fold it into the first group. Your call.';
    const h = [user('rebase the branch into groups'), said(asked), user('six groups, drop the compare harness, keep the docs commit standalone'), said('Starting the rebase: six groups, compare harness dropped, docs commit standalone.')];
    expect(texts(h).join('\n')).toContain('six groups, drop the compare harness');
  });
});

describe('a reply that only guesses at the way is no decision', () => {
  const menu = [
    'Given the constraint, a couple of directions to consider:',
    '',
    '1. **Cursor-only SKILL.md copies**: keep the shared ones untouched and add Cursor variants.',
    '2. **Strip-on-package**: a build step that emits Cursor-flavored SKILL.md files at publish time.',
    '',
    'Want me to go with (1), (2), or investigate which agent actually breaks?',
  ].join('\n');

  it('"maybe we don\'t need to add name" leaves the way to the answer', () => {
    expect(texts([user('the name will cause issues with the other agent'), said(menu), user("just do the other chnages first. maybe we don't need to add name")])).toEqual([]);
  });

  it('a way the user states outright still decides', () => {
    expect(texts([user('the name will cause issues with the other agent'), said(menu), user("don't add name to the frontmatter, keep the shared SKILL.md files as they are")])).toHaveLength(1);
  });
});
