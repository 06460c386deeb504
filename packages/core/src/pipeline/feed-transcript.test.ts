import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { feedTranscript, type FeedOptions } from './feed-transcript.js';
import { COUNT_IN_WORKER_FROM } from '../read/tail.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import type { Handoff } from '../types/handoff.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-feed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CWD = '/home/dev/shop';
const j = (v: unknown): string => JSON.stringify(v);

/** Claude Code records, one second apart: a prompt (or any user content), the assistant's blocks, or its text. */
function claudeRecords() {
  let n = 0;
  const base = () => ({ parentUuid: null, isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-feed', uuid: `u${n}`, timestamp: new Date(Date.UTC(2026, 10, 1) + n++ * 1000).toISOString() });
  const user = (content: unknown, extra: Record<string, unknown> = {}) => j({ type: 'user', ...base(), message: { role: 'user', content }, ...extra });
  const asst = (content: unknown[]) => j({ type: 'assistant', ...base(), message: { role: 'assistant', model: 'claude-opus-4-7', content } });
  return { base, user, asst, said: (text: string) => asst([{ type: 'text', text }]) };
}

/**
 * A Claude Code transcript: the original task, `prefixLines` lines of work (padded to `prefixBytes`), a compaction,
 * then a tail with edits, a failing test, todos, a tool call without an id, a question and the latest prompt.
 * Returns the file and the absolute line of the latest prompt.
 */
function claudeTranscript(name: string, prefixLines: number, prefixBytes = 0): { file: string; latestLine: number; compactionLine: number } {
  const { user, asst, base } = claudeRecords();
  const result = (id: string, content: string, isError = false) => user([{ type: 'tool_result', tool_use_id: id, content, is_error: isError }]);
  const lines = [user('Port the checkout service to the new payments API')];
  const pad = 'x'.repeat(Math.max(0, Math.ceil(prefixBytes / Math.max(1, prefixLines)) - 200));
  for (let i = 0; i < prefixLines; i++) {
    lines.push(i % 2 === 0 ? asst([{ type: 'tool_use', id: `p${i}`, name: 'Read', input: { file_path: `${CWD}/src/m${i}.ts` } }]) : result(`p${i - 1}`, `file body ${pad}`));
  }
  const compactionLine = lines.length;
  lines.push(j({ type: 'system', subtype: 'compact_boundary', ...base(), content: 'Conversation compacted', compactMetadata: { trigger: 'auto' } }));
  lines.push(user('This session is being continued from a previous conversation.\n\nSummary:\n1. Primary Request and Intent:\n   Port the checkout service to the payments API.\n\n4. Optional Next Step:\n   Run the checkout tests.', { isCompactSummary: true }));
  lines.push(user('Use the v2 client, not the legacy one.'));
  lines.push(asst([{ type: 'text', text: "I'll use the v2 client instead of the legacy client because the legacy one is deprecated." }, { type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: `${CWD}/src/checkout.ts`, old_string: 'a', new_string: 'b' } }]));
  lines.push(result('t1', `The file ${CWD}/src/checkout.ts has been updated.`));
  lines.push(asst([{ type: 'tool_use', id: 't2', name: 'Bash', input: { command: 'npx vitest run src/checkout.test.ts' } }]));
  lines.push(result('t2', 'Exit code 1\n FAIL src/checkout.test.ts > charges once\nAssertionError: expected 2 to be 1', true));
  lines.push(asst([{ type: 'tool_use', id: 't3', name: 'TodoWrite', input: { todos: [{ content: 'Fix the double charge', status: 'in_progress', activeForm: 'Fixing' }, { content: 'Remove the legacy client', status: 'pending', activeForm: 'Removing' }] } }]));
  lines.push(result('t3', 'Todos have been modified successfully.'));
  // No id: the adapter makes one up, and it must not depend on how lines are numbered.
  lines.push(asst([{ type: 'tool_use', name: 'Bash', input: { command: 'git status' } }]));
  const latestLine = lines.length;
  lines.push(user('Fix the double charge first, then run the tests again.'));
  lines.push(asst([{ type: 'text', text: 'Should the retry keep the same idempotency key, or mint a new one?' }]));
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, latestLine, compactionLine };
}

