import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { cli, cliJson } from '../support/cli.js';
import { schemaProblems, type JsonSchema } from '../cli/helpers.js';
import { BIN } from './pty.js';

interface Example {
  dir: string;
  secrets: Record<string, string>;
  sessions: Record<string, { id: string; checkpoints: string[] }>;
}

let root: string;
let example: Example;
let client: Client;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos-mcp-'));
  example = (await createExampleRepo(join(root, 'example'))) as Example;
  const env = Object.fromEntries(Object.entries({ ...process.env, CI: 'true', NO_COLOR: '1' }).filter((e): e is [string, string] => e[1] !== undefined));
  // The server runs in the repository, as an agent's MCP client starts it.
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], cwd: example.dir, env, stderr: 'pipe' });
  client = new Client({ name: 'hand-off-session-test', version: '0.0.0' });
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  rmSync(root, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    structuredContent?: unknown;
    content: { type: string; text: string }[];
  };
}

describe('hand-off-session mcp (stdio, the SDK client)', () => {
  it('lists the read tools and save_contract, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['latest_handoff', 'list_checkpoints', 'list_sessions', 'save_contract', 'show_checkpoint', 'show_session'].sort(),
    );
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    expect(tools.find((t) => t.name === 'show_session')?.inputSchema.required).toEqual(['id']);
  });

  it('declares an output schema for every tool, and each structured result validates against it', async () => {
    const { tools } = await client.listTools();
    const schemas = new Map(tools.map((t) => [t.name, t.outputSchema as JsonSchema | undefined]));
    for (const tool of tools) expect(schemas.get(tool.name)?.type, tool.name).toBe('object');
    const { claude, gemini } = example.sessions;
    const calls: [string, Record<string, unknown>][] = [
      ['list_sessions', {}],
      ['list_checkpoints', { id: claude!.id }],
      ['list_checkpoints', {}],
      ['latest_handoff', {}],
      ['show_session', { id: claude!.id }],
      ['show_checkpoint', { id: gemini!.checkpoints[0] }],
    ];
    for (const [name, args] of calls) {
      const result = await call(name, args);
      expect(result.isError, `${name}: ${result.content[0]?.text}`).toBeFalsy();
      expect(schemaProblems(schemas.get(name)!, result.structuredContent), name).toEqual([]);
    }
    // The check can fail: a result missing what the schema requires does not validate.
    expect(schemaProblems(schemas.get('show_session')!, { session: {} })).not.toEqual([]);
  });

  it('returns exactly what the CLI prints with --json, for every read tool', async () => {
    const { claude, gemini } = example.sessions;
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['list_sessions', {}, ['list']],
      ['list_sessions', { limit: 2 }, ['list', '--limit', '2']],
      ['list_checkpoints', { id: claude!.id }, ['checkpoints', claude!.id]],
      ['list_checkpoints', {}, ['list', '--checkpoints']],
      ['latest_handoff', { target: 'codex', budget: 800 }, ['latest', 'for', 'codex', '--budget', '800']],
      ['latest_handoff', { exclude: [example.sessions.cursor!.id] }, ['latest', '--exclude', example.sessions.cursor!.id]],
      ['show_session', { id: claude!.id, target: 'gemini' }, ['show', claude!.id, 'for', 'gemini']],
      ['show_checkpoint', { id: gemini!.checkpoints[0], budget: 600 }, ['show', 'checkpoint', gemini!.checkpoints[0]!, '--budget', '600']],
    ];
    for (const [tool, args, argv] of cases) {
      const result = await call(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}: ${result.content[0]?.text}`).toBeFalsy();
      expect(result.structuredContent, `${tool} ${JSON.stringify(args)}`).toEqual(await cliJson(argv, { cwd: example.dir }));
    }
  });

  it('redacts planted secrets in every answer', async () => {
    const answers = await Promise.all([
      call('show_session', { id: example.sessions.claude!.id }),
      call('show_checkpoint', { id: example.sessions.claude!.checkpoints[1] }),
      call('list_sessions', {}),
    ]);
    const text = JSON.stringify(answers);
    expect(text).toMatch(/rate limit/i);
    for (const secret of Object.values(example.secrets)) expect(text).not.toContain(secret);
  });

  it('turns CLI errors into one-line tool errors', async () => {
    const missing = await call('show_session', { id: 'zzzzzzzz' });
    expect(missing.isError).toBe(true);
    const direct = await cli(['show', 'zzzzzzzz', '--json'], { cwd: example.dir });
    expect(missing.content[0]?.text).toBe(direct.stderr.trim().replace(/^hand-off-session: /, ''));
    expect(missing.content[0]?.text).not.toContain('\n');
  });

  it('refuses ids that would be read as options', async () => {
    const result = await call('show_session', { id: '--repo=/' });
    expect(result.isError).toBe(true);
  });

  it('writes nothing except through save_contract', async () => {
    const before = readdirSync(example.dir).sort();
    await call('latest_handoff', {});
    expect(readdirSync(example.dir).sort()).toEqual(before);
    const saved = await call('save_contract', { session: example.sessions.claude!.id, target: 'codex' });
    expect(saved.isError, saved.content[0]?.text).toBeFalsy();
    const { tools } = await client.listTools();
    expect(schemaProblems(tools.find((t) => t.name === 'save_contract')!.outputSchema as JsonSchema, saved.structuredContent)).toEqual([]);
    expect(readdirSync(join(example.dir, 'plans', 'handoffs')).filter((f) => f.endsWith('.md'))).toHaveLength(1);
  });
});
