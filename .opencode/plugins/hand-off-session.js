// OpenCode plugin for hand-off-session. It copies no skill text: the config hook points OpenCode at
// the shared skills/ folder and registers /hand-off-session from commands/hand-off-session.md; the
// compaction hook asks the CLI for a handover and adds it to the compaction context.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The CLI this plugin carries: one bundled file, run with Node (OpenCode itself may run on Bun).
const CLI = path.join(ROOT, 'dist', 'hand-off-session.mjs');
const COMMAND_NAME = 'hand-off';
const CLI_TIMEOUT_MS = 30_000;

/** Splits a command file into its frontmatter description and its body (the template). */
function parseCommandFile(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const front = match ? match[1] : '';
  const body = match ? text.slice(match[0].length) : text;
  const description = /^description:\s*(.*)$/m.exec(front)?.[1]?.trim().replace(/^["']|["']$/g, '') ?? '';
  return { description, template: body.trim() };
}

/** Runs the CLI with a JSON document on stdin; resolves with stdout ('' on any failure). */
function runCli(args, input, cwd, env = process.env) {
  const custom = env.HAND_OFF_SESSION_CLI;
  const [cmd, cmdArgs] = custom ? [custom, args] : ['node', [CLI, ...args]];
  return new Promise((resolve) => {
    let out = '';
    let child;
    try {
      child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['pipe', 'pipe', 'ignore'] });
    } catch {
      resolve('');
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      if (out.length < 1_000_000) out += chunk;
    });
    child.on('error', () => resolve(''));
    child.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(input));
  });
}

/** The SDK's call shape changed between versions; try both and take the first array/object answer. */
async function call(attempts) {
  for (const attempt of attempts) {
    try {
      const result = await attempt();
      const data = result && typeof result === 'object' && 'data' in result ? result.data : result;
      if (data) return data;
    } catch {
      // next shape
    }
  }
  return null;
}

/** Writes the session in `opencode export` shape ({info, messages}) to a private temp file. */
async function exportSession(client, sessionID) {
  const messages = await call([
    () => client.session.messages({ path: { id: sessionID } }),
    () => client.session.messages({ sessionID }),
  ]);
  if (!Array.isArray(messages)) return null;
  const info = await call([() => client.session.get({ path: { id: sessionID } }), () => client.session.get({ sessionID })]);
  const dir = await mkdtemp(path.join(tmpdir(), 'hand-off-session-'));
  const file = path.join(dir, `${sessionID}.json`);
  await writeFile(file, JSON.stringify({ info: info ?? { id: sessionID }, messages }), { mode: 0o600 });
  return { dir, file };
}

/** Arms a handover from the live session, then takes it for delivery: the text for output.context. */
async function compactionContext({ client, directory, sessionID, env = process.env }) {
  if (typeof sessionID !== 'string' || !sessionID) return null;
  const exported = await exportSession(client, sessionID);
  if (!exported) return null;
  try {
    await runCli(['hook', 'pre-compact'], { session_id: sessionID, transcript_path: exported.file, cwd: directory, hook_event_name: 'PreCompact', trigger: 'auto' }, directory, env);
    const out = await runCli(['hook', 'session-start'], { session_id: sessionID, cwd: directory, hook_event_name: 'SessionStart', source: 'compact' }, directory, env);
    const context = JSON.parse(out || 'null')?.hookSpecificOutput?.additionalContext;
    return typeof context === 'string' && context ? context : null;
  } catch {
    return null;
  } finally {
    await rm(exported.dir, { recursive: true, force: true });
  }
}

export const HandOffSessionPlugin = async ({ client, directory }) => ({
  config: async (config) => {
    config.skills ??= {};
    config.skills.paths ??= [];
    const skills = path.join(ROOT, 'skills');
    if (!config.skills.paths.includes(skills)) config.skills.paths.push(skills);
    config.command ??= {};
    if (!config.command[COMMAND_NAME]) {
      const text = await readFile(path.join(ROOT, 'commands', `${COMMAND_NAME}.md`), 'utf8');
      config.command[COMMAND_NAME] = parseCommandFile(text);
    }
  },
  'experimental.session.compacting': async (input, output) => {
    const context = await compactionContext({ client, directory, sessionID: input?.sessionID });
    if (context) output.context.push(context);
  },
});
