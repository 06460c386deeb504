import type { Command } from 'commander';
import type { CommandState, Io } from '../io.js';

export type Register = (program: Command, io: Io, state: CommandState) => void;

interface Entry {
  /** The command names the module registers; `null` for the bare command (pick), which configures the root. */
  names: string[] | null;
  load: () => Promise<Register>;
}

/**
 * Every command, in the order `--help` lists them. Each module is imported only when needed, so a run of `list`
 * never loads the MCP SDK or the interactive prompts.
 */
const ENTRIES: Entry[] = [
  { names: ['list'], load: async () => (await import('./list.js')).registerList },
  { names: ['latest'], load: async () => (await import('./latest.js')).registerLatest },
  { names: ['show'], load: async () => (await import('./show.js')).registerShow },
  { names: ['checkpoints'], load: async () => (await import('./checkpoints.js')).registerCheckpoints },
  { names: ['all'], load: async () => (await import('./all.js')).registerAll },
  { names: ['validate'], load: async () => (await import('./validate.js')).registerValidate },
  { names: ['verify'], load: async () => (await import('./verify.js')).registerVerify },
  { names: ['hook'], load: async () => (await import('./hook.js')).registerHook },
  { names: ['deliver'], load: async () => (await import('./deliver.js')).registerDeliver },
  { names: ['doctor'], load: async () => (await import('./doctor.js')).registerDoctor },
  { names: ['mcp'], load: async () => (await import('./mcp.js')).registerMcp },
  { names: ['completion', '__complete'], load: async () => (await import('./completion.js')).registerCompletion },
  // Last: sets the program's own action (no command given) and the root help examples.
  { names: null, load: async () => (await import('./pick.js')).registerPick },
];

/** The names a first argument can give (the bare command has none). */
export const COMMAND_NAMES: ReadonlySet<string> = new Set(ENTRIES.flatMap((e) => e.names ?? []));

/** Every command, all modules loaded (root help, the bare command, an unknown or misspelled command). */
export function loadAllCommands(): Promise<Register[]> {
  return Promise.all(ENTRIES.map((e) => e.load()));
}

/**
 * The commands a run needs. When the first argument names a command, commander dispatches to it alone (root
 * options come only before a command name), so only that module is loaded; its own `--help` is complete.
 * `--version` needs none. Anything else loads them all, so root help and "did you mean" suggestions stay complete.
 */
export async function commandsFor(argv: readonly string[]): Promise<Register[]> {
  const first = argv[0];
  if (first === '-V' || first === '--version') return [];
  const entry = first === undefined ? undefined : ENTRIES.find((e) => e.names?.includes(first));
  // Completion scripts name every command and option, so they need every module.
  if (!entry || entry.names?.includes('completion')) return loadAllCommands();
  const register = await entry.load();
  // What the bare command sets on the root that changes how a command's own arguments parse.
  return [(program) => void program.enablePositionalOptions(), register];
}
