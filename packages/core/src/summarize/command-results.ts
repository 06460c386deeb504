/**
 * What a command's result says: its exit code, whether it was the check (test, build, lint) the status rests on, the
 * failure it leaves standing or the earlier one it resolves, a commit, and the files a shell command wrote.
 */
import type { FileChange } from '../types/handoff.js';
import { shownCommand } from './command-shown.js';
import type { BuilderState } from './builder-state.js';
import { LIMITS } from './builder-model.js';
import { checkKeys, covers, endsInFilter, endsInSearch, lintsOnly } from './check-keys.js';
import { oneLine } from './clip.js';
import { compileLocations, confirmsRemoval, decisiveLine, printsCompileError, runnerReportsFailure, echoedScript, lintLocations, exitCodeFromOutput, isProbeCommand, isVerificationCommand, looksOnly, missingProgram, readsCiVerdict, reportsDifferences } from './errors.js';
import type { ShellCall } from './pending-calls.js';
import type { ResultOutput } from './result-output.js';
import { onCommitPassed, onRefusedCommit, onRemoved } from './hook-unblock.js';
import { onAddPassed, onAddRefused } from './ignored-adds.js';
import { reportedWrites } from './reported-writes.js';
import { commitDirectory, shellDirAfter, under } from './shell-writes.js';
import { listedChanges, listsShortStatus, listsTreeStatus, treeChanges } from './tree-status.js';
import { runsPrompt } from './task-prompt.js';
import type { HeldRef } from './source-lines.js';

export const GIT_COMMIT = /\bgit\s+(?:-C\s+\S+\s+)?commit\b/;
const GIT_PUSH = /\bgit\s+(?:-C\s+\S+\s+)?push\b/;

/** Committing, pushing or opening a pull request: the user's own way of closing a piece of work. */
const COMMITS = /\b(?:git\s+(?:-C\s+\S+\s+)?(?:commit|push)|gh\s+pr\s+(?:create|merge))\b/;

/**
 * Git's words for a push it refused ("! [rejected]", "Updates were rejected", "hint: … use 'git pull' before pushing
 * again"). Piped into `tail`, the push exits 0 all the same: its output is then the only sign it failed.
 */
const PUSH_REJECTED = /!\s*\[(?:rejected|remote rejected)\]|\bfailed to push some refs\b|\bUpdates were rejected\b|\bnon-fast-forward\b|\bintegrate the remote changes\b/i;
/** Only a push's output is read for a rejection: other outputs stay unmade (see ResultOutput). */
const rejectedPush = (command: string, output: ResultOutput): boolean => GIT_PUSH.test(command) && PUSH_REJECTED.test(output.text());

/**
 * A `git commit` that did not go through (a pre-commit hook's checks failed, a message was refused): what the user asked
 * to close stays open until a later commit goes through. "Nothing to commit" is no refusal: the work was in already.
 */
function refusedCommit(command: string, decisive: string | null): boolean {
  return GIT_COMMIT.test(command) && !/\bnothing (?:added )?to commit\b/i.test(decisive ?? '');
}

/**
 * A commit or push that never ended (hung on a hook, a signing prompt, credentials): the work it was to ship is not
 * committed or pushed as far as the record shows, which stands until a later run of it goes through.
 */
function hungShipping(s: BuilderState, command: string, output: ResultOutput, source: HeldRef): void {
  const kind = GIT_COMMIT.test(command) ? 'commit' : GIT_PUSH.test(command) ? 'push' : 'step';
  const text = `\`${oneLine(command, 160)}\` was still running, with no exit code, when its turn closed or the record ended: it never finished as recorded`;
  s.recordError({ text, command, kind, keys: checkKeys(command), paths: [] }, output.text(), source, STILL_RUNNING);
}

const STILL_RUNNING = 'still running (no exit code, no end recorded)';

/** Claude Code's answer for a call it never ran because a parallel sibling failed: no result of its own. */
const CANCELLED_SIBLING = /^\s*<tool_use_error>Cancelled: parallel tool call/;

/**
 * A passing run with the keys of the failed last check is that check run again, worded without a check word (`python
 * -c "…"` asserting again after one whose comment said "check"): the check passes now, as the error ledger already
 * counts it. Piped into a filter or a search, its exit code is the filter's and says nothing of the check.
 */