async function handoffOf(file: string, opts: Partial<FeedOptions>): Promise<Handoff> {
  const builder = new HandoffBuilder({ sessionId: 's-feed', agent: 'claude-code', cwd: CWD });
  await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0, fromLastCompaction: true, ...opts }, true);
  return builder.build();
}

describe('feedTranscript from the last compaction', () => {
  const cases = [
    { name: 'small (counted on this thread)', prefixLines: 40, prefixBytes: 0 },
    { name: 'over the worker threshold (counted in a worker)', prefixLines: 300, prefixBytes: COUNT_IN_WORKER_FROM + 1024 * 1024 },
  ];
  for (const c of cases) {
    it(`builds the same handoff while the lines before the tail are still counted: ${c.name}`, async () => {
      const t = claudeTranscript(`${c.prefixLines}.jsonl`, c.prefixLines, c.prefixBytes);
      const held = await handoffOf(t.file, { relativeTail: false });
      const relative = await handoffOf(t.file, {});

      expect(relative).toEqual(held);
      // And the lines are the file's own, not counted from the compaction.
      expect(held.latestInstruction?.source.line).toBe(t.latestLine);
      expect(held.task?.source.line).toBe(t.compactionLine + 1);
      expect(held.uncertainty.join('\n')).toContain(`at line ${t.compactionLine + 1}`);
      expect(held.rawTail?.at(-1)?.line).toBe(t.latestLine + 1);
      expect(held.errors[0]?.decisiveLine).toContain('FAIL src/checkout.test.ts');
      expect(held.commands.map((x) => x.command)).toContain('git status');
    });
  }
});

describe('a transcript that opens with its compaction summary', () => {
  it('is read from that first line, with no head before it (createReadStream once refused the empty range)', async () => {
    const file = join(dir, 'summary-first.jsonl');
    const summary = 'This session is being continued from a previous conversation.\n\nSummary:\n1. Primary Request and Intent:\n   Fix the build.';
    writeFileSync(
      file,
      [
        j({ type: 'user', sessionId: 's-feed', cwd: CWD, uuid: 'u0', timestamp: '2026-11-01T00:00:00.000Z', isCompactSummary: true, message: { role: 'user', content: summary } }),
        j({ type: 'user', sessionId: 's-feed', cwd: CWD, uuid: 'u1', timestamp: '2026-11-01T00:00:01.000Z', message: { role: 'user', content: 'Run the build again.' } }),
      ].join('\n') + '\n',
    );
    const h = await handoffOf(file, {});
    expect(h.task?.text).toContain('Fix the build.');
    expect(h.latestInstruction?.text).toBe('Run the build again.');
  });
});

