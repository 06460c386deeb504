import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import {
  CPID,
  CWD,
  DECISION_REASON_MARK,
  DECISION_REJECTED,
  DECISIVE,
  FIRST_PROMPT,
  LATEST_INSTRUCTION,
  NEXT_TODO,
  QUESTION,
  SID,
  SUMMARY_TASK_MARK,
  sessionEvents,
} from './__fixtures__/sessions.js';
import { HandoffBuilder, LIMITS } from './handoff-builder.js';

function build(events: TranscriptEvent[], cwd: string | null = CWD) {
  const b = new HandoffBuilder({ sessionId: SID, checkpointId: CPID, agent: 'claude-code', cwd });
  for (const e of events) b.add(e);
  return b;
}

describe('HandoffBuilder on a realistic session', () => {
  const h = build(sessionEvents()).build();

  it('takes the task from the compaction summary, carried on by the request after it that changed files, and says earlier detail was compacted', () => {
    expect(h.task?.text).toContain(SUMMARY_TASK_MARK);
    expect(h.task?.text).not.toContain('Key Technical Concepts');
    expect(h.task?.text.endsWith(`": ${LATEST_INSTRUCTION}`)).toBe(true);
    expect(h.task?.source).toEqual({ sessionId: SID, checkpointId: CPID, line: 22 });
    expect(h.taskFrom).toBe('later-prompt');
    // Without the request after it, the summary's task stands as the summary gives it.
    const summaryOnly = build(sessionEvents().filter((e) => !(e.kind === 'user_prompt' && e.text === LATEST_INSTRUCTION))).build();
    expect(summaryOnly.task?.source).toEqual({ sessionId: SID, checkpointId: CPID, line: 20 });
    expect(summaryOnly.taskFrom).toBe('compaction-summary');
    expect(h.uncertainty.some((u) => u.includes('compacted at line 20'))).toBe(true);
  });

  it('keeps the latest instruction verbatim', () => {
    expect(h.latestInstruction?.text).toBe(LATEST_INSTRUCTION);
    expect(h.latestInstruction?.source.line).toBe(22);
  });

  it('finds the failing test by its decisive line, not the first line of output', () => {
    const last = h.errors[h.errors.length - 1];
    expect(last?.decisiveLine).toBe(DECISIVE.replace(/\s+/g, ' ').trim());
    expect(last?.command).toBe('npx vitest run packages/cli');
    expect(last?.verified).toBe(true);
    expect(h.currentState.map((f) => f.text)).toContain('Last check: `npx vitest run packages/cli` exited 1');
  });

  it('records commands with their exit codes, and edited files relative to the cwd, de-duplicated', () => {
    expect(h.commands.map((c) => [c.command, c.exitCode])).toEqual([
      ['git status --short', 0],
      ['npx vitest run packages/cli', 1],
    ]);
    expect(h.filesTouched).toEqual([
      'packages/cli/src/commands/log.ts',
      'packages/cli/src/lib/parse-since.ts',
      'packages/cli/src/lib/parse-since.test.ts',
    ]);
  });

  it('extracts the decision with its rejected alternative and reason', () => {
    const d = h.decisions.find((x) => x.text.includes('parseISO'));
    expect(d?.rejected).toEqual([{ option: DECISION_REJECTED, reason: expect.stringContaining(DECISION_REASON_MARK) }]);
    const rather = h.decisions.find((x) => x.text.startsWith('Rather than'));
    expect(rather?.rejected[0]?.option).toBe('silently clamping future dates to now');
    expect(rather?.rejected[0]?.reason).toContain('almost always a typo');
  });

  it('keeps the latest todo list, and the first in-progress todo is the next step', () => {
    expect(h.todos.map((t) => t.status)).toEqual(['completed', 'completed', 'in_progress', 'pending', 'pending']);
    expect(h.nextStep?.text).toBe(NEXT_TODO);
    expect(h.nextStep?.source.line).toBe(32);
  });

  it('lists the unanswered question and marks the session blocked on it', () => {
    expect(h.openQuestions.map((q) => q.text)).toEqual([QUESTION]);
    expect(h.status).toBe('blocked');
  });

  it('lists recent progress: verified edits and completed todos', () => {
    const texts = h.recentProgress.map((f) => f.text);
    expect(texts).toContain('Edited packages/cli/src/lib/parse-since.test.ts');
    expect(texts).toContain('Completed todo: Support relative durations like 3d');
    expect(h.recentProgress.find((f) => f.text.startsWith('Edited'))?.verified).toBe(true);
    expect(h.recentProgress.find((f) => f.text.startsWith('Completed todo'))?.verified).toBe(false);
  });

  it('leaves rendering fields empty', () => {
    expect(h.markdown).toBe('');
    expect(h.redactions).toEqual({ total: 0, byRule: {}, fingerprints: [] });
    expect(h.sessionIds).toEqual([SID]);
    expect(h.checkpointIds).toEqual([CPID]);
  });

  it('keeps paths as given when no cwd is known', () => {
    const raw = build(sessionEvents(), null).build();
    expect(raw.filesTouched).toContain(`${CWD}/packages/cli/src/commands/log.ts`);
  });

  it('shows paths from the folder the session ran in after its shell moved into a subfolder', () => {
    const root = '/Users/dana/code/acme-api';
    const h = build(
      [
        { kind: 'user_prompt', line: 1, cwd: root, text: 'Move the web tests into web/tests and fix the build' },
        { kind: 'shell', line: 2, cwd: root, callId: 't1', tool: 'Bash', command: 'cd web && npm run build' },
        { kind: 'tool_result', line: 3, cwd: `${root}/web`, callId: 't1', isError: false, exitCode: 0, output: 'built' },
        { kind: 'file_edit', line: 4, callId: 't2', tool: 'Edit', paths: [`${root}/web/src/app.ts`] },
        { kind: 'tool_result', line: 5, callId: 't2', isError: false, output: 'The file has been updated successfully.' },
        { kind: 'file_edit', line: 6, cwd: `${root}/web/src`, callId: 't3', tool: 'Edit', paths: [`${root}/Makefile`] },
        { kind: 'tool_result', line: 7, callId: 't3', isError: false, output: 'The file has been updated successfully.' },
      ],
      null,
    ).build();
    expect(h.filesTouched).toEqual(['web/src/app.ts', 'Makefile']);
    expect(h.recordedCwd).toBe(root);
  });

  it('uses the first prompt as the task when there is no compaction, carried on by the later request that changed files', () => {
    const noCompaction = build(sessionEvents().filter((e) => e.kind !== 'compaction')).build();
    expect(noCompaction.task?.text).toBe(`Carrying on "${FIRST_PROMPT}": ${LATEST_INSTRUCTION}`);
    expect(noCompaction.uncertainty.some((u) => u.includes('compacted'))).toBe(false);
  });

  it('drops the question once a later prompt answers it', () => {
    const answered = build([...sessionEvents(), { kind: 'user_prompt', line: 40, text: 'Leave the docs for later.' }]).build();
    expect(answered.openQuestions).toEqual([]);
    expect(answered.latestInstruction?.text).toBe('Leave the docs for later.');
    expect(answered.status).toBe('in_progress');
  });

  it('resolves an error when the same command later passes', () => {
    const fixed = build([
      ...sessionEvents(),
      { kind: 'shell', line: 41, callId: 'toolu_20', tool: 'Bash', command: 'npx vitest run packages/cli' },
      { kind: 'tool_result', line: 42, callId: 'toolu_20', isError: false, exitCode: 0, output: ' Test Files  3 passed (3)' },
    ]).build();
    expect(fixed.errors).toEqual([]);
    expect(fixed.commands.filter((c) => c.command === 'npx vitest run packages/cli')).toHaveLength(1);
    expect(fixed.commands.find((c) => c.command === 'npx vitest run packages/cli')?.exitCode).toBe(0);
  });

  it('shows one failure once when the same check, run several ways, stops on the same line', () => {
    const loading = 'level=error msg="Running error: context loading failed: no go files to analyze: running `go mod tidy` may solve the problem"';
    const events: TranscriptEvent[] = [{ kind: 'user_prompt', line: 1, text: 'fix the linter errors' }];
    ['golangci-lint run', 'golangci-lint run -v', 'golangci-lint run ./internal/kiro'].forEach((command, i) => {
      events.push({ kind: 'shell', line: 10 + 2 * i, callId: `l${i}`, tool: 'exec_command', command });
      events.push({ kind: 'tool_result', line: 11 + 2 * i, callId: `l${i}`, isError: true, exitCode: 5, output: loading });
    });
    events.push({ kind: 'shell', line: 20, callId: 'r1', tool: 'exec_command', command: 'revive ./...' });
    events.push({ kind: 'tool_result', line: 21, callId: 'r1', isError: true, exitCode: 127, output: 'zsh:1: command not found: revive' });
    const h = build(events).build();
    expect(h.errors.map((e) => [e.command, e.source.line])).toEqual([
      ['golangci-lint run ./internal/kiro', 15],
      ['revive ./...', 21],
    ]);
  });

  it('is deterministic', () => {
    expect(build(sessionEvents()).build()).toEqual(build(sessionEvents()).build());
  });
});

