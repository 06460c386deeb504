/**
 * The one-screen Markdown handoff. Our own words stand in plain lines; everything that came from a transcript
 * (task, prompts, assistant text, commands, output, todo text, paths) stands inside a blockquote or a fenced block,
 * capped, after a notice that it is recorded content, not instructions. No target-specific logic here: a
 * TargetFraming supplies the intro, the tool words and the outro.
 */
import type { Fact, Handoff, HandoffTodo, Omission, SourceRef, TaskOrigin } from '../types/handoff.js';
import type { TargetFraming } from '../types/target.js';
import { namesTeamLead } from '../adapters/claude-team.js';
import { namesPromptProgram } from '../summarize/program-prompts.js';
import { DEFAULT_BUDGET, type Detail, detailLevels, fitToBudget, lineCap, lineCount, lineRange, pointerFor, takeNewest, takeTrusted } from './budget.js';
import { DATA_NOTICE, capText, fenceAsData, oneLine, ours, quoteAsData, safeId } from './data.js';
import { startedBy } from './started-by.js';
import { fitCarriedTask } from './carried-task.js';
import { whereCut } from './cut-folders.js';
import { attached, instructionWords, item, label, labelWords } from './fact-labels.js';
import { otherSessionsLines } from './other-sessions.js';
import { provenanceLines } from './provenance.js';

/**
 * The redaction line carries this token until redaction has run over the final text; the caller then replaces it
 * with `fillRedactions` (the count is only known after redacting the rendered output). Pass `redactionCount` to
 * render the final line directly instead.
 */
export const REDACTIONS_TOKEN = '{{REDACTIONS}}';

export interface RenderOptions {
  framing?: TargetFraming;
  /** Target size in estimated tokens (characters / 4); default 1500. */
  budget?: number;
  /** Append a bounded, quoted tail of the raw events (`--raw`). */
  raw?: boolean;
  /** When known, written into the redaction line instead of the token. */
  redactionCount?: number;
  /** "Now", for how long ago the work was recorded; omitted → only the absolute time (deterministic output). */
  now?: Date;
}

export interface RenderResult {
  markdown: string;
  omitted: Omission[];
}

/** Something this render cut, with the records it came from (turned into an Omission with a pointer). */
interface Cut {
  what: string;
  sources: SourceRef[];
}

const QUESTION_CHARS = 400;
const RAW_ALLOWANCE = 1500;
const ERROR_CHARS = 300;
/** A raw-tail event is one line of at most this many characters (the recorded slice is longer: cut here, redacted). */
const RAW_LINE_CHARS = 300;
const NEXT_CHARS = 600;
/** A task or instruction longer than this (a pasted plan) is quoted by its head, the rest by pointer. */
const PLAN_CHARS = 700;
const PLAN_HEAD = 400;
/** About the length of a cut's marker (`[… 123 chars cut …]`). */
const CUT_MARKER_CHARS = 24;
const TASK_FROM: Record<TaskOrigin, string> = {
  'first-prompt': 'from the first prompt',
  'later-prompt': 'from a later prompt',
  'agreed-proposal': 'the proposal the first prompt agreed to',
  'compaction-summary': 'from the compaction summary',
  'session-title': 'the title this sub-session was given; the prompt its parent sent it is not quoted',
};

export function renderMarkdown(h: Handoff, opts: RenderOptions = {}): RenderResult {
  const given = opts.budget !== undefined && Number.isFinite(opts.budget) && opts.budget > 0 ? opts.budget : undefined;
  // `--raw` without a budget: the raw tail it asks for comes on top of the default handoff, not out of it.
  const budget = given ?? (opts.raw ? DEFAULT_BUDGET + RAW_ALLOWANCE : DEFAULT_BUDGET);
  const fitted = fitToBudget(budget, (d) => renderAt(h, opts, d), (r) => r.screenLines, lineCap(given ?? DEFAULT_BUDGET), detailLevels(opts.raw === true));
  return { markdown: fitted.markdown, omitted: fitted.omitted };
}

/** Replaces the redaction token with the final count. */
export function fillRedactions(markdown: string, count: number): string {
  return markdown.split(REDACTIONS_TOKEN).join(redactionText(count));
}

function redactionText(count: number): string {
  return `${count} secret(s) redacted`;
}

