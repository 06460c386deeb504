#!/usr/bin/env node
// Generates a large Entire repository for benchmarks with ONE `git fast-import` stream: a main branch whose
// commits carry `Entire-Checkpoint` trailers, the v1 metadata branch with N checkpoints (1-2 session slots each,
// realistic 1-3 KB metadata.json, small Claude/Codex transcripts), and some git-refs (ULID) checkpoints.
// Cached under bench/.work/ keyed by the parameters.
//
//   node bench/generate-repo.mjs [--checkpoints 2000] [--sessions 2500] [--git-refs 50] [--force]
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prng, seedOf, pick, ulid, uuidv7 } from '../scripts/example/util.mjs';

const GENERATOR_VERSION = 1;
export const WORK_DIR = join(dirname(fileURLToPath(import.meta.url)), '.work');
const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C' };
const HEX = '0123456789abcdef';
const START = Date.parse('2026-01-05T08:00:00Z');

const DIRS = ['src', 'src/api', 'src/db', 'src/auth', 'src/ui/components', 'internal/store', 'cmd/server', 'pkg/util', 'test', 'docs'];
const WORDS = ['cache', 'session', 'router', 'parser', 'client', 'index', 'worker', 'queue', 'token', 'config', 'schema', 'migrate', 'export', 'retry', 'metrics'];
const MODELS = { claude: ['claude-opus-4-7', 'claude-sonnet-4-6', 'claude-opus-4-6[1m]'], codex: ['gpt-5.5', 'gpt-5.4'] };

export function defaultGitRefs(checkpoints) {
  return Math.max(5, Math.floor(checkpoints / 40));
}

export function repoPath({ checkpoints, sessions, gitRefs }) {
  return join(WORK_DIR, `repo-c${checkpoints}-s${sessions}-r${gitRefs}-g${GENERATOR_VERSION}`);
}

/**
 * A fresh repository at `dir` from a fast-import stream (chunks written with backpressure, so memory stays flat),
 * with a work tree, so the CLI sees an ordinary clone.
 */
export async function fastImportRepo(dir, chunks) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main', dir], { env: GIT_ENV });
  const child = spawn('git', ['fast-import', '--quiet', '--done'], { cwd: dir, env: GIT_ENV, stdio: ['pipe', 'inherit', 'inherit'] });
  const exited = new Promise((res, rej) => {
    child.on('error', rej);
    child.on('close', (code) => (code === 0 ? res() : rej(new Error(`git fast-import exited ${code}`))));
  });
  const out = child.stdin;
  out.on('error', () => undefined); // a fast-import failure surfaces through its exit code
  for (const chunk of chunks) {
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  out.end();
  await exited;
  execFileSync('git', ['read-tree', 'main'], { cwd: dir, env: GIT_ENV });
  execFileSync('git', ['checkout-index', '-a', '-f'], { cwd: dir, env: GIT_ENV });
}

/** Returns {dir, cached, ms, ...}; builds the repository unless a complete cached copy exists. */
export async function generateRepo({ checkpoints = 2000, sessions = 2500, gitRefs, force = false } = {}) {
  gitRefs ??= defaultGitRefs(checkpoints);
  const dir = repoPath({ checkpoints, sessions, gitRefs });
  const done = join(dir, '.git', 'bench-complete');
  if (!force && existsSync(done)) return { dir, cached: true, ms: 0, checkpoints, sessions, gitRefs, v1Ref: 'refs/heads/entire/checkpoints/v1' };
  const t0 = performance.now();
  await fastImportRepo(dir, stream({ checkpoints, sessions, gitRefs }));
  writeFileSync(done, JSON.stringify({ checkpoints, sessions, gitRefs, generator: GENERATOR_VERSION }) + '\n');
  return { dir, cached: false, ms: performance.now() - t0, checkpoints, sessions, gitRefs, v1Ref: 'refs/heads/entire/checkpoints/v1' };
}

const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
const file = (path, text) => `M 100644 inline ${path}\n${data(text)}`;
const who = (name, email, ms) => `${name} <${email}> ${Math.floor(ms / 1000)} +0000`;

