#!/usr/bin/env node
// Generates a repository shaped like the real entireio/cli metadata branch (590 checkpoints, 311 sessions, 187 MB of
// transcripts in 2026-02): 600 v1 checkpoints, a third with 2-4 session slots, ~310 sessions, metadata that mostly
// says "Claude Code" with no model or transcript path, "Agent" and "Gemini CLI" labels on Claude Code transcripts,
// Codex sessions labelled generically, slots with metadata only, transcripts of real sizes (mean ~750 KB, the
// largest 10 MB) with compactions in the big ones. One `git fast-import` stream; cached under bench/.work/.
// Beside the repository, manifest.json names what the bench rows need (the 10 MB checkpoint, each session's newest
// transcript blob, the true agent of every session with a transcript).
//
//   node bench/generate-real-shaped.mjs [--force]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prng, seedOf, pick } from '../scripts/example/util.mjs';
import { fastImportRepo, WORK_DIR } from './generate-repo.mjs';

const VERSION = 3;
/**
 * The stream of g1, kept: g2 changed the tool outputs' line breaks, g3 compacts a big transcript once (g1 and g2 wrote
 * a compaction for every record past the point, thousands in a row), not the sessions, labels or sizes drawn.
 */
const SEED = 'bench-real-shaped:1';
const CHECKPOINTS = 600;
const SESSIONS = 310;
const MEAN_BYTES = 750 * 1024;
const LARGEST = 10 * 1024 * 1024;
const HEX = '0123456789abcdef';
/** Claude Code tool outputs over 3 KB that are one line (64 of 867 in the corpus's real checkpoints); Codex's: none. */
const ONE_LINE_SHARE = 0.07;
const START = Date.parse('2026-01-05T08:00:00Z');
export const V1_REF = 'refs/heads/entire/checkpoints/v1';

export function realShapedPath() {
  return join(WORK_DIR, `repo-real-shaped-g${VERSION}`);
}

/** Returns {dir, cached, ms, manifest}; builds the repository unless a complete cached copy exists. */
export async function generateRealShaped({ force = false } = {}) {
  const dir = realShapedPath();
  const manifestFile = join(dir, '.git', 'bench-manifest.json');
  const cached = !force && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  // A manifest from before `agents` was recorded is rebuilt (the same stream gives the same repository).
  if (cached?.agents) return { dir, cached: true, ms: 0, manifest: cached };
  const t0 = performance.now();
  const manifest = { checkpoints: CHECKPOINTS, sessions: 0, transcriptBytes: 0, transcripts: 0, largestCheckpoint: null, newestTranscripts: {}, agents: {} };
  await fastImportRepo(dir, stream(manifest));
  manifest.newestTranscripts = Object.values(manifest.newestTranscripts);
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
  return { dir, cached: false, ms: performance.now() - t0, manifest };
}

const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
const file = (path, text) => `M 100644 inline ${path}\n${data(text)}`;
const who = (ms) => `Dana Reyes <dana@acme.example> ${Math.floor(ms / 1000)} +0000`;

