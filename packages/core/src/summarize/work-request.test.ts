/**
 * A long session's task follows its work: the latest request that changed the repository, with the earlier task in
 * the same line while that request goes on with its work. Shapes from real sessions of Entire's own repository.
 */
import { describe, expect, it } from 'vitest';
import type { Handoff } from '../types/handoff.js';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const edit = (path: string, line: number): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [`/repo/cmd/entire/cli/${path}`], change: 'update' },
  { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, output: 'The file has been updated.' },
];
const prompt = (text: string, line: number): TranscriptEvent => ({ kind: 'user_prompt', text, line });
const said = (text: string, line: number): TranscriptEvent => ({ kind: 'assistant_text', text, line });

function handoffOf(events: TranscriptEvent[]): Handoff {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build();
}

const contains = 'Replace the custom string contains implementation with the standard library\'s strings.Contains function in settings_test.go.';
const rebase = "I've just tried to rebase on origin/main, and i'm facing conflicts. Given what this branch is attempting to do, can you propose a resolution?";

describe('the task of a long session', () => {
  const opening: TranscriptEvent[] = [prompt(contains, 3), ...edit('settings/settings_test.go', 10), said('Replaced both helpers with strings.Contains; tests pass.', 30)];

  it('is the latest request that changed the repository, with the earlier task in one line when it goes on with its files', () => {
    const h = handoffOf([...opening, prompt('Why do we re-export these settings constants in config.go?', 41), said('For backwards compatibility.', 45), prompt(rebase, 221), ...edit('settings/settings_test.go', 230), ...edit('config.go', 240)]);
    expect(h.task?.text).toBe(`Carrying on "${contains}": ${rebase}`);
    expect(h.task?.text).not.toMatch(/\n|\(line \d+\)/);
    expect(h.task?.source.line).toBe(221);
    expect(h.taskFrom).toBe('later-prompt');
  });

  it('is the later request alone when it moved on to files the earlier work never changed', () => {
    const next = 'Add a --json flag to the status command in status.go';
    const h = handoffOf([...opening, prompt(next, 50), ...edit('status.go', 60)]);
    expect(h.task?.text).toBe(next);
  });

  it("stays the earlier task while the later request's turn changed nothing", () => {
    expect(handoffOf([...opening, prompt(rebase, 221), said('The conflicts are in config.go; take the branch side.', 225)]).task?.text).toBe(contains);
  });

  it('is the latest request when the record ends inside its turn, the work taken up but nothing changed yet', () => {
    const token = 'Track token usage (not just creation) time, add buffer margin (refresh at 12 minutes), and design a token-state notification channel for the Python layer. Check @src/websocket/connection.rs';
    const planning: TranscriptEvent[] = [
      prompt(token, 582),
      said('Let me explore the token lifecycle first.', 583),
      { kind: 'subagent', line: 586, callId: 'a1', tool: 'Task', description: 'Explore token and agent comms', prompt: 'Find how the token is created and refreshed in src/websocket/connection.rs.' },
      { kind: 'tool_result', line: 602, callId: 'a1', isError: false, output: 'The token is created once in connect() and never refreshed.' },
      said('Now let me design the plan.', 603),
      { kind: 'subagent', line: 604, callId: 'a2', tool: 'Task', description: 'Design token state plan', prompt: 'Design an implementation plan for token refresh at 12 minutes.' },
    ];
    const h = handoffOf([...opening, ...planning]);
    expect(h.task?.text).toBe(token);
    expect(h.task?.source.line).toBe(582);
    // The turn closed on an answer that changed nothing: the earlier task stays.
    expect(handoffOf([...opening, ...planning.slice(0, 4), said('The token is never refreshed; want me to plan the change?', 603)]).task?.text).toBe(contains);
  });

  it("looks past a question of the user's own that asks no change, whatever its turn then did", () => {
    const h = handoffOf([...opening, prompt('hmm, we should be seeing some lastInteractions come through now yes?', 367), ...edit('config.go', 400)]);
    expect(h.task?.text).toBe(contains);
  });

  it('carries the earlier task on when the request pastes back a failure of its work', () => {
    const failure = '=== NAME  TestSettingsLoad\n    settings_test.go:112: unknown field "strategy"\n--- FAIL: TestSettingsLoad (0.01s)';
    const h = handoffOf([...opening, prompt(failure, 191), ...edit('settings/settings.go', 200)]);
    expect(h.task?.text).toBe(`Carrying on "${contains}": ${failure}`);
  });

  it('is a problem the user reports after a reaction, when its turn fixes it', () => {
    const report = 'ok so with the email coming from the login only, if the user ends up in the app with a session refresh, their email obviously remains user';
    const fixed = [said('Right — the auth store is in-memory only. I will persist userEmail to localStorage.', 879), ...edit('web/src/stores/auth.store.ts', 884)];
    const h = handoffOf([...opening, prompt('uuum, that has already been fixed', 869), said('Right, the branch already has those fixes.', 872), prompt(report, 876), ...fixed]);
    expect(h.task?.text).toBe(report);
    expect(h.task?.source.line).toBe(876);
    // A short remark, or one that asks, states no problem of its own: the task stays.
    for (const remark of ['ok so that works now, thanks', 'ok so with the email coming from the login only, does the user keep their email after a session refresh?']) {
      expect(handoffOf([...opening, prompt(remark, 876), ...fixed]).task?.text, remark).toBe(contains);
    }
  });

  describe('a chat of small writing requests, each shipped by a later prompt', () => {
    const root = '/Users/cy/NewClaude';
    const write = (path: string, line: number): TranscriptEvent[] => [
      { kind: 'file_edit', line, callId: `w${line}`, tool: 'Write', paths: [`${root}/${path}`], change: 'create' },
      { kind: 'tool_result', line: line + 1, callId: `w${line}`, isError: false, output: `File created successfully at: ${root}/${path}` },
    ];
    const commitPush = (line: number): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command: 'git add -A && git commit -m "Add writing" && git push' },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: false, exitCode: 0, output: '[main 1a2b3c4] Add writing\n 1 file changed' },
    ];
    const chat = (events: TranscriptEvent[]): Handoff => {
      const b = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code', cwd: root });
      for (const e of events) b.add(e);
      return b.build();
    };
    const essay: TranscriptEvent[] = [
      prompt('Write another essay on Maine landscape', 3),
      said('# The Weight of Stone and Water\n\nMaine does not reveal itself easily.', 7),
      prompt('did you push the essay', 30),
      said('No. The essay was never saved to a file. Would you like me to save it to a file, commit it, and push it?', 32),
      prompt('yes, save to file and commit', 36),
      ...write('maine_landscape_essay.md', 37),
      ...commitPush(40),
      said('Saved to maine_landscape_essay.md and pushed to GitHub.', 42),
    ];

    it('is the request whose answer a later "commit and push …" saved, once the earlier work was shipped', () => {
      const h = chat([
        ...essay,
        prompt('write a new poem', 76),
        said('**The Space Between Keys**\n\nBefore the word, a breath —\nthe cursor blinks its patient morse.', 78),
        prompt('commit and push to github with entire log', 84),
        said('First, let me save the poem to a file and remove `logs/` from the gitignore.', 86),
        ...write('space_between_keys_poem.md', 87),
        { kind: 'file_edit', line: 88, callId: 'e88', tool: 'Edit', paths: [`${root}/.entire/.gitignore`], change: 'update' },
        { kind: 'tool_result', line: 89, callId: 'e88', isError: false, output: 'The file has been updated.' },
        ...commitPush(93),
      ]);
      expect(h.task?.text).toBe('write a new poem (then: "commit and push to github with entire log")');
      expect(h.task?.source.line).toBe(84);
      expect(h.latestInstruction?.text).toBe('commit and push to github with entire log');
    });

    it('stays the earlier request when the shipping prompt follows a remark, not a request', () => {
      const h = chat([...essay, prompt('Haha, i like that essay', 55), said('Glad it landed.', 56), prompt('push to my repo with the entire log', 62), ...write('notes/entire-log.md', 64)]);
      expect(h.task?.text).not.toContain('like that essay');
      expect(h.task?.text).toContain('Maine landscape');
    });
  });
});

