/**
 * `hand-off-session verify <file> [--repo <path>] [--json]`: compares the Current state recorded in a contract
 * with the repository now. Exit 0: no drift. Exit 1: drift (one line per finding on stdout), or the file could not
 * be read or holds no recorded state (one line on stderr). The contract file itself is left out of the
 * comparison when it lies inside the repository (it was written after its state was recorded).
 */
import type { Command } from 'commander';
import { ExitCode, verifyContract, type VerifyReport } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { printJson, printText } from '../output.js';
import { readContractFile } from './contract-file.js';

export function registerVerify(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('verify'), 'verify')
    .description('compare the Current state recorded in a contract file with the repository now (exit 1: drift)')
    .argument('<file>', 'the contract file')
    .addHelpText('after', '\nExample:\n  hand-off-session verify plans/handoffs/fix-week-dates-5d0f8a43-20261130-234000.md')
    .action(async (file: string, opts: { repo?: string; json?: boolean }) => {
      const { path, text } = readContractFile(io, file);
      const report = await verifyContract(text, opts.repo ?? io.cwd, { contractFile: path });
      state.exitCode = report.drift.length === 0 ? ExitCode.ok : ExitCode.failure;
      if (opts.json) return printJson(io, { file: path, drift: report.drift.length > 0, report });
      printText(io, describe(file, report));
    });
}

function describe(file: string, r: VerifyReport): string {
  const lines: string[] = [];
  if (r.drift.length === 0) {
    lines.push(
      `${file}: no drift (branch ${r.now.branch ?? '(detached HEAD)'}, HEAD ${r.now.head?.slice(0, 12) ?? '(no commits)'}, ` +
        `${r.now.dirtyTotal} dirty path(s) as recorded)`,
    );
  } else {
    lines.push(`${file}: the repository changed since the contract was written:`);
    for (const d of r.drift) lines.push(`- ${d.message}`);
  }
  for (const n of r.notes) lines.push(`note: ${n}`);
  return lines.join('\n');
}