describe('merging sessions of one checkpoint', () => {
  it('removes duplicates (same prompt, command, file) and lists each session once', () => {
    const b = new HandoffBuilder({ sessionId: SID, checkpointId: 'c1aaaaaaaaaa', agent: 'claude-code', cwd: CWD });
    for (const e of sessionEvents()) b.add(e);
    // The next checkpoint's copy of the same transcript, then a second session.
    b.startSession({ sessionId: SID, checkpointId: 'c2bbbbbbbbbb', agent: 'claude-code', cwd: CWD });
    for (const e of sessionEvents()) b.add(e);
    b.startSession({ sessionId: '019dbcc1-0000-7000-8000-000000000001', checkpointId: 'c2bbbbbbbbbb', agent: 'codex' });
    b.add({ kind: 'user_prompt', line: 2, text: 'Continue from the handoff.' });
    const h = b.build();
    expect(h.sessionIds).toEqual([SID, '019dbcc1-0000-7000-8000-000000000001']);
    expect(h.checkpointIds).toEqual(['c1aaaaaaaaaa', 'c2bbbbbbbbbb']);
    expect(h.sourceAgents).toEqual(['claude-code', 'codex']);
    expect(h.commands.map((c) => c.command)).toEqual(['git status --short', 'npx vitest run packages/cli']);
    expect(new Set(h.filesTouched).size).toBe(h.filesTouched.length);
    expect(h.decisions.filter((d) => d.text.includes('parseISO instead of'))).toHaveLength(1);
    // A fix that names no alternative turned down chooses nothing: not a decision.
    expect(h.decisions.filter((d) => d.text.includes('fixed by parseISO'))).toHaveLength(0);
    expect(h.latestInstruction?.text).toBe('Continue from the handoff.');
    expect(h.latestInstruction?.source.sessionId).toBe('019dbcc1-0000-7000-8000-000000000001');
  });
});

