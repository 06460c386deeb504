/**
 * Git-style option placement: `hand-off-session --repo x list` means `hand-off-session list --repo x`.
 * Commander reads options before a command name as the root's own, which the commands never see; so options given
 * before the command name are moved after it. An option the command does not take then fails loudly as that
 * command's unknown option (exit 2) instead of being ignored.
 */

import { valueFlags } from './option-table.js';

/** Flags that take the next argument as their value (every command's, from the option table), or may. */
const { required: TAKES_VALUE, optional: MAY_TAKE_VALUE } = valueFlags();
/** Root-only flags that keep their meaning before a command: root help and the version. */
const ROOT_ONLY = new Set(['-h', '--help', '-V', '--version']);

export function hoistLeadingOptions(argv: readonly string[], commandNames: ReadonlySet<string>): string[] {
  const leading: string[] = [];
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i] as string;
    if (arg === '--' || !arg.startsWith('-') || arg === '-') break;
    if (ROOT_ONLY.has(arg)) return [...argv];
    leading.push(arg);
    i += 1;
    const next = argv[i];
    const takes = TAKES_VALUE.has(arg) || (MAY_TAKE_VALUE.has(arg) && next !== undefined && !next.startsWith('-') && !commandNames.has(next));
    if (takes && next !== undefined) {
      leading.push(next);
      i += 1;
    }
  }
  const command = argv[i];
  if (leading.length === 0 || command === undefined || !commandNames.has(command)) return [...argv];
  return [command, ...leading, ...argv.slice(i + 1)];
}
