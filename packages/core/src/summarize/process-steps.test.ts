// A "rather than" the agent says about its own process (how it waits, which looks it takes next) is no decision once
// the calls after it show so; the same words followed by work that changes something still decide. Made-up fixtures
// shaped like real Codex records.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'codex', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const prompt: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'Continue' };
const looks: TranscriptEvent[] = [
  { kind: 'shell', line: 3, callId: 'c1', tool: 'exec_command', command: 'git status --short' },
  { kind: 'shell', line: 4, callId: 'c2', tool: 'exec_command', command: 'nl -ba plugins/skills/what-happened/SKILL.md' },
  { kind: 'shell', line: 5, callId: 'c3', tool: 'exec_command', command: 'rg -n "what-happened|Entire Explain" . -g "*.md"' },
  { kind: 'tool_result', line: 6, callId: 'c1', isError: false, exitCode: 0, output: '' },
];
const nextMessage: TranscriptEvent = { kind: 'assistant_text', line: 7, text: 'The integration gap I see first is consistency between the README and the skill list.' };

describe('a step of process said as a choice', () => {
  const nextSteps = 'I’ll take the next small step rather than broadening the change set blindly: re-read the current tree, then look for integration gaps now that the skill content itself has been fixed.';

  it('is no decision when its listed steps are looks and only looks follow', () => {
    expect(decisions([prompt, { kind: 'assistant_text', line: 2, text: nextSteps }, ...looks, nextMessage])).toEqual([]);
  });

  it('still decides when an edit follows the looks', () => {
    const edit: TranscriptEvent = { kind: 'file_edit', line: 6, callId: 'e1', tool: 'apply_patch', paths: ['/repo/README.md'], change: 'update' };
    expect(decisions([prompt, { kind: 'assistant_text', line: 2, text: nextSteps }, ...looks.slice(0, 2), edit, nextMessage])).toHaveLength(1);
  });

  it('is no decision when it chooses to wait and the next call polls the running process', () => {
    const waits: TranscriptEvent[] = [
      { kind: 'shell', line: 2, callId: 'r1', tool: 'exec_command', command: 'bun run validate:examples' },
      { kind: 'assistant_text', line: 3, text: 'The validation run is still going. I’ll keep waiting rather than interrupting it.' },
      { kind: 'tool_call', line: 4, callId: 'p1', tool: 'write_stdin', summary: 'session_id: 36099' },
      { kind: 'tool_result', line: 5, callId: 'p1', isError: false, output: 'Process exited with code 0' },
    ];
    expect(decisions([prompt, ...waits, nextMessage])).toEqual([]);
  });

  it('still decides a way of working said while a process runs', () => {
    const routes: TranscriptEvent[] = [
      { kind: 'shell', line: 2, callId: 'r1', tool: 'exec_command', command: 'workmux open readme-worker' },
      { kind: 'assistant_text', line: 3, text: 'I’ll route any docs changes through the existing implementation worktree rather than editing main.' },
      { kind: 'tool_call', line: 4, callId: 'p1', tool: 'write_stdin', summary: 'session_id: 75259' },
    ];
    expect(decisions([prompt, ...routes, nextMessage])).toHaveLength(1);
  });

  it('still decides a way of building that reads the files before changing them', () => {
    const choice = 'I’ll keep the existing visual language rather than introducing a new “dogfood” style: same dark panels, compact metadata and cyan accents.';
    expect(decisions([prompt, { kind: 'assistant_text', line: 2, text: choice }, ...looks, nextMessage])).toHaveLength(1);
  });
});
