import type { Command } from 'commander';
import { loadIndex, TARGETS, usageError } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { flagsOfKind } from '../option-table.js';
import { printText } from '../output.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];
const BIN = 'hand-off-session';
/** Ids go into shell word lists unquoted: anything outside this set is left out rather than escaped. */
const SHELL_SAFE = /^[A-Za-z0-9._:-]{1,200}$/;
/** Option values the shell completes: file names, target agents (from the option table). */
const VALUE_OPTIONS = flagsOfKind('file');
const TARGET_OPTIONS = ['for', 'to', ...flagsOfKind('target')];

interface CommandSpec {
  name: string;
  options: string[];
}

export function registerCompletion(program: Command, io: Io, _state: CommandState): void {
  declareOptions(program.command('completion'), 'completion')
    .description('print a shell completion script: bash, zsh or fish')
    .argument('<shell>', SHELLS.join(', '))
    .addHelpText(
      'after',
      `\nExamples:\n  ${BIN} completion bash >> ~/.bashrc\n  ${BIN} completion zsh >> ~/.zshrc\n  ${BIN} completion fish > ~/.config/fish/completions/${BIN}.fish`,
    )
    .action((shell: string) => {
      if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`unknown shell "${shell}": choose one of ${SHELLS.join(', ')}`);
      printText(io, completionScript(shell as Shell, commandSpecs(program)));
    });

  // Called by the scripts while the user presses Tab: fast, and silent on every error (no Entire data, no repo).
  declareOptions(program.command('__complete', { hidden: true }), '__complete')
    .argument('<what>', 'sessions | checkpoints')
    .action(async (what: string, opts: { repo?: string }) => {
      try {
        const index = await loadIndex({ repo: opts.repo, cwd: io.cwd });
        const ids = what === 'checkpoints' ? index.checkpoints.map((c) => c.id) : index.sessions.map((s) => s.id);
        const safe = ids.filter((id) => SHELL_SAFE.test(id));
        if (safe.length > 0) printText(io, safe.join('\n'));
      } catch {
        // Completion must never print an error into the user's prompt line.
      }
    });
}

/** The visible commands and their long options, read from the program so the scripts never drift from it. */
export function commandSpecs(program: Command): CommandSpec[] {
  return program
    .createHelp()
    .visibleCommands(program)
    .filter((cmd) => cmd.name() !== 'help')
    .map((cmd) => ({
      name: cmd.name(),
      options: [...cmd.options.filter((o) => !o.hidden).flatMap((o) => [o.long, o.short].filter((f): f is string => Boolean(f))), '--help'],
    }));
}

export function completionScript(shell: Shell, specs: CommandSpec[]): string {
  if (shell === 'bash') return bashScript(specs);
  if (shell === 'zsh') return zshScript(specs);
  return fishScript(specs);
}

const names = (specs: CommandSpec[]) => specs.map((s) => s.name).join(' ');

function bashScript(specs: CommandSpec[]): string {
  const optionCases = specs.map((s) => `      ${s.name}) opts="${s.options.join(' ')}" ;;`).join('\n');
  return `# bash completion for ${BIN}
# Install: echo 'source <(${BIN} completion bash)' >> ~/.bashrc
_hand_off_session() {
  local cur prev cmd opts ids
  COMPREPLY=()
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  cmd="\${COMP_WORDS[1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "${names(specs)} --help --version" -- "$cur") )
    return 0
  fi
  case "$prev" in
    ${TARGET_OPTIONS.join('|')}) COMPREPLY=( $(compgen -W "${TARGETS.join(' ')}" -- "$cur") ); return 0 ;;
    ${VALUE_OPTIONS.join('|')}) COMPREPLY=( $(compgen -f -- "$cur") ); return 0 ;;
    checkpoint)
      ids="$(${BIN} __complete checkpoints 2>/dev/null)"
      COMPREPLY=( $(compgen -W "$ids" -- "$cur") ); return 0 ;;
  esac
  if [[ "$cur" == -* ]]; then
    case "$cmd" in
${optionCases}
      *) opts="--help" ;;
    esac
    COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
    return 0
  fi
  case "$cmd" in
    completion) COMPREPLY=( $(compgen -W "${SHELLS.join(' ')}" -- "$cur") ) ;;
    show|checkpoints)
      if [ "$COMP_CWORD" -eq 2 ]; then
        ids="$(${BIN} __complete sessions 2>/dev/null)"
        if [ "$cmd" = show ]; then ids="checkpoint $ids"; fi
        COMPREPLY=( $(compgen -W "$ids" -- "$cur") )
      elif [ "$cmd" = show ]; then
        COMPREPLY=( $(compgen -W "for to" -- "$cur") )
      fi ;;
    latest|all) COMPREPLY=( $(compgen -W "for to" -- "$cur") ) ;;
  esac
  return 0
}
complete -F _hand_off_session ${BIN}
`;
}

