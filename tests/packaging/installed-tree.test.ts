// The plugin as an install gets it: `git archive HEAD` extracted into an empty directory whose path has a space, no
// node_modules and no build beyond what is committed, and PATH holding only node and git. The commands written in
// .mcp.json, hooks/*.json, gemini-extension.json and the Codex and Cursor manifests, with each client's plugin-root
// variable set to that directory, must answer MCP, arm a handover before compaction and deliver it once after.
// Because it archives HEAD, this tests what is committed: commit (with a rebuilt bundle) before trusting it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNKS_DIR, buildBundle } from '../../scripts/bundle.mjs';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { repoRoot } from '../support/corpus.js';

let root: string;
let plugin: string;
let bin: string;
let example: { dir: string; latestSessionId: string };
let emptyRepo: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos installed '));
  plugin = join(root, 'plugin root');
  mkdirSync(plugin);
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', plugin], { input: archive });
  bin = join(root, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, join(bin, 'node'));
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(bin, 'git'));
  example = await createExampleRepo(join(root, 'example repo'));
  emptyRepo = join(root, 'no entire data');
  mkdirSync(emptyRepo);
  execFileSync('git', ['init', '-q'], { cwd: emptyRepo });
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The environment an agent gives our commands, narrowed to node and git. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: bin, HOME: join(root, 'home'), CI: 'true', NO_COLOR: '1', ...extra };
}

const read = (p: string): Record<string, unknown> => JSON.parse(readFileSync(join(plugin, p), 'utf8')) as Record<string, unknown>;

/** Substitutes a client's variables the way it does in its own config strings. */
function hydrate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z_/]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

interface McpEntry {
  command: string;
  args: string[];
  cwd?: string;
}

async function withServer<T>(entry: McpEntry, cwd: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const transport = new StdioClientTransport({ command: entry.command, args: entry.args, cwd, env: env(), stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'installed-tree-test', version: '0.0.0' });
  await client.connect(transport);
  try {
    return await fn(client);
  } finally {
    await client.close();
    expect(stderr).toBe('');
  }
}

type CallResult = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text: string }[] };

async function initializeListAndCall(entry: McpEntry, cwd: string, args: Record<string, unknown> = {}): Promise<void> {
  await withServer(entry, cwd, async (client) => {
    expect(client.getServerVersion()?.name).toBe('hand-off-session');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('latest_handoff');
    const result = (await client.callTool({ name: 'latest_handoff', arguments: args })) as CallResult;
    expect(result.isError ?? false).toBe(false);
    expect(JSON.stringify(result.structuredContent)).toContain(example.latestSessionId);
  });
}

describe('the committed tree, installed', () => {
  it('holds the bundle and no node_modules', async () => {
    const files = (await buildBundle()).files.map((f) => f.path);
    const inDir = (dir: string) => files.filter((f) => dirname(f) === dir).map((f) => basename(f)).sort();
    expect(readdirSync(join(plugin, 'dist')).sort()).toEqual([basename(CHUNKS_DIR), ...inDir('dist')].sort());
    expect(readdirSync(join(plugin, CHUNKS_DIR)).sort()).toEqual(inDir(CHUNKS_DIR));
    expect(readdirSync(plugin)).not.toContain('node_modules');
  });

  it('Claude Code: .mcp.json with ${CLAUDE_PLUGIN_ROOT} answers initialize, tools/list and tools/call', async () => {
    const entry = (read('.mcp.json').mcpServers as Record<string, McpEntry>)['hand-off-session'] as McpEntry;
    await initializeListAndCall({ command: entry.command, args: entry.args.map((a) => hydrate(a, { CLAUDE_PLUGIN_ROOT: plugin })) }, example.dir);
  });

  it('Gemini CLI: gemini-extension.json with ${extensionPath} and ${workspacePath} answers the same', async () => {
    const entry = (read('gemini-extension.json').mcpServers as Record<string, McpEntry>)['hand-off-session'] as McpEntry;
    const vars = { extensionPath: plugin, workspacePath: example.dir, '/': '/' };
    await initializeListAndCall({ command: entry.command, args: entry.args.map((a) => hydrate(a, vars)) }, hydrate(entry.cwd ?? '', vars));
  });

  it('Cursor: the manifest server with ${CURSOR_PLUGIN_ROOT} answers the same', async () => {
    const entry = (read('.cursor-plugin/plugin.json').mcpServers as Record<string, McpEntry>)['hand-off-session'] as McpEntry;
    await initializeListAndCall({ command: entry.command, args: entry.args.map((a) => hydrate(a, { CURSOR_PLUGIN_ROOT: plugin })) }, example.dir);
  });

  it('Codex: the manifest MCP file (cwd relative to the plugin root) answers the same, given the repository', async () => {
    const file = String(read('.codex-plugin/plugin.json').mcpServers);
    const entry = (read(file).mcpServers as Record<string, McpEntry>)['hand-off-session'] as McpEntry;
    await initializeListAndCall(entry, join(plugin, entry.cwd ?? ''), { repo: example.dir });
  });

  it('a repository without Entire data: the tool call fails with one line, the server keeps running', async () => {
    const entry = (read('.mcp.json').mcpServers as Record<string, McpEntry>)['hand-off-session'] as McpEntry;
    await withServer({ command: entry.command, args: entry.args.map((a) => hydrate(a, { CLAUDE_PLUGIN_ROOT: plugin })) }, emptyRepo, async (client) => {
      const failed = (await client.callTool({ name: 'latest_handoff', arguments: {} })) as CallResult;
      expect(failed.isError).toBe(true);
      expect(failed.content[0]?.text.trim().split('\n')).toHaveLength(1);
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    });
  });
});