/** `screenLines`: the lines the budget's line cap bounds: all but an asked-for raw tail. */
function renderAt(h: Handoff, opts: RenderOptions, d: Detail): RenderResult & { screenLines: number } {
  const omitted: Cut[] = [];
  const out: string[] = [];
  const multi = h.sessionIds.length > 1;
  const todoRef = opts.framing?.toolRef.todo ?? null;

  out.push(title(h), ...provenanceLines(h, opts.now).map(ours), '');
  // The framing names the target's tools itself; the generic intro says it in one line.
  const introFrom = out.length;
  if (opts.framing) out.push(...opts.framing.intro(h).map(ours));
  else out.push(...genericIntro(), 'Check with your shell tool, record the plan in your todo list, then edit.');
  // A target's framing is counted as the generic intro it replaces, so every target keeps the same facts.
  const introTo = opts.framing ? out.length : introFrom;
  const introStandIn = opts.framing ? genericIntro().length + 1 : 0;
  out.push(DATA_NOTICE, '');

  // The label of a single fact stands in its heading: a line saved for each, on one screen.
  if (h.task) {
    section(out, `Task (${labelWords(h.task, multi, h.spawnedBy && (h.taskFrom ?? 'first-prompt') === 'first-prompt' ? dispatchedBy(h.spawnedBy) : TASK_FROM[h.taskFrom ?? 'first-prompt'])})`);
    const max = taskQuoteMax(h.task.text.length, d.taskChars);
    out.push(quoteAsData(fitCarriedTask(h.task.text, max), { max, maxLines: d.quoteLines }), '');
    if (quoteCut(h.task.text, max, d)) omitted.push({ what: `Task: the rest of ${h.task.text.length} characters`, sources: [h.task.source] });
  } else {
    section(out, 'Task');
    out.push(h.taskFrom === 'session-title' ? ours('No task was recorded: the prompt its parent session sent this sub-session is not quoted.') : 'No task was recorded.');
  }

  if (h.latestInstruction && h.task && h.latestInstruction.text.trim() === h.task.text.trim()) {
    // One prompt that is both (a pasted plan, a one-prompt session): quoted once, so it never pushes the files out.
    section(out, `Latest instruction (${labelWords(h.latestInstruction, multi, instructionWords(h))})`);
    // Quoted by its head and tail above: never claim the cut quote is the whole prompt.
    const cut = quoteCut(h.task.text, taskQuoteMax(h.task.text.length, d.taskChars), d);
    out.push(cut ? `The task above: ${h.task.text.length} characters, its middle cut (see Left out for the whole prompt).` : 'The task above, word for word.', ...attached(h.latestInstruction), '');
  } else if (h.latestInstruction) {
    section(out, `Latest instruction (${labelWords(h.latestInstruction, multi, instructionWords(h))})`);
    // A pasted plan is quoted by its head: the rest by pointer, so it never pushes the edits and commands out.
    const long = h.latestInstruction.text.length > PLAN_CHARS * 2;
    const max = long ? Math.min(PLAN_CHARS, d.instructionChars) : d.instructionChars;
    out.push(quoteAsData(h.latestInstruction.text, { max, maxLines: d.quoteLines }), ...attached(h.latestInstruction), '');
    if (quoteCut(h.latestInstruction.text, max, d)) {
      omitted.push({ what: `Latest instruction: the rest of ${h.latestInstruction.text.length} characters`, sources: [h.latestInstruction.source] });
    }
  } else {
    section(out, 'Latest instruction');
    // A spawned session's prompt is its parent's words: the task above, never the user's instruction.
    out.push(h.spawnedBy ? ours(`None typed by the user: this session was ${startedBy(h.spawnedBy)}, ${spawnPrompt(h)}.`) : 'No user prompt was recorded.');
  }

  section(out, `Status: ${statusWord(h.status)} — ${ours(h.statusReason)}`);

  listOfFacts(out, omitted, 'Current state', h.currentState.filter((f) => !echoesSection(f.text, h)), d.limits.currentState, d.itemChars, multi, takeTrusted);

  if (h.nextStep) {
    section(out, `Next step (${labelWords(h.nextStep, multi, 'first safe step, after verifying the state')})`);
    out.push(quoteAsData(h.nextStep.text, { max: NEXT_CHARS }), '');
  } else {
    section(out, 'Next step');
    out.push('None recorded: verify the state, then ask the user.');
  }

  if (h.openQuestions.length > 0) {
    section(out, 'Open questions');
    // Under a framing its outro says to ask them first; said once.
    out.push(
      opts.framing
        ? 'The assistant asked these and no later prompt answered them.'
        : 'The assistant asked these and no later prompt answered them: ask the user before anything else, and wait for the answer.',
    );
    for (const q of h.openQuestions) item(out, q, multi, QUESTION_CHARS);
  }

  errorsSection(out, omitted, h, d, multi);
  listOfFacts(out, omitted, 'Recent progress', h.recentProgress.filter((f) => !echoesSection(f.text, h)), d.limits.recentProgress, d.itemChars, multi);
  decisionsSection(out, omitted, h, d, multi);
  todosSection(out, omitted, h.todos, d, todoRef);
  filesSection(out, omitted, h, d);
  commandsSection(out, omitted, h, d);
  out.push(...otherSessionsLines(h.otherSessions ?? [], Math.min(d.itemChars, 240), d.itemChars >= 200, h.checkpointIds[0]));
  uncertaintySection(out, omitted, h, d);
  // The raw tail was asked for by name: tokens bound it, the screen does not.
  const rawFrom = out.length;
  if (opts.raw) rawSection(out, omitted, h, d);
  const rawTo = out.length;

  const left = [...h.omitted, ...omitted.map((c) => ({ what: c.what, pointer: pointerFor(c.sources, c.sources.length > 0 ? [] : h.sessionIds.slice(0, 1), h.transcriptPath) }))];
  leftOutSection(out, h, omitted);

  out.push('', `Redactions: ${opts.redactionCount === undefined ? REDACTIONS_TOKEN : redactionText(opts.redactionCount)}`);
  const screenLines = introStandIn + lineCount(squeeze([...out.slice(0, introFrom), ...out.slice(introTo, rawFrom), ...out.slice(rawTo)].join('\n')));
  if (opts.framing) {
    const outro = opts.framing.outro(h).map(ours);
    if (outro.length > 0) out.push('', ...outro);
  }
  return { markdown: `${squeeze(out.join('\n'))}\n`, omitted: left, screenLines };
  // (A blank line closes every quote, so none of our lines is read as a lazy continuation of quoted data.)
}