function zshScript(specs: CommandSpec[]): string {
  const optionCases = specs.map((s) => `      ${s.name}) compadd -- ${s.options.join(' ')} ;;`).join('\n');
  return `#compdef ${BIN}
# zsh completion for ${BIN}
# Install: echo 'source <(${BIN} completion zsh)' >> ~/.zshrc   (after compinit)
_hand_off_session() {
  local cmd=\${words[2]} prev=\${words[CURRENT-1]}
  if (( CURRENT == 2 )); then
    compadd -- ${names(specs)}
    return
  fi
  case $prev in
    ${TARGET_OPTIONS.join('|')}) compadd -- ${TARGETS.join(' ')}; return ;;
    ${VALUE_OPTIONS.join('|')}) _files; return ;;
    checkpoint) compadd -- \${(f)"$(${BIN} __complete checkpoints 2>/dev/null)"}; return ;;
  esac
  if [[ $PREFIX == -* ]]; then
    case $cmd in
${optionCases}
    esac
    return
  fi
  case $cmd in
    completion) compadd -- ${SHELLS.join(' ')} ;;
    show|checkpoints)
      if (( CURRENT == 3 )); then
        [[ $cmd == show ]] && compadd -- checkpoint
        compadd -- \${(f)"$(${BIN} __complete sessions 2>/dev/null)"}
      elif [[ $cmd == show ]]; then
        compadd -- for to
      fi ;;
    latest|all) compadd -- for to ;;
  esac
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _hand_off_session "$@"
else
  compdef _hand_off_session ${BIN}
fi
`;
}

function fishScript(specs: CommandSpec[]): string {
  const c = `complete -c ${BIN}`;
  const lines = [
    `# fish completion for ${BIN}`,
    `# Install: ${BIN} completion fish > ~/.config/fish/completions/${BIN}.fish`,
    `function __hand_off_session_prev_is`,
    `    set -l tokens (commandline -opc)`,
    `    contains -- $tokens[-1] $argv`,
    `end`,
    `${c} -f`,
    `${c} -n __fish_use_subcommand -a '${names(specs)}'`,
    `${c} -n '__hand_off_session_prev_is ${TARGET_OPTIONS.join(' ')}' -a '${TARGETS.join(' ')}'`,
    `${c} -n '__hand_off_session_prev_is checkpoint' -a '(${BIN} __complete checkpoints 2>/dev/null)'`,
    `${c} -n '__fish_seen_subcommand_from show checkpoints; and not __hand_off_session_prev_is ${TARGET_OPTIONS.join(' ')} checkpoint' -a '(${BIN} __complete sessions 2>/dev/null)'`,
    `${c} -n '__fish_seen_subcommand_from show' -a 'checkpoint'`,
    `${c} -n '__fish_seen_subcommand_from latest show all; and not __hand_off_session_prev_is ${TARGET_OPTIONS.join(' ')}' -a 'for to'`,
    `${c} -n '__fish_seen_subcommand_from completion' -a '${SHELLS.join(' ')}'`,
  ];
  for (const spec of specs) {
    for (const opt of spec.options.filter((o) => o.startsWith('--'))) {
      const needsFile = VALUE_OPTIONS.includes(opt) ? ' -r -F' : '';
      lines.push(`${c} -n '__fish_seen_subcommand_from ${spec.name}' -l ${opt.slice(2)}${needsFile}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