describe('the committed hooks, run by a shell as the clients run them', () => {
  const transcript = (): string => join(plugin, 'tests', 'packaging', 'fixtures', 'claude-session.jsonl');

  function runHook(command: string, input: Record<string, unknown>, vars: Record<string, string>, state: string) {
    const result = spawnSync('/bin/sh', ['-c', command], {
      cwd: example.dir,
      input: JSON.stringify(input),
      encoding: 'utf8',
      // A busy test machine can take longer than the hook's 1.2 s default to build this handoff, and then arms a
      // pointer instead: these tests are about the wiring, so they give the build the most it may have
      // (hook-budget.test.ts holds the default).
      env: env({ ...vars, HAND_OFF_SESSION_STATE_DIR: state, HAND_OFF_SESSION_HOOK_BUILD_MS: '9000' }),
      timeout: 30_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  type Hooks = Record<string, { matcher?: string; hooks: { command: string }[] }[]>;
  const commandOf = (hooks: Hooks, event: string): string => hooks[event]?.[0]?.hooks[0]?.command ?? '';

  it('Claude Code and Codex (CLAUDE_PLUGIN_ROOT set): PreCompact arms, SessionStart(compact) delivers once', () => {
    const state = mkdtempSync(join(root, 'state claude '));
    const hooks = read(String(read('.claude-plugin/plugin.json').hooks)).hooks as Hooks;
    const vars = { CLAUDE_PLUGIN_ROOT: plugin };
    const session = { session_id: 'installed-claude-1', transcript_path: transcript(), cwd: example.dir };
    const armed = runHook(commandOf(hooks, 'PreCompact'), { ...session, hook_event_name: 'PreCompact', trigger: 'auto' }, vars, state);
    expect(armed).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(state)).toEqual(['installed-claude-1.json']);

    const start = commandOf(hooks, 'SessionStart');
    const delivered = runHook(start, { ...session, hook_event_name: 'SessionStart', source: 'compact' }, vars, state);
    expect(delivered.code).toBe(0);
    expect(delivered.stderr).toBe('');
    const context = (JSON.parse(delivered.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toMatch(/^hand-off-session: handover recorded before the auto compaction/);
    expect(context).toContain('PDF export');
    expect(runHook(start, { ...session, hook_event_name: 'SessionStart', source: 'compact' }, vars, state)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(read('.codex-plugin/plugin.json').hooks).toBe(read('.claude-plugin/plugin.json').hooks);
  });

  it('Gemini CLI (${extensionPath} hydrated): PreCompress arms, the next BeforeAgent delivers once', () => {
    const state = mkdtempSync(join(root, 'state gemini '));
    const hooks = read('hooks/hooks.json').hooks as Hooks;
    const vars = { extensionPath: plugin, '/': '/' };
    const session = { session_id: 'installed-gemini-1', transcript_path: transcript(), cwd: example.dir };
    const arm = hydrate(commandOf(hooks, 'PreCompress'), vars);
    expect(runHook(arm, { ...session, hook_event_name: 'PreCompress', trigger: 'manual' }, {}, state)).toEqual({ code: 0, stdout: '', stderr: '' });
    const deliver = hydrate(commandOf(hooks, 'BeforeAgent'), vars);
    const delivered = runHook(deliver, { ...session, hook_event_name: 'BeforeAgent', prompt: 'go on' }, {}, state);
    expect(delivered).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(delivered.stdout)).toMatchObject({ hookSpecificOutput: { hookEventName: 'BeforeAgent' } });
    expect(runHook(deliver, { ...session, hook_event_name: 'BeforeAgent', prompt: 'and now?' }, {}, state)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('a client that gives no session id: exit 0, at most one line on stderr, nothing armed', () => {
    const state = mkdtempSync(join(root, 'state none '));
    const hooks = read(String(read('.claude-plugin/plugin.json').hooks)).hooks as Hooks;
    const vars = { CLAUDE_PLUGIN_ROOT: plugin };
    for (const event of ['PreCompact', 'SessionStart']) {
      const result = runHook(commandOf(hooks, event), { transcript_path: transcript(), hook_event_name: event, source: 'compact' }, vars, state);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(1);
    }
    expect(readdirSync(state)).toEqual([]);
  });
});