// ---- sections ----

/**
 * What was cut and where to read it. With one session the command is written once and each line names its range
 * (short, so a small budget is not spent on pointers); with several, each line carries its own command.
 */
function leftOutSection(out: string[], h: Handoff, cuts: Cut[]): void {
  if (h.omitted.length + cuts.length === 0) return;
  section(out, 'Left out');
  for (const o of h.omitted) out.push(`- ${ours(o.what)}: ${ours(o.pointer)}`);
  const sid = h.sessionIds.length === 1 ? h.sessionIds[0] : undefined;
  if (sid === undefined) {
    // A cut with sources points at them only; one without points at the lead session.
    for (const c of cuts) out.push(`- ${ours(c.what)}: ${pointerFor(c.sources, c.sources.length > 0 ? [] : h.sessionIds.slice(0, 1), h.transcriptPath)}`);
    return;
  }
  if (cuts.length === 0) return;
  const reopen = h.transcriptPath !== undefined ? `--transcript ${JSON.stringify(h.transcriptPath)}` : safeId(sid);
  out.push(`Read them with \`hand-off-session show ${reopen} --raw --lines <range>\`:`);
  // One line for all of them: pointers must not take the screen the cuts made room on.
  const each = cuts.map((c) => {
    const range = lineRange(c.sources);
    return `${ours(c.what)}${range ? ` (lines ${range})` : ''}`;
  });
  out.push(`${each.join('; ')}.`);
}

function title(h: Handoff): string {
  const sessions = h.sessionIds.slice(0, 4).map((s) => `\`${safeId(s)}\``).join(', ');
  const more = h.sessionIds.length > 4 ? ` +${h.sessionIds.length - 4}` : '';
  const cps = h.checkpointIds.slice(0, 4).map((c) => `\`${safeId(c)}\``).join(', ');
  const word = h.sessionIds.length === 1 ? 'session' : 'sessions';
  return `# Handoff: ${word} ${sessions || '(none)'}${more}${cps ? ` · checkpoint ${cps}` : ''}`;
}

function genericIntro(): string[] {
  return [
    'How to use this: first verify the current state yourself (re-run the last check, look at the files touched), then take',
    'the first safe step. Where this handoff and the repository disagree, trust the repository.',
  ];
}


function errorsSection(out: string[], omitted: Cut[], h: Handoff, d: Detail, multi: boolean): void {
  if (h.errors.length === 0) return;
  // The latest error is never cut (limit floor of 1).
  const { shown, cut } = takeNewest(h.errors, Math.max(1, d.limits.errors));
  section(out, 'Errors');
  for (const e of shown) {
    out.push(label(e, multi, 'decisive line', true));
    out.push(quoteAsData(`${e.text}\n${e.decisiveLine}`, { max: Math.max(d.itemChars, ERROR_CHARS) }), '');
  }
  cutNote(omitted, 'Errors', cut.length, 'earlier error(s)', cut.map((e) => e.source));
}