function* stream(manifest) {
  const rand = prng(seedOf(SEED));
  // Tool outputs are lines, as real ones are: every Codex output over 3 KB in the corpus's real checkpoints has line
  // breaks, and 93% of Claude Code's (the rest are one line of JSON from an API, `{"url":…,"body":"…\\n…"}`: the
  // one-line filler, breaks written as `\n` escapes, stands for those).
  const lines = pick(rand, 'abcdefghijklmnopqrstuvwxyz     \n', 64 * 1024);
  const filler = { lines, oneLine: lines.replace(/\n/g, '\\n') };
  const sessions = Array.from({ length: SESSIONS }, (_, i) => makeSession(rand, i));
  manifest.sessions = SESSIONS;
  const largestAt = Math.floor(CHECKPOINTS * 0.9);
  yield `commit ${V1_REF}\nmark :1\ncommitter ${who(START)}\n${data('Initialize metadata branch\n')}\n`;
  for (let i = 0; i < CHECKPOINTS; i++) {
    const id = pick(rand, HEX, 12);
    const ms = START + i * 3_600_000;
    const n = rand() < 0.66 ? 1 : 2 + Math.floor(rand() * 3);
    // Sessions run over several checkpoints: the slots pick from a window that moves through the sessions.
    const base = Math.floor((i / CHECKPOINTS) * SESSIONS);
    const chosen = [...new Set(Array.from({ length: n }, (_, k) => sessions[Math.min(SESSIONS - 1, base + Math.floor(rand() * 3) + k)]))];
    const prefix = `${id.slice(0, 2)}/${id.slice(2)}/`;
    let files = '';
    const paths = [];
    chosen.forEach((s, slot) => {
      s.turn += 1;
      const dir = `${prefix}${slot}/`;
      // A session's first slot mostly carries its transcript; later ones mostly metadata only (249 of 311 real sessions).
      const bytes = i === largestAt && slot === 0 ? LARGEST : rand() < (s.turn === 1 ? 0.8 : 0.02) ? transcriptSize(rand) : 0;
      files += file(`${dir}metadata.json`, JSON.stringify(slotMetadata(rand, s, id, ms), null, 2));
      const entry = { metadata: `/${dir}metadata.json`, transcript: '', prompt: '' };
      if (bytes > 0) {
        // Its own stream: what a transcript holds never moves the draws of the checkpoints after it.
        const own = prng(seedOf(`${SEED}:${id}:${slot}`));
        const text = s.agent === 'codex' ? codexTranscript(own, s, ms, bytes, filler) : claudeTranscript(own, s, ms, bytes, filler);
        files += file(`${dir}full.jsonl`, text) + file(`${dir}prompt.txt`, s.prompt);
        Object.assign(entry, { transcript: `/${dir}full.jsonl`, prompt: `/${dir}prompt.txt` });
        manifest.transcripts += 1;
        manifest.transcriptBytes += Buffer.byteLength(text);
        manifest.newestTranscripts[s.id] = `${prefix}${slot}/full.jsonl`;
        // The agent whose transcript this is: what `list` must say whatever the label (checked by the bench).
        manifest.agents[s.id] = s.agent === 'codex' ? 'codex' : 'claude-code';
        if (bytes === LARGEST) manifest.largestCheckpoint = id;
      }
      paths.push(entry);
    });
    const root = { cli_version: '0.4.5', checkpoint_id: id, strategy: 'manual-commit', branch: 'main', checkpoints_count: chosen.length, files_touched: [], sessions: paths };
    let commit = `commit ${V1_REF}\ncommitter ${who(ms)}\n${data(`Checkpoint: ${id}\n\nEntire-Session: ${chosen[0].id}\nEntire-Strategy: manual-commit\nEntire-Agent: ${chosen[0].label}\n`)}`;
    commit += i === 0 ? 'from :1\n' : '';
    yield `${commit}${files}${file(`${prefix}metadata.json`, JSON.stringify(root, null, 2))}\n`;
    yield `commit refs/heads/main\ncommitter ${who(ms + 60_000)}\n${data(`fix: step ${i}\n\nEntire-Checkpoint: ${id}\n`)}${file(`src/step${i % 50}.ts`, `export const step = ${i};\n`)}\n`;
  }
  yield 'done\n';
}

/** Labels as real metadata has them: mostly a bare "Claude Code", some "Agent", some wrong ("Gemini CLI"). */
function makeSession(rand, i) {
  const codex = rand() < 0.2;
  const r = rand();
  const label = codex ? (r < 0.5 ? 'Codex' : r < 0.8 ? 'Agent' : 'Claude Code') : r < 0.75 ? 'Claude Code' : r < 0.87 ? 'Agent' : 'Gemini CLI';
  const h = pick(rand, HEX, 32);
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  return { id, agent: codex ? 'codex' : 'claude', label, withModel: rand() < 0.15, turn: 0, prompt: `Please look at step ${i} of the ${pick(rand, ['cache', 'index', 'parser', 'router'], 1)} work` };
}

function slotMetadata(rand, s, id, ms) {
  return {
    cli_version: '0.4.5',
    checkpoint_id: id,
    session_id: s.id,
    strategy: 'manual-commit',
    created_at: new Date(ms).toISOString(),
    branch: 'main',
    checkpoints_count: s.turn,
    files_touched: [`src/step${Math.floor(rand() * 50)}.ts`],
    agent: s.label,
    ...(s.withModel ? { model: s.agent === 'codex' ? 'gpt-5.4' : 'claude-opus-4-6' } : {}),
    token_usage: { input_tokens: Math.floor(rand() * 5000), cache_creation_tokens: 0, cache_read_tokens: Math.floor(rand() * 9e6), output_tokens: Math.floor(rand() * 40_000), api_call_count: 20 },
  };
}

/** Sizes skewed like the real ones: many of 100-400 KB, a tail of several MB; mean ~750 KB, at most 10 MB. */
function transcriptSize(rand) {
  const r = rand();
  const bytes = r < 0.65 ? 60_000 + rand() * 340_000 : r < 0.93 ? 500_000 + rand() * 1_300_000 : 2_000_000 + rand() * 4_500_000;
  return Math.min(LARGEST - 1, Math.floor(bytes));
}

