import type { Command } from 'commander';
import { fileURLToPath } from 'node:url';
import {
  buildBudgetAfterStdin,
  buildInWorker,
  handoffForTranscript,
  hookBuildDeadlineMs,
  hookAgent,
  openRepo,
  readBounded,
  repoKey,
  runHook,
  shellQuote,
  stateDir,
} from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { printJson } from '../output.js';
import { messageLine } from '../ui/message-line.js';

/**
 * Stdin gets at most this long. The read ends as soon as one whole JSON payload has arrived, so only a client that
 * is slow to send waits; a wait past the grace comes out of the build's budget, and the hook still answers in ~2 s.
 */
const STDIN_DEADLINE_MS = 1000;

/**
 * `hand-off-session hook <event>`: the compaction handover, called by the agents' hooks files.
 * Thin on purpose: the state store and the event logic live in core/handover. Whatever happens, it
 * exits 0 with at most one stderr line, because a failing hook can block the agent (Claude treats
 * exit 2 from PreCompact as "do not compact").
 */
export function registerHook(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('hook'), 'hook')
    .description('agent hook entry point: pre-compact arms a handover, session-start delivers it once after compaction')
    .argument('[event]', 'pre-compact | session-start | session-end | before-agent (agent spellings like PreCompact work too)')
    .allowUnknownOption()
    .allowExcessArguments()
    .addHelpText(
      'after',
      '\nBuilding the handoff gets 1.2 s (the whole hook answers within 2 s), then a pointer to the transcript is armed\n' +
        'instead; HAND_OFF_SESSION_HOOK_BUILD_MS=<100-9000> gives the build another budget (a slow machine, a test).\n' +
        '\nExample:\n  hand-off-session hook pre-compact < hook-input.json   # what the plugin hooks run; the agent sends its hook JSON on stdin',
    )
    .action(async (event: string | undefined, opts: { agent?: string }) => {
      try {
        const started = performance.now();
        const input = await readBounded(io.stdin, { deadlineMs: STDIN_DEADLINE_MS });
        const buildDeadlineMs = buildBudgetAfterStdin(hookBuildDeadlineMs(io.env), performance.now() - started);
        const result = await runHook(event ?? '', input.text, {
          dir: stateDir(io.env),
          build: (path) => buildHandoff(state.moduleUrl ?? coreModuleUrl(), path, buildDeadlineMs),
          buildDeadlineMs,
          ...(state.entryUrl ? { cli: shellQuote(['node', fileURLToPath(state.entryUrl)]) } : {}),
          agentOf: (hookInput) => hookAgent(opts.agent, hookInput, io.env),
          repoKeyOf,
        });
        if (result.output) printJson(io, result.output);
        if (result.stderr) io.stderr(`${messageLine(result.stderr, 400)}\n`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`${messageLine(`hand-off-session hook: ${message}`, 400)}\n`);
      }
    });
}

/** The repository a hook's working directory is in; null outside one (then nothing armed is delivered). */
async function repoKeyOf(cwd: string): Promise<string | null> {
  try {
    return repoKey((await openRepo(cwd)).commonDir);
  } catch {
    return null;
  }
}

/**
 * Builds in a worker so the deadline can really stop it. The worker imports `moduleUrl` for handoffForTranscript:
 * the CLI's module (cli.ts, or from the bundle dist/hand-off-session-cli.mjs), else the core package; with neither, builds
 * in-thread and relies on runHook's own deadline.
 */
async function buildHandoff(moduleUrl: string | null, path: string, deadlineMs: number): Promise<string> {
  // The worker stops a little before runHook's own deadline, so it is terminated rather than left running.
  if (moduleUrl) return buildInWorker(moduleUrl, path, deadlineMs - 100);
  return (await handoffForTranscript(path, { target: null })).markdown;
}

function coreModuleUrl(): string | null {
  try {
    return import.meta.resolve('@hand-off-session/core');
  } catch {
    return null;
  }
}