function decisionsSection(out: string[], omitted: Cut[], h: Handoff, d: Detail, multi: boolean): void {
  if (h.decisions.length === 0) return;
  const { shown, cut } = takeNewest(h.decisions, d.limits.decisions);
  cutNote(omitted, 'Decisions', cut.length, 'earlier decision(s)', cut.map((x) => x.source));
  if (shown.length === 0) return;
  section(out, 'Decisions');
  for (const x of shown) {
    // The reason is usually already in the sentence; repeat it only when it is not.
    const rejected = x.rejected.map((r) => `Rejected: ${r.option}${r.reason && !x.text.includes(r.reason) ? ` (because ${r.reason})` : ''}`);
    out.push(label(x, multi, x.by === 'user' ? promptedBy(h, multi) : 'stated by the assistant'));
    out.push(quoteAsData([x.text, ...rejected].join('\n'), { max: d.itemChars }), '');
  }
}

/**
 * Each fact once: Current state and Recent progress repeat what the Todos, Files, Commands and Errors sections say
 * (the summarizer's own phrasings: "Todos: 2 of 5 done", "Edited x", "Ran `y` (exit 0)", "Failing: z", and a "Last check"
 * that the Errors section opens with).
 */
function echoesSection(text: string, h: Handoff): boolean {
  if (h.todos.length > 0 && (text.startsWith('Todos: ') || text.startsWith('Completed todo: '))) return true;
  if (h.filesTouched.length > 0 && text.startsWith('Edited ') && !text.startsWith('Edited after') && !text.startsWith('Edited (')) return true;
  if (h.commands.length > 0 && text.startsWith('Ran `')) return true;
  if (text === 'No test or build run was recorded.' && h.uncertainty.includes('No test or build run backs the edits.')) return true;
  if (text.startsWith('Last check: ') && h.errors.some((e) => e.text === text.slice('Last check: '.length))) return true;
  return text.startsWith('Failing: ') && h.errors.some((e) => text === `Failing: ${e.decisiveLine}`);
}

function todosSection(out: string[], omitted: Cut[], todos: HandoffTodo[], d: Detail, todoRef: string | null): void {
  if (todos.length === 0) return;
  const open = todos.filter((t) => t.status !== 'completed');
  const done = todos.filter((t) => t.status === 'completed');
  const openShown = open.slice(0, d.limits.openTodos);
  const doneShown = done.slice(Math.max(0, done.length - d.limits.doneTodos));
  const cut = [...open.slice(openShown.length), ...done.slice(0, done.length - doneShown.length)];
  cutNote(omitted, 'Todos', cut.length, 'todo item(s)', cut.map((t) => t.source));
  if (openShown.length + doneShown.length === 0) return;
  section(out, `Todos (${done.length} of ${todos.length} done)`);
  if (open.length > 0) out.push(todoRef ? `Carry the open ones over with ${ours(todoRef)}.` : 'Carry the open ones over into your todo list.');
  const mark = (t: HandoffTodo): string => (t.status === 'completed' ? '[x]' : t.status === 'in_progress' ? '[>]' : '[ ]');
  const lines = [...openShown, ...doneShown].map((t) => `${mark(t)} ${oneLine(t.text, d.itemChars)}`);
  out.push(fenceAsData(lines.join('\n')));
}

function filesSection(out: string[], omitted: Cut[], h: Handoff, d: Detail): void {
  if (h.filesTouched.length === 0) return;
  const { shown, cut } = takeNewest(h.filesTouched, d.limits.files);
  if (cut.length > 0) omitted.push({ what: `Files touched: ${cut.length} earlier file(s)${whereCut(cut, d)}`, sources: [] });
  if (shown.length === 0) return;
  section(out, `Files touched (${h.filesTouched.length})`);
  const from = otherSessionOf(h);
  out.push(fenceAsData(shown.map((p) => `${oneLine(p, d.itemChars)}${from.has(p) ? `  (session ${from.get(p)})` : ''}`).join('\n')));
}

/** In a merged checkpoint, the files another session than the lead changed last, with that session's short id. */
function otherSessionOf(h: Handoff): Map<string, string> {
  const lead = h.sessionIds[0];
  const out = new Map<string, string>();
  if (!h.otherSessions?.length || !lead) return out;
  for (const f of h.files ?? []) if (f.source.sessionId !== lead) out.set(f.path, safeId(f.source.sessionId).slice(0, 8));
  return out;
}

