/**
 * The failures still standing at the end of a session. A failure leaves the ledger when later runs of the same steps
 * pass (same check keys: see check-keys.ts), when a later edit of the same file succeeds, or — for anything but a
 * check or a commit (a command worked around, a failed edit, a subagent) — when a check passes after it, and for a failed step
 * when files were edited after it and the work was committed. A check that failed at
 * source locations (`rewind.go:579:13: undefined: agent`) also leaves once every file it named was edited and a later
 * run that builds or tests passes: that run compiled the fixed files. An edit refused until its file is read leaves
 * once the file is read. Bounded: a capped ring.
 */
import type { ErrorFact } from '../types/handoff.js';
import type { Held, HeldRef } from './source-lines.js';
import { covers, lintsOnly, targetDirs } from './check-keys.js';
import { oneLine } from './clip.js';
import { isVerificationCommand, runsScratch } from './errors.js';
import { Ring } from './ring.js';

export interface Failure {
  text: string;
  command: string | null;
  decisiveLine: string;
  source: HeldRef;
  /**
   * `check`: a test, build or lint run; `push`: a push git rejected; `commit`: a commit that did not go through; `step`:
   * any other command; `edit`; `subagent`; `agent`: the agent's own API call failed (a usage limit) and stopped its turn.
   */
  kind: 'check' | 'push' | 'commit' | 'step' | 'edit' | 'subagent' | 'agent';
  /** Check keys of the command (empty for edits and subagents). */
  keys: string[];
  /** Files a failed edit aimed at, or the source locations a failed check's output names. */
  paths: string[];
  /** The script line a package runner echoed before running the check (`$ biome check --error-on-warnings`). */
  script?: string;
  /** When it failed (ms since the epoch), when its record carries a time: another session's later pass can end it. */
  at?: number;
  /** A step that read CI's verdict on pushed work (see readsCiVerdict): no other call of the agent goes around it. */
  verdict?: true;
  /** A build whose errors showed through a filter that exited 0 (`tsc | head`): any later passing build of its package compiled it all. */
  masked?: true;
}

/** A check that passed (exit 0, its own code), with its check keys and when. */
export interface PassedCheck {
  keys: string[];
  at: number;
}

interface Entry extends Failure {
  seq: number;
  /** The files of a check's source locations not yet edited since it failed. */
  unfixed: Set<string>;
  /** The checks of the failure (or, when it ran none, its steps) not yet passed again since (see `passed`). */
  pending: Set<string>;
  /** A later call succeeded: the agent went on another way (see wentOn). */
  passedBy: boolean;
  /** The agent said the failure was there before its work (see disown). */
  disowned?: true;
  /** A step run again after edits, failing again (see fail): the agent's own check of its work. */
  rerun?: true;
}

/** Of a failure that ran checks (`mise run fmt && mise run lint`), only the checks need to pass again: the rest prepared them. */
const checksOf = (f: Failure): string[] => f.keys.filter(isVerificationCommand);

/**
 * What has to pass again: the checks a failure ran; of a refused commit (`git add -A && git commit …`) the commit; else
 * every step.
 */
function pendingOf(f: Failure): string[] {
  const checks = checksOf(f);
  if (checks.length > 0) return checks;
  const commits = f.kind === 'commit' ? f.keys.filter((k) => k === 'git commit') : [];
  return commits.length > 0 ? commits : f.keys;
}

/** A step that compiles what it runs: a test run or a build (`go test`, `mise run test`, `npm run build`, `cargo check`). */
const COMPILES = /\b(?:test|tests|build|check|vet|compile|tsc|typecheck|ci)\b/;

/**
 * The files a compile or lint failure named, to be edited before a later passing build or test run resolves it: the
 * build compiled the fixed files. A lint failure whose every file was edited since (the unused import removed, an
 * `eslint-disable` comment for the rule) is addressed the same way, the build passing after the fix.
 */
function compileFiles(f: Failure): string[] {
  if (f.kind !== 'check') return [];
  if (lintsOnly(f.keys)) return f.paths;
  return f.keys.some((k) => COMPILES.test(k)) ? f.paths : [];
}

/** An edit refused before it ran because the agent had not read the file (Claude Code's `Read it first`). */
const READ_FIRST = /\bnot been read\b|\bread it first\b|\bmodified since (?:it was )?(?:last )?read\b/i;

const TEXT_MAX = 400;
/** How many failed steps' commands are remembered to tell a step run again (see failedAgainAfterEdits). */
const FAILED_STEPS_KEPT = 64;
/** A decisive line this long names its failure on its own ("context loading failed: no go files to analyze…"). */
const NAMES_FAILURE = 40;

