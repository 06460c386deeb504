import { VERSION } from './version.js';

/** The examples under the root help: the bare command's help text (pick.ts) and the static copy below. */
export const ROOT_EXAMPLES = `
Examples:
  hand-off-session latest for claude        hand the newest session to Claude Code
  hand-off-session show checkpoint <id>     the handoff of one checkpoint
  hand-off-session list                     the sessions recorded in this repository

Options may stand before a command's name or after it: hand-off-session --repo ../api list
is hand-off-session list --repo ../api. Each command's own are in hand-off-session <command> --help.

Run without a command on a terminal to pick a session interactively.`;

/**
 * The root `--help` text as commander prints it at 80 columns with every command registered (static-help.test.ts
 * checks it still is), so `--help` and `--version` answer without loading any command module, commander or core.
 */
export const ROOT_HELP = `Usage: hand-off-session [options] [command]

Hand a coding-agent session to the next agent: compact, redacted, verifiable.

Options:
  -V, --version                       output the version number
  --no-cache                          do not use or update the cache of derived
                                      facts (also HAND_OFF_SESSION_NO_CACHE=1)
  -h, --help                          display help for command

Without a command (the picker on a terminal; piped: list):
  --repo <path>                       the repository to read (default: the
                                      current directory's git top level)
  --json                              print machine-readable JSON (schemas in
                                      packages/core/schema/)
  --for <target>                      frame the handoff for claude, codex,
                                      opencode, cursor or gemini
  --budget <tokens>                   size of the handoff in tokens (default
                                      1500)
  --save                              write the contract to plans/handoffs/ (a
                                      new file per save: slug, session, time)
  --force                             overwrite an existing contract file
  --copy                              also put the handoff on the clipboard

Commands:
  list [options]                      list the sessions Entire recorded in this
                                      repository, newest activity first
  latest [options] [words...]         the handoff of the most recently active
                                      session
  show [options] [id] [words...]      the handoff of one session, or of one
                                      checkpoint (all its sessions, merged)
  checkpoints [options] <session-id>  list a session's checkpoints, oldest first
  all [options] [words...]            the handoffs of every session in scope,
                                      newest first (at most --limit, default 10)
  validate [options] <file>           check a contract file: the nine sections
                                      in order, a first safe step, no secrets
                                      (exit 1: invalid)
  verify [options] <file>             compare the Current state recorded in a
                                      contract file with the repository now
                                      (exit 1: drift)
  hook [options] [event]              agent hook entry point: pre-compact arms a
                                      handover, session-start delivers it once
                                      after compaction
  deliver [options]                   the handoffs armed with --deliver in this
                                      repository: --status (default) lists them,
                                      --cancel removes them
  doctor [options]                    check what this repository holds for a
                                      handoff, and what is missing (exit 4: no
                                      Entire data)
  mcp                                 run an MCP server on stdio: read-only
                                      tools list_sessions, latest_handoff,
                                      show_session, show_checkpoint,
                                      list_checkpoints (+ save_contract)
  completion <shell>                  print a shell completion script: bash, zsh
                                      or fish
  help [command]                      display help for command
${ROOT_EXAMPLES}
`;

/** The answer to a bare `--help`/`-h`/`help` or `--version`/`-V`; null for anything else (the full CLI runs). */
export function staticAnswer(argv: readonly string[]): string | null {
  if (argv.length !== 1) return null;
  const [only] = argv;
  if (only === '--help' || only === '-h' || only === 'help') return ROOT_HELP;
  if (only === '--version' || only === '-V') return `${VERSION}\n`;
  return null;
}
