import { Command, CommanderError } from 'commander';
import { CACHE_ENV_OFF, ExitCode, HandoffError, takeLateRedactions } from '@hand-off-session/core/listing';
import { commanderOption } from './declare-options.js';
import { processIo, type CommandState, type EntryUrls, type Io } from './io.js';
import { COMMAND_NAMES, commandsFor, type Register } from './commands/registry.js';
import { hoistLeadingOptions } from './argv.js';
import { VERSION } from './version.js';
import { messageLine } from './ui/message-line.js';

/**
 * Runs the CLI and returns the exit code. Never throws: every failure becomes one line on stderr
 * and a documented exit code (see README, "Exit codes"). `urls`: see CommandState.
 */
export async function run(argv: string[], io: Io = processIo(), urls: EntryUrls = {}): Promise<number> {
  const state: CommandState = { exitCode: 0, runCli: (args, cliIo) => run(args, cliIo, urls), ...urls };
  try {
    const args = hoistLeadingOptions(withoutNoCache(argv), COMMAND_NAMES);
    const program = buildProgram(io, state, await commandsFor(args));
    await program.parseAsync(args, { from: 'user' });
    reportLateRedactions(io);
    return state.exitCode;
  } catch (error) {
    return reportError(io, error);
  }
}

/** One line when the fail-safe scan over the final output redacted what redaction before it had missed. */
function reportLateRedactions(io: Io): void {
  const late = takeLateRedactions();
  if (late > 0) io.stderr(`hand-off-session: the final check found ${late} more secret(s) in the output and redacted them too\n`);
}

/** The commander program with the given commands (see `commandsFor`: usually only the one being run). */
export function buildProgram(io: Io, state: CommandState, commands: readonly Register[]): Command {
  const program = new Command('hand-off-session')
    .description('Hand a coding-agent session to the next agent: compact, redacted, verifiable.')
    .version(VERSION, '-V, --version')
    .addOption(commanderOption('noCache'))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout(text),
      // Commander's own errors are re-reported by reportError as one line.
      writeErr: () => undefined,
    });
  for (const register of commands) register(program, io, state);
  return program;
}

/**
 * `--no-cache` is accepted anywhere before `--`, for every command: it switches the cache off for this process
 * (through the same environment switch a user can set) and is removed before commander sees the arguments.
 */
function withoutNoCache(argv: string[]): string[] {
  const end = argv.indexOf('--');
  const at = argv.indexOf('--no-cache');
  if (at < 0 || (end >= 0 && at > end)) return argv;
  process.env[CACHE_ENV_OFF] = '1';
  return argv.filter((a, i) => a !== '--no-cache' || (end >= 0 && i > end));
}

function reportError(io: Io, error: unknown): number {
  if (error instanceof HandoffError) {
    io.stderr(`hand-off-session: ${messageLine(error.message)}\n`);
    return error.exitCode;
  }
  if (error instanceof CommanderError) {
    // --help and --version end here too, with exit code 0 and their text already written.
    if (error.exitCode === 0) return 0;
    io.stderr(`hand-off-session: ${messageLine(error.message.replace(/^error: /, ''))}\n`);
    return ExitCode.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`hand-off-session: unexpected error: ${messageLine(message)}\n`);
  return ExitCode.failure;
}