describe('the user\'s decisions in the part not read', () => {
  /** A Claude transcript: a task, a decision, a refusal that names another way, work padding, then the part that is read. */
  function earlierDecisionTranscript(name: string, compacted: boolean): { file: string; start: number; noteLine: number; refusalLine: number } {
    const { user, asst, base } = claudeRecords();
    const refused = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nehhh, testenv is getting too large, put it in a new file instead";
    const lines = [user('Review the two open items of the PR review'), asst([{ type: 'text', text: 'Items 3 and 7 need a design change; the others are small.' }])];
    const noteLine = lines.length;
    lines.push(user("yeah let's note both and move on for now"));
    lines.push(asst([{ type: 'tool_use', id: 'e1', name: 'Edit', input: { file_path: `${CWD}/testenv.go`, old_string: 'a', new_string: 'b' } }]));
    const refusalLine = lines.length;
    lines.push(user([{ type: 'tool_result', tool_use_id: 'e1', content: refused, is_error: true }]));
    // A big tool output (never parsed for the user's words) and more work before the part that is read.
    lines.push(asst([{ type: 'tool_use', id: 'r1', name: 'Read', input: { file_path: `${CWD}/big.go` } }]));
    lines.push(user([{ type: 'tool_result', tool_use_id: 'r1', content: `package main // let's note this and move on for now ${'x'.repeat(8000)}` }]));
    for (let i = 0; i < 20; i++) lines.push(asst([{ type: 'text', text: `Working on step ${i}.` }]));
    const start = lines.length;
    if (compacted) {
      lines.push(j({ type: 'system', subtype: 'compact_boundary', ...base(), content: 'Conversation compacted', compactMetadata: { trigger: 'auto' } }));
      lines.push(user('This session is being continued from a previous conversation.\n\nSummary:\n1. Primary Request and Intent:\n   Review the PR items.', { isCompactSummary: true }));
    }
    lines.push(user('Now fix item 2.'));
    lines.push(asst([{ type: 'text', text: 'Fixed item 2.' }]));
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { file, start, noteLine, refusalLine };
  }

  const decisionsOf = (h: Handoff) => h.decisions.map((d) => [d.text, d.source.line]);

  it('keeps those before a checkpoint\'s start (a later checkpoint\'s part of the same session)', async () => {
    const t = earlierDecisionTranscript('before-start.jsonl', false);
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.latestInstruction?.text).toBe('Now fix item 2.');
    expect(decisionsOf(h)).toEqual([
      ["yeah let's note both and move on for now", t.noteLine],
      ['The user turned down a tool call, saying: "ehhh, testenv is getting too large, put it in a new file instead"', t.refusalLine],
    ]);
  });

  it('keeps those before the last compaction, while the tail is read from it', async () => {
    const t = earlierDecisionTranscript('before-compaction.jsonl', true);
    for (const relativeTail of [true, false]) {
      const h = await handoffOf(t.file, { relativeTail });
      expect(h.task?.text).toContain('Review the PR items.');
      expect(decisionsOf(h)).toEqual([
        ["yeah let's note both and move on for now", t.noteLine],
        ['The user turned down a tool call, saying: "ehhh, testenv is getting too large, put it in a new file instead"', t.refusalLine],
      ]);
    }
  });
});

describe("the first prompt of a checkpoint's part, answering the message that ended the part before", () => {
  /** The assistant answers the user's should-question and offers the change; the next checkpoint's part starts at the yes. */
  function offerTranscript(name: string): { file: string; start: number } {
    const { user, asst } = claudeRecords();
    const lines = [user('Add the active sessions list to `status`'), asst([{ type: 'text', text: 'Added it.' }])];
    lines.push(user('Q: should status be in its own file?'));
    lines.push(asst([{ type: 'text', text: 'Good question. Let me check how big `setup.go` is.' }]));
    lines.push(asst([{ type: 'tool_use', id: 'w1', name: 'Bash', input: { command: 'wc -l setup.go' } }]));
    lines.push(user([{ type: 'tool_result', tool_use_id: 'w1', content: '1410 setup.go' }]));
    lines.push(asst([{ type: 'text', text: "Yes, I'd say so. `setup.go` is 1410 lines; the status code is a self-contained block.\n\nWant me to do the extraction?" }]));
    const start = lines.length;
    lines.push(user("yep let's refactor. do we have tests to move too?"));
    lines.push(asst([{ type: 'text', text: 'Moved it, with its tests. Lint is clean.' }]));
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { file, start };
  }

  it('is read against that message, as any prompt is against the one before it', async () => {
    const t = offerTranscript('offer-before-start.jsonl');
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.latestInstruction?.text).toBe("yep let's refactor. do we have tests to move too?");
    expect(h.decisions.map((d) => [d.text, d.source.line])).toEqual([
      [expect.stringMatching(/^The user asked "Q: should status be in its own file\?"; the assistant answered yes and the user agreed/), t.start],
    ]);
  });
});

