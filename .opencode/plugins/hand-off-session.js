// OpenCode plugin for hand-off-session. It copies no skill text: the config hook points OpenCode at
// the shared skills/ folder and registers /hand-off from commands/hand-off.md. Across a compaction it
// works like the Claude Code hooks: when OpenCode starts compacting, the CLI arms a handover from the
// live session (labelled manual or auto from the compaction request); the first conversation request
// after the summary then carries it, once. (The compaction hook's own output only reaches the
// summarizer's prompt, so the handover is not put there.)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The CLI this plugin carries: the bundled entry, with the rest of the CLI it loads from dist/, run with Node
// (OpenCode itself may run on Bun).
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

/**
 * Runs the CLI with a JSON document on stdin; resolves with stdout ('' on any failure). A failure (the CLI not
 * starting, a non-zero exit, the timeout) is reported on OpenCode's stderr in one line, as a failing hook is in the
 * other agents, so that it is seen.
 */
function runCli(args, input, cwd, env = process.env) {
  const custom = env.HAND_OFF_SESSION_CLI;
  const [cmd, cmdArgs] = custom ? [custom, args] : ['node', [CLI, ...args]];
  const report = (why, stderr = '') => {
    const line = stderr.split('\n').map((l) => l.trim()).find((l) => /error/i.test(l)) ?? stderr.split('\n').find((l) => l.trim()) ?? '';
    console.error(`hand-off-session: hook ${args.slice(1, 2).join(' ')} failed (${why})${line ? `: ${line.slice(0, 300)}` : ''}`);
  };
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    let child;
    try {
      child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      report(String(error?.message ?? error));
      resolve('');
      return;
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, CLI_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      if (out.length < 1_000_000) out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (err.length < 64_000) err += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      report(String(error?.message ?? error));
      resolve('');
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) report(`timed out after ${CLI_TIMEOUT_MS / 1000} s`, err);
      else if (code !== 0) report(signal ? `signal ${signal}` : `exit ${code}`, err);
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
  return { dir, file, request: compactionRequest(messages) };
}

/**
 * The request that compacts: the last user message holding OpenCode's compaction part, which says whether the
 * compaction is automatic. Null when none is found.
 */
function compactionRequest(messages) {
  for (let i = messages.length - 1; i >= 0; i--) {
    const part = (messages[i]?.parts ?? []).find((p) => p?.type === 'compaction');
    if (part) return { messageID: messages[i]?.info?.id ?? null, trigger: part.auto ? 'auto' : 'manual' };
  }
  return null;
}

/** Arms a handover from the live session (the CLI's pre-compact); what identifies this compaction, or null. */
async function armHandover({ client, directory, sessionID, env = process.env }) {
  if (typeof sessionID !== 'string' || !sessionID) return null;
  const since = Date.now();
  const exported = await exportSession(client, sessionID);
  if (!exported) return null;
  try {
    const trigger = exported.request?.trigger ?? null;
    await runCli(['hook', 'pre-compact'], { session_id: sessionID, transcript_path: exported.file, cwd: directory, hook_event_name: 'PreCompact', trigger }, directory, env);
    return { since, compactionMessageID: exported.request?.messageID ?? null };
  } finally {
    await rm(exported.dir, { recursive: true, force: true });
  }
}

/**
 * Takes what is armed for this session (the CLI's session-start): after a compaction, its handover; at a session's
 * first request, a handoff another agent armed for OpenCode in this repository (`--deliver`). Its text, or null.
 */
async function takeHandover({ directory, sessionID, source, env = process.env }) {
  const input = { session_id: sessionID, cwd: directory, hook_event_name: 'SessionStart', source };
  const out = await runCli(['hook', 'session-start', '--agent', 'opencode'], input, directory, env);
  try {
    const context = JSON.parse(out || 'null')?.hookSpecificOutput?.additionalContext;
    return typeof context === 'string' && context ? context : null;
  } catch {
    return null;
  }
}

/**
 * The request is the conversation's next one after the compaction that armed: it holds that compaction's summary
 * (an assistant message answering the compaction request), and its last user message is not the compaction request.
 * The summarizer's own request, which passes through the same transform, has neither.
 */
function isAfterCompaction(messages, compaction) {
  const lastUser = [...messages].reverse().find((m) => m?.info?.role === 'user');
  if (!lastUser || (lastUser.parts ?? []).some((p) => p?.type === 'compaction')) return false;
  return messages.some((m) => {
    const info = m?.info;
    if (info?.role !== 'assistant' || (info.summary !== true && info.mode !== 'compaction')) return false;
    return compaction.compactionMessageID ? info.parentID === compaction.compactionMessageID : (info.time?.created ?? 0) >= compaction.since;
  });
}

/** A new session's first request: one user message, nothing answered yet. */
function isFirstRequest(messages) {
  return messages.filter((m) => m?.info?.role === 'user').length === 1 && !messages.some((m) => m?.info?.role === 'assistant');
}

/** Adds the handover to the last user message of this request only (OpenCode reads the array in place). */
function addToLastUserMessage(messages, text) {
  const last = [...messages].reverse().find((m) => m?.info?.role === 'user' && Array.isArray(m.parts));
  if (!last) return false;
  last.parts.push({ id: `prt_handoff_${Date.now()}`, sessionID: last.info.sessionID, messageID: last.info.id, type: 'text', text, synthetic: true });
  return true;
}

export const HandOffSessionPlugin = async ({ client, directory }) => {
  /** Sessions with a handover armed by a compaction not yet followed by a request: which compaction. */
  const armed = new Map();
  /** Sessions whose first request this plugin has seen: a handoff armed for OpenCode goes into that one only. */
  const started = new Set();
  return {
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
    'experimental.session.compacting': async (input) => {
      const sessionID = input?.sessionID;
      try {
        const compaction = await armHandover({ client, directory, sessionID });
        if (compaction) armed.set(sessionID, compaction);
      } catch {
        // A failed export or CLI run leaves nothing armed; compaction goes on.
      }
    },
    'experimental.chat.messages.transform': async (_input, output) => {
      const messages = Array.isArray(output?.messages) ? output.messages : [];
      const sessionID = messages.find((m) => typeof m?.info?.sessionID === 'string')?.info.sessionID;
      if (!sessionID) return;
      const compaction = armed.get(sessionID);
      if (!started.has(sessionID) && !compaction && isFirstRequest(messages)) {
        started.add(sessionID);
        const text = await takeHandover({ directory, sessionID, source: 'startup' });
        if (text) addToLastUserMessage(messages, text);
        return;
      }
      started.add(sessionID);
      if (!compaction || !isAfterCompaction(messages, compaction)) return;
      armed.delete(sessionID);
      const text = await takeHandover({ directory, sessionID, source: 'compact' });
      if (text) addToLastUserMessage(messages, text);
    },
  };
};