/**
 * Two entries are one failure: the same command failing the same way, or any command failing with the same telling
 * line (the linter run four ways, each stopped by the same loading error): the newest run stands for them all.
 */
function sameFailure(x: Failure): string {
  return x.decisiveLine.length >= NAMES_FAILURE && x.kind !== 'edit' ? `\u0000${x.decisiveLine}` : `${x.command ?? x.text}\u0000${x.decisiveLine}`;
}

export class ErrorLedger {
  private readonly ring: Ring<Entry>;
  /** Successful edits so far, and the count when each step (by its command) last failed: bounded, oldest first out. */
  private edits = 0;
  private readonly failedSteps = new Map<string, number>();

  constructor(cap: number) {
    this.ring = new Ring<Entry>(cap);
  }

  get size(): number {
    return this.ring.size;
  }

  fail(f: Failure, seq: number): void {
    // The newest run of a check says what still fails of it: an earlier failure of the same checks (a shell that
    // refused the command line, a run before some of its errors were fixed) is overtaken by it.
    const checks = f.kind === 'check' ? checksOf(f) : [];
    if (checks.length > 0) this.ring.removeWhere((e) => e.kind === 'check' && e.pending.size > 0 && [...e.pending].every((k) => covers(checks, k)));
    const entry: Entry = { ...f, text: oneLine(f.text, TEXT_MAX), seq, unfixed: new Set(compileFiles(f)), pending: new Set(pendingOf(f)), passedBy: false };
    if (this.failedAgainAfterEdits(f)) entry.rerun = true;
    this.ring.pushUnique(entry, sameFailure);
  }

  /**
   * The step failed before, and files were edited since: the agent ran it again to see its fixes hold (`punt audit .`
   * after fixing what it reported), so it checks the work, and no other call that succeeds goes around it.
   */
  private failedAgainAfterEdits(f: Failure): boolean {
    if (f.kind !== 'step' || f.command === null) return false;
    const before = this.failedSteps.get(f.command);
    this.failedSteps.delete(f.command);
    const oldest = this.failedSteps.keys().next();
    if (this.failedSteps.size >= FAILED_STEPS_KEPT && !oldest.done) this.failedSteps.delete(oldest.value);
    this.failedSteps.set(f.command, this.edits);
    return before !== undefined && before < this.edits;
  }

  /**
   * A command passed: a failure is resolved once each of its checks (or, when it ran none, each of its steps) has
   * passed again since, in one run or several (`bun run lint && bun run test` failed; `bun run lint` passed, then
   * `bun run test`; `git status && git diff --check` failed; `git status` passed, then `git diff --check README.md`).
   * `checked`: the command was a check that exited 0.
   */
  passed(keys: string[], checked = false, command = ''): void {
    if (keys.length === 0) return;
    const compiles = checked && keys.some((k) => COMPILES.test(k));
    const dirs = targetDirs(command);
    // A run pointed at another package (`swift build --package-path libs/a` after the app's build failed) built none of
    // the failed files: it is no run of that check again.
    const elsewhere = (e: Entry): boolean => dirs.length > 0 && e.paths.length > 0 && !e.paths.some((p) => dirs.some((d) => p.startsWith(`${d}/`) || p.includes(`/${d}/`)));
    this.ring.removeWhere((e) => !elsewhere(e) && ((compiles && (e.masked === true || (compileFiles(e).length > 0 && e.unfixed.size === 0))) || passesAgain(e, keys)));
  }

  /**
   * Checks another session of the checkpoint passed, in the same tree: a failed check recorded before one of them is
   * resolved as by `passed` (the other session ran the project's tests after it and they held). Their sequence numbers.
   */
  passedElsewhere(runs: PassedCheck[]): number[] {
    const over: number[] = [];
    for (const run of runs) {
      this.ring.removeWhere((e) => {
        const passes = e.kind === 'check' && e.at !== undefined && e.at < run.at && passesAgain(e, run.keys);
        if (passes) over.push(e.seq);
        return passes;
      });
    }
    return over;
  }

  /**
   * A check passed by its own exit code (not a filter's after a pipe): a commit refused before it is over, the checks its
   * hook ran pass now or the work went in another way. A check piped into `tail` exits 0 with its tests failing.
   */
  checkPassed(): void {
    this.ring.removeWhere((e) => e.kind === 'commit');
  }

