/**
 * The request the session's work ended on. A long session moves on: its first request (or the one a compaction summary
 * states) is long done, and the request whose turn last changed the repository is the work the next agent carries on.
 * The earlier task stays in the same line when that request goes on with its work, so the next agent still knows what
 * the later request is part of; a request that moved on to other work stands alone.
 */
import { LIMITS, type SeqFact } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { carriedTask } from '../render/carried-task.js';
import { capText, oneLine } from './clip.js';
import { cutAfterAcknowledging } from './turn-end.js';
import { shipsFirst } from './task-prompt.js';

/**
 * The last prompt's turn is over (or read so far): when it changed the repository, the request it states is the work
 * the session is on now. So it is when the record ends (`atEnd`) inside that turn after the assistant took the request
 * up and went on with calls (exploring, planning): the work is in hand though nothing changed yet. A bare follow-up
 * ("continue", "all four") or an answer to the assistant's question states none (`lastPromptAsks` is null): the
 * request before it stays. Call before the next prompt is taken in.
 */
export function noteWorkRequest(s: BuilderState, atEnd = false): void {
  const p = s.lastPrompt;
  const asks = s.lastPromptAsks;
  if (!p || asks === null || s.workRequest?.seq === p.seq) return;
  const changed = s.repoChangesAfter(p.seq);
  if (changed.length === 0 && !(atEnd && cutAfterAcknowledging(s))) return;
  const before = s.changedBeforeLastPrompt;
  // It goes on with the work before it when it points back at it ("yes, fix it" to what the debugging found), when
  // that work had changed nothing yet, or when its turn changed files that work had changed, or their tests (a test
  // added for code the work just changed checks that work).
  const goesOn = asks.pointsBack || before.size === 0 || changed.some((f) => before.has(f.path) || before.has(testedFile(f.path)));
  s.workRequest = { ...p, text: capText(asks.text, LIMITS.promptChars), goesOn };
}

/**
 * A prompt that opens by shipping ("commit and push to github with entire log") names no work of its own. When the
 * request before it (`prior`, with what it asked) was answered in the chat alone (a poem, a draft: its turn changed
 * nothing in the repository), the files the shipping turn writes hold that answer: the request is the one it ships.
 * Call before the prompt's own turn is read.
 */
export function shippedAnswer(s: BuilderState, prompt: string, prior: { seq: number; asks: { text: string } | null } | null): { text: string; pointsBack: boolean } | null {
  if (!prior?.asks || !shipsFirst(prompt) || s.repoChangesAfter(prior.seq).length > 0) return null;
  return { text: `${prior.asks.text} (then: "${oneLine(prompt, SHIP_CHARS)}")`, pointsBack: false };
}

/** How much of the shipping prompt goes with the request it ships. */
const SHIP_CHARS = 120;

/** The file a test file tests, by the usual names (`x_test.go`, `x.test.ts`, `x.spec.js`, `test_x.py`); else the path. */
function testedFile(path: string): string {
  return path.replace(/(?:_test|\.test|\.spec)(\.[A-Za-z]+)$/, '$1').replace(/(^|\/)test_([^/]+\.py)$/, '$1$2');
}

/** What the repository held changed when a prompt came in: the work its turn may go on with. */
export function changedSoFar(s: BuilderState): Set<string> {
  return new Set(s.repoChangesAfter(0).map((f) => f.path));
}

/**
 * The task as the work left it: the latest request that changed the repository, when it came after the task's own
 * (`task`, at `seq`) and is not already said by it; with the earlier task in the same line when it goes on with that
 * work, by its `frame` when it has one (the question that work began from: what a pick of that answer's findings is
 * part of). Null when the task's own request led to the last changes.
 */
export function taskOfLaterWork(s: BuilderState, task: { text: string; seq: number; frame?: string | undefined }): SeqFact | null {
  const w = s.workRequest;
  if (!w || w.seq <= task.seq || task.text.includes(w.text)) return null;
  // The earlier task leads the line, short: a long request is quoted by its head, and the frame must stay in view.
  const text = w.goesOn ? carriedTask(task.frame ?? task.text, w.text, EARLIER_TASK_CHARS) : w.text;
  return { text, source: w.source, verified: false, seq: w.seq };
}

/** How much of the earlier task goes with the later request. */
const EARLIER_TASK_CHARS = 200;
