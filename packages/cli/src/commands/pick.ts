import type { Command } from 'commander';
import {
  checkpointJson,
  cleanText,
  handoffForCheckpoint,
  handoffForSession,
  headRedacted,
  redactText,
  sessionJson,
  sessionsOf,
  TARGETS,
  type RepoIndex,
  type Session,
  type TargetName,
  usageError,
} from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { printText } from '../output.js';
import { formatAge } from '../format.js';
import { parseTarget } from '../target-arg.js';
import { clackPrompter, type Choice, type Prompter } from '../ui/picker.js';
import { withProgress } from '../ui/progress.js';
import { loadRepoIndex } from './load-index.js';
import type { HandoffOptions } from './common.js';
import { declareOptions } from '../declare-options.js';
import { emitHandoff } from './emit-handoff.js';
import { runList } from './list.js';
import { ROOT_EXAMPLES } from '../static-help.js';

const ALL = '\u0000all';
const WHOLE_SESSION = '\u0000session';
const NO_TARGET = '\u0000none';
const ALL_LIMIT = 10;
const PROMPT_WIDTH = 70;
/** What a session's line in the picker takes besides its prompt: agent, status, age, count, the id hint, clack's frame. */
const LINE_FRAME = 66;

/**
 * The bare command. Registered LAST: it sets the program's own action (no command given) and the root help text.
 * On a terminal it opens the picker; piped or under CI it never prompts and behaves as `list`.
 */
export function registerPick(program: Command, io: Io, _state: CommandState): void {
  declareOptions(program, '')
    // Root options apply only before a command name, so `list --repo x` stays the list command's option; options
    // before a command name are moved after it (argv.ts), so they are that command's.
    .enablePositionalOptions()
    .allowExcessArguments(true)
    // A root action hides commander's implicit `help` command; keep `hand-off-session help [command]`.
    .helpCommand(true)
    .addHelpText('after', ROOT_EXAMPLES)
    .action(async (opts: HandoffOptions) => {
      const [unknown] = program.args;
      if (unknown !== undefined) throw usageError(unknownCommand(unknown, program.commands.map((c) => c.name())));
      await runPick(io, opts);
    });
}

/** "unknown command 'lsit'", with the nearest command when one is a typo away (git's "did you mean"). */
function unknownCommand(word: string, names: string[]): string {
  const near = names.filter((n) => !n.startsWith('_')).find((n) => editDistance(n, word) <= Math.max(1, Math.floor(n.length / 3)));
  return `unknown command '${word}'${near ? ` (Did you mean ${near}?)` : ''}`;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const swap = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? (prev[j - 2] ?? 0) : Infinity;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1), swap + 0));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** What the bare command does; `prompter` is replaceable for tests. */
export async function runPick(io: Io, opts: HandoffOptions, prompter?: Prompter): Promise<void> {
  if (!io.isTTY) {
    const prompting = (['for', 'budget', 'save', 'force', 'copy'] as const).find((o) => opts[o] !== undefined);
    if (prompting) {
      throw usageError(`--${prompting} is for the picker, which needs a terminal; without one, hand-off-session lists the sessions (see: hand-off-session latest --help)`);
    }
    return runList(io, { repo: opts.repo, json: opts.json }, true);
  }
  const forced = opts.for !== undefined ? parseTarget([], opts.for) : undefined;
  const index = await loadRepoIndex(io, opts);
  const ask = prompter ?? clackPrompter(io);
  let choice: { session: string; scope: string; target: TargetName | null };
  try {
    choice = await ask3(ask, index, forced, promptWidth(io));
  } finally {
    ask.close();
  }
  await deliver(io, index, choice, opts);
}

async function ask3(
  ask: Prompter,
  index: RepoIndex,
  forced: TargetName | null | undefined,
  width: number,
): Promise<{ session: string; scope: string; target: TargetName | null }> {
  const session = await ask.search('Which session? (newest first; type to filter)', [
    ...index.sessions.map((s) => sessionChoice(s, width)),
    { value: ALL, label: `all sessions (the ${Math.min(ALL_LIMIT, index.sessions.length)} newest)` },
  ]);
  const scope = session === ALL ? WHOLE_SESSION : await askScope(ask, index, session);
  const target = forced !== undefined ? forced : await askTarget(ask);
  return { session, scope, target };
}

