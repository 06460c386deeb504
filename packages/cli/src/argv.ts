/**
 * Git-style option placement: `hand-off-session --repo x list` means `hand-off-session list --repo x`.
 * Commander reads options before a command name as the root's own, which the commands never see; so options given
 * before the command name are moved after it. An option the command does not take then fails loudly as that
 * command's unknown option (exit 2) instead of being ignored.
 */

/** Options that take a value as the next argument (every command's, so the value is never taken for a command). */
const TAKES_VALUE = new Set(['--repo', '--for', '--budget', '-o', '--output', '--focus', '--limit']);
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
    if (TAKES_VALUE.has(arg) && i < argv.length) {
      leading.push(argv[i] as string);
      i += 1;
    }
  }
  const command = argv[i];
  if (leading.length === 0 || command === undefined || !commandNames.has(command)) return [...argv];
  return [command, ...leading, ...argv.slice(i + 1)];
}
