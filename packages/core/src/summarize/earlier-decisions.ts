/**
 * Decisions from the part of a transcript that was not read (before a checkpoint's start, before the last compaction):
 * the user's short prompts and refusals there (read/earlier-words.ts). Only their decisions are kept: the task,
 * the status come from what was read. The part's last prompt and the assistant's message after it are kept for the
 * first prompt read, which answers them (conversation-intake.ts). When the part read has no prompt of its own (a
 * checkpoint made mid-turn), that last prompt is still the user's latest instruction, not the transcript's first, and
 * when it states a request of its own it is the request the part carries on (see HandoffBuilder.add).
 */
import { isNonPrompt } from '../adapters/prompts.js';
import type { EarlierWords } from '../read/earlier-words.js';
import { LIMITS, type SeqFact } from './builder-model.js';
import type { BuilderState, RefusedCall } from './builder-state.js';
import { clip, oneLine, sentences } from './clip.js';
import { insteadOfRefused } from './refused-call-answer.js';
import { isVerificationCommand } from './errors.js';
import { refusedCommand } from './pending-calls.js';
import { pickedItem } from './menu-pick.js';
import { subsetPicked } from './subset-picks.js';
import { statesOwnRequest } from './task-prompt.js';
import { refusalDecides } from './refusal-words.js';
import { optionPicked } from './user-menu-picks.js';
import { userDecision, userSpec } from './user-statements.js';

export function onEarlierWords(s: BuilderState, words: EarlierWords[]): void {
  let prompt: string | null = null;
  let latest: SeqFact | null = null;
  let offered: string | null = null;
  // The work the latest prompt asks for: a pick ("3 but on this branch") names the item of the list it answers.
  let asked: string | null = null;
  for (const w of words) {
    if (w.kind === 'assistant_text') {
      offered = w.text;
      continue;
    }
    const source = s.source(s.held(w.line));
    if (w.kind === 'user_prompt') {
      const t = w.text.trim();
      // The transcript's first prompt (added before these words) states the task, not a decision.
      const first = s.firstPrompt !== null && t.startsWith(s.firstPrompt.text.replace(/…$/, ''));
      if (!isNonPrompt(t)) {
        [prompt, offered] = [t, null];
        latest = first ? null : { text: clip(t, LIMITS.promptChars), source, verified: false, seq: s.seq };
        asked = pickedItem(t, w.offered ?? null) ?? t;
      }
      // A pick is read against the message it answers ("1" takes that message's first option; "do all of them except
      // 3" takes the rest of its list). A yes to an offer is
      // not: the work it agreed to is done or undone in the part read, which says so (held-out real checkpoints).
      const refused = s.refusedCall;
      if (!isNonPrompt(t)) s.refusedCall = null;
      const decided = isNonPrompt(t) ? null : (optionPicked(t, w.offered ?? null) ?? subsetPicked(t, w.offered ?? null) ?? userDecision(t) ?? insteadOfRefused(t, refused) ?? (first ? null : userSpec(t)));
      if (decided) s.pushDecision(decided, 'user', source, false);
      continue;
    }
    // A call refused without a word waits for the prompt after it, here or the first one read (conversation-intake.ts).
    if (w.command !== undefined) {
      s.refusedCall = refusedRun(w.command);
      continue;
    }
    const said = oneLine(w.output, LIMITS.factChars);
    if (said && refusalDecides(said, 'plan' in w && w.plan === true) && !pointsAtCall(said)) s.pushDecision({ text: `The user turned down a tool call, saying: "${said}"`, rejected: [] }, 'user', source, true);
  }
  s.earlierTurn = { prompt, offered };
  // Replaced by the part's own first prompt, if it has one (conversation-intake.ts).
  if (latest) s.lastPrompt = latest;
  s.turnPrompt = latest && asked && statesOwnRequest(asked) ? { ...latest, text: clip(asked, LIMITS.promptChars) } : null;
}

/** A shell command refused without a word, as the refusal of a call read is recorded (tool-pairing.ts). */
function refusedRun(command: string): RefusedCall {
  return { ...refusedCommand(command), change: false, check: isVerificationCommand(command), dispatch: false };
}

/**
 * Words that need the refused call to mean anything, which this part does not keep: a ban pointing at it ("don't check
 * this in", "let's not do the nuclear thing"), or a question that floats another way ("should we be using the StripIDE
 * code from textutil?") without saying it replaces the call's. Read with the call, in the part read, each decides.
 */
function pointsAtCall(said: string): boolean {
  const ban = /^\W*(?:no[,.]?\s+)?(?:let'?s not|don'?t|do not|never)\s+(?:\w+\s+){0,2}?(?:this|that|it|these|those|the \w+ (?:thing|one|stuff|way))(?:\s+(?:in|out|up|now|yet|here))?\W*$/i;
  const floats = !/\b(?:instead|rather)\b/i.test(said) && sentences(said).every((x) => x.trim().endsWith('?'));
  return ban.test(said) || floats;
}
