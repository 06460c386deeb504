/**
 * `hand-off-session validate <file>`: checks a continuation contract. Exit 0 when valid; exit 1 when not, with
 * one failing check per line on stdout (the report is the command's output; stderr is for errors such as an
 * unreadable file, also exit 1). `--json`: `{ file, valid, failures[] }`.
 */
import type { Command } from 'commander';
import { ExitCode, validateContract } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { printJson, printText } from '../output.js';
import { readContractFile } from './contract-file.js';

export function registerValidate(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('validate'), 'validate')
    .description('check a contract file: the nine sections in order, a first safe step, no secrets (exit 1: invalid)')
    .argument('<file>', 'the contract file (from --save or --output)')
    .addHelpText('after', '\nExample:\n  hand-off-session validate plans/handoffs/fix-week-dates-5d0f8a43-20261130-234000.md')
    .action((file: string, opts: { json?: boolean }) => {
      const { path, text } = readContractFile(io, file);
      const failures = validateContract(text);
      state.exitCode = failures.length === 0 ? ExitCode.ok : ExitCode.failure;
      if (opts.json) return printJson(io, { file: path, valid: failures.length === 0, failures });
      if (failures.length === 0) return printText(io, `${file}: valid`);
      printText(io, failures.map((f) => `${file}: ${f}`).join('\n'));
    });
}