  /**
   * The work was committed: a failed step (no check) that files were edited after is over. The agent acted on it and
   * closed the work in git (`gh pr checks` listed failing jobs, the workflows were fixed and committed). A failed check
   * still has to pass again.
   */
  committed(editedAfter: (seq: number) => boolean): void {
    this.ring.removeWhere((e) => e.kind === 'step' && editedAfter(e.seq));
  }

  /**
   * A commit went through carrying the work: a failed check that ran files of the work by name (`bun --check
   * scripts/publish.ts` executing the script) is over when every file it named was changed after it failed, so the
   * commit holds them as the fix left them; one that refused the uncommitted tree (a release script) is over with the
   * commit itself. A file committed as it was when the check failed fixes nothing; a check of the whole project
   * (`bun run test`) names no file and still has to pass again.
   */
  committedWork(changedAfter: (seq: number) => string[], changed: string[]): void {
    this.ring.removeWhere((e) => {
      const named = e.kind === 'check' && e.command !== null ? namedFiles(e.command) : [];
      if (named.length === 0) return false;
      const fixed = DIRTY_TREE.test(`${e.text}\n${e.decisiveLine}`) ? changed : changedAfter(e.seq);
      return named.every((n) => fixed.some((c) => sameFile(c, n)));
    });
  }

  /**
   * A commit went through, and its output (the pre-commit hook's) echoes the script a failed check ran: the hook ran
   * that check again and it passed, or the commit would have stopped.
   */
  hookPassed(output: string): void {
    if (!this.ring.toArray().some((e) => e.script !== undefined)) return;
    const lines = new Set(output.split(/\r?\n/).map((l) => l.trim()));
    this.ring.removeWhere((e) => e.kind === 'check' && e.script !== undefined && lines.has(e.script));
  }

  /**
   * A call succeeded at `seq`: a failed step or subagent before it (a lookup, a scratch script, an exploring subagent;
   * not a check of the work) was gone past. Whether that was a way around it is for the end to say (see standing's
   * `finished`).
   */
  wentOn(seq: number): void {
    for (const e of this.ring.toArray()) if ((e.kind === 'step' || e.kind === 'subagent') && e.verdict === undefined && e.rerun === undefined && e.seq < seq) e.passedBy = true;
  }

  /** The model answered again (words or a call): the API failure that stopped an earlier turn is over. */
  agentResumed(): void {
    this.ring.removeWhere((e) => e.kind === 'agent');
  }

  /** What the agent's API said when a failure of its own stopped the last turn (see agentResumed), or null. */
  agentStopped(): string | null {
    return this.ring.toArray().find((e) => e.kind === 'agent')?.decisiveLine ?? null;
  }

  /** An edit of `path` succeeded: earlier failed edits of it were redone, and a failed check's file was worked on. */
  edited(path: string): void {
    this.edits++;
    this.ring.removeWhere((e) => e.kind === 'edit' && e.paths.includes(path));
    for (const e of this.ring.toArray()) {
      for (const named of e.unfixed) if (sameFile(named, path)) e.unfixed.delete(named);
    }
  }

  /**
   * `path` was read: an edit the tool refused until the file was read (or read again after it changed) was answered.
   * The agent did what the refusal asked; whether it edits again is its choice, and a new failure would stand anew.
   */
  read(path: string): void {
    this.ring.removeWhere((e) => e.kind === 'edit' && READ_FIRST.test(e.decisiveLine) && e.paths.some((p) => sameFile(p, path)));
  }

  /**
   * Lint failures every diagnostic of which lies in a file the session never changed (someone else's uncommitted
   * work, code it did not touch): what the linter says of those files is no failure of this work. Their sequence numbers.
   * One the agent saw and called pre-existing is left to disownedOutside: the check still fails as it left it, and the
   * next agent is told so, with the agent's word beside it.
   */
  outsideWork(changed: string[]): Set<number> {
    const touched = (p: string): boolean => changed.some((c) => sameFile(c, p));
    const outside = this.ring.toArray().filter((e) => e.kind === 'check' && !e.disowned && lintsOnly(e.keys) && e.paths.length > 0 && !e.paths.some(touched));
    return new Set(outside.map((e) => e.seq));
  }

  /** The agent said the newest failed check is none of its work's (see disowned-failures.ts): its claim, kept with it. */
  disown(): void {
    const checks = this.ring.toArray().filter((e) => e.kind === 'check');
    const newest = checks[checks.length - 1];
    if (newest) newest.disowned = true;
  }

