/**
 * Tool calls and their results: a call waits (bounded, see pending-calls.ts) until the result that answers it, which
 * then goes to the stage for its kind: a command's run, an edit's effect, a subagent's failure. A call the user
 * refused is a user decision, not an error.
 */
import type { ConflictSide, TranscriptEvent } from '../types/events.js';
import { LIMITS } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import type { ExtractedDecision } from './decisions.js';
import { clip, oneLine } from './clip.js';
import { onShellResult } from './command-results.js';
import { onPrompt } from './conversation-intake.js';
import { onEditResult } from './edit-results.js';
import { isVerificationCommand } from './errors.js';
import { rejectedWhat, type Pending, type SeqCommand } from './pending-calls.js';
import { resultOutput } from './result-output.js';
import { isPowerShellWrite, powerShellWrites } from './powershell-writes.js';
import { shellDirAfter, shellWrites } from './shell-writes.js';
import type { HeldRef } from './source-lines.js';
import { answeredChoices, answersForm } from './form-answers.js';
import { refusalDecides } from './refusal-words.js';
import { dropOverridden } from './commit-scope.js';
import { intentDecision } from './edit-intents.js';
import { approvedPlanChoices } from './design-choices.js';
import { rejectedPlan } from './rejected-plan.js';

/** Tools that read one file (Claude Code's `Read`, Gemini's `read_file`). */
const READS = /^(?:Read|read_file)$/;

/** How much of a tool call's input a refusal of it names. */
const TOOL_INPUT_MAX = 120;

/** A tool call other than a command or an edit (a read, a search, a question to the user, a plan). */
export function onToolCall(s: BuilderState, tool: string, callId: string, source: HeldRef, summary = '', plan?: string): void {
  s.questions.clear();
  // A form's options are kept until its answer, which chooses one of them (user-decisions.ts answeredChoices).
  const offered = tool === 'AskUserQuestion' && summary ? { offered: summary } : {};
  // The file a read opens: an edit refused until the file is read is answered by it (error-ledger.ts).
  const read = READS.test(tool) && summary ? { read: oneLine(summary, LIMITS.pathChars) } : {};
  const input = summary && !offered.offered ? { input: oneLine(summary, TOOL_INPUT_MAX) } : {};
  s.pending.track(s.sessionIndex, callId, { kind: 'tool', tool: oneLine(tool, 80), source, seq: s.seq, ...offered, ...read, ...input, ...(plan ? { plan } : {}) });
}

export function onSubagentCall(s: BuilderState, description: string, callId: string, source: HeldRef): void {
  s.questions.clear();
  s.pending.track(s.sessionIndex, callId, { kind: 'subagent', description: oneLine(description, LIMITS.factChars), source, seq: s.seq });
}

export function onShellCall(s: BuilderState, command: string, callId: string, source: HeldRef, workdir?: string): void {
  s.questions.clear();
  const dir = workdir ? oneLine(workdir, LIMITS.pathChars) : null;
  if (dir !== null) s.ranIn(dir);
  const run: SeqCommand = { command: clip(command.trim(), LIMITS.commandChars), exitCode: null, source, verified: false, seq: s.seq };
  // Merged sessions repeat the same commands: the newest run of a command wins.
  s.commands.pushUnique(run, (x) => x.command);
  // Claude Code's and Copilot CLI's shell keeps the directory a `cd` moved to: a later command's relative paths are
  // under it (`cd /d/proj/src && go test`, then `sed -i … color/x.go` edits src/color/x.go).
  // Codex names the directory of each call (`workdir`): a relative path there is under it, which may be another
  // checkout or a scratch clone rather than the repository.
  const keepsDir = s.ctx.agent === 'claude-code' || s.ctx.agent === 'copilot-cli';
  const startDir = keepsDir ? s.shellDir : dir;
  // Codex on Windows runs its shell tool in PowerShell, whose quoting a POSIX reading gets wrong.
  const written = isPowerShellWrite(command) ? powerShellWrites(command, startDir) : shellWrites(command, startDir);
  const writes = written.map((w) => ({ ...w, path: oneLine(w.path, LIMITS.pathChars) }));
  if (keepsDir) s.shellDir = shellDirAfter(command, s.shellDir);
  s.pending.track(s.sessionIndex, callId, { kind: 'shell', run, seq: s.seq, writes, dir: startDir });
}

/** What an edit call carries beside its paths: the conflict side it keeps, the text it touched, the intent it states. */
export interface EditDetails {
  conflict?: ConflictSide | undefined;
  text?: string | undefined;
  intent?: string | undefined;
}

