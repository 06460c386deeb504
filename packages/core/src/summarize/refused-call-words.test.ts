import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: '019dbcc1-5a2e-7c11-9d3e-4f0a1b2c3d4e', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build();
}

describe('words typed with a refused call', () => {
  const plan: TranscriptEvent = { kind: 'user_prompt', line: 3, text: 'Implement the following plan:\n\n# Secrets redaction for checkpoint writes' };
  const refused = (said: string): TranscriptEvent[] => [
    { kind: 'shell', line: 180, callId: 'r180', tool: 'exec_command', command: 'mise run test:integration 2>&1' },
    { kind: 'tool_result', line: 181, callId: 'r180', isError: false, rejected: true, output: said },
  ];

  it('that only judge the step ("too slow.") are its reason, not the latest instruction', () => {
    expect(build([plan, ...refused('too slow.')]).latestInstruction?.text).toBe(plan.text);
  });

  it('that say what to do are the latest instruction', () => {
    expect(build([plan, ...refused('rebase from main first')]).latestInstruction?.text).toBe('rebase from main first');
    expect(build([plan, ...refused('can you use the v2 client instead?')]).latestInstruction?.text).toBe('can you use the v2 client instead?');
  });

  it('that only question a refused change leave the prompt before them standing; a question instead of a plan is the next request', () => {
    for (const said of ["isn't this an 'internal' sibling package?", 'wondering now: why are we not just using the "entire enable" command?', 'why not adding .entire/.gitignore?']) {
      expect(build([plan, ...refused(said)]).latestInstruction?.text, said).toBe(plan.text);
    }
    const question = 'are we testing any interactive confirmation in our integration test?';
    const planRefused: TranscriptEvent[] = [
      { kind: 'tool_call', line: 190, callId: 'p190', tool: 'ExitPlanMode', summary: '# Evaluation: interactive test coverage' },
      { kind: 'tool_result', line: 191, callId: 'p190', isError: false, rejected: true, output: question },
    ];
    expect(build([plan, ...planRefused]).latestInstruction?.text).toBe(question);
  });

  it('instead of approving a plan are the latest instruction until a revised plan is approved, which takes them in', () => {
    const ask: TranscriptEvent = { kind: 'user_prompt', line: 6, text: 'Add a section for the upcoming Release 1.5.3 in the ReleaseNotes. Update other documentation as required' };
    const words = 'Also consider changes on the master branch';
    const firstPlan: TranscriptEvent[] = [
      { kind: 'tool_call', line: 42, callId: 'p42', tool: 'ExitPlanMode', summary: '# Plan: release notes from the two hotfix commits' },
      { kind: 'tool_result', line: 43, callId: 'p42', isError: false, rejected: true, output: words },
    ];
    const revised: TranscriptEvent[] = [
      { kind: 'tool_call', line: 92, callId: 'p92', tool: 'ExitPlanMode', summary: '# Plan: release notes from hotfix and master commits' },
      { kind: 'tool_result', line: 93, callId: 'p92', isError: false, output: 'User has approved your plan. You can now start coding.' },
    ];
    expect(build([ask, ...firstPlan]).latestInstruction?.text).toBe(words);
    expect(build([ask, ...firstPlan, ...revised]).latestInstruction?.text).toBe(ask.text);
    const later: TranscriptEvent = { kind: 'user_prompt', line: 120, text: 'also bump the frontend version' };
    expect(build([ask, ...firstPlan, later, ...revised]).latestInstruction?.text).toBe(later.text);
  });

  it('that hand the work back ("i\'ll take it from here") leave the prompt before them standing, and say the user took over', () => {
    for (const said of ["i'll take it from here.", "I'll run the integration tests myself", 'ok, let me do it manually', "I've got it from here, thanks"]) {
      const h = build([plan, ...refused(said)]);
      expect(h.latestInstruction?.text, said).toBe(plan.text);
      expect(h.uncertainty.join('\n'), said).toContain('took the work over');
    }
    // Words that ask for something are still the next request.
    expect(build([plan, ...refused("I'll take it from here once you push the branch")]).latestInstruction?.text).not.toBe(plan.text);
    expect(build([plan, ...refused('run it myself? no, use the ci task')]).latestInstruction?.text).not.toBe(plan.text);
  });
});
