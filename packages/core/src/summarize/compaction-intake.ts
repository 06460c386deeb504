/**
 * A compaction: its summary stands for everything before it. The task, the next step, what was pending and being
 * worked on are kept from it; the decisions and files it records join those the transcript shows.
 */
import { LIMITS, type CompactionFacts } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { clip, oneLine } from './clip.js';
import {
  currentWorkFromCompaction,
  decisionsFromCompaction,
  filesFromCompaction,
  nextStepFromCompaction,
  pendingFromCompaction,
  taskFromCompaction,
  USER_SAID,
} from './compaction.js';
import { decisionWords } from './decisions.js';
import type { HeldRef } from './source-lines.js';

/** How much of a compaction summary the patterns look at. */
const COMPACTION_CHARS = 20_000;

export function onCompaction(s: BuilderState, summary: string, source: HeldRef): void {
  // The summary stands between what came before and the next prompt: that prompt answers no message before it.
  s.earlierTurn = null;
  const text = clip(summary, COMPACTION_CHARS).trim();
  if (!text) {
    s.compaction = { task: '', next: null, pending: null, currentWork: null, source, seq: s.seq };
    return;
  }
  s.compaction = {
    task: taskFromCompaction(text),
    next: nextStepFromCompaction(text),
    pending: pendingFromCompaction(text),
    currentWork: currentWorkFromCompaction(text),
    source,
    seq: s.seq,
  };
  // A session read from its prompt.txt alone takes only the summary's account of the task and what was next: which
  // window of the session the summary covers is not recorded, and its files are Entire's files_touched.
  if (s.promptsOnly) return;
  // What was decided and changed before the compaction survives only in the summary.
  for (const d of decisionsFromCompaction(text)) {
    if (quotesCarried(s, d.text)) continue;
    s.pushDecision({ ...d, text: `From the compaction summary: ${d.text}` }, d.byUser ? 'user' : 'assistant', source, false);
  }
  for (const f of filesFromCompaction(text)) s.files.known(s.relativize(oneLine(f.path, LIMITS.pathChars)), f.change, 'compaction', source);
}

/**
 * The summary quotes the user's words that a decision read before the compaction already carries ("option 1, fix the
 * themes and revert the table", read as the pick it made): the same decision, not a second one in other words.
 */
function quotesCarried(s: BuilderState, text: string): boolean {
  if (!text.startsWith(USER_SAID)) return false;
  const words = decisionWords(text.slice(USER_SAID.length));
  return words.length > 0 && s.decisions.toArray().some((x) => x.by === 'user' && decisionWords(x.text).includes(words));
}

/**
 * A compaction from before a checkpoint's part, which the part does not read: the task it states stands for the
 * transcript's first prompt (older than the summary, often a terse pointer: "have a look at MCP-108"), and like a head
 * prompt it gives way to a part's first prompt that states a new request (conversation-intake.ts).
 */
export function onEarlierCompaction(s: BuilderState, summary: string, source: HeldRef): void {
  const text = taskFromCompaction(clip(summary, COMPACTION_CHARS).trim()).trim();
  if (!text) return;
  s.earlierSummary = { text: clip(text, LIMITS.promptChars), source, verified: false, seq: s.seq };
  s.replaceTask(s.earlierSummary);
  s.firstPromptFromHead = true;
}

/** The compaction's own account still stands: no user prompt came after it. */
export function compactionCurrent(s: BuilderState): CompactionFacts | null {
  const c = s.compaction;
  if (!c) return null;
  return s.lastPrompt !== null && s.lastPrompt.seq > c.seq ? null : c;
}
