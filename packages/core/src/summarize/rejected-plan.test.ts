// A plan the user turned down at ExitPlanMode without a word, the session's last exchange, is the user's decision
// (issue 12, item 7): the next agent must not carry it out. A prompt after it, or a plan approved later, replaces it.
// Every record is made up, shaped like a real Claude Code session in plan mode.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';
import { leadOnly, rejectedPlan } from './rejected-plan.js';

const PLAN = '# Fix: slow stats query on the users page\n\n## Context\n\nThe `GROUP BY user` query sorts in a temp B-tree.\n\n## Change\n\nReorder the covering index to `(cluster, user, start_time)`.';
const REFUSED = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";
const prompt = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const planCall = (id: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'ExitPlanMode', input: { plan: PLAN } }] } });
const refused = (id: string) => line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, is_error: true, content: REFUSED }] } });
const approved = (id: string) => line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'User has approved your plan. You can now start coding.' }] } });
const texts = (records: string[]) => handoff(records).decisions.map((d) => d.text);

const TURNED_DOWN = 'The user turned down the proposed plan "Fix: slow stats query on the users page" (`ExitPlanMode`) without a word: none of it is applied.';

describe('a plan turned down without a word', () => {
  const session = [prompt('The stats query on /monitoring/users is still slow. Find improvements.'), planCall('p1'), refused('p1')];

  it('is the user\'s decision when it ends the session, naming the plan by its title', () => {
    expect(texts(session)).toEqual([TURNED_DOWN]);
    expect(handoff(session).decisions[0]?.by).toBe('user');
  });

  it('gives way to the prompt after it, and to a plan approved later', () => {
    expect(texts([...session, prompt('use a partial index instead')])).not.toContain(TURNED_DOWN);
    expect(texts([...session, planCall('p2'), approved('p2')])).not.toContain(TURNED_DOWN);
  });

  it('is no item when the plan was approved', () => {
    expect(texts([session[0] as string, planCall('p1'), approved('p1')])).not.toContain(TURNED_DOWN);
  });
});

describe('the item itself', () => {
  it('names a plan with no heading by its first line, and is kept by the leading session only', () => {
    const d = rejectedPlan('Move the cache into Redis.\n\nThen drop the file cache.');
    expect(d.text).toBe('The user turned down the proposed plan "Move the cache into Redis." (`ExitPlanMode`) without a word: none of it is applied.');
    expect(leadOnly(d)).toBe(true);
    expect(leadOnly({ text: 'The user turned down the proposed plan (`ExitPlanMode`), saying: "keep the file cache"' })).toBe(false);
  });
});