function rerunsFailedCheck(s: BuilderState, command: string, keys: string[]): boolean {
  const last = s.lastVerification;
  if (!last || last.passed || keys.length === 0 || endsInFilter(command) || endsInSearch(command)) return false;
  const failedKeys = checkKeys(last.command);
  return failedKeys.length > 0 && failedKeys.every((k) => covers(keys, k));
}

/**
 * `stillRunning`: the command had not ended when its turn closed or the record stopped (see ToolResultEvent).
 */
export function onShellResult(s: BuilderState, call: ShellCall, isError: boolean, exitCode: number | null | undefined, output: ResultOutput, source: HeldRef, stillRunning = false): void {
  const { run, writes } = call;
  if (isError && CANCELLED_SIBLING.test(output.head)) return;
  // The output's text is made (cut and redacted) only where it is read: a failure, whose decisive line may be printed,
  // a push, a check piped into a filter (its runner's report) and a status listing (its deleted paths; its new ones
  // after a whole-file shell write; after a background run, its changed ones).
  const code = exitCode ?? exitCodeFromOutput(output.head);
  run.exitCode = code;
  run.verified = code !== null;
  run.source = source;
  run.seq = s.seq;
  if (stillRunning && code === null && COMMITS.test(run.command)) return hungShipping(s, run.command, output, source);
  const rejected = rejectedPush(run.command, output);
  // A check piped into a filter exits with the filter's code: its compile errors say it failed, and so does its
  // package runner's report of the script's exit (a lint's errors, which no later build resolves).
  const filtered = code === 0 && !isError && endsInFilter(run.command) && isVerificationCommand(run.command);
  const masked = filtered && printsCompileError(output.head);
  const runnerFailed = filtered && !masked && runnerReportsFailure(output.text());
  const failedRun = !reportsDifferences(run.command, code) && (isError || (code !== null && code !== 0) || rejected || masked || runnerFailed);
  const found = failedRun ? decisiveLine(output.text()) : null;
  const failed = failedRun && !(found && !rejected && confirmsRemoval(run.command, found));
  const passed = !failed && code === 0;
  // A check whose own program the shell could not find never ran: no verdict on the work, a step that failed.
  const verification = isVerificationCommand(run.command) && !(failed && missingProgram(run.command, output.text()));
  const decisive = failed ? found : null;
  if (verification && (failed || code !== null)) {
    s.lastVerification = { command: run.command, exitCode: code, passed, seq: s.seq, source, decisive };
  }
  const keys = checkKeys(run.command);
  if (failed) {
    // `grep` finding nothing exits 1 with no output: not an error worth carrying. Other commands failing silently are.
    // A command that only looks answers whatever it prints (`ls: .git/gc.log: No such file or directory`).
    if (!verification && !rejected && ((!decisive && isProbeCommand(run.command)) || looksOnly(run.command))) return;
    const text = `\`${oneLine(run.command, 160)}\` ${masked ? 'printed compile errors (its exit 0 is the filter\'s)' : runnerFailed ? 'failed, as its runner printed (its exit 0 is the filter\'s)' : rejected && !isError && code === 0 ? 'was rejected' : `exited ${code ?? 'with an error'}`}`;
    const paths = !verification ? [] : lintsOnly(keys) ? lintLocations(output.text()) : compileLocations(output.text());
    const script = verification ? echoedScript(output.text()) : null;
    const kind = verification ? 'check' : rejected ? 'push' : refusedCommit(run.command, decisive) ? 'commit' : 'step';
    const verdict = kind === 'step' && readsCiVerdict(run.command) ? { verdict: true as const } : {};
    s.recordError({ text, command: run.command, kind, keys, paths, ...(script ? { script } : {}), ...verdict, ...(masked ? { masked: true as const } : {}) }, output.text(), source, decisive);
    if (kind === 'commit') onRefusedCommit(s, output.text());
    onAddRefused(s, run.command, output.text());
    return;
  }
  // A later pass of the same step (same command, test, build) resolves its earlier failure; a passing check that
  // compiles also resolves a compile failure whose files were edited since. Piped into a search, the run exits with
  // the search's answer: its checks did not pass for that.
  if (!endsInSearch(run.command)) s.errors.passed(keys.length > 0 ? keys : [run.command], passed && verification, run.command);
  if (!passed) return;
  onAddPassed(s, run.command, source);
  if (COMMITS.test(run.command)) {
    s.lastCommitSeq = s.seq;
    if (GIT_COMMIT.test(run.command)) {
      s.committedIn(commitDirectory(run.command, call.dir));
      s.errors.hookPassed(output.text());
      s.errors.committedWork((seq) => s.files.changedAfter(seq).map((f) => f.path), s.files.list().map((f) => f.path));
      onCommitPassed(s, run.command, source);
    }
    s.errors.committed((seq) => s.files.changedAfter(seq).length > 0);
  }
  if (verification) s.lastPassSeq = s.seq;
  if (!verification && rerunsFailedCheck(s, run.command, keys)) s.lastVerification = { command: run.command, exitCode: code, passed, seq: s.seq, source, decisive: null };
  if (verification && !endsInFilter(run.command)) {
    s.errors.checkPassed();
    if (!endsInSearch(run.command)) s.notePassedCheck(keys);
  }
  const task = s.firstPrompt;
  if (task && s.lastPrompt === task && s.taskOrigin === 'first-prompt' && runsPrompt(task.text, run.command)) s.ranTaskPrompt = true;
  for (const w of writes) {
    if (w.movedFrom !== undefined && s.files.movedBack(s.relativize(w.movedFrom), s.relativize(w.path))) continue;
    if (w.movedTo !== undefined) s.files.movingAway(s.relativize(w.path), s.relativize(w.movedTo));
    if (w.movedFrom !== undefined) s.files.moved(s.relativize(w.movedFrom), s.relativize(w.path));
    const path = s.relativize(w.path);
    s.files.change(path, w.change, 'shell', s.seq, source, true, w.blanket === true);
    // Written by the shell after the edit tool failed on it (a blocked patch tool): the edit was made another way.
    if (w.change !== 'deleted') s.errors.edited(path);
    if (w.removed) onRemoved(s, w.path);
  }
  // A command that only looks prints what it read (a README's "Created files:" list), not what it wrote.
  const reported = reportedWrites(output.head);
  if (reported.length > 0 && !looksOnly(run.command)) for (const w of reported) s.files.change(s.relativize(oneLine(under(call.dir, w.path), LIMITS.pathChars)), w.change, 'shell', s.seq, source, true);
  if (listsShortStatus(run.command)) onShortStatus(s, output.text(), shellDirAfter(run.command, call.dir));
  if (s.files.heardFromBackground && listsTreeStatus(run.command)) s.files.listedByGit(treeChanges(output.text()).map((c) => ({ ...c, path: s.relativize(oneLine(c.path, LIMITS.pathChars)) })), source);
  s.pushProgress(`Ran \`${oneLine(commandHead(shownCommand(run.command)), 200)}\` (exit 0)`, source, true);
}

