/**
 * Status from the words a turn closed on: a turn that wrote what was asked and ended on a report naming what comes next,
 * with an offer at its end, is not waiting on the user; a prompt answered in words alone, the turn ended after the reply,
 * is answered.
 */
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';

const ask = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const stop = () => line({ type: 'system', subtype: 'stop_hook_summary', hookCount: 1, preventedContinuation: false });
const write = (id: string, path: string) => [
  line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Write', input: { file_path: `/repo/${path}`, content: '# Plan' } }] } }),
  line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: `File created successfully at: /repo/${path}` }] } }),
];

const PLAN_REPORT =
  'Wrote `PLAN.md` with:\n- **What we are building**: the 3D planet world and the four-puzzle arc\n- **Next step**: design the helmet puzzle as the template\n\n' +
  'Want me to commit this (`PLAN.md` + the world) as a checkpoint, or leave everything uncommitted for now?';

describe('a turn that wrote what was asked and closed on a report naming the next step', () => {
  it('is in progress, not blocked, when the report ends offering a commit: the offer waits on no one', () => {
    const h = handoff([ask("let's leave a plan.md of what we're building and where we left off"), ...write('w1', 'PLAN.md'), say(PLAN_REPORT), stop()]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/ended its turn on a report that leaves work for later/);
  });

  it('is in progress, not unknown, when the hand-off note it wrote names the next step and no check ever ran', () => {
    const report = 'Wrote `HANDOFF.md` for the next session. Next step: wire the puzzle engine to the debris clicks.';
    const h = handoff([ask('hand off this session'), ...write('w1', 'HANDOFF.md'), say(report), stop()]);
    expect(h.status).toBe('in_progress');
  });
});

describe('a prompt answered in words alone, the turn ended after the reply', () => {
  it('is complete when the reply states nothing pending and asks nothing; a reply that asks or says it is not done is not', () => {
    const list = 'Here is the work planned for phase 9:\n1. Fix the 12 lint warnings in the frontend\n2. Segment the Docker networks\n3. Put auth in front of Prometheus';
    const h = handoff([ask('Send me the list of work for the next phase here, I may tell you to drop some'), say(list), stop()]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/answered the latest prompt in words/);
    const asks = handoff([ask('Add a cache in front of the pricing lookups'), say('Should the cache live in Redis or in process memory?'), stop()]);
    expect(asks.status).toBe('blocked');
    const open = handoff([ask('Send me the list of work for the next phase'), say('The list is not done yet: I still need to read the phase 8 prompt.'), stop()]);
    expect(open.status).not.toBe('complete');
  });
});

describe('a finished report that closes on next-step options about the finished work only', () => {
  const RESTORED =
    'Restoration complete on branch optimizations.\n\nWhat done:\n1. Found the deletion commits.\n2. Restored the lost phase folders from the pre-delete commits.\n\n' +
    'Next step options:\n1. I commit these restored phase files now.\n2. I leave working tree as-is for your review first.';

  it('is complete: committing or leaving the work for review is the user\'s call, no work is left', () => {
    const h = handoff([ask('restore the missing phase files'), ...write('w1', '.planning/phases/01-skeleton/PLAN.md'), say(RESTORED), stop()]);
    expect(h.status).toBe('complete');
  });

  it('is still in progress when a next step names more work', () => {
    const more = RESTORED.replace('2. I leave working tree as-is for your review first.', '2. I restore the phase 33 notes from the old branch.');
    const h = handoff([ask('restore the missing phase files'), ...write('w1', '.planning/phases/01-skeleton/PLAN.md'), say(more), stop()]);
    expect(h.status).toBe('in_progress');
  });
});

describe('a turn that fixed what was reported and closed asking the user to confirm the result', () => {
  const edit = (id: string) => [
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: '/repo/src/board.tsx', old_string: 'const [open] = useState(false);', new_string: 'const [open, setOpen] = useState(false);' } }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'The file /repo/src/board.tsx has been updated successfully.' }] } }),
  ];
  const fixed = "I found it: `setOpen` was never declared, so the menu button threw. I've added it to the component's state.\n\nEverything should work as expected now.";

  it('is complete, not in progress: the confirmation asked for is the user judging the result', () => {
    const h = handoff([ask('ReferenceError: setOpen is not defined at board.tsx:88'), ...edit('e1'), say(`${fixed} Can you confirm if the board is rendering correctly on mobile?`), stop()]);
    expect(h.status).toBe('complete');
  });

  it('is still waiting on the user when the question asks for something the work needs', () => {
    const h = handoff([ask('ReferenceError: setOpen is not defined at board.tsx:88'), ...edit('e1'), say(`${fixed} Can you confirm the API key is set in \`.env\` before I wire the fetch?`), stop()]);
    expect(h.status).not.toBe('complete');
  });
});