describe('gaps and uncertainty', () => {
  it('reports reader gaps, interruptions and a missing transcript', () => {
    const b = build([
      { kind: 'user_prompt', line: 0, text: 'Refactor the cache layer.' },
      { kind: 'assistant_text', line: 1, text: 'Looking at the cache module.' },
      { kind: 'interruption', line: 2 },
    ]);
    b.noteGap('3 malformed line(s) skipped');
    b.noteGap('1 oversized line(s): middle dropped');
    const h = b.build();
    expect(h.uncertainty).toContain('3 malformed line(s) skipped');
    expect(h.uncertainty).toContain('1 oversized line(s): middle dropped');
    expect(h.uncertainty.some((u) => u.startsWith('Interrupted by the user at line 2'))).toBe(true);
    expect(h.status).toBe('in_progress');
    const empty = new HandoffBuilder({ sessionId: SID, agent: 'unknown' }).build();
    expect(empty.status).toBe('unknown');
    expect(empty.uncertainty.some((u) => u.includes('missing or empty'))).toBe(true);
  });
});

describe('bounded memory', () => {
  it('keeps every collection capped over 1,000,000 events', () => {
    const b = new HandoffBuilder({ sessionId: SID, agent: 'claude-code', cwd: CWD });
    const normal = 'The parser now handles relative durations; running the suite again. '.repeat(3);
    const huge = 'y'.repeat(300_000);
    const max: Record<string, number> = {};
    for (let i = 0; i < 1_000_000; i++) {
      // Mostly realistic sizes, with an occasional giant record (adapters cap, but never trust a cap upstream).
      const big = i % 99_991 < 10 ? huge : normal;
      const n = i % 10;
      const id = `call_${i}`;
      let e: TranscriptEvent;
      if (n === 0) e = { kind: 'user_prompt', line: i, text: `prompt ${i} ${big}` };
      else if (n === 1) e = { kind: 'assistant_text', line: i, text: `I'll use lib${i} instead of old${i} because it is faster. Should I bump v${i}? ${big}` };
      else if (n === 2) e = { kind: 'shell', line: i, callId: id, tool: 'Bash', command: `npm test -- --shard ${i}` };
      else if (n === 3) e = { kind: 'tool_result', line: i, callId: `call_${i - 1}`, isError: i % 3 === 0, exitCode: i % 3 === 0 ? 1 : 0, output: `FAIL t${i}.test.ts\n${big}` };
      else if (n === 4) e = { kind: 'file_edit', line: i, callId: id, tool: 'Edit', paths: [`${CWD}/src/f${i}.ts`] };
      // Every edit succeeds (only those count as touched); subagents below are the calls never answered.
      else if (n === 5) e = { kind: 'tool_result', line: i, callId: `call_${i - 1}`, isError: false, output: 'The file has been updated.' };
      else if (n === 6) e = { kind: 'todo_update', line: i, tool: 'TodoWrite', todos: Array.from({ length: i % 99_991 < 10 ? 150 : 8 }, (_, k) => ({ text: `todo ${i}.${k}`, status: k % 2 ? 'pending' : 'completed' })) };
      else if (n === 7) e = { kind: 'subagent', line: i, callId: id, tool: 'Task', description: `explore ${i}`, prompt: big };
      else if (n === 8) e = { kind: 'compaction', line: i, summary: `Summary ${i}\n${big}` };
      else e = { kind: 'interruption', line: i };
      b.add(e);
      if (i % 100_000 === 99_999) {
        b.noteGap(`gap ${i}`);
        const sizes = b.debugSizes();
        for (const [k, v] of Object.entries(sizes)) max[k] = Math.max(max[k] ?? 0, v);
      }
    }
    expect(max.pendingCalls).toBeLessThanOrEqual(LIMITS.pendingCalls);
    expect(max.pendingCalls).toBeGreaterThan(0);
    expect(max.files).toBe(LIMITS.files);
    expect(max.commands).toBeLessThanOrEqual(LIMITS.commands);
    expect(max.errors).toBeLessThanOrEqual(LIMITS.errors);
    expect(max.progress).toBeLessThanOrEqual(LIMITS.progress);
    expect(max.decisions).toBeLessThanOrEqual(LIMITS.decisions);
    expect(max.questions).toBeLessThanOrEqual(LIMITS.questions);
    expect(max.todos).toBeLessThanOrEqual(LIMITS.todos);
    expect(max.uncertainty).toBeLessThanOrEqual(LIMITS.uncertainty);
    expect(max.rawTail).toBeLessThanOrEqual(LIMITS.rawTail);
    expect(max.keptChars).toBeLessThanOrEqual(2 * LIMITS.promptChars + LIMITS.assistantChars + 2000);
    const h = b.build();
    expect(h.filesTouched).toHaveLength(LIMITS.files);
    expect(h.uncertainty.some((u) => u.includes('older one(s) left out'))).toBe(true);
    expect(JSON.stringify(h).length).toBeLessThan(200_000);
  }, 180_000);
});