export function onEditCall(s: BuilderState, paths: string[], change: 'create' | 'update' | 'delete' | undefined, callId: string, source: HeldRef, { conflict, text, intent }: EditDetails = {}): void {
  s.questions.clear();
  const kept = paths.slice(0, 20).map((p) => oneLine(p, LIMITS.pathChars));
  const asked = change === 'create' ? 'created' : change === 'delete' ? 'deleted' : change === 'update' ? 'modified' : null;
  // A format that records no results: what was issued is all there is (never verified).
  if (s.pending.isUntracked(s.sessionIndex)) for (const p of kept) s.files.change(s.relativize(p), asked ?? 'modified', 'tool', s.seq, source, false);
  s.pending.track(s.sessionIndex, callId, { kind: 'edit', paths: kept, change: asked, source, seq: s.seq, ...(conflict ? { conflict } : {}), ...(text ? { text } : {}), ...(intent ? { intent } : {}) });
}

export function onResult(s: BuilderState, event: Extract<TranscriptEvent, { kind: 'tool_result' }>, source: HeldRef): void {
  const output = resultOutput(event);
  const failed = event.isError || event.rejected === true || (event.exitCode !== undefined && event.exitCode !== null && event.exitCode !== 0);
  s.lastResult = { output, failed };
  const call = s.pending.take(s.sessionIndex, event.callId);
  if (!call) return;
  if (event.unrecorded) return onUnrecorded(s, call, source);
  // The call's source, at the result's line: the line where what happened is recorded.
  const resultSource: HeldRef = { ...(call.kind === 'shell' ? call.run.source : call.source), line: source.line };
  if (event.rejected === true) {
    s.lastFailedCallSeq = s.seq;
    return onRejected(s, call, output.text().trim(), resultSource);
  }
  const { isError } = event;
  if (failed) s.lastFailedCallSeq = s.seq;
  else s.errors.wentOn(s.seq);
  switch (call.kind) {
    case 'shell':
      return onShellResult(s, call, isError, event.exitCode, output, resultSource, event.stillRunning === true);
    case 'edit':
      // Which side of a merge conflict the edit kept is the agent's choice, said nowhere else (conflict-sides.ts).
      if (!isError) s.work.onEdit(call.paths, call.text);
      if (!isError) dropOverridden(s, call.paths);
      if (!isError && call.conflict) s.pushDecision(conflictDecision(call.conflict, call.paths.map((p) => s.relativize(p))), 'assistant', resultSource, true);
      if (!isError && call.intent) onIntent(s, call.intent, call.paths, resultSource);
      return onEditResult(s, call.paths, call.change, isError, output.text(), resultSource);
    case 'subagent':
      if (!isError) s.files.subagentDone();
      if (isError) s.recordError({ text: `Subagent failed: ${call.description}`, command: null, kind: 'subagent', keys: [], paths: [] }, output.text(), resultSource);
      return;
    case 'tool':
      if (!isError && isPlan(call)) planApproved(s, call.plan, resultSource);
      if (!isError && call.read) {
        const read = s.relativize(call.read);
        s.errors.read(read);
        s.files.opened(read);
      }
      // The answers to the agent's multiple-choice questions are the user's choices.
      if (isError || !answersForm(output.head)) return;
      s.lastAnswerSeq = s.seq;
      for (const d of answeredChoices(output.text(), call.offered ?? null)) s.pushDecision(d, 'user', resultSource, true);
      return;
  }
}

const isPlan = (call: Pending): boolean => call.kind === 'tool' && call.tool === 'ExitPlanMode';

/**
 * The user approved the plan: the choices it states are taken (design-choices.ts). A plan approved after the user
 * turned the one before it down with words ("Also consider changes on the master branch") takes those words in, so the
 * request the plan answers is again the latest instruction; the words themselves stand as the decision they were
 * (refusal-words.ts).
 */
function planApproved(s: BuilderState, plan: string | undefined, source: HeldRef): void {
  s.rejectedPlan = null;
  for (const d of plan ? approvedPlanChoices(plan) : []) s.pushDecision(d, 'assistant', source, false);
  const held = s.planWords;
  s.planWords = null;
  if (!held || s.lastPrompt !== held.words) return;
  [s.lastPrompt, s.lastPromptAsks, s.priorPrompt] = [held.before, held.asks, held.prior];
}

/** An edit that landed carries out the choice its call stated with a reason (edit-intents.ts). */
function onIntent(s: BuilderState, intent: string, paths: string[], source: HeldRef): void {
  const d = intentDecision(intent, paths.map((p) => s.relativize(p)));
  if (d) s.pushDecision(d, 'assistant', source, true);
}

/** A call that returned without its result recorded: what it issued stands, unverified, as for a format without results. */
function onUnrecorded(s: BuilderState, call: Pending, source: HeldRef): void {
  if (call.kind !== 'edit') return;
  for (const p of call.paths) s.files.change(s.relativize(p), call.change ?? 'modified', 'tool', s.seq, { ...call.source, line: source.line }, false);
}

/**
 * The user turned the call down: a user decision, not an error. What they typed with it is their latest word; the
 * agent's boilerplate around it ("STOP what you are doing…") was never kept (see the adapters).
 */
