import { PassThrough, Writable } from 'node:stream';
import type { Command } from 'commander';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { HandoffError, TARGETS } from '@hand-off-session/core';
import { CheckpointJson, CheckpointsOutput, ListOutput, SessionJson, ShowCheckpointOutput, ShowSessionOutput } from '@hand-off-session/core/schemas';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { BoundedStdioTransport } from './mcp-stdio.js';
import { VERSION } from '../version.js';

/** Ids become CLI arguments: never an option (`-…`), never a path or anything a shell would care about. */
const Id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/, 'an id: letters, digits, . _ : -');
const Repo = z.string().min(1).max(4096).optional().describe("the repository to read (default: the server's working directory)");
const Target = z.enum(TARGETS).optional().describe('frame the handoff for this agent');
const Budget = z.number().int().min(200).max(100_000).optional().describe('size of the handoff in tokens (default 1500)');
const Limit = z.number().int().min(1).max(10_000).optional().describe('at most this many entries');

type Argv = string[];
const opt = (flag: string, value: string | number | undefined): Argv => (value === undefined ? [] : [`${flag}=${value}`]);
const targetWords = (target: string | undefined): Argv => (target === undefined ? [] : ['for', target]);

/**
 * Each tool is the CLI command with `--json`, run in-process through the same `run()`: the structured result is
 * exactly what the CLI prints (same redaction, budget and limits), and errors are the CLI's one-line messages.
 */
export const MCP_TOOLS = {
  list_sessions: {
    description: 'List the coding-agent sessions Entire recorded in the repository, newest activity first (same as `hand-off-session list --json`).',
    input: { repo: Repo, limit: Limit },
    output: ListOutput,
    argv: (a: { repo?: string; limit?: number }): Argv => ['list', '--json', ...opt('--repo', a.repo), ...opt('--limit', a.limit)],
  },
  list_checkpoints: {
    description:
      "List a session's checkpoints, oldest first (`hand-off-session checkpoints <id> --json`); without an id, every checkpoint, newest first (`list --checkpoints --json`).",
    input: { repo: Repo, id: Id.optional().describe('a session id or unique prefix (6+ characters)'), limit: Limit },
    // With an id: `checkpoints <id> --json`; without: `list --checkpoints --json` (no session).
    output: CheckpointsOutput.extend({ session: SessionJson.optional(), checkpoints: z.array(CheckpointJson) }),
    argv: (a: { repo?: string; id?: string; limit?: number }): Argv =>
      a.id === undefined
        ? ['list', '--checkpoints', '--json', ...opt('--repo', a.repo), ...opt('--limit', a.limit)]
        : ['checkpoints', a.id, '--json', ...opt('--repo', a.repo)],
  },
  latest_handoff: {
    description:
      'The handoff of the most recently active session (`hand-off-session latest --json`). Pass your own session id in exclude so you do not get your own session back.',
    input: { repo: Repo, target: Target, budget: Budget, exclude: z.array(Id).max(100).optional().describe('session ids to skip') },
    output: ShowSessionOutput,
    argv: (a: { repo?: string; target?: string; budget?: number; exclude?: string[] }): Argv => [
      'latest',
      ...targetWords(a.target),
      '--json',
      ...opt('--repo', a.repo),
      ...opt('--budget', a.budget),
      ...(a.exclude ?? []).flatMap((id) => [`--exclude=${id}`]),
    ],
  },
  show_session: {
    description: 'The handoff of one session (`hand-off-session show <id> --json`).',
    input: { repo: Repo, id: Id.describe('a session id or unique prefix (6+ characters)'), target: Target, budget: Budget },
    output: ShowSessionOutput,
    argv: (a: { repo?: string; id: string; target?: string; budget?: number }): Argv => [
      'show',
      a.id,
      ...targetWords(a.target),
      '--json',
      ...opt('--repo', a.repo),
      ...opt('--budget', a.budget),
    ],
  },
  show_checkpoint: {
    description: 'The handoff of one checkpoint, all its sessions merged (`hand-off-session show checkpoint <id> --json`).',
    input: { repo: Repo, id: Id.describe('a checkpoint id (12 hex or 26-char ULID) or unique prefix'), target: Target, budget: Budget },
    output: ShowCheckpointOutput,
    argv: (a: { repo?: string; id: string; target?: string; budget?: number }): Argv => [
      'show',
      'checkpoint',
      a.id,
      ...targetWords(a.target),
      '--json',
      ...opt('--repo', a.repo),
      ...opt('--budget', a.budget),
    ],
  },
} as const;

