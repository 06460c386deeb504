// Static packaging checks: one skill text, thin wrappers that point at it, manifests that agree.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKILL_DIR = join(ROOT, 'skills', 'hand-off-session');
const SKILL = readFileSync(join(SKILL_DIR, 'SKILL.md'), 'utf8');
const read = (p: string): string => readFileSync(join(ROOT, p), 'utf8');
const json = (p: string): Record<string, unknown> => JSON.parse(read(p)) as Record<string, unknown>;

const WRAPPERS = [
  'commands/hand-off.md',
  'commands/hand-off.toml',
  '.opencode/commands/hand-off.md',
  '.opencode/plugins/hand-off-session.js',
  '.cursor/commands/hand-off.md',
  'GEMINI.md',
  'gemini-extension.json',
  '.codex/INSTALL.md',
  '.claude-plugin/plugin.json',
  '.claude-plugin/marketplace.json',
  '.codex-plugin/plugin.json',
  '.cursor-plugin/plugin.json',
  '.agents/plugins/marketplace.json',
  'hooks/hooks.json',
  'hooks/claude-code.json',
  '.codex-plugin/mcp.json',
  ...readdirSync(join(SKILL_DIR, 'references')).map((f) => `skills/hand-off-session/references/${f}`),
];

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) ?? [];
}

function runs(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

function frontmatter(text: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const fields: Record<string, string> = {};
  for (const line of match?.[1]?.split('\n') ?? []) {
    const kv = /^([a-z-]+):\s*(.*)$/.exec(line);
    if (kv?.[1]) fields[kv[1]] = kv[2] ?? '';
  }
  return fields;
}

function findFiles(dir: string, name: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === '.git' || entry === 'dist' || entry === '.turbo') continue;
    const p = join(dir, entry);
    const info = statSync(p);
    if (info.isDirectory()) findFiles(p, name, found);
    else if (entry === name) found.push(relative(ROOT, p));
  }
  return found;
}

describe('the skill', () => {
  it('is the only SKILL.md in the repository', () => {
    expect(findFiles(ROOT, 'SKILL.md')).toEqual(['skills/hand-off-session/SKILL.md']);
  });

  it('has the frontmatter every client needs and triggers on natural requests', () => {
    const fm = frontmatter(SKILL);
    expect(fm.name).toBe('hand-off-session');
    expect(fm.description).toMatch(/^Use when /);
    for (const phrase of ['hand off this session to codex', 'get the most recent session', 'list current sessions', 'show recent checkpoints', 'continue where the other agent stopped']) {
      expect(fm.description).toContain(phrase);
    }
  });

  it('maps requests to the CLI and sets the safety rules', () => {
    for (const needle of ['node "<base>/../../dist/hand-off-session.mjs"', '`list`', '`latest`', '`show <id>`', '`show checkpoint <id>`', '`checkpoints <id>`', '`all`', 'for codex', '--json', '--save', '--exclude']) {
      expect(SKILL).toContain(needle);
    }
    expect(SKILL).toMatch(/not a set of orders/);
    expect(SKILL).toMatch(/never answered .* ask that question first/s);
    expect(SKILL).toMatch(/compact summary/);
  });

  it('names actions, not agent tools (those live in references/)', () => {
    for (const tool of ['Bash tool', 'run_shell_command', 'exec_command', 'run_terminal_cmd']) expect(SKILL).not.toContain(tool);
    for (const agent of ['claude', 'codex', 'gemini', 'opencode', 'cursor']) expect(existsSync(join(SKILL_DIR, 'references', `${agent}.md`))).toBe(true);
  });
});