/** Yields the fast-import stream in chunks (one commit each), so memory stays flat for any N. */
function* stream({ checkpoints, sessions, gitRefs }) {
  const rand = prng(seedOf(`bench-repo:${checkpoints}:${sessions}:${gitRefs}`));
  const slots = planSlots(rand, checkpoints, sessions);
  const ids = new Set();
  const hexId = () => {
    for (;;) {
      const id = pick(rand, HEX, 12);
      if (!ids.has(id)) return ids.add(id), id;
    }
  };

  yield `commit refs/heads/entire/checkpoints/v1\nmark :1\ncommitter ${who('Bench', 'bench@example.com', START)}\n${data('Initialize metadata branch\n')}\n`;
  let mainCount = 0;
  const mainCommit = (ms, message) => {
    mainCount += 1;
    const path = `src/${WORDS[mainCount % WORDS.length]}/${DIRS[mainCount % DIRS.length].replace(/\//g, '_')}.ts`;
    // fast-import continues a branch from its current tip by itself, so no `from` line.
    return `commit refs/heads/main\ncommitter ${who('Dana Reyes', 'dana@acme.example', ms + 120_000)}\n${data(message)}${file(path, `// revision ${mainCount}\nexport const value${mainCount % 97} = ${mainCount};\n`)}\n`;
  };

  for (let i = 0; i < checkpoints; i++) {
    const id = hexId();
    const ms = START + i * 3_600_000 + Math.floor(rand() * 1_800_000);
    const prefix = `${id.slice(0, 2)}/${id.slice(2)}/`;
    const built = slots[i].map((s, n) => sessionSlot(rand, { id, slot: n, prefix, ms, session: s }));
    let commit = `commit refs/heads/entire/checkpoints/v1\ncommitter ${who('Dana Reyes', 'dana@acme.example', ms)}\n`;
    commit += data(`Checkpoint: ${id}\n\nEntire-Session: ${slots[i][0].id}\nEntire-Strategy: manual-commit\nEntire-Agent: ${slots[i][0].agentLabel}\n`);
    commit += i === 0 ? 'from :1\n' : '';
    commit += built.map((b) => b.files).join('');
    commit += file(`${prefix}metadata.json`, rootMetadata(id, built));
    yield `${commit}\n`;
    yield mainCommit(ms, `${pick(rand, WORDS, 1)}: update ${pick(rand, WORDS, 1)} handling\n\nEntire-Checkpoint: ${id}\n`);
  }

  for (let i = 0; i < gitRefs; i++) {
    const ms = START + checkpoints * 3_600_000 + i * 3_600_000;
    const id = ulid(ms, `bench-ulid-${i}`);
    const session = { id: uuidv7(ms - 600_000, `bench-ulid-session-${i}`), agent: 'codex', agentLabel: 'Codex', turn: 0 };
    const built = [sessionSlot(rand, { id, slot: 0, prefix: '', ms, session })];
    let commit = `commit refs/entire/checkpoints/${id.slice(-2)}/${id}\ncommitter ${who('Dana Reyes', 'dana@acme.example', ms)}\n`;
    commit += data(`Checkpoint: ${id}\n\nEntire-Session: ${session.id}\nEntire-Strategy: manual-commit\nEntire-Agent: Codex\n`);
    commit += built[0].files + file('metadata.json', rootMetadata(id, built));
    yield `${commit}\n`;
    yield mainCommit(ms, `feat: ${pick(rand, WORDS, 1)} ${i}\n\nEntire-Checkpoint: ${id}\n`);
  }
  yield 'done\n';
}

/**
 * Assigns sessions to checkpoint slots: every checkpoint has one slot, half have a second; `sessions` distinct
 * sessions in all, the rest of the slots continue a recent session (a session spanning several checkpoints).
 */