function onRejected(s: BuilderState, call: Pending, feedback: string, source: HeldRef): void {
  // Declining to pick from the agent's multiple-choice questions turns no approach down.
  if (call.kind === 'tool' && call.tool === 'AskUserQuestion') {
    if (feedback) onPrompt(s, feedback, source);
    // Declined to answer in the form, to answer in their own words: the next prompt is that answer.
    else s.clarifying = true;
    return;
  }
  const what = rejectedWhat(call, (p) => s.relativize(p));
  if (call.kind === 'shell') s.commands.removeWhere((c) => c === call.run);
  if (call.kind === 'edit') for (const p of call.paths) s.files.notChanged(s.relativize(p));
  // A refusal is a decision when its words choose (see refusalDecides); a refusal without words waits for the prompt.
  const said = oneLine(feedback, LIMITS.factChars);
  s.lastRefusal = said ? null : { seq: s.seq, plan: isPlan(call), change: call.kind === 'edit' };
  s.refusedCall = said ? null : { ...what, change: call.kind === 'edit', check: call.kind === 'shell' && isVerificationCommand(call.run.command), dispatch: call.kind === 'subagent' };
  if (!said && call.kind === 'tool' && isPlan(call)) s.rejectedPlan = { ...rejectedPlan(call.plan), by: 'user', source, verified: true, seq: s.seq };
  if (said && refusalDecides(said, isPlan(call))) {
    const text = `The user turned down ${what.text}, saying: "${said}"`;
    s.pushDecision({ text, rejected: [{ option: what.option, reason: said }] }, 'user', source, true);
  }
  // "too slow." judges the refused step and "isn't this an internal package?" questions a refused change: each is the
  // refusal's reason, no new instruction (the prompt before it still stands). A question put instead of approving a
  // plan (ExitPlanMode) is the user's next request.
  const questionsChange = (call.kind === 'edit' || call.kind === 'shell') && QUESTIONS_ONLY.test(feedback);
  // "i'll take it from here" asks the agent for nothing either: the user took the work over, and what they did then
  // is not in the record, which the next agent has to know.
  const takesOver = TAKES_OVER.test(feedback);
  if (takesOver) s.gaps.pushUnique(oneLine(`The user turned down ${what.text} and took the work over ("${said}"): what they did after is not recorded.`, LIMITS.factChars), (x) => x);
  const [before, asks, prior] = [s.lastPrompt, s.lastPromptAsks, s.priorPrompt];
  if (feedback && !JUDGES_ONLY.test(feedback) && !questionsChange && !takesOver) onPrompt(s, feedback, source, false);
  s.planWords = isPlan(call) && before && s.lastPrompt && s.lastPrompt !== before ? { words: s.lastPrompt, before, asks, prior } : null;
  // The assistant's answer to these words may concede them (conversation-intake.ts).
  if (feedback) s.lastUserWords = { text: feedback, seq: s.seq, refused: true };
}

/**
 * Words given with a refusal that are one question ("isn't this an internal package?",
 * "wondering now: why are we not just using X?"), not a request ("can you use X instead?", "please…").
 */
const QUESTIONS_ONLY = /^(?!\W*(?:(?:can|could|would|will) (?:you|we)\b|please\b))(?:[^\n.!?]|\.(?!\s)){1,300}\?\W*$/i;

/**
 * Words given with a refusal that hand the work back to the user: "i'll take it from here", "I'll run the tests
 * myself", "let me do it manually", "I've got it from here, thanks". A question, or words after it ("… once you push
 * the branch"), ask for more.
 */
const TAKES_OVER =
  /^(?![^?]*\?)[^\n]{0,40}?\b(?:take (?:it|this|things|over) from here|take (?:it |this )?over|(?:i(?:'ll|’ll| will)|let me) (?:do|run|handle|finish|test|check|fix|commit|push)\b[^.!\n]{0,40}\b(?:myself|manually|by hand|from here)|i(?:'ve|’ve| have)? got it from here)\b[\s,.!]*(?:thanks?|thank you)?[\s.!]*$/i;

/** Words given with a refusal that only judge the refused step ("too slow.", "not needed", "nope"). */
const JUDGES_ONLY = /^\W*(?:(?:way |much |a bit )?too (?:slow|long|much|big|noisy|risky)|not (?:needed|necessary|now|yet)|unnecessary|overkill|no need|nah|nope|no)\W*$/i;

/** The decision an edit that resolved conflict markers took: which side it kept, in which file. */
function conflictDecision(side: ConflictSide, paths: string[]): ExtractedDecision {
  const text = `Resolved the merge conflict in ${paths.join(', ')} by keeping the ${side.kept} side over ${side.over}`;
  return { text, rejected: [{ option: `the ${side.over} side`, reason: null }] };
}
