/**
 * Every option of every command, declared once (as vitest's cli-config.ts does). Commander's parsing and each
 * command's --help (declare-options.ts), git-style placement before a command name (argv.ts) and the shell
 * completion scripts (commands/completion.ts) are all derived from this table, so they cannot disagree.
 */
import { CACHE_ENV_OFF, usageError } from '@hand-off-session/core/listing';

export type OptionName = keyof typeof OPTIONS;

/** What a shell completes after the option: a file name, a target agent, or nothing (free text, a number). */
export type ValueKind = 'file' | 'target' | 'text';

export interface OptionSpec {
  /** Commander's flags: `--repo <path>`, `-o, --output <path>`, `--cancel [target]`. */
  flags: string;
  description: string;
  value?: ValueKind;
  parse?: (value: string, previous: unknown) => unknown;
  /** The option means nothing without one of these: refused (exit 2) with `why` when none is given. */
  needs?: { any: readonly string[]; why: string };
  /** Options it cannot stand with (commander refuses the pair, exit 2). Table names, as `needs`. */
  conflicts?: readonly string[];
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

export function parseLines(value: string): { from: number; to: number } {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(value.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || from > to) throw usageError(`--lines takes a record range like 120-180, not "${value}"`);
  return { from, to };
}

/**
 * One value per occurrence, commas separating several: a variadic `<id...>` would also take the words after it
 * (`latest --exclude abc for codex` lost its target), so a list option never reads past its own value.
 */
export function parseIdList(value: string, previous: unknown): string[] {
  const before = Array.isArray(previous) ? (previous as string[]) : [];
  return [...before, ...value.split(',').map((id) => id.trim()).filter((id) => id !== '')];
}

const CONTRACT = { any: ['save', 'output', 'launch'], why: 'shapes the contract file: add --save or --output <path>' } as const;

export const OPTIONS = {
  /** Every command's, anywhere before `--` (run.ts takes it out before parsing); listed on the root. */
  noCache: { flags: '--no-cache', description: `do not use or update the cache of derived facts (also ${CACHE_ENV_OFF}=1)` },
  repo: { flags: '--repo <path>', description: "the repository to read (default: the current directory's git top level)", value: 'file' },
  json: {
    flags: '--json',
    description: 'print machine-readable JSON (schemas in packages/core/schema/)',
    conflicts: ['ndjson', 'save', 'output', 'deliver'],
  },
  ndjson: { flags: '--ndjson', description: 'stream one JSON document per line', conflicts: ['save'] },
  checkpoints: { flags: '--checkpoints', description: 'list checkpoints instead of sessions' },
  limit: { flags: '--limit <n>', description: 'at most n entries (newest first)', value: 'text', parse: parseLimit },
  for: { flags: '--for <target>', description: 'frame the handoff for claude, codex, opencode, cursor or gemini', value: 'target' },
  budget: { flags: '--budget <tokens>', description: 'size of the handoff in tokens (default 1500)', value: 'text', parse: parseBudget },
  raw: { flags: '--raw', description: 'also show a bounded, redacted tail of the transcript text' },
  output: {
    flags: '-o, --output <path>',
    description: 'write the continuation contract file to <path> (inside the repository)',
    value: 'file',
    conflicts: ['save'],
  },
  save: { flags: '--save', description: 'write the contract to plans/handoffs/ (a new file per save: slug, session, time)' },
  force: { flags: '--force', description: 'overwrite an existing contract file', needs: { any: ['save', 'output'], why: 'overwrites a contract file: add --save or --output <path>' } },
  focus: { flags: '--focus <text>', description: 'task focus, written verbatim into the Mission section', value: 'text', needs: CONTRACT },
  includeStatus: { flags: '--include-status', description: 'append the `git status --short` snapshot to the contract', needs: CONTRACT },
  includeDiff: { flags: '--include-diff', description: 'append `git diff --stat` and the first 200 lines of the diff to the contract', needs: CONTRACT },
  launch: { flags: '--launch', description: 'start the target agent with the handoff as its first prompt' },
  yes: { flags: '-y, --yes', description: 'do not ask for confirmation before --launch', needs: { any: ['launch'], why: 'answers the --launch question: add --launch' } },
  copy: { flags: '--copy', description: 'also put the handoff on the clipboard' },
  deliver: { flags: '--deliver', description: 'arm the handoff for the target agent: its session-start hook in this repository delivers it once' },
  exclude: {
    flags: '--exclude <session-id>',
    description: "skip this session (pass the calling agent's own id; repeat, or separate ids with commas)",
    value: 'text',
    parse: parseIdList,
  },
  agent: {
    flags: '--agent <name>',
    description: 'one agent: claude, codex, gemini, opencode or cursor (latest: its newest session; hook: whose hook runs)',
    value: 'text',
  },
  transcript: { flags: '--transcript <path>', description: 'read a native transcript file that Entire never saw', value: 'file' },
  lines: {
    flags: '--lines <from-to>',
    description: 'with --raw: print the recorded events of records from..to (where "Left out" points)',
    value: 'text',
    parse: parseLines,
  },
  remote: { flags: '--remote', description: 'also ask each git remote which Entire refs it has (git ls-remote: may use the network)' },
  status: { flags: '--status', description: 'list what is armed, for which agent, until when', conflicts: ['cancel'] },
  cancel: { flags: '--cancel [target]', description: 'remove what is armed (for one agent, or all)', value: 'target' },
} as const satisfies Record<string, OptionSpec>;

const HANDOFF = ['repo', 'json', 'for', 'budget', 'raw', 'output', 'save', 'force', 'focus', 'includeStatus', 'includeDiff', 'launch', 'yes', 'copy', 'deliver'] as const;

export interface CommandOptions {
  takes: readonly OptionName[];
  /** Options of its family the command refuses, with the reason (hidden from help; exit 2 with this line). */
  refuses?: Partial<Record<OptionName, string>>;
  /** The heading its options stand under in --help (the root's, which are not every command's). */
  helpGroup?: string;
}

/** Which options each command takes. `''` is the bare command (the picker), whose options the root help lists. */
export const COMMAND_OPTIONS: Record<string, CommandOptions> = {
  '': { takes: ['repo', 'json', 'for', 'budget', 'save', 'force', 'copy'], helpGroup: 'Without a command (the picker on a terminal; piped: list):' },
  list: { takes: ['repo', 'json', 'ndjson', 'checkpoints', 'limit'] },
  latest: { takes: [...HANDOFF, 'exclude', 'agent'] },
  show: { takes: [...HANDOFF, 'transcript', 'lines'] },
  checkpoints: { takes: ['repo', 'json'] },
  all: {
    takes: [...HANDOFF.filter((o) => o !== 'output' && o !== 'launch' && o !== 'yes' && o !== 'deliver'), 'limit', 'ndjson'],
    refuses: {
      output: 'all writes one contract per session: use --save (or show <session> --output <path> for one)',
      launch: 'all cannot start an agent per session: use latest or show <session> with --launch',
      yes: 'all cannot start an agent per session: use latest or show <session> with --launch --yes',
      deliver: 'all cannot arm one handoff per session for one agent: use latest or show <session> with --deliver',
    },
  },
  validate: { takes: ['json'] },
  verify: { takes: ['repo', 'json'] },
  hook: { takes: ['agent'] },
  deliver: { takes: ['status', 'cancel', 'repo', 'json'] },
  doctor: { takes: ['repo', 'json', 'remote'] },
  mcp: { takes: [] },
  completion: { takes: [] },
  __complete: { takes: ['repo'] },
};

/** Every option flag that takes a value as the next argument (`<value>`), or may (`[value]`). */
export function valueFlags(): { required: Set<string>; optional: Set<string> } {
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const spec of Object.values(OPTIONS) as OptionSpec[]) {
    const into = spec.flags.includes('<') ? required : spec.flags.includes('[') ? optional : null;
    for (const flag of spec.flags.split(/[ ,]+/).filter((f) => f.startsWith('-'))) into?.add(flag);
  }
  return { required, optional };
}

/** The flags whose value a shell completes as `kind`. */
export function flagsOfKind(kind: ValueKind): string[] {
  return (Object.values(OPTIONS) as OptionSpec[])
    .filter((spec) => spec.value === kind)
    .flatMap((spec) => spec.flags.split(/[ ,]+/).filter((f) => f.startsWith('-')));
}

/** `--include-status` for `includeStatus`: the long flag of a table entry. */
export function longFlag(name: OptionName): string {
  return (OPTIONS[name] as OptionSpec).flags.split(/[ ,]+/).find((f) => f.startsWith('--')) ?? `--${name}`;
}