/**
 * A short `git status` listed changes (read once): the files it lists deleted are gone from the tree; files under a
 * folder a shell command wrote whole are that command's, their paths read from where it ran (`cd <root> && git status
 * --short`); and a file the shell wrote whole (`>`, `Set-Content`) may have been new or not: the command does not say,
 * git does.
 */
function onShortStatus(s: BuilderState, output: string, dir: string | null): void {
  const changes = listedChanges(output);
  const of = (change: FileChange): string[] => changes.filter((c) => c.change === change).map((c) => c.path);
  s.files.deletedInTree(of('deleted').map((p) => s.relativize(oneLine(p, LIMITS.pathChars))));
  const at = (p: string): string => s.relativize(oneLine(under(dir, p), LIMITS.pathChars));
  s.files.listedUnderWritten(changes.map((c) => ({ ...c, path: at(c.path) })));
  if (s.files.shellWroteWhole) s.files.newPerGit(of('created').map(at));
}

/**
 * A command's first line, marked when more follow: the lines after it are a heredoc's body or a script, content the
 * command writes or feeds in, which a progress note need not repeat (and which, joined onto one line, loses the line
 * breaks that let redaction read a file's lines as such).
 */
function commandHead(command: string): string {
  const end = command.indexOf('\n');
  return end < 0 ? command : `${command.slice(0, end)} …`;
}
