/** Commander options made from the one option table (option-table.ts): each command declares only its name. */
import { Option, type Command } from 'commander';
import { usageError } from '@hand-off-session/core/listing';
import { COMMAND_OPTIONS, longFlag, OPTIONS, type OptionName, type OptionSpec } from './option-table.js';

/**
 * Adds the options the table gives `name` (`''`: the bare command, on the root) to `cmd`, the ones it refuses as
 * hidden options that fail with their reason, and a check that refuses an option given without what it needs.
 */
export function declareOptions(cmd: Command, name: string): Command {
  const entry = COMMAND_OPTIONS[name];
  if (!entry) throw new Error(`no option table entry for command "${name}"`);
  for (const option of entry.takes) {
    const made = commanderOption(option, entry.takes);
    cmd.addOption(entry.helpGroup ? made.helpGroup(entry.helpGroup) : made);
  }
  for (const [option, why] of Object.entries(entry.refuses ?? {}) as [OptionName, string][]) {
    cmd.addOption(commanderOption(option, entry.takes).hideHelp());
    cmd.hook('preAction', (self) => {
      if (self.getOptionValue(option) !== undefined) throw usageError(why);
    });
  }
  cmd.hook('preAction', (self) => refuseUnmetNeeds(self, entry.takes));
  return cmd;
}

export function commanderOption(name: OptionName, siblings: readonly OptionName[] = []): Option {
  const spec: OptionSpec = OPTIONS[name];
  const option = new Option(spec.flags, spec.description);
  if (spec.parse) option.argParser(spec.parse);
  const conflicts = (spec.conflicts ?? []).filter((c) => (siblings as readonly string[]).includes(c));
  if (conflicts.length > 0) option.conflicts(conflicts);
  return option;
}

/** `--focus` without a contract file, `--yes` without `--launch`, …: said, never silently ignored. */
function refuseUnmetNeeds(cmd: Command, takes: readonly OptionName[]): void {
  const given = (name: OptionName) => cmd.getOptionValue(name) !== undefined;
  for (const name of takes) {
    const needs: OptionSpec['needs'] = (OPTIONS[name] as OptionSpec).needs;
    if (!needs || !given(name)) continue;
    const possible = needs.any.filter((n): n is OptionName => (takes as readonly string[]).includes(n));
    if (!possible.some(given)) throw usageError(`${longFlag(name)} ${needs.why}`);
  }
}