describe('the wrappers', () => {
  const skillRuns = runs(SKILL, 6);

  it.each(WRAPPERS)('%s copies no six-word run of SKILL.md', (file) => {
    const copied = [...runs(read(file), 6)].filter((run) => skillRuns.has(run));
    expect(copied).toEqual([]);
  });

  it('the commands point at the skill and pass the arguments through', () => {
    for (const file of ['commands/hand-off.md', '.opencode/commands/hand-off.md']) {
      const text = read(file);
      expect(frontmatter(text).description).toBeTruthy();
      expect(text).toContain('hand-off-session skill');
      expect(text).toContain('$ARGUMENTS');
    }
    const toml = read('commands/hand-off.toml');
    expect(toml).toMatch(/^description = ".+"$/m);
    expect(toml).toContain('{{args}}');
    expect(toml).toContain('hand-off-session skill');
    expect(read('.cursor/commands/hand-off.md')).toContain('skills/hand-off-session/SKILL.md');
  });

  it('GEMINI.md imports the skill and the Gemini reference', () => {
    const imports = read('GEMINI.md').split('\n').filter((l) => l.startsWith('@'));
    expect(imports).toEqual(['@./skills/hand-off-session/SKILL.md', '@./skills/hand-off-session/references/gemini.md']);
    expect(json('gemini-extension.json')).toMatchObject({ name: 'hand-off-session', contextFileName: 'GEMINI.md' });
  });
});