  /**
   * Failed checks the agent disowned whose every source location lies in a file the session never changed: the claim
   * has that evidence, so the status need not rest on them. Their sequence numbers.
   */
  disownedOutside(changed: string[]): Set<number> {
    const touched = (p: string): boolean => changed.some((c) => sameFile(c, p));
    return new Set(this.ring.toArray().filter((e) => e.disowned && e.paths.length > 0 && !e.paths.some(touched)).map((e) => e.seq));
  }

  /** Something stands, and all of it is pushes git rejected: the work itself is done, the push waits on a choice. */
  onlyPushesStand(lastPassSeq: number): boolean {
    const standing = this.ring.toArray().filter((e) => stands(e, lastPassSeq));
    return standing.length > 0 && standing.every((e) => e.kind === 'push');
  }

  /**
   * When the newest failure of the work still standing was recorded, given the last check that passed (0: none
   * stands): a run, a check, an edit or a subagent that failed and was not passed since. The agent's API failure is not
   * the work's.
   */
  newestStanding(lastPassSeq: number): number {
    return Math.max(0, ...this.ring.toArray().filter((e) => e.kind !== 'agent' && stands(e, lastPassSeq)).map((e) => e.seq));
  }

  /**
   * Something stands, and all of it are steps (runs, not checks) that failed before event `seq`, less `outside`: what
   * went wrong in a turn before the latest prompt, not a check of the work.
   */
  onlyStepsBefore(seq: number, lastPassSeq: number, outside: Set<number>): boolean {
    const standing = this.ring.toArray().filter((e) => stands(e, lastPassSeq) && !outside.has(e.seq));
    return standing.length > 0 && standing.every((e) => e.kind === 'step' && e.seq < seq);
  }

  /**
   * What still stands, given the last check that passed (its sequence number; 0 when none did), less `outside` (see
   * outsideWork). `finished`: the assistant closed on a report that the work is done; a failed step it went past with a
   * call that succeeded was then worked around (a lookup that failed, then another source; a scratch script, then the
   * work done another way). A failed step on scratch files only is gone past so whether or not a report follows.
   */
  standing(lastPassSeq: number, outside: Set<number> = new Set(), finished = false): Held<ErrorFact>[] {
    // The agent's API failure is the agent's own record written in the model's place: no tool result backs it.
    return this.ring
      .toArray()
      .filter((e) => stands(e, lastPassSeq) && !outside.has(e.seq) && !(e.passedBy && (finished || scratch(e))))
      .map((e) => ({ text: e.disowned ? `${e.text}; ${DISOWNED_NOTE}` : e.text, command: e.command, decisiveLine: e.decisiveLine, source: e.source, verified: e.kind !== 'agent' }));
  }
}

/** Said beside a failure the agent disowned: its word, which the record does not check. */
const DISOWNED_NOTE = 'the agent called it pre-existing, not caused by its work (its claim)';

/**
 * A failed check stands until it passes again, a refused commit until a commit goes through or a check passes by its
 * own exit code (see checkPassed), an API failure until the model answers again (see agentResumed); any other step
 * until a check passes after it (the agent went on and the work held).
 */
function stands(e: Entry, lastPassSeq: number): boolean {
  return e.kind === 'check' || e.kind === 'commit' || e.kind === 'agent' || e.seq > lastPassSeq;
}

/** A failed step on scratch files only (see runsScratch): once the agent went past it, it was a probe it left behind. */
function scratch(e: Entry): boolean {
  return e.kind === 'step' && e.command !== null && runsScratch(e.command);
}

/** Clears the pending checks `keys` cover: true when the last one went (the failure is over). */
function passesAgain(e: Entry, keys: string[]): boolean {
  const before = e.pending.size;
  for (const k of e.pending) if (covers(keys, k)) e.pending.delete(k);
  return before > 0 && e.pending.size === 0;
}

/** The files a command names as arguments: paths with a folder and an extension (`scripts/publish.ts`). */
function namedFiles(command: string): string[] {
  return command.split(/\s+/).filter((t) => NAMED_FILE.test(t));
}

const NAMED_FILE = /^[\w.@-]+(?:\/[\w.@-]+)+\.[A-Za-z0-9]+$/;

/** A script's refusal of a working tree with changes not yet committed. */
const DIRTY_TREE = /\b(?:working (?:directory|tree)|workspace) (?:has|contains|is) (?:uncommitted|unstaged|not clean|dirty)|\buncommitted changes\b/i;

/** `cmd/cli/rewind.go` and `/Users/x/repo/cmd/cli/rewind.go` (or a location relative to a package folder) are one file. */
function sameFile(a: string, b: string): boolean {
  return a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
}
