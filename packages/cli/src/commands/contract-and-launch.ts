/**
 * What happens after a handoff is printed (`latest`, `show`, `all`):
 *
 * - `--output <path>` / `--save`: the continuation contract is written (inside the repository only) and stdout
 *   carries exactly two lines: the absolute path, then `Read <path> and verify the Current state section ...`
 *   with the repository-relative path, ready to paste into the next agent.
 * - a target (`for codex`): stderr gets `Next: <command>`, the exact command that starts that agent with the
 *   contract as its first prompt (Cursor: what to paste where). stderr, so a piped handoff stays clean.
 * - `--launch`: runs that command in the foreground after a y/N question on a terminal (`--yes` skips it; no
 *   terminal and no `--yes`: refused, exit 2). It needs a file: without `--output`/`--save` the contract is saved
 *   under plans/handoffs/ first, and stderr says so. A missing CLI is reported (exit 1) with the file left in place.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  ExitCode,
  HandoffError,
  buildContract,
  continuationLine,
  findExecutable,
  getTarget,
  redactForOutput,
  runForeground,
  shellQuote,
  usageError,
  writeContract,
  type Handoff,
  type TargetFraming,
  type WrittenContract,
} from '@hand-off-session/core';
import type { Io } from '../io.js';
import { printText } from '../output.js';
import type { HandoffOptions } from './common.js';
import { armDelivery, canDeliver } from './arm-delivery.js';

export async function writeContractAndLaunch(
  handoff: Handoff,
  opts: HandoffOptions,
  io: Io,
  repoTopLevel: string,
  sessionBranch: string | null = null,
): Promise<void> {
  const framing = handoff.target ? getTarget(handoff.target) : undefined;
  if (opts.launch && !framing) throw usageError('--launch needs a target: add "for claude|codex|opencode|cursor|gemini"');
  if (opts.output !== undefined && opts.save) throw usageError('--output and --save are alternatives: pass one of them');

  let file: WrittenContract | null = null;
  if (opts.output !== undefined || opts.save) {
    if (opts.save && !(await plansRootAgreed(io, repoTopLevel))) {
      throw new HandoffError(
        `${repoTopLevel} has no plans/ folder, and --save does not create one unasked: pass --output <path> (e.g. --output HANDOFF.md), or create plans/ first`,
        ExitCode.failure,
      );
    }
    file = await saveContract(handoff, opts, io, repoTopLevel, framing);
    printText(io, `${file.path}\n${continuationLine(file.relative)}`);
  } else if (opts.focus !== undefined || opts.includeStatus || opts.includeDiff) {
    if (!opts.launch) note(io, 'note: --focus, --include-status and --include-diff shape the contract file: add --save or --output <path>');
  }
  if (!framing) {
    if (opts.deliver) throw usageError('--deliver needs a target: add "for claude|codex|opencode|gemini"');
    return;
  }
  // --launch takes the same path: the started agent's own hook delivers the armed handoff.
  const armed = opts.deliver
    ? await armDelivery(io, handoff, repoTopLevel, file, sessionBranch)
    : opts.launch && canDeliver(handoff.target)
      ? await armDelivery(io, handoff, repoTopLevel, file, sessionBranch, 'stderr')
      : null;
  if (!opts.launch) {
    if (!armed) note(io, nextLine(framing, file));
    return;
  }
  await launch(handoff, opts, io, repoTopLevel, framing, file);
}

async function saveContract(
  handoff: Handoff,
  opts: HandoffOptions,
  io: Io,
  repoTopLevel: string,
  framing: TargetFraming | undefined,
): Promise<WrittenContract> {
  const built = await buildContract(handoff, repoTopLevel, {
    ...(opts.focus !== undefined ? { focus: opts.focus } : {}),
    includeStatus: Boolean(opts.includeStatus),
    includeDiff: Boolean(opts.includeDiff),
    ...(framing ? { framing } : {}),
  });
  return writeContract(repoTopLevel, built.text, {
    ...(opts.output !== undefined ? { output: opts.output } : { save: true }),
    force: Boolean(opts.force),
    cwd: io.cwd,
    slugFrom: opts.focus ?? built.git.branch,
    sessionId: handoff.sessionIds[0] ?? null,
  });
}

function nextLine(framing: TargetFraming, file: WrittenContract | null): string {
  const cmd = framing.launchCommand(file?.relative ?? '');
  if (!cmd) return `Next: ${framing.launchHint}`;
  if (!file) return `Next: ${cmd.command} (then paste the handoff as its first message; add --save for a file it can read)`;
  return `Next: ${shellQuote([cmd.command, ...cmd.args])}`;
}

async function launch(
  handoff: Handoff,
  opts: HandoffOptions,
  io: Io,
  repoTopLevel: string,
  framing: TargetFraming,
  written: WrittenContract | null,
): Promise<void> {
  if (framing.launchCommand('x') === null) {
    note(io, `${framing.displayName} cannot be started from the command line. ${framing.launchHint}`);
    if (written) note(io, `The handoff is in ${written.relative}.`);
    return;
  }
  if (!opts.yes && !io.isTTY) {
    throw usageError('--launch asks for confirmation: run it in a terminal, or add --yes to start without asking');
  }
  let file = written;
  if (!file) {
    file = await saveContract(handoff, { ...opts, save: true, output: undefined }, io, repoTopLevel, framing);
    note(io, `--launch needs a file: saved the handoff to ${file.relative}`);
  }
  const cmd = framing.launchCommand(file.relative);
  if (!cmd) return;
  const exe = findExecutable(cmd.command, io.env);
  if (!exe) {
    throw new HandoffError(
      `${cmd.command} is not on PATH, so ${framing.displayName} was not started. ${framing.launchHint} ` +
        `The handoff is in ${file.relative}.`,
      ExitCode.failure,
    );
  }
  const shown = shellQuote([cmd.command, ...cmd.args]);
  if (!opts.yes) {
    const yes = await confirm(io, `Start ${framing.displayName} now? ${shown} [y/N] `);
    if (!yes) {
      note(io, `Not started. Next: ${shown}`);
      return;
    }
  }
  note(io, `Starting: ${shown}`);
  const code = await runForeground(exe, cmd.args, { cwd: repoTopLevel, env: io.env });
  if (code !== 0) throw new HandoffError(`${cmd.command} exited with code ${code}`, ExitCode.failure);
}

/**
 * `--save` writes under plans/handoffs/ of a repository that keeps its plans in plans/. Without that folder it asks
 * on a terminal before creating it; elsewhere (piped, CI, an agent's shell) the answer is no.
 */
async function plansRootAgreed(io: Io, repoTopLevel: string): Promise<boolean> {
  if (existsSync(join(repoTopLevel, 'plans'))) return true;
  if (!io.isTTY) return false;
  return confirm(io, `${repoTopLevel} has no plans/ folder. Create plans/handoffs/ for the handoff? [y/N] `);
}

/** One y/N line from stdin; anything but y/yes (or end of input) is no. */
async function confirm(io: Io, question: string): Promise<boolean> {
  io.stderr(question);
  const rl = createInterface({ input: io.stdin, terminal: false });
  try {
    const answer = await new Promise<string>((resolve) => {
      rl.once('line', resolve);
      rl.once('close', () => resolve(''));
    });
    return /^\s*y(es)?\s*$/i.test(answer);
  } finally {
    rl.close();
  }
}

/** Status lines go to stderr, redacted and checked like everything we print. */
function note(io: Io, line: string): void {
  const clean = redactForOutput(line);
  io.stderr(`${clean}\n`);
}