describe("the task of a checkpoint's part that starts mid-session", () => {
  function partTranscript(name: string, partPrompt: string): { file: string; start: number } {
    const { user, said: asst } = claudeRecords();
    const lines = [user('Review the e2e tests in e2e/ and say whether they test the right things'), asst('Four of them check only exit codes.')];
    for (let i = 0; i < 10; i++) lines.push(asst(`Reviewed scenario ${i}.`));
    const start = lines.length;
    lines.push(user(partPrompt), asst('On it.'));
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { file, start };
  }

  it("keeps the session's first prompt when the part's first one only follows it up", async () => {
    const t = partTranscript('part-follow-up.jsonl', 'all four, yes');
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.task?.text).toBe('Review the e2e tests in e2e/ and say whether they test the right things');
  });

  it("takes the part's own first prompt when it names the code it asks about", async () => {
    const t = partTranscript('part-own-request.jsonl', 'what is the test coverage now for parseLines and formatRow');
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.task?.text).toBe('what is the test coverage now for parseLines and formatRow');
    expect(h.task?.source.line).toBe(t.start);
  });
});

describe("the task of a checkpoint's part that starts after a compaction", () => {
  // As Claude Code writes it: the summary is one user record (8-20 KB, over the size of the small records the reader
  // looks at before a part), its isCompactSummary flag after the message.
  const SUMMARY = [
    'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.',
    '',
    'Analysis:',
    `${'The user and I went through the Linear issue, the MCP server code and the failing tool calls. '.repeat(40)}`,
    '',
    'Summary:',
    '1. Primary Request and Intent:',
    '   The user asked me to fix MCP-108: the Linear MCP server drops the cursor on paginated issue searches, so list_issues returns the first page forever. Fix the pagination and add a regression test.',
    '',
    '2. Key Technical Concepts:',
    `${'   - GraphQL cursors, pageInfo.endCursor, the MCP tool schema\n'.repeat(30)}`,
    '3. Pending Tasks:',
    '   - Add the regression test for list_issues paging',
  ].join('\n');

  /** `summaryFirst`: the transcript opens with the summary (resumed from another session's compaction), then the prompt. */
  function afterCompaction(name: string, partPrompt: string, summaryFirst = false): { file: string; start: number; compactionLine: number } {
    const { user, said: asst, base } = claudeRecords();
    const lines: string[] = [];
    const summary = (): number => {
      lines.push(j({ type: 'system', subtype: 'compact_boundary', ...base(), content: 'Conversation compacted', compactMetadata: { trigger: 'auto' } }));
      lines.push(user(SUMMARY, { isVisibleInTranscriptOnly: true, isCompactSummary: true }));
      return lines.length - 1;
    };
    const earlySummary = summaryFirst ? summary() : -1;
    lines.push(user('have a look at linear MCP-108, we will work on that here'), asst('MCP-108 is about paging in list_issues.'));
    for (let i = 0; i < 6; i++) lines.push(asst(`Read part ${i} of the server.`));
    const compactionLine = summaryFirst ? earlySummary : summary();
    lines.push(asst('Continuing with the pagination fix.'));
    const start = lines.length;
    lines.push(user(partPrompt), asst('On it.'));
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { file, start, compactionLine };
  }

  it("takes the task from the summary, not from the transcript's stale first prompt", async () => {
    const t = afterCompaction('part-after-compaction.jsonl', 'ok, go on');
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.task?.text).toContain('The user asked me to fix MCP-108');
    expect(h.task?.text).not.toContain('have a look at linear');
    expect(h.task?.source.line).toBe(t.compactionLine);
    // The Markdown's Task label reads this note: the task is the summary's, not the first prompt's.
    expect(h.uncertainty.some((u) => u.startsWith(`The conversation was compacted at line ${t.compactionLine}`))).toBe(true);
  });

  it('keeps the first prompt when the summary comes before it (a transcript resumed from a compaction)', async () => {
    const t = afterCompaction('part-after-early-compaction.jsonl', 'ok, go on', true);
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.task?.text).toBe('have a look at linear MCP-108, we will work on that here');
  });

  it("takes the part's own first prompt when it states a new request", async () => {
    const t = afterCompaction('part-after-compaction-own.jsonl', 'what is the test coverage now for parseLines and formatRow');
    const h = await handoffOf(t.file, { start: t.start, fromLastCompaction: false });
    expect(h.task?.text).toBe('what is the test coverage now for parseLines and formatRow');
    expect(h.uncertainty.some((u) => u.startsWith('The conversation was compacted'))).toBe(false);
  });
});

