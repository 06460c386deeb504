import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusTranscripts } from '../../../../tests/support/corpus.js';
import { streamTranscript } from '../read/read-transcript.js';
import { PROMPT_CAP } from '../safety/hostile-text.js';
import type { TranscriptFormat } from '../types/agents.js';
import type { TranscriptEvent } from '../types/events.js';
import { ofKind } from './test-support.js';

const root = corpusDir();

const files = corpusTranscripts({ withAgentTestdata: true });

/** The format each file holds (null: not a transcript format we read). Mislabelled files are judged by content. */
function expectedFormat(f: string): TranscriptFormat | null {
  if (f.endsWith('simonw-claude-code-transcripts__tests__sample_session.json')) return null; // a tool's `{loglines}` export
  if (f.includes('agent-testdata/codex__json_session')) return null; // `codex exec --json` events, not a rollout
  if (f.includes('agent-testdata/geminicli__canned_session')) return null; // plain text
  if (f.includes('agent-testdata/claudecode__stream_session')) return 'claude-jsonl'; // stream-json: Claude-shaped
  if (f.endsWith('_expected.jsonl') || f.endsWith('_expected2.jsonl') || f.endsWith('/transcript.jsonl')) return 'entire-compact';
  if (f.includes('compact-fixtures/codex_full') || f.startsWith('transcripts/codex/')) return 'codex-rollout';
  if (f.includes('compact-fixtures/copilot_full')) return 'copilot-events';
  if (f.includes('compact-fixtures/droid_full')) return 'droid-jsonl';
  if (f.includes('compact-fixtures/gemini_full') || f.includes('c9/45f262e88d')) return 'gemini-json';
  if (f.includes('compact-fixtures/opencode_full') || f.startsWith('transcripts/opencode/')) return 'opencode-export';
  if (f.startsWith('transcripts/gemini/')) return 'gemini-jsonl';
  if (f.startsWith('transcripts/cursor/')) return 'cursor-jsonl';
  if (/fc\/9a115d0155|b5\/a37dc3d0fe\/0|01\/da544acf74\/0\/raw_transcript/.test(f)) return 'codex-rollout';
  return 'claude-jsonl';
}