const SAVE_CONTRACT = {
  description:
    'Write the continuation contract file (plans/handoffs/<slug>-<session>-<YYYYMMDD-HHmmss>.md) for a session, a checkpoint, or the latest session, exactly as `--save` does. The only tool that writes.',
  input: {
    repo: Repo,
    session: Id.optional().describe('a session id; default: the latest session'),
    checkpoint: Id.optional().describe('a checkpoint id instead of a session'),
    target: Target,
    budget: Budget,
    exclude: z.array(Id).max(100).optional().describe('with neither session nor checkpoint: session ids to skip'),
    force: z.boolean().optional().describe('overwrite an existing contract file'),
  },
  output: z.object({ ok: z.literal(true), message: z.string().describe('what the CLI printed: the file written and the line to paste') }),
  argv: (a: {
    repo?: string;
    session?: string;
    checkpoint?: string;
    target?: string;
    budget?: number;
    exclude?: string[];
    force?: boolean;
  }): Argv => {
    const what = a.checkpoint !== undefined ? ['show', 'checkpoint', a.checkpoint] : a.session !== undefined ? ['show', a.session] : ['latest'];
    const exclude = what[0] === 'latest' ? (a.exclude ?? []).map((id) => `--exclude=${id}`) : [];
    return [...what, ...targetWords(a.target), '--save', ...opt('--repo', a.repo), ...opt('--budget', a.budget), ...(a.force ? ['--force'] : []), ...exclude];
  },
};

export interface RunCli {
  (argv: string[], io: Io): Promise<number>;
}

export function registerMcp(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('mcp'), 'mcp')
    .description('run an MCP server on stdio: read-only tools list_sessions, latest_handoff, show_session, show_checkpoint, list_checkpoints (+ save_contract)')
    .addHelpText('after', '\nExample:\n  hand-off-session mcp          # what an agent\'s MCP configuration starts; it speaks MCP on stdin/stdout')
    .action(async () => {
      if (!state.runCli) throw new HandoffError('mcp: no CLI to run the tools with');
      await serveMcp(io, state.runCli);
    });
}

/** Builds the server; the transport is separate so tests can connect it in memory or over stdio. */
export function createMcpServer(io: Io, runCli: RunCli): McpServer {
  const server = new McpServer({ name: 'hand-off-session', version: VERSION });
  for (const [name, tool] of Object.entries(MCP_TOOLS)) {
    server.registerTool(
      name,
      { description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: { readOnlyHint: true, openWorldHint: false } },
      async (args: Record<string, unknown>) => callCli(io, runCli, (tool.argv as (a: unknown) => Argv)(args), true),
    );
  }
  server.registerTool(
    'save_contract',
    {
      description: SAVE_CONTRACT.description,
      inputSchema: SAVE_CONTRACT.input,
      outputSchema: SAVE_CONTRACT.output,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async (args) => callCli(io, runCli, SAVE_CONTRACT.argv(args), false),
  );
  return server;
}

async function serveMcp(io: Io, runCli: RunCli): Promise<void> {
  const server = createMcpServer(io, runCli);
  const transport = new BoundedStdioTransport(io.stdin, stdoutStream(io));
  const closed = new Promise<void>((resolve) => {
    io.stdin.once('end', resolve);
    io.stdin.once('close', resolve);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}

async function callCli(io: Io, runCli: RunCli, argv: Argv, json: boolean): Promise<CallToolResult> {
  const out: string[] = [];
  const err: string[] = [];
  const captured: Io = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin: emptyStdin(),
    env: { ...io.env, NO_COLOR: '1' },
    cwd: io.cwd,
    isTTY: false,
  };
  const code = await runCli(argv, captured);
  const stdout = out.join('');
  if (code !== 0) return errorResult(err.join('') || stdout || `exit ${code}`);
  if (!json) {
    const message = [stdout, err.join('')].join('').trim();
    return { content: [{ type: 'text', text: message || 'done' }], structuredContent: { ok: true, message } };
  }
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    return errorResult('the command did not print JSON');
  }
  return { content: [{ type: 'text', text: stdout }], structuredContent: value };
}

function errorResult(text: string): CallToolResult {
  const line = text.trim().split('\n')[0]?.replace(/^hand-off-session: /, '') ?? 'failed';
  return { isError: true, content: [{ type: 'text', text: line }] };
}

function emptyStdin(): NodeJS.ReadableStream {
  const s = new PassThrough();
  s.end();
  return s;
}

/** The transport writes protocol frames; they go to io.stdout unchanged (already JSON, already redacted). */
function stdoutStream(io: Io): Writable {
  return new Writable({
    write(chunk: Buffer | string, _enc, callback) {
      io.stdout(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      callback();
    },
  });
}
