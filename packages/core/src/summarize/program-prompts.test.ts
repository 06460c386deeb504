/**
 * A session a program ran: an evaluation harness or an SDK runner sends its query through the agent's CLI, filled into
 * a template of named fields (`[[ ## user_query ## ]]`). Nobody typed it, so it is never the latest instruction; the
 * query still says what the run was for.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { renderMarkdown } from '../render/markdown.js';
import { HandoffBuilder } from './handoff-builder.js';
import { withoutDispatch } from './sub-session-task.js';
import { mergeSessionHandoffs, type SessionHandoff } from './merge-sessions.js';
import type { CheckpointSession } from '../types/index-model.js';
import { isTemplatedPrompt } from './program-prompts.js';

const CWD = '/home/ana/src/evalkit';
const at = (s: number) => new Date(Date.parse('2026-05-14T09:00:00Z') + s * 1000).toISOString();
const ev = (s: number, type: string, data: object) => j({ type, data, id: `e${s}`, timestamp: at(s), parentId: null });

function copilotRun(prompt: string, later?: string, sessionId = 'c0ffee00-1111-4222-8333-444455556666') {
  const lines = [
    ev(0, 'session.start', { sessionId, producer: 'copilot-agent', copilotVersion: '1.0.70', context: { cwd: CWD, gitRoot: CWD } }),
    ev(1, 'user.message', { content: prompt, transformedContent: `<current_datetime>${at(1)}</current_datetime>\n\n${prompt}`, attachments: [], interactionId: 'i1' }),
    ev(2, 'assistant.turn_start', { turnId: '0', interactionId: 'i1' }),
    ev(3, 'assistant.message', { messageId: 'm1', content: 'The capital of France is Paris.', toolRequests: [], interactionId: 'i1', turnId: '0' }),
    ev(4, 'assistant.turn_end', { turnId: '0' }),
    ...(later === undefined
      ? []
      : [
          ev(5, 'user.message', { content: later, transformedContent: later, attachments: [], interactionId: 'i2' }),
          ev(6, 'assistant.turn_start', { turnId: '1', interactionId: 'i2' }),
          ev(7, 'assistant.message', { messageId: 'm2', content: 'The output field is missing its marker.', toolRequests: [], interactionId: 'i2', turnId: '1' }),
          ev(8, 'assistant.turn_end', { turnId: '1' }),
        ]),
  ];
  const b = new HandoffBuilder({ sessionId, agent: 'copilot-cli', cwd: CWD });
  for (const e of parseLines('copilot-events', lines)) b.add(e);
  return b.build();
}

describe('a session whose prompt a program filled into its template', () => {
  const QUERY = '[[ ## user_query ## ]]\n\nWhat is the capital of France?';

  it('gives no latest instruction, and keeps the query as the task, said to be the program\'s', () => {
    // As the pipeline reads a session alone: without the session that spawned it, its dispatch is no instruction.
    const h = withoutDispatch(copilotRun(QUERY));
    expect(h.spawnedBy).toBe('program:prompt-template');
    expect(h.latestInstruction).toBeNull();
    expect(h.task?.text).toContain('What is the capital of France?');
    const md = renderMarkdown(h).markdown;
    expect(md).toContain("a program's filled-in template, not the user's words");
    expect(md).toContain('None typed by the user: this session was run by a program');
    expect(md).toContain('Reported back to the program that ran it: The capital of France is Paris.');
    expect(md).not.toContain('session `program:prompt-template`');
  });

  it('leaves a typed prompt that quotes such a marker mid-sentence the user\'s', () => {
    const h = withoutDispatch(copilotRun('Why does the parser choke on `[[ ## user_query ## ]]` inside a sentence?'));
    expect(h.spawnedBy).toBeUndefined();
    expect(h.latestInstruction?.text).toContain('Why does the parser choke');
  });

  it('leaves a session the user\'s when a template comes after their own prompt, or below the first line', () => {
    const pasted = withoutDispatch(copilotRun('Our eval scores dropped after the signature change; look at the prompt next.', QUERY));
    expect(pasted.spawnedBy).toBeUndefined();
    expect(pasted.task?.text).toContain('Our eval scores dropped');
    expect(pasted.latestInstruction?.text).toContain('[[ ## user_query ## ]]');
    const below = withoutDispatch(copilotRun(`Why does this prompt lose the answer field?\n\n${QUERY}`));
    expect(below.spawnedBy).toBeUndefined();
    expect(below.latestInstruction?.text).toContain('Why does this prompt lose the answer field?');
  });

  it('says once, in a checkpoint of two sessions a program ran, what started them, and which leads', () => {
    const part = (sessionId: string, note: string): SessionHandoff => {
      const h = copilotRun(QUERY, undefined, sessionId);
      // A note both sessions carry that is not about who started them: each session's stays.
      const handoff = { ...h, uncertainty: [...h.uncertainty, note] };
      const slot = { sessionId, slot: '0', createdAt: '2026-05-14T09:01:00Z', transcript: { kind: 'file', path: `/tmp/${sessionId}.jsonl` }, transcriptStart: 0 } as unknown as CheckpointSession;
      return { handoff, slot };
    };
    const note = 'The transcript ends before the eval harness wrote its score file.';
    const older = part('c0ffee00-2222-4222-8333-444455556666', note);
    const lead = part('c0ffee00-1111-4222-8333-444455556666', note);
    const merged = mergeSessionHandoffs([older, lead], 0, []);
    const origin = merged.uncertainty.filter((u) => u.includes('A program ran this session'));
    expect(origin).toHaveLength(1);
    expect(merged.uncertainty.filter((u) => u.endsWith(note))).toEqual([note, `Session c0ffee00-2222-4222-8333-444455556666: ${note}`]);
    expect(merged.uncertainty[0]).toBe("2 sessions in this checkpoint, each spawned by another session or run by a program (no prompt in them is the user's): the one that ended last (c0ffee00-1111-4222-8333-444455556666) leads; the others are under Other sessions.");
    expect(merged.latestInstruction).toBeNull();
  });

  it('names another session a program ran as run by a program, not as spawned by a session', () => {
    const h = withoutDispatch(copilotRun(QUERY));
    const other = { sessionId: 'c0ffee00-9999-4222-8333-444455556666', agent: 'copilot-cli' as const, endedAt: '2026-05-14T08:50:00Z', task: null, latestInstruction: null, status: 'complete' as const, statusReason: 'It answered.', nextStep: null, filesTouched: [], spawnedBy: 'program:prompt-template', lastCheck: null, openTodos: 0, edited: 0, openQuestions: 0 };
    const md = renderMarkdown({ ...h, otherSessions: [other] }).markdown;
    expect(md).toContain('(GitHub Copilot CLI), run by a program, ended 2026-05-14 08:50 UTC');
    expect(md).not.toContain('spawned by `program:prompt-template`');
  });
});

describe('prompts a program filled into a template', () => {
  it('knows a DSPy-style field marker standing on its own line', () => {
    expect(isTemplatedPrompt('[[ ## user_query ## ]]\n\nReply with READY only.')).toBe(true);
    expect(isTemplatedPrompt('[[ ## question ## ]]\nWhat is 2+2?\n\n[[ ## completed ## ]]')).toBe(true);
  });

  it('leaves typed words alone, even ones that mention a marker', () => {
    expect(isTemplatedPrompt('fix the [[ ## user_query ## ]] parsing in the adapter')).toBe(false);
    expect(isTemplatedPrompt('[[wiki link]] to the docs page')).toBe(false);
    expect(isTemplatedPrompt('why is the answer empty here?\n[[ ## user_query ## ]]\nWhat is 2+2?')).toBe(false);
  });
});
