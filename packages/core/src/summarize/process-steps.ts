/**
 * A "rather than" that the records show to be a step of the agent's own process, not a way of doing the work. Codex
 * narrates each step so ("I’ll take the next small step rather than broadening the change set blindly: re-read the
 * current tree, then look for integration gaps", "I’ll keep waiting rather than interrupting it."), and the words alone
 * read like a choice. What the agent does next tells them apart: a choice of how to build is carried out by edits or
 * commands that change something; a step of process is followed by a poll of a process already running, or by looks
 * only, when the sentence itself spells its steps as looks.
 */
import type { TranscriptEvent } from '../types/events.js';
import type { SeqDecision } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { looksOnly } from './errors.js';
import { simpleCommands, unwrapped } from './shell-words.js';

/** The decision turns a way down: only such a one can be a step of process dressed as a choice. */
const TURNS_DOWN = /\b(?:rather than|instead of)\b/i;
/** A step that only looks, as the sentence lists it ("re-read the current tree", "then look for gaps"). */
const LOOK_STEP = /^(?:(?:and|then|and then|first)\s+)*(?:re-?)?(?:read|look|check|inspect|review|scan|skim|audit|verify|confirm|search|grep|trace|compare|examine|explore|survey)\b/i;
/** Tools that only read or search. */
const LOOK_TOOLS = /^(?:read|read_file|read_many_files|view|grep|glob|ls|list_dir|list_directory|search|search_files|find|codebase_search|file_search)$/i;
/** Commands that print a file or a diff, which looksOnly leaves out (a diff's exit code is no look's answer). */
const PRINTS = /^(?:nl|sed\s+-n|awk|jq|tree|du|bat|sort|uniq|cut|tr|echo|printf|pwd|cd|diff|git\s+(?:-C\s+\S+\s+)?diff)\b/;
/** The way turned down acts on the process by a pronoun ("rather than interrupting it"): the choice is how to wait. */
const ON_RUNNING = /^\w+ing\s+(?:it|this|that|them)$/i;
/** A call that waits on a process already running (Codex polls its exec session; Claude reads a background shell). */
const POLL_TOOLS = /^(?:write_stdin|BashOutput|TaskOutput|AwaitShell)$/;

export interface HeldStep {
  decision: SeqDecision;
  /** The sentence lists its steps, and each only looks. */
  looks: boolean;
  /** What it turns down is acting on something already running. */
  waits: boolean;
  /** A call followed the message. */
  called: boolean;
}

/** The steps a choice lists after its colon are all looks ("…: re-read the current tree, then look for gaps"). */
export function listsLookSteps(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon < 0 || !TURNS_DOWN.test(text.slice(0, colon))) return false;
  const steps = text
    .slice(colon + 1)
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return steps.length > 0 && steps.every((p) => LOOK_STEP.test(p));
}

/** Hold the assistant decisions a message added that may be a step of process, until the calls after it show which. */
export function holdProcessSteps(s: BuilderState, before: ReadonlySet<SeqDecision>): void {
  for (const d of s.decisions.toArray()) {
    if (before.has(d) || d.by !== 'assistant' || !TURNS_DOWN.test(d.text)) continue;
    const looks = listsLookSteps(d.text);
    const waits = d.rejected.some((r) => ON_RUNNING.test(r.option));
    if (looks || waits) s.processSteps.push({ decision: d, looks, waits, called: false });
  }
}

/** One step of a command line, by its program and leading plain words (a quoted pattern's `|` joins no commands). */
function readsOnly(words: string[]): boolean {
  const lead = words.slice(0, 4).filter((w) => /^[\w./:-]+$/.test(w)).join(' ');
  return PRINTS.test(lead) || looksOnly(lead);
}

/** The call only reads: a look tool, or a command line whose every step prints or searches. */
export function looksAt(event: TranscriptEvent): boolean {
  if (event.kind === 'shell') return simpleCommands(event.command).every((c) => readsOnly(unwrapped(c.words)));
  return event.kind === 'tool_call' && LOOK_TOOLS.test(event.tool);
}

function drop(s: BuilderState, held: readonly HeldStep[]): void {
  const gone = new Set(held.map((h) => h.decision));
  s.decisions.removeWhere((d) => gone.has(d));
}

/**
 * At each event after the message: a poll of a running process as the first call drops a choice not to act on what
 * runs (it was how to wait); a call that does more than look keeps the choice; the next message or prompt, after looks
 * only, drops a choice whose steps were looks.
 */
export function settleProcessSteps(s: BuilderState, event: TranscriptEvent): void {
  const held = s.processSteps;
  if (held.length === 0) return;
  const isCall = event.kind === 'tool_call' || event.kind === 'shell' || event.kind === 'file_edit' || event.kind === 'subagent';
  if (!isCall) {
    if (event.kind !== 'assistant_text' && event.kind !== 'user_prompt' && event.kind !== 'turn_end') return;
    if (event.kind === 'assistant_text' && !held.some((h) => h.called)) return;
    drop(s, held.filter((h) => h.looks && h.called));
    held.length = 0;
    return;
  }
  if (event.kind === 'tool_call' && POLL_TOOLS.test(event.tool)) {
    drop(s, held.filter((h) => h.waits && !h.called));
    held.splice(0, held.length, ...held.filter((h) => h.called && h.looks));
    return;
  }
  if (!looksAt(event)) {
    held.length = 0;
    return;
  }
  for (const h of held) h.called = true;
}