/** Files without any user prompt: usage-only fixtures, headless outputs, non-transcripts. */
const NO_PROMPT = [/ccusage__/, /agent-testdata\//, /sample_session\.json$/];

async function read(f: string): Promise<{ format: TranscriptFormat | null; events: TranscriptEvent[]; first: string | null }> {
  const t = await streamTranscript({ file: join(root, f) });
  const events: TranscriptEvent[] = [];
  for await (const e of t.events) events.push(e);
  return { format: t.format, events, first: (await t.firstPrompt())?.text ?? null };
}

describe('every corpus transcript', () => {
  it('finds the corpus files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  for (const f of files) {
    it(`${f}: format, no crash, first prompt`, async () => {
      const { format, events, first } = await read(f);
      expect(format).toBe(expectedFormat(f));
      if (format === null || NO_PROMPT.some((re) => re.test(f))) return;
      expect(first?.trim()).toBeTruthy();
      expect(ofKind(events, 'user_prompt')[0]?.text).toBe(first);
      // A prompt is kept whole up to its own cap (the user's whole request); every other event stays small.
      for (const e of events) expect(JSON.stringify(e).length).toBeLessThan(e.kind === 'user_prompt' ? 2 * PROMPT_CAP : 40_000);
    });
  }
});

/** What a careful reader would carry over from specific files. */
describe('facts carried over from real transcripts', () => {
  const cp = (p: string) => `entire/real-checkpoints/${p}`;

  it('Claude: the task, a failing test run with its exit code, edited files (entireio/cli 00/c9e2351016 slot 2)', async () => {
    const { events } = await read(cp('entireio-cli__entire-checkpoints-v1__2026-02/00/c9e2351016/2/full.jsonl'));
    expect(ofKind(events, 'user_prompt')[0]?.text).toMatch(/^Implement the following plan:\n\n# Implementation Plan: `entire reset`/);
    const run = ofKind(events, 'shell').find((s) => s.command === 'mise run test -- -run TestResetCmd');
    expect(ofKind(events, 'tool_result').find((r) => r.callId === run?.callId)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(events, 'file_edit').flatMap((e) => e.paths)).toContain('/Users/gtrrz-victor/wks/test-cli/cli/cmd/entire/cli/reset.go');
  });

  it('Claude: the compaction in the middle and todos (entireio/cli ed/51f6581660)', async () => {
    const { events } = await read(cp('entireio-cli__entire-checkpoints-v1__2026-02/ed/51f6581660/0/full.jsonl'));
    const c = ofKind(events, 'compaction');
    expect(c).toHaveLength(1);
    expect(c[0]?.line).toBe(394);
    expect(c[0]?.summary).toMatch(/^This session is being continued/);
    expect(ofKind(events, 'todo_update').at(-1)?.todos[0]?.text).toBe('Add custom UnmarshalJSON for GeminiMessage content field');
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toContain('commit this, push and open a draft PR');
  });

  it('Claude: fromLastCompaction starts at the summary and still knows the task', async () => {
    const t = await streamTranscript({ file: join(root, cp('entireio-cli__entire-checkpoints-v1__2026-02/ed/51f6581660/0/full.jsonl')) }, { fromLastCompaction: true });
    const events: TranscriptEvent[] = [];
    for await (const e of t.events) events.push(e);
    expect(events[0]).toMatchObject({ kind: 'compaction', line: 394 });
    expect(t.stats.startLine).toBe(394);
    expect((await t.firstPrompt())?.text).toMatch(/^Implement the following plan:\n\n# Fix Gemini Transcript Parsing/);
  });

  it('Claude: a slash command with arguments is the task (entireio/skills b6/f9ccf4bef9)', async () => {
    const { first } = await read(cp('entireio-skills__entire-checkpoints-v1__2026-04/b6/f9ccf4bef9/1/full.jsonl'));
    expect(first).toMatch(/^\/superpowers:brainstorming how can I design a skill that uses entire cli/);
  });

  it('Claude mislabelled "Gemini CLI" is read as Claude (entireio/cli c0/70516b3fa9)', async () => {
    const { format, first } = await read(cp('entireio-cli__entire-checkpoints-v1__2026-02/c0/70516b3fa9/0/full.jsonl'));
    expect(format).toBe('claude-jsonl');
    expect(first).toMatch(/^I think we have a bug somewhere setting the agents in metadata/);
  });

  it('Codex: task, apply_patch paths, plan, a non-zero exit code (external-agents fc/9a115d0155)', async () => {
    const { events } = await read(cp('entireio-external-agents__entire-checkpoints-v1__2026-03-04/fc/9a115d0155/0/full.jsonl'));
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toHaveLength(1);
    expect(ofKind(events, 'user_prompt')[0]?.text).toMatch(/^Following the guidelines in https:\/\/github.com\/entireio\/cli/);
    expect(ofKind(events, 'file_edit').flatMap((e) => e.paths)).toContain('/Users/ninawork/entire/external-agents/agents/entire-agent-kiro/internal/protocol/types.go');
    expect(ofKind(events, 'todo_update')[0]?.todos[1]).toEqual({ text: 'Add protocol surface for compact-transcript and advertise capability', status: 'in_progress' });
    const rg = ofKind(events, 'shell').find((s) => s.command.startsWith('rg --files .claude/skills'));
    expect(ofKind(events, 'tool_result').find((r) => r.callId === rg?.callId)).toMatchObject({ isError: true, exitCode: 2 });
  });

  it('Codex: turn_aborted is an interruption, injected AGENTS.md is not a prompt (skills v2 raw_transcript)', async () => {
    const { events } = await read(cp('entireio-skills__refs-entire-checkpoints-v2__2026-05/v2-full-current/01/da544acf74/0/raw_transcript'));
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual(['$entire collab']);
    expect(ofKind(events, 'interruption')).toHaveLength(1);
  });

  it('Gemini JSON inside a checkpoint (entireio/cli c9/45f262e88d)', async () => {
    const { events } = await read(cp('entireio-cli__entire-checkpoints-v1__2026-02/c9/45f262e88d/0/full.jsonl'));
    expect(ofKind(events, 'user_prompt')[0]?.text).toBe('run an agent that creates a color file inside docs, choose your color');
    expect(ofKind(events, 'file_edit').flatMap((e) => e.paths)).toEqual(['docs/blue.md']);
  });

  it('Gemini JSONL written by Gemini CLI 0.61.0: last copy wins, failing shell, todos', async () => {
    const { events } = await read('transcripts/gemini/generated-with-gemini-cli-0.61.0/session-2026-11-30T22-13-8f2c1a9e.jsonl');
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual(['Add a hello() function to @hello.py and run it']);
    expect(ofKind(events, 'file_edit')).toHaveLength(1);
    const sh = ofKind(events, 'shell')[0];
    expect(ofKind(events, 'tool_result').find((r) => r.callId === sh?.callId)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(events, 'todo_update')[0]?.todos).toEqual([{ text: 'Create hello.py', status: 'completed' }, { text: 'Fix run error', status: 'in_progress' }]);
  });

  it('Claude fixtures: compaction after rewind, todos, sub-agent file', async () => {
    expect(ofKind((await read('transcripts/claude/daaain-claude-code-log__test_data__dag_compact_after_rewind.jsonl')).events, 'compaction')).toHaveLength(1);
    const todos = ofKind((await read('transcripts/claude/daaain-claude-code-log__test_data__todowrite_examples.jsonl')).events, 'todo_update');
    expect(todos.at(-1)?.todos.some((t) => t.status === 'pending')).toBe(true);
    const sub = await read('transcripts/claude/daaain-claude-code-log__minimal_showcase/55550000-0000-4000-8000-000000000001/subagents/agent-showcol1.jsonl');
    expect(sub.first).toBe('Survey src/web and report its layout, with a screenshot.');
  });

  it('OpenCode export: bash exit code and the subagent task', async () => {
    const { events } = await read('transcripts/opencode/entireio__opencode_export__attribution_export.ABRIDGED.json');
    const sh = ofKind(events, 'shell')[0];
    expect(sh?.command).toBe('go test ./... -run TestX');
    expect(ofKind(events, 'subagent')[0]).toMatchObject({ description: 'Survey the tree', prompt: 'Look around and report.' });
  });
});

/** Entire's own conversion of each native fixture says what must be extracted from it. */
describe('compact fixtures: native vs Entire\'s compact conversion', () => {
  const pairs = [
    ['claude_full', 'claude_expected'],
    ['claude_full2', 'claude_expected2'],
    ['codex_full', 'codex_expected'],
    ['copilot_full', 'copilot_expected'],
    ['droid_full', 'droid_expected'],
    ['gemini_full', 'gemini_expected'],
    ['opencode_full', 'opencode_expected'],
  ];
  const summary = (events: TranscriptEvent[]) => ({
    prompts: ofKind(events, 'user_prompt').map((p) => p.text),
    tools: events.flatMap((e) => ('tool' in e ? [e.tool] : [])),
    paths: ofKind(events, 'file_edit').flatMap((e) => e.paths),
  });
  for (const [full, expected] of pairs) {
    it(`${full}: same prompts, tool names and edited paths as ${expected}`, async () => {
      const a = await read(`entire/compact-fixtures/${full}.jsonl`);
      const b = await read(`entire/compact-fixtures/${expected}.jsonl`);
      expect(b.format).toBe('entire-compact');
      expect(summary(a.events)).toEqual(summary(b.events));
      expect(summary(a.events).prompts.length).toBeGreaterThan(0);
    });
  }
});
