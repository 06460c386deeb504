import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { agreedTask, namesNoWork } from './task-prompt.js';

const PROPOSAL = `Here's the plan for ENT-95:

1. Add a README.md to .entire/ explaining what the folder holds and that it is safe to delete
2. Add one to .git/entire-sessions/ and to the entire/sessions branch

Shall I implement it?`;

describe('the prompt that states the task', () => {
  it('names no work when it only agrees or only checks what the agent can reach', () => {
    for (const p of ["yep let's do it", 'yes please', 'ok, go ahead', 'Do it.', 'sounds good, do it', 'do you have access to linear?', '/commit-commands:commit-push-pr']) {
      expect(namesNoWork(p), p).toBe(true);
    }
    for (const p of ["I'd like to work on linear ent-95 - let's brainstorm", 'yes, but use inline strings', 'do you have access to the logs? fix the flaky test']) {
      expect(namesNoWork(p), p).toBe(false);
    }
  });

  it('takes a bare agreement for the proposal it agrees to', () => {
    expect(agreedTask("yep let's do it", PROPOSAL)).toMatch(/^Agreed to the assistant's proposal \("yep let's do it"\): Here's the plan for ENT-95/);
    expect(agreedTask("yep let's do it", null)).toBeNull();
    expect(agreedTask('fix the README first', PROPOSAL)).toBeNull();
  });

  it('in a session, the task is the proposal agreed to, or the first prompt after a reach check that names work', () => {
    const agreed = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    agreed.add({ kind: 'assistant_text', text: PROPOSAL, line: 1 });
    agreed.add({ kind: 'user_prompt', text: "yep let's do it", line: 2 });
    agreed.add({ kind: 'user_prompt', text: 'yep push and PR', line: 9 });
    expect(agreed.build().task?.text).toContain('ENT-95');
    expect(agreed.build().latestInstruction?.text).toBe('yep push and PR');

    const reach = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code' });
    reach.add({ kind: 'user_prompt', text: 'do you have access to linear?', line: 0 });
    reach.add({ kind: 'assistant_text', text: 'Yes, I can read Linear issues through the MCP server.', line: 1 });
    reach.add({ kind: 'user_prompt', text: "I'd like to work on linear ent-95 - let's brainstorm", line: 2 });
    reach.add({ kind: 'user_prompt', text: 'add a test for the parser too', line: 5 });
    expect(reach.build().task?.text).toBe("I'd like to work on linear ent-95 - let's brainstorm");
  });
});
