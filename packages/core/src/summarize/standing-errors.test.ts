import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'codex' });
  for (const e of events) b.add(e);
  return b.build();
}

/** Codex's unified exec frames every command's output with these lines; the command's own output follows `Output:`. */
const framed = (code: number, body: string): string => `Chunk ID: e3b53e\nWall time: 0.0000 seconds\nProcess exited with code ${code}\nOriginal token count: 0\nOutput:\n${body}`;

describe('failures that stand at the end', () => {
  it('a search that found nothing is an answer, also behind a quoted pattern holding `|` and the agent\'s output frame', () => {
    const search = `rg -n 'git blame --porcelain -L <start>,<end>|grep -n -F -- "<snippet line>" <path>|# Wat' skills/what-happened/SKILL.md README.md`;
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'check that the old wording is gone' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: search },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a diff that found differences answered, whatever its lines say; a diff that could not run failed', () => {
    const diff = (code: number, body: string) => build([
      { kind: 'user_prompt', line: 0, text: 'show me what the new guide adds' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'git diff --no-index /dev/null CONTRIBUTING.md' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: code !== 0, exitCode: code, output: framed(code, body) },
    ]);
    expect(diff(1, '+## Testing\n+- describe failure modes and what the agent should do\n+- error: never skip the lint step').errors).toEqual([]);
    expect(diff(128, 'error: Could not access \'CONTRIBUTING.md\'').errors).toHaveLength(1);
    const check = build([
      { kind: 'user_prompt', line: 0, text: 'regenerate the schema and check it is committed' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'npm run gen && git diff --exit-code schema/' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '+  "added": true') },
    ]);
    expect(check.errors).toHaveLength(1);
  });

  it('a call Claude Code cancelled because a parallel sibling failed never ran: it is no failure of its own', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'commit it' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git log -1 --format=%s' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, output: '<tool_use_error>Cancelled: parallel tool call Bash(git status) errored</tool_use_error>' },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a command that is no search still fails silently, and its frame is not taken for the telling line', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'deploy it' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: "./deploy.sh --env 'staging|eu'" },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.decisiveLine ?? '').not.toMatch(/Output:|Chunk ID|Wall time/);
  });

  it('a failure of several steps is resolved once each step has passed again, in one later run or several', () => {
    const run = (line: number, command: string, code: number, output = ''): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'exec_command', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output: framed(code, output) },
    ];
    const conflicted = [
      { kind: 'user_prompt', line: 0, text: 'fix the merge conflicts' } as TranscriptEvent,
      ...run(1, 'git status && echo "---" && git diff --check', 2, 'README.md:355: leftover conflict marker'),
      { kind: 'file_edit', line: 3, callId: 'e1', tool: 'apply_patch', paths: ['README.md'], change: 'update' } as TranscriptEvent,
      { kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'Success' } as TranscriptEvent,
    ];
    expect(build([...conflicted, ...run(5, 'git status', 0)]).errors).toHaveLength(1);
    expect(build([...conflicted, ...run(5, 'git status', 0), ...run(7, 'git diff --check README.md && echo clean', 0)]).errors).toEqual([]);
    // Checks stand together: a build and a lint that failed in one run are not resolved by passing in two.
    const checks = [...run(1, 'go build ./... && mise run lint', 1, '6 issues: ireturn'), ...run(3, 'mise run lint | grep -c ireturn', 0), ...run(5, 'go build ./...', 0)];
    expect(build([conflicted[0]!, ...checks]).errors).toHaveLength(1);
  });

  it('a push whose exit code a pipe hid still failed when git says it rejected it', () => {
    const hints = "hint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
    const push = (output: string): TranscriptEvent[] => [
      { kind: 'user_prompt', line: 0, text: 'rewrite the skill without the new flags, commit and push' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git push 2>&1 | tail -3' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output },
    ];
    const h = build(push(hints));
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.text).toBe('`git push 2>&1 | tail -3` was rejected');
    expect(build(push('To github.com:acme/skills.git\n   5479e1f..7a21ceb  scope-skill -> scope-skill')).errors).toEqual([]);
  });

  describe('an edit refused until its file is read', () => {
    const claude = (events: TranscriptEvent[]) => {
      const b = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code', cwd: '/Users/dana/skills' });
      for (const e of events) b.add(e);
      return b.build();
    };
    const refused: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 0, text: 'flatten the plugin layout' },
      { kind: 'file_edit', line: 1, callId: 'e1', tool: 'Edit', paths: ['/Users/dana/skills/.codex-plugin/plugin.json'] },
      { kind: 'tool_result', line: 2, callId: 'e1', isError: true, output: '<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>' },
      { kind: 'assistant_text', line: 3, text: 'Actually the codex manifest may already be right. Checking.' },
    ];
    const read: TranscriptEvent[] = [
      { kind: 'tool_call', line: 4, callId: 'r1', tool: 'Read', summary: '/Users/dana/skills/.codex-plugin/plugin.json' },
      { kind: 'tool_result', line: 5, callId: 'r1', isError: false, output: '1\t{\n2\t  "skills": "./skills/"' },
      { kind: 'assistant_text', line: 6, text: 'Good: the codex manifest is correct, no change needed.' },
    ];

    it('is answered once the agent reads that file, whatever it decides then', () => {
      expect(claude([...refused, ...read]).errors).toEqual([]);
    });

    it('stands while the file is not read, and a read of another file answers nothing', () => {
      expect(claude(refused).errors).toHaveLength(1);
      const other = read.map((e) => (e.kind === 'tool_call' ? { ...e, summary: '/Users/dana/skills/README.md' } : e));
      expect(claude([...refused, ...other]).errors).toHaveLength(1);
    });
  });
});