function claudeTranscript(rand, s, ms, bytes, filler) {
  const out = [];
  let size = 0;
  let t = ms - 3_600_000;
  let k = 0;
  const push = (rec) => {
    t += 1500;
    const line = JSON.stringify({ parentUuid: null, isSidechain: false, userType: 'external', cwd: '/home/dev/cli', sessionId: s.id, version: '2.1.30', gitBranch: 'main', ...rec, uuid: `${s.id.slice(0, 24)}${String(k++).padStart(12, '0')}`, timestamp: new Date(t).toISOString() });
    out.push(line);
    size += line.length + 1;
  };
  push({ type: 'user', message: { role: 'user', content: s.prompt } });
  let compactAt = bytes > 1_500_000 ? bytes * (0.5 + rand() * 0.4) : Infinity;
  while (size < bytes) {
    if (size >= compactAt) {
      push({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', compactMetadata: { trigger: 'auto', preTokens: 170000 } });
      push({ type: 'user', isCompactSummary: true, message: { role: 'user', content: 'This session is being continued from a previous conversation that ran out of context.\n\nSummary: the index reads slots in batches.' } });
      compactAt = Infinity;
    }
    const tool = `toolu_01${pick(rand, HEX, 22)}`;
    push({ type: 'assistant', message: { model: 'claude-opus-4-6', id: `msg_01${pick(rand, HEX, 22)}`, type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: tool, name: 'Bash', input: { command: 'go test ./...' } }], usage: { input_tokens: 3, output_tokens: 40, cache_read_input_tokens: 9000 } } });
    const cut = Math.floor(rand() * 16_000);
    const text = rand() < ONE_LINE_SHARE ? filler.oneLine : filler.lines;
    push({ type: 'user', message: { role: 'user', content: [{ tool_use_id: tool, type: 'tool_result', content: text.slice(cut, cut + 2000 + Math.floor(rand() * 30_000)) }] } });
  }
  push({ type: 'assistant', message: { model: 'claude-opus-4-6', id: 'msg_01end', type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Done: tests pass.' }], usage: { input_tokens: 3, output_tokens: 12 } } });
  return `${out.join('\n')}\n`;
}

function codexTranscript(rand, s, ms, bytes, filler) {
  let k = 0;
  const at = () => new Date(ms - 3_600_000 + 1500 * k++).toISOString();
  const out = [
    { timestamp: at(), type: 'session_meta', payload: { id: s.id, timestamp: at(), cwd: '/home/dev/cli', originator: 'codex_cli_rs', cli_version: '0.98.0', model_provider: 'openai' } },
    { timestamp: at(), type: 'turn_context', payload: { cwd: '/home/dev/cli', model: 'gpt-5.4', approval_policy: 'on-request' } },
    { timestamp: at(), type: 'event_msg', payload: { type: 'user_message', message: s.prompt, images: [] } },
  ].map((l) => JSON.stringify(l));
  let size = out.reduce((a, l) => a + l.length + 1, 0);
  while (size < bytes) {
    const call = `call_${pick(rand, HEX, 24)}`;
    const cut = Math.floor(rand() * 16_000);
    for (const payload of [
      { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd: 'go test ./...' }), call_id: call },
      { type: 'function_call_output', call_id: call, output: execOutput(call, filler.lines.slice(cut, cut + 2000 + Math.floor(rand() * 30_000))) },
    ]) {
      const line = JSON.stringify({ timestamp: at(), type: 'response_item', payload });
      out.push(line);
      size += line.length + 1;
    }
  }
  out.push(JSON.stringify({ timestamp: at(), type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done.' }] } }));
  return `${out.join('\n')}\n`;
}

/** An exec_command output as Codex records it: a header with the exit code (47 of 49 long ones in real checkpoints). */
function execOutput(call, text) {
  return `Chunk ID: ${call.slice(5, 11)}\nWall time: 0.0000 seconds\nProcess exited with code 0\nOriginal token count: ${Math.ceil(text.length / 4)}\nOutput:\n${text}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const res = await generateRealShaped({ force: process.argv.includes('--force') });
  const m = res.manifest;
  process.stdout.write(`${res.dir}\n${res.cached ? 'cached' : `generated in ${(res.ms / 1000).toFixed(1)} s`}: ${m.checkpoints} checkpoints, ${m.sessions} sessions, ${m.transcripts} transcripts, ${(m.transcriptBytes / 1e6).toFixed(0)} MB\n`);
}
