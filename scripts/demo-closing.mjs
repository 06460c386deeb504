// The lines that end `npm run demo`: the commands to try next, on the kept example repository or, after
// `--clean`, in a repository of the reader's own (then the example's ids mean nothing, so the commands name the
// kind of id instead). Apart from demo.mjs so its test can check both endings without running the demo twice.

/**
 * @param {{ clean: boolean, dir: string, bin: string, root: string, session: string, checkpoint: string, bold?: (s: string) => string }} o
 * @returns {string[]}
 */
export function closingLines({ clean, dir, bin, root, session, checkpoint, bold = (s) => s }) {
  const tryNext = [
    ['hand-off-session', 'on a terminal: pick a session, a checkpoint, a target'],
    ['hand-off-session latest for claude', 'the newest session, framed for Claude Code'],
    [`hand-off-session show ${clean ? '<session-id>' : session} --json`, 'the same handoff as JSON (schemas in packages/core/schema/)'],
    [`hand-off-session show checkpoint ${clean ? '<checkpoint-id>' : checkpoint}`, clean ? 'one checkpoint, its sessions merged' : 'one checkpoint, its two sessions merged'],
    ['hand-off-session list --checkpoints', 'every checkpoint'],
  ];
  const width = Math.max(...tryNext.map(([command]) => command.length)) + 2;
  const alias = `  alias hand-off-session='node ${bin}'   # or: npm install -g ${root}`;
  const commands = tryNext.map(([command, why]) => `  ${command.padEnd(width)}# ${why}`);
  return clean
    ? [`\n${bold('Try next')}, in a repository of yours (the example was removed, as --clean asked):`, alias, ...commands]
    : [`\n${bold('Try next')} (the repository is kept):`, `  cd ${dir}`, alias, ...commands, `  rm -rf ${dir}    # when done (or run the demo with -- --clean)`];
}
