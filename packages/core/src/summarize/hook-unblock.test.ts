// A commit the pre-commit hook refused, unblocked by removing the leftover the hook's failure named (issue 12): the
// agent chose to clear the cause, and committed with the hook in place.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const COMMIT = 'git add frontend/assets/agents/cursor-logo.svg frontend/src/components/AgentLogos.tsx && git commit -m "Fix Cursor logo"';
const HOOK_FAILED = [
  '$ bun test src/',
  'bun test v1.3.5 (1e86cebd)',
  '',
  'tmp/clones/agents-eval-DtKspd/src/shared/claude/response-parser.test.ts:',
  '(fail) parses evaluator output [2.10ms]',
  '',
  ' 1226 pass',
  ' 6 fail',
  'husky - pre-commit script failed (code 1)',
].join('\n');

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/Users/dev/agents-md-evaluator' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

function run(line: number, command: string, exitCode: number, output: string): TranscriptEvent[] {
  return [
    { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: exitCode !== 0, exitCode, output },
  ];
}

const refused = (): TranscriptEvent[] => [
  { kind: 'user_prompt', line: 1, text: 'commit the logo fix' },
  ...run(10, COMMIT, 1, HOOK_FAILED),
  { kind: 'assistant_text', line: 20, text: 'The `tmp/clones/agents-eval-DtKspd/` is a leftover evaluation clone whose test files are being picked up by bun. I\'ll delete it to unblock the commit:' },
  ...run(30, 'rm -rf /Users/dev/agents-md-evaluator/tmp/clones/agents-eval-DtKspd/', 0, ''),
];

describe('a refused commit unblocked by removing what the hook blamed', () => {
  it('keeps the removal as the way past the hook when the commit then goes through with it', () => {
    const d = decisions([...refused(), ...run(40, COMMIT, 0, '[main 06d0bd6] Fix Cursor logo\n 2 files changed')]);
    expect(d).toContain(
      "Unblocked the refused commit by removing `tmp/clones/agents-eval-DtKspd`, which the hook's failing output named, then committed again with the hook in place",
    );
  });

  it('takes no removal when the commit then skips the hook, or removes what the failure did not name', () => {
    const bypassed = decisions([...refused(), ...run(40, `${COMMIT} --no-verify`, 0, '[main 06d0bd6] Fix Cursor logo')]);
    expect(bypassed.join('\n')).not.toContain('Unblocked');
    const other = decisions([
      { kind: 'user_prompt', line: 1, text: 'commit the logo fix' },
      ...run(10, COMMIT, 1, HOOK_FAILED),
      ...run(30, 'rm -rf /Users/dev/agents-md-evaluator/node_modules/.cache', 0, ''),
      ...run(40, COMMIT, 0, '[main 06d0bd6] Fix Cursor logo'),
    ]);
    expect(other.join('\n')).not.toContain('Unblocked');
  });
});