function commandsSection(out: string[], omitted: Cut[], h: Handoff, d: Detail): void {
  if (h.commands.length === 0) return;
  const { shown, cut } = takeNewest(h.commands, d.limits.commands);
  cutNote(omitted, 'Commands', cut.length, 'earlier command(s)', cut.map((c) => c.source));
  if (shown.length === 0) return;
  section(out, 'Commands (newest last)');
  const lines = shown.map((c) => `[exit ${c.exitCode === null ? '?' : c.exitCode}] ${oneLine(c.command, d.itemChars)}`);
  out.push(fenceAsData(lines.join('\n')));
}

function uncertaintySection(out: string[], omitted: Cut[], h: Handoff, d: Detail): void {
  if (h.uncertainty.length === 0) return;
  const shown = h.uncertainty.slice(0, d.limits.uncertainty);
  const cut = h.uncertainty.length - shown.length;
  if (cut > 0) omitted.push({ what: `Uncertainty: ${cut} more note(s) (see \`--json\`)`, sources: [] });
  if (shown.length === 0) return;
  section(out, 'Uncertainty');
  for (const u of shown) out.push(`- ${ours(u)}`);
}

function rawSection(out: string[], omitted: Cut[], h: Handoff, d: Detail): void {
  const tail = h.rawTail ?? [];
  if (tail.length === 0) return;
  const { shown, cut } = takeNewest(tail, Math.max(1, d.limits.rawTail));
  cutNote(omitted, 'Raw tail', cut.length, 'earlier raw line(s)', cut.map((r) => ({ sessionId: r.sessionId, line: r.line })));
  section(out, 'Raw tail (recorded events, newest last)');
  const lines = shown.map((r) => `${r.line} ${r.kind}: ${oneLine(r.text, Math.min(d.itemChars, RAW_LINE_CHARS))}`);
  out.push(fenceAsData(lines.join('\n')));
}

function listOfFacts(out: string[], omitted: Cut[], name: string, facts: Fact[], limit: number, max: number, multi: boolean, take = takeNewest<Fact>): void {
  if (facts.length === 0) return;
  const { shown, cut } = take(facts, limit);
  cutNote(omitted, name, cut.length, 'earlier item(s)', cut.map((f) => f.source));
  if (shown.length === 0) return;
  section(out, name);
  for (const f of shown) item(out, f, multi, max);
}

// ---- pieces ----

function section(out: string[], name: string): void {
  out.push('', `## ${name}`);
}

function cutNote(omitted: Cut[], name: string, n: number, what: string, sources: SourceRef[]): void {
  if (n > 0) omitted.push({ what: `${name}: ${n} ${what}`, sources });
}

/** No run of blank lines, no blank lines at the ends. */
function squeeze(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

function statusWord(s: Handoff['status']): string {
  return s === 'in_progress' ? 'in progress' : s;
}

/** The quote of `text` leaves something out: characters past `max`, or lines past the level's line cap. */
function quoteCut(text: string, max: number, d: Detail): boolean {
  return text.length > max || lineCount(capText(text, max)) > Math.max(3, d.quoteLines);
}

/**
 * Who said a decision read from a prompt: the user, or, in a sub-session's own handoff, the session that spawned it
 * (its agent team's lead, by role): no user types into a sub-session.
 */
function promptedBy(h: Handoff, multi: boolean): string {
  if (!h.spawnedBy || multi) return 'said by the user';
  if (namesPromptProgram(h.spawnedBy)) return "written by the program that ran it";
  return namesTeamLead(h.spawnedBy) ? `said by its agent team's lead (${safeId(h.spawnedBy)})` : `said by session ${safeId(h.spawnedBy)}, which spawned it`;
}

/** Whose words a sub-session's task is: its agent team's lead (named by role), else the session that spawned it. */
function dispatchedBy(parent: string): string {
  if (namesPromptProgram(parent)) return "a program's filled-in template, not the user's words";
  return namesTeamLead(parent) ? `the words of its agent team's lead (${safeId(parent)}), not the user's` : `dispatched to this sub-agent by session ${safeId(parent)}`;
}

/** Where a sub-session's prompt went: quoted as its task, or left out (its parent's template or brief, not for the next agent). */
function spawnPrompt(h: Handoff): string {
  return h.taskFrom === 'session-title' ? 'which sent it a prompt of its own (a command\'s template or an agent\'s brief, for the sub-agent only)' : 'whose prompt is the task above';
}

/**
 * How much of a task is quoted: a pasted plan by its head, anything else up to the budget's task length, or whole when
 * the cut would save fewer characters than its own marker takes ("[… 2 chars cut …]" in the middle of a quote).
 */
function taskQuoteMax(length: number, taskChars: number): number {
  if (length > PLAN_CHARS) return Math.min(PLAN_HEAD, taskChars);
  return length <= taskChars + CUT_MARKER_CHARS ? length : taskChars;
}