describe('the manifests', () => {
  it('agree on name and version and point Codex and Cursor at the shared skills folder', () => {
    const manifests = ['.claude-plugin/plugin.json', '.codex-plugin/plugin.json', '.cursor-plugin/plugin.json', 'gemini-extension.json'].map(json);
    for (const m of manifests) expect(m).toMatchObject({ name: 'hand-off-session', version: '0.1.0' });
    expect(json('.codex-plugin/plugin.json').skills).toBe('./skills/');
    expect(json('.cursor-plugin/plugin.json')).toMatchObject({ skills: './skills/', commands: './.cursor/commands/' });
  });

  it('marketplaces list the plugin from the repository root', () => {
    expect(json('.claude-plugin/marketplace.json')).toMatchObject({ name: 'hand-off-session', plugins: [{ name: 'hand-off-session', source: './' }] });
    expect(json('.agents/plugins/marketplace.json')).toMatchObject({ plugins: [{ name: 'hand-off-session', source: { source: 'local', path: './' } }] });
  });

  it('Claude Code and Codex name their hooks file; Gemini gets hooks/hooks.json, the one path it reads', () => {
    type Hooks = Record<string, { matcher?: string; hooks: { type: string; command: string; timeout?: number }[] }[]>;
    const commands = (hooks: Hooks): string[] => Object.values(hooks).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => h.command)));
    expect(json('.claude-plugin/plugin.json').hooks).toBe('./hooks/claude-code.json');
    expect(json('.codex-plugin/plugin.json').hooks).toBe('./hooks/claude-code.json');

    const claude = json('hooks/claude-code.json').hooks as Hooks;
    expect(Object.keys(claude).sort()).toEqual(['PreCompact', 'SessionStart']);
    expect(claude.PreCompact?.[0]?.matcher).toBe('auto|manual');
    const cli = 'node "${CLAUDE_PLUGIN_ROOT}/dist/hand-off-session.mjs"';
    expect(commands(claude)).toEqual([`${cli} hook pre-compact`, `${cli} hook session-start`]);

    // Gemini's own events; its timeouts are milliseconds (a Claude-style 30 would time out after 30 ms).
    const gemini = json('hooks/hooks.json').hooks as Hooks;
    expect(Object.keys(gemini).sort()).toEqual(['BeforeAgent', 'PreCompress']);
    expect(gemini.PreCompress?.[0]?.matcher).toBe('manual');
    const geminiCli = 'node "${extensionPath}${/}dist${/}hand-off-session.mjs"';
    // --agent: Gemini receives the handoffs armed for it (--deliver) at its first prompt.
    expect(commands(gemini)).toEqual([`${geminiCli} hook pre-compact --agent gemini`, `${geminiCli} hook before-agent --agent gemini`]);
    for (const group of Object.values(gemini).flat()) for (const h of group.hooks) expect(h.timeout).toBeGreaterThanOrEqual(5000);
  });

  it('every integration runs the bundled CLI through its client\'s plugin root; none downloads anything', () => {
    expect(json('.mcp.json')).toEqual({ mcpServers: { 'hand-off-session': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/dist/hand-off-session.mjs', 'mcp'] } } });
    expect(json('gemini-extension.json').mcpServers).toEqual({
      'hand-off-session': { command: 'node', args: ['${extensionPath}${/}dist${/}hand-off-session.mjs', 'mcp'], cwd: '${workspacePath}' },
    });
    expect(json('.cursor-plugin/plugin.json').mcpServers).toEqual({ 'hand-off-session': { command: 'node', args: ['${CURSOR_PLUGIN_ROOT}/dist/hand-off-session.mjs', 'mcp'] } });
    // Codex substitutes no variable in a plugin's MCP file; it resolves a relative cwd against the plugin root.
    expect(json('.codex-plugin/plugin.json').mcpServers).toBe('./.codex-plugin/mcp.json');
    expect(json('.codex-plugin/mcp.json')).toEqual({ mcpServers: { 'hand-off-session': { command: 'node', args: ['dist/hand-off-session.mjs', 'mcp'], cwd: './' } } });
    for (const file of [...WRAPPERS, 'skills/hand-off-session/SKILL.md', 'package.json']) {
      if (file.startsWith('skills/hand-off-session/references/')) continue; // the per-agent references are the clients' check
      expect(read(file), file).not.toMatch(/\b(npx|bunx|pnpm dlx|yarn dlx)\b/);
    }
  });
});

describe('the OpenCode plugin', () => {
  type Message = { info: Record<string, unknown>; parts: Record<string, unknown>[] };
  type Hooks = {
    config: (c: Record<string, unknown>) => Promise<void>;
    'experimental.session.compacting': (input: { sessionID: string }, output: { context: string[]; prompt?: string }) => Promise<void>;
    'experimental.chat.messages.transform': (input: Record<string, never>, output: { messages: Message[] }) => Promise<void>;
  };
  const load = async (): Promise<Record<string, unknown>> =>
    (await import(pathToFileURL(join(ROOT, '.opencode/plugins/hand-off-session.js')).href)) as Record<string, unknown>;

  it('exports only the plugin (OpenCode calls every export as a plugin)', async () => {
    expect(Object.keys(await load())).toEqual(['HandOffSessionPlugin']);
  });

  it('registers the shared skills folder and the command body from commands/hand-off.md', async () => {
    const plugin = (await load()).HandOffSessionPlugin as (i: unknown) => Promise<Hooks>;
    const hooks = await plugin({ client: {}, directory: ROOT });
    const config: Record<string, unknown> = {};
    await hooks.config(config);
    expect(config.skills).toEqual({ paths: [join(ROOT, 'skills')] });
    const command = (config.command as Record<string, { description: string; template: string }>)['hand-off'];
    expect(command?.description).toBe(frontmatter(read('commands/hand-off.md')).description);
    expect(command?.template).toContain('$ARGUMENTS');
    expect(command?.template).not.toContain('---');
  });

  // A session as OpenCode 1.18 keeps it: the user's work, then the request that compacts (its compaction part says
  // manual or auto), the summary answering it, and the next user message.
  const S = 'ses_abc';
  const user = (id: string, text: string, created: number): Message => ({
    info: { id, sessionID: S, role: 'user', time: { created } },
    parts: [{ id: `${id}_p`, sessionID: S, messageID: id, type: 'text', text }],
  });
  const compactRequest = (auto: boolean): Message => ({
    info: { id: 'msg_c', sessionID: S, role: 'user', time: { created: 3 } },
    parts: [{ id: 'msg_c_p', sessionID: S, messageID: 'msg_c', type: 'compaction', auto }],
  });
  const before = (auto: boolean): Message[] => [
    user('msg_1', 'Add PDF export to the invoice endpoint.', 1),
    { info: { id: 'msg_2', sessionID: S, role: 'assistant', time: { created: 2 } }, parts: [{ id: 'msg_2_p', type: 'text', text: 'Looking at the renderer.' }] },
    compactRequest(auto),
  ];
  const summary: Message = {
    info: { id: 'msg_s', sessionID: S, role: 'assistant', parentID: 'msg_c', summary: true, mode: 'compaction', time: { created: Date.now() + 10 } },
    parts: [{ id: 'msg_s_p', type: 'text', text: '## Goal\nPDF export' }],
  };

  async function withFakeCli<T>(fn: (hooks: Hooks, calls: () => { argv: string[]; input: Record<string, unknown>; transcript: unknown }[]) => Promise<T>, auto: boolean): Promise<T> {
    const dir = mkdtempSync(join(tmpdir(), 'hos-opencode-'));
    const fakeCli = join(dir, 'fake-cli.mjs');
    // Records each call (argv + stdin + the exported transcript) and answers session-start like the real CLI.
    writeFileSync(
      fakeCli,
      `#!/usr/bin/env node
import { appendFileSync, readFileSync } from 'node:fs';
const input = JSON.parse(readFileSync(0, 'utf8'));
const transcript = input.transcript_path ? JSON.parse(readFileSync(input.transcript_path, 'utf8')) : null;
appendFileSync(${JSON.stringify(join(dir, 'calls.jsonl'))}, JSON.stringify({ argv: process.argv.slice(2), input, transcript }) + '\\n');
if (process.argv[3] === 'session-start') process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'HANDOVER for ' + input.session_id } }));
`,
    );
    chmodSync(fakeCli, 0o755);
    const client = {
      session: {
        messages: async ({ path }: { path: { id: string } }) => ({ data: path.id === S ? before(auto) : [] }),
        get: async ({ path }: { path: { id: string } }) => ({ data: { id: path.id, title: 'T' } }),
      },
    };
    const saved = process.env.HAND_OFF_SESSION_CLI;
    process.env.HAND_OFF_SESSION_CLI = fakeCli;
    try {
      const plugin = (await load()).HandOffSessionPlugin as (i: unknown) => Promise<Hooks>;
      const calls = () => {
        try {
          return readFileSync(join(dir, 'calls.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { argv: string[]; input: Record<string, unknown>; transcript: unknown });
        } catch {
          return [];
        }
      };
      return await fn(await plugin({ client, directory: dir }), calls);
    } finally {
      if (saved === undefined) delete process.env.HAND_OFF_SESSION_CLI;
      else process.env.HAND_OFF_SESSION_CLI = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each([false, true])('compaction (auto: %s) arms through the CLI, labelled from the compaction request, and adds nothing to the summarizer prompt', async (auto) => {
    await withFakeCli(async (hooks, calls) => {
      const output = { context: [] as string[] };
      await hooks['experimental.session.compacting']({ sessionID: S }, output);
      expect(output).toEqual({ context: [] });
      expect(calls().map((c) => c.argv)).toEqual([['hook', 'pre-compact']]);
      expect(calls()[0]?.input).toMatchObject({ session_id: S, hook_event_name: 'PreCompact', trigger: auto ? 'auto' : 'manual' });
      expect(calls()[0]?.transcript).toEqual({ info: { id: S, title: 'T' }, messages: before(auto) });
      expect(existsSync(String(calls()[0]?.input.transcript_path))).toBe(false);
    }, auto);
  });

  it('delivers the handover once, in the first conversation request after the summary, not in the summarizer request', async () => {
    await withFakeCli(async (hooks, calls) => {
      await hooks['experimental.session.compacting']({ sessionID: S }, { context: [] });
      // The summarizer's request: the messages up to the compaction request, no summary yet.
      const summarizer = { messages: before(false) };
      await hooks['experimental.chat.messages.transform']({}, summarizer);
      expect(summarizer.messages).toEqual(before(false));
      expect(calls().map((c) => c.argv[1])).toEqual(['pre-compact']);

      const next = { messages: [compactRequest(false), summary, user('msg_3', 'Go on with the test.', Date.now() + 20)] };
      await hooks['experimental.chat.messages.transform']({}, next);
      const last = next.messages[2]?.parts ?? [];
      expect(last.map((p) => p.type)).toEqual(['text', 'text']);
      expect(last[1]).toMatchObject({ type: 'text', text: `HANDOVER for ${S}`, synthetic: true, messageID: 'msg_3', sessionID: S });
      expect(calls().map((c) => c.argv[1])).toEqual(['pre-compact', 'session-start']);
      expect(calls()[1]?.input).toMatchObject({ session_id: S, source: 'compact' });

      const later = { messages: [compactRequest(false), summary, user('msg_3', 'Go on with the test.', 5), user('msg_4', 'And now?', 6)] };
      await hooks['experimental.chat.messages.transform']({}, later);
      expect(later.messages[3]?.parts).toHaveLength(1);
      expect(calls()).toHaveLength(2);
    }, false);
  });

  it('a new session\'s first request takes what another agent armed for OpenCode (--deliver), once', async () => {
    await withFakeCli(async (hooks, calls) => {
      const first = { messages: [user('msg_1', 'Continue the handed-off work.', 1)] };
      await hooks['experimental.chat.messages.transform']({}, first);
      expect(calls().map((c) => c.argv)).toEqual([['hook', 'session-start', '--agent', 'opencode']]);
      expect(calls()[0]?.input).toMatchObject({ session_id: S, source: 'startup' });
      expect(first.messages[0]?.parts.map((p) => p.type)).toEqual(['text', 'text']);
      const second = { messages: [...first.messages, summary, user('msg_2', 'And now?', 2)] };
      await hooks['experimental.chat.messages.transform']({}, second);
      expect(calls()).toHaveLength(1);
    }, false);
  });

  it('runs the CLI it carries: the real bundle arms from the exported session and the next request gets the handover', async () => {
    const state = mkdtempSync(join(tmpdir(), 'hos-opencode-state-'));
    const saved = { cli: process.env.HAND_OFF_SESSION_CLI, state: process.env.HAND_OFF_SESSION_STATE_DIR, budget: process.env.HAND_OFF_SESSION_HOOK_BUILD_MS };
    delete process.env.HAND_OFF_SESSION_CLI;
    process.env.HAND_OFF_SESSION_STATE_DIR = state;
    // On a busy machine the real bundle can miss the hook's 1.2 s default and arm a pointer instead: this test is
    // about the wiring, so the build gets the most it may have (hook-budget.test.ts holds the default).
    process.env.HAND_OFF_SESSION_HOOK_BUILD_MS = '9000';
    try {
      const client = {
        session: {
          messages: async () => ({ data: before(false) }),
          get: async ({ path }: { path: { id: string } }) => ({ data: { id: path.id, title: 'PDF export', directory: state, time: { created: 1, updated: 3 } } }),
        },
      };
      const plugin = (await load()).HandOffSessionPlugin as (i: unknown) => Promise<Hooks>;
      const hooks = await plugin({ client, directory: state });
      await hooks['experimental.session.compacting']({ sessionID: S }, { context: [] });
      expect(readdirSync(state)).toEqual([`${S}.json`]);
      const next = { messages: [compactRequest(false), summary, user('msg_3', 'Go on.', Date.now() + 20)] };
      await hooks['experimental.chat.messages.transform']({}, next);
      const text = String(next.messages[2]?.parts[1]?.text ?? '');
      expect(text).toMatch(/^hand-off-session: handover recorded before the manual compaction/);
      expect(text).toContain('Add PDF export to the invoice endpoint.');
      expect(readdirSync(state)).toEqual([]);
    } finally {
      for (const [key, value] of [['HAND_OFF_SESSION_CLI', saved.cli], ['HAND_OFF_SESSION_STATE_DIR', saved.state], ['HAND_OFF_SESSION_HOOK_BUILD_MS', saved.budget]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      rmSync(state, { recursive: true, force: true });
    }
  });
});