function planSlots(rand, checkpoints, sessions) {
  const counts = Array.from({ length: checkpoints }, (_, i) => (i % 2 === 1 ? 2 : 1));
  const total = counts.reduce((a, b) => a + b, 0);
  // Which slot positions continue an earlier session: a seeded shuffle of positions 2.. picks exactly enough.
  const positions = Array.from({ length: Math.max(0, total - 2) }, (_, i) => i + 2);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [positions[i], positions[j]] = [positions[j], positions[i]];
  }
  const reuse = new Set(positions.slice(0, Math.max(0, total - sessions)));
  const recent = [];
  let made = 0;
  let position = 0;
  const fresh = (i) => {
    made += 1;
    const codex = rand() < 0.3;
    const id = codex ? uuidv7(START + i * 3_600_000, `bench-session-${made}`) : uuid4(rand);
    return { id, agent: codex ? 'codex' : 'claude', agentLabel: codex ? 'Codex' : 'Claude Code', turn: 0 };
  };
  return counts.map((n, i) => {
    const out = [];
    for (let k = 0; k < n; k++, position++) {
      const candidates = recent.filter((s) => !out.includes(s));
      const s = reuse.has(position) && candidates.length > 0 ? candidates[Math.floor(rand() * candidates.length)] : fresh(i);
      s.turn += 1;
      out.push(s);
      if (!recent.includes(s)) recent.push(s);
      if (recent.length > 12) recent.shift();
    }
    return out;
  });
}