describe('a Codex sub-agent rollout', () => {
  it("names the thread that spawned it in its session_meta: its prompt is that thread's dispatch, not the user's", async () => {
    const parent = '019e0a00-1111-7222-8333-444455556666';
    const at = (s: number): string => new Date(Date.UTC(2026, 5, 29, 8, 0, s)).toISOString();
    const meta = { id: '019f1112-0000-7000-8000-000000000001', timestamp: at(0), cwd: CWD, originator: 'codex_cli_rs', cli_version: '0.130.0', source: { subagent: { thread_spawn: { parent_thread_id: parent, depth: 1, agent_role: 'worker' } } }, base_instructions: { text: 'You are Codex.'.repeat(200) } };
    const message = (role: string, type: string, text: string, s: number) => j({ timestamp: at(s), type: 'response_item', payload: { type: 'message', role, content: [{ type, text }] } });
    const file = join(dir, 'codex-subagent.jsonl');
    writeFileSync(file, `${[j({ timestamp: at(0), type: 'session_meta', payload: meta }), message('user', 'input_text', 'Research whether the per-target results folder can go.', 1), message('assistant', 'output_text', 'The folder can go: one target per run.', 2)].join('\n')}\n`);
    const builder = new HandoffBuilder({ sessionId: meta.id, agent: 'codex' });
    await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0 }, true);
    const h = builder.build();
    expect(h.spawnedBy).toBe(parent);
    expect(h.uncertainty).toContain(`This session was spawned by session ${parent}: its prompt came from that session (a sub-agent or a command's template), not from the user.`);
  });
});

describe("a checkpoint's part that holds only bookkeeping records", () => {
  it('is read with the whole transcript, so the request and the reply before it stand, and says so', async () => {
    const { user, asst, said, base } = claudeRecords();
    const lines = [
      user('/code-review story 1-2'),
      said('I found one story in review status. Review it? [Y] / [N]'),
      user('y'),
      asst([{ type: 'tool_use', id: 'g1', name: 'Bash', input: { command: 'git diff HEAD -- src/styles/global.css' } }]),
      user([{ type: 'tool_result', tool_use_id: 'g1', content: 'diff --git a/src/styles/global.css b/src/styles/global.css', is_error: false }]),
      said('The diff adds the colour tokens; no finding so far.'),
      j({ type: 'system', subtype: 'turn_duration', ...base(), durationMs: 4000, isMeta: false }),
    ];
    const start = lines.length;
    // The part: a timing, a snapshot, and a local `/mcp` the user ran without the model.
    lines.push(
      j({ type: 'file-history-snapshot', messageId: 'm9', snapshot: { trackedFileBackups: {} }, isSnapshotUpdate: false }),
      user('<local-command-caveat>Caveat: The messages below were generated by the user while running local commands.</local-command-caveat>', { isMeta: true }),
      user('<command-name>/mcp</command-name>\n<command-message>mcp</command-message>\n<command-args></command-args>'),
      user('<local-command-stdout>Authentication successful. Connected to the docs server.</local-command-stdout>'),
    );
    const file = join(dir, 'bookkeeping-part.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const h = await handoffOf(file, { start, fromLastCompaction: false });
    expect(h.latestInstruction?.text).toBe('y');
    expect(h.latestInstruction?.source.line).toBe(2);
    expect(h.status).not.toBe('unknown');
    expect(h.uncertainty.join('\n')).toContain(`part of the transcript (from record ${start}) holds no prompt, reply or tool call`);
  });
});
