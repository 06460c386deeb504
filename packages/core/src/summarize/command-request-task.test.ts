// A workflow command's argument is the user's request, an answer to the agent's question is no new task, and a
// closing "what's the next task?" leaves nothing of the finished work open (issue 12: task and status on real
// sessions). Made-up Claude Code sessions, shaped like real ones of a GSD-style workflow.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';

const user = (content: string) => line({ type: 'user', message: { role: 'user', content } });
const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const call = (id: string, name: string, input: object) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string) => line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content }] } });
const command = (name: string, args: string) =>
  user(`<command-message>${name}</command-message>\n<command-name>/${name}</command-name>\n<command-args>${args}</command-args>`);

describe('the task of a session that runs a workflow command later', () => {
  const earlier = [
    user('do you remember what service we configured for staging logs?'),
    say('Yes, Grafana Cloud Loki, shipped by an Alloy sidecar; the setup guide is in `docker/MONITORING.md`.'),
    user('ok I think I am missing some setup steps on grafana. not seeing any logs from staging there.'),
    say('Step 1: check the Alloy container logs. Step 2: query `{project="staging"}` in Explore.\n\nWhich step do you think you are stuck at? If you can SSH in, the alloy logs tell us.'),
    user('as far as I can remember I completed all those steps. you can check everything on the server yourself, you have access to the ssh keys.'),
    call('t1', 'Edit', { file_path: '/repo/docker/docker-compose.staging.yml', old_string: 'pg_isready -U app', new_string: 'pg_isready -U app -d app_staging' }),
    result('t1', 'The file /repo/docker/docker-compose.staging.yml has been updated successfully.'),
    say('Fixed the healthcheck: it named no database, so postgres logged FATAL every 10 seconds.'),
  ];

  it("takes the command's argument as the task, not the answer to the agent's question", () => {
    const h = handoff([
      ...earlier,
      command('gsd:quick', 'move the multi-select bar to the bottom of the file-list'),
      call('t2', 'Write', { file_path: '/repo/.planning/quick/013-move-bar/PLAN.md', content: '# Plan' }),
      result('t2', 'File created successfully at: /repo/.planning/quick/013-move-bar/PLAN.md'),
    ]);
    expect(h.task?.text).toBe('/gsd:quick move the multi-select bar to the bottom of the file-list');
  });

  it('keeps the task in view when the command reviews a file the session wrote, and the review changed it', () => {
    const h = handoff([
      user('how can I design a skill that reads the checkpoint data'),
      call('t3', 'Write', { file_path: '/repo/docs/specs/collab-skill-design.md', content: '# Design' }),
      result('t3', 'File created successfully at: /repo/docs/specs/collab-skill-design.md'),
      say('Wrote the design to `docs/specs/collab-skill-design.md`.'),
      command('codex:adversarial-review', 'review docs/specs/collab-skill-design.md'),
      call('t4', 'Edit', { file_path: '/repo/docs/specs/collab-skill-design.md', old_string: 'a', new_string: 'b' }),
      result('t4', 'The file /repo/docs/specs/collab-skill-design.md has been updated successfully.'),
    ]);
    expect(h.task?.text).toBe('Carrying on "how can I design a skill that reads the checkpoint data": /codex:adversarial-review review docs/specs/collab-skill-design.md');
  });

  it("leaves the answer to the agent's question out of the task when no command follows", () => {
    expect(handoff(earlier).task?.text).not.toContain('as far as I can remember');
  });
});

describe('a closing question that asks for the next request', () => {
  it('leaves no question of the finished work open', () => {
    const h = handoff([
      command('gsd:debug', 'when the token has expired the ui stays stuck in `initializing...`'),
      say('Can you reproduce this reliably?'),
      user('not reliably. just log it in the debug tasks and we can pick it up in future, I have a quick task next'),
      call('t1', 'Write', { file_path: '/repo/.planning/debug/expired-token.md', content: '# Debug: expired token' }),
      result('t1', 'File created successfully at: /repo/.planning/debug/expired-token.md'),
      say("Logged the issue at `.planning/debug/expired-token.md` with symptoms and hypotheses.\n\nWhat's the quick task you'd like to work on?"),
    ]);
    expect(h.openQuestions).toEqual([]);
    expect(h.status).not.toBe('blocked');
  });
});