async function askScope(ask: Prompter, index: RepoIndex, sessionId: string): Promise<string> {
  const session = index.sessions.find((s) => s.id === sessionId);
  const wanted = new Set(session?.checkpointIds ?? []);
  const checkpoints = index.checkpoints.filter((c) => wanted.has(c.id));
  if (checkpoints.length === 0) return WHOLE_SESSION;
  return ask.select('The whole session, or one checkpoint?', [
    { value: WHOLE_SESSION, label: 'the whole session', hint: 'latest state' },
    ...checkpoints.map((c) => ({
      value: c.id,
      label: `${c.id}  ${formatAge(c.createdAt)}  ${c.storage}`,
      hint: `${c.filesTouched.length} file(s)${c.branch ? ` on ${safeLine(c.branch, 40)}` : ''}`,
    })),
  ]);
}

async function askTarget(ask: Prompter): Promise<TargetName | null> {
  const picked = await ask.select('Hand it to which agent?', [
    { value: NO_TARGET, label: 'none', hint: 'neutral handoff' },
    ...TARGETS.map((t) => ({ value: t, label: t })),
  ]);
  return picked === NO_TARGET ? null : (picked as TargetName);
}

/** The prompt's room on one picker line: up to 70 characters, less on a narrow terminal (never under 20). */
function promptWidth(io: Io): number {
  return Math.max(20, Math.min(PROMPT_WIDTH, (io.columns ?? 80 + LINE_FRAME) - LINE_FRAME));
}

/** One line per session: agent, status, age, checkpoint count, the first line of the latest prompt (redacted). */
export function sessionChoice(session: Session, width = PROMPT_WIDTH): Choice {
  const prompt = safeLine(sessionJson(session).lastPrompt ?? '', width);
  const status = session.stale ? `${session.status} (stale)` : session.status;
  const label = [
    session.agent.padEnd(11),
    status.padEnd(14),
    formatAge(session.lastActivityAt).padEnd(8),
    `${session.checkpointIds.length} ckpt`.padEnd(8),
    prompt || '-',
  ].join(' ');
  return { value: session.id, label, hint: session.id.slice(0, 12) };
}

/** Hostile text drawn on a terminal: redacted, control characters removed, one bounded line. */
function safeLine(text: string, max: number): string {
  const line = cleanText(redactText(text).text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${headRedacted(line, max - 1)}…` : line;
}

async function deliver(
  io: Io,
  index: RepoIndex,
  choice: { session: string; scope: string; target: TargetName | null },
  opts: HandoffOptions,
): Promise<void> {
  const req = { target: choice.target, budget: opts.budget, raw: opts.raw };
  const top = index.repo.topLevel;
  if (choice.session === ALL) {
    for (const [i, session] of index.sessions.slice(0, ALL_LIMIT).entries()) {
      if (i > 0 && !opts.json && !opts.save && !opts.output) printText(io, '\n---\n');
      const handoff = await withProgress(io, 'summarizing', handoffForSession(index, session, req));
      await emitHandoff(io, handoff, opts, { repoTopLevel: top, extra: { session: sessionJson(session) }, sessionBranch: session.branch });
    }
    return;
  }
  const session = index.sessions.find((s) => s.id === choice.session);
  if (!session) throw new Error(`session ${choice.session} vanished from the index`);
  if (choice.scope === WHOLE_SESSION) {
    const handoff = await withProgress(io, 'summarizing', handoffForSession(index, session, req));
    return emitHandoff(io, handoff, opts, { repoTopLevel: top, extra: { session: sessionJson(session) }, sessionBranch: session.branch });
  }
  const checkpoint = index.checkpoints.find((c) => c.id === choice.scope);
  if (!checkpoint) throw new Error(`checkpoint ${choice.scope} vanished from the index`);
  const handoff = await withProgress(io, 'summarizing', handoffForCheckpoint(index, checkpoint, req));
  const sessions = sessionsOf(index, checkpoint).map(sessionJson);
  return emitHandoff(io, handoff, opts, { repoTopLevel: top, extra: { checkpoint: checkpointJson(checkpoint), sessions }, sessionBranch: checkpoint.branch });
}
