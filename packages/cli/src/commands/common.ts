import { Option, type Command } from 'commander';
import { usageError } from '@hand-off-session/core';

export interface RepoOptions {
  repo?: string;
  json?: boolean;
}

/** `--repo` and `--json`, which every command takes. */
export function withRepoOptions(cmd: Command): Command {
  return cmd
    .option('--repo <path>', "the repository to read (default: the current directory's git top level)")
    .option('--json', 'print machine-readable JSON (see schema/ for the contract)');
}

export interface HandoffOptions extends RepoOptions {
  for?: string;
  budget?: number;
  raw?: boolean;
  output?: string;
  save?: boolean;
  force?: boolean;
  focus?: string;
  includeStatus?: boolean;
  includeDiff?: boolean;
  launch?: boolean;
  yes?: boolean;
  copy?: boolean;
  deliver?: boolean;
}

/** The options of every command that prints a handoff (`latest`, `show`, `all`). */
export function withHandoffOptions(cmd: Command): Command {
  return withRepoOptions(cmd)
    .addOption(new Option('--for <target>', 'frame the handoff for claude, codex, opencode, cursor or gemini'))
    .option('--budget <tokens>', 'size of the handoff in tokens (default 1500)', parseBudget)
    .option('--raw', 'also show a bounded, redacted tail of the transcript text')
    .option('-o, --output <path>', 'write the continuation contract file to <path> (inside the repository)')
    .option('--save', 'write the contract to plans/handoffs/<slug>-<session>-<YYYYMMDD-HHmmss>.md')
    .option('--force', 'overwrite an existing contract file')
    .option('--focus <text>', 'task focus, written verbatim into the Mission section')
    .option('--include-status', 'append the `git status --short` snapshot to the contract')
    .option('--include-diff', 'append `git diff --stat` and the first 200 lines of the diff to the contract')
    .option('--launch', 'start the target agent with the handoff as its first prompt')
    .option('-y, --yes', 'do not ask for confirmation before --launch')
    .option('--copy', 'also put the handoff on the clipboard')
    .option('--deliver', "arm the handoff for the target agent: its session-start hook in this repository delivers it once");
}

export function parseBudget(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 200 || n > 100_000) {
    throw usageError(`--budget takes a whole number of tokens from 200 to 100000, not "${value}"`);
  }
  return n;
}

export function parseLimit(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) {
    throw usageError(`--limit takes a whole number from 1 to 10000, not "${value}"`);
  }
  return n;
}