function uuid4(rand) {
  const h = pick(rand, HEX, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[Math.floor(rand() * 4)];
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function sessionSlot(rand, { id, slot, prefix, ms, session }) {
  const filesTouched = Array.from({ length: 3 + Math.floor(rand() * 22) }, () => `${DIRS[Math.floor(rand() * DIRS.length)]}/${pick(rand, WORDS, 1)}_${pick(rand, HEX, 4)}.ts`);
  const prompt = `Please ${pick(rand, ['fix', 'refactor', 'add tests for', 'document', 'speed up'], 1)} the ${pick(rand, WORDS, 1)} ${pick(rand, WORDS, 1)} in ${filesTouched[0]}`;
  const transcript = session.agent === 'codex' ? codexTranscript(rand, session, ms, prompt) : claudeTranscript(rand, session, ms, prompt);
  const usage = {
    input_tokens: Math.floor(rand() * 5000),
    cache_creation_tokens: Math.floor(rand() * 400_000),
    cache_read_tokens: Math.floor(rand() * 9_000_000),
    output_tokens: Math.floor(rand() * 40_000),
    api_call_count: 5 + Math.floor(rand() * 200),
  };
  const meta = {
    cli_version: '0.11.3',
    checkpoint_id: id,
    session_id: session.id,
    strategy: 'manual-commit',
    created_at: new Date(ms).toISOString(),
    branch: `feature/${pick(rand, WORDS, 1)}-${pick(rand, WORDS, 1)}`,
    checkpoints_count: session.turn,
    files_touched: filesTouched,
    agent: session.agentLabel,
    model: MODELS[session.agent][Math.floor(rand() * MODELS[session.agent].length)],
    turn_id: pick(rand, HEX, 12),
    ...(session.turn > 1 ? { checkpoint_transcript_start: 40 * (session.turn - 1), transcript_lines_at_start: 40 * (session.turn - 1) } : {}),
    token_usage: usage,
    session_metrics: { turn_count: 1 + Math.floor(rand() * 6) },
    initial_attribution: {
      calculated_at: new Date(ms - 20).toISOString(),
      agent_lines: Math.floor(rand() * 400),
      agent_removed: Math.floor(rand() * 40),
      human_added: Math.floor(rand() * 30),
      human_modified: 0,
      human_removed: 0,
      total_committed: 0,
      total_lines_changed: 0,
      agent_percentage: 90,
      metric_version: 2,
    },
    prompt_attributions: [{ checkpoint_number: 1, user_lines_added: 0, user_lines_removed: 0, agent_lines_added: 0, agent_lines_removed: 0 }],
  };
  const dir = `${prefix}${slot}/`;
  const files =
    file(`${dir}metadata.json`, JSON.stringify(meta, null, 2)) +
    file(`${dir}full.jsonl`, transcript) +
    file(`${dir}prompt.txt`, prompt) +
    file(`${dir}content_hash.txt`, `sha256:${createHash('sha256').update(transcript).digest('hex')}`);
  const abs = (name) => `/${dir}${name}`;
  return { files, meta, usage, paths: { metadata: abs('metadata.json'), transcript: abs('full.jsonl'), content_hash: abs('content_hash.txt'), prompt: abs('prompt.txt') } };
}

function rootMetadata(id, built) {
  const usage = { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 };
  for (const b of built) for (const k of Object.keys(usage)) usage[k] += b.usage[k];
  return JSON.stringify(
    {
      cli_version: '0.11.3',
      checkpoint_id: id,
      strategy: 'manual-commit',
      branch: built[0].meta.branch,
      checkpoints_count: built.reduce((a, b) => a + b.meta.checkpoints_count, 0),
      files_touched: [...new Set(built.flatMap((b) => b.meta.files_touched))].sort(),
      sessions: built.map((b) => b.paths),
      token_usage: usage,
    },
    null,
    2,
  );
}

function claudeTranscript(rand, session, ms, prompt) {
  const lines = [];
  let parent = null;
  let t = ms - 900_000;
  const base = () => ({ parentUuid: parent, isSidechain: false, userType: 'external', cwd: '/home/dev/app', sessionId: session.id, version: '2.1.330', gitBranch: 'main' });
  const push = (rec) => {
    t += 4000;
    const uuid = uuid4(rand);
    lines.push(JSON.stringify({ ...base(), ...rec, uuid, timestamp: new Date(t).toISOString() }));
    parent = uuid;
  };
  push({ type: 'user', message: { role: 'user', content: prompt } });
  const turns = 3 + Math.floor(rand() * 6);
  for (let k = 0; k < turns; k++) {
    const tool = `toolu_01${pick(rand, HEX, 22)}`;
    push({ type: 'assistant', message: { model: 'claude-opus-4-7', id: `msg_01${pick(rand, HEX, 22)}`, type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'Bash', input: { command: `npm test -- ${pick(rand, WORDS, 1)}`, description: 'Run tests' } }], usage: { input_tokens: 3, output_tokens: 40 } } });
    push({ type: 'user', message: { role: 'user', content: [{ tool_use_id: tool, type: 'tool_result', content: `ok ${k}\n`.repeat(4 + Math.floor(rand() * 20)) }] } });
  }
  push({ type: 'assistant', message: { model: 'claude-opus-4-7', id: `msg_01${pick(rand, HEX, 22)}`, type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Done: tests pass.' }], usage: { input_tokens: 3, output_tokens: 12 } } });
  return lines.join('\n') + '\n';
}

function codexTranscript(rand, session, ms, prompt) {
  const t = (k) => new Date(ms - 900_000 + k * 3000).toISOString();
  const lines = [
    { timestamp: t(0), type: 'session_meta', payload: { id: session.id, timestamp: t(0), cwd: '/home/dev/app', originator: 'codex_cli_rs', cli_version: '0.135.0', source: 'cli', model_provider: 'openai' } },
    { timestamp: t(1), type: 'turn_context', payload: { turn_id: uuid4(rand), cwd: '/home/dev/app', model: 'gpt-5.5', approval_policy: 'on-request', sandbox_policy: { type: 'workspace-write' } } },
    { timestamp: t(2), type: 'event_msg', payload: { type: 'user_message', message: prompt, images: [], local_images: [], text_elements: [] } },
    { timestamp: t(2), type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: prompt }] } },
  ];
  const calls = 2 + Math.floor(rand() * 6);
  for (let k = 0; k < calls; k++) {
    const callId = `call_${pick(rand, HEX, 24)}`;
    lines.push({ timestamp: t(3 + 2 * k), type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd: `rg -n ${pick(rand, WORDS, 1)} src` }), call_id: callId } });
    lines.push({ timestamp: t(4 + 2 * k), type: 'response_item', payload: { type: 'function_call_output', call_id: callId, output: `Process exited with code 0\nOutput:\nsrc/a.ts:${k}: match\n` } });
  }
  lines.push({ timestamp: t(40), type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done.' }], phase: 'final_answer' } });
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

function parseArgs(argv) {
  const get = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const checkpoints = get('checkpoints', 2000);
  return { checkpoints, sessions: get('sessions', Math.round(checkpoints * 1.25)), gitRefs: get('git-refs', undefined), force: argv.includes('--force') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const res = await generateRepo(parseArgs(process.argv.slice(2)));
  process.stdout.write(`${res.dir}\n${res.cached ? 'cached' : `generated in ${(res.ms / 1000).toFixed(1)} s`}: ${res.checkpoints} v1 checkpoints, ${res.sessions} sessions, ${res.gitRefs} git-refs checkpoints\n`);
}
