#!/usr/bin/env node
// Generates big Claude Code-shaped JSONL transcripts for benchmarks, streamed to disk (memory stays flat):
// a realistic line mix (prompts, thinking, text, tool calls, small and large tool results up to ~200 KB,
// progress/system/snapshot records), optionally a compaction near the end; or one file that is a single
// huge JSON line. Cached under bench/.work/.
//
//   node bench/generate-transcript.mjs --size 1g [--compaction near-end|none] [--out path]
//   node bench/generate-transcript.mjs --size 1g --single-line [--out path]
import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prng, seedOf } from '../scripts/example/util.mjs';

const GENERATOR_VERSION = 3;
export const WORK_DIR = join(dirname(fileURLToPath(import.meta.url)), '.work');
const FLUSH_BYTES = 8 * 1024 * 1024;
const SESSION = '5f0c2d7e-8a41-4b93-9e16-3c7a0b2d4f58';
const CWD = '/home/dev/projects/big-monorepo';

export function parseSize(text) {
  const m = /^(\d+(?:\.\d+)?)\s*([kmg]?)i?b?$/i.exec(String(text).trim());
  if (!m) throw new Error(`bad size "${text}" (e.g. 256m, 1g)`);
  const mult = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase()];
  return Math.round(Number(m[1]) * mult);
}

export function formatSize(bytes) {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(2)} GiB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${+(bytes / 1024).toFixed(1)} KiB`;
}

export function transcriptPath({ bytes, compaction = 'none', singleLine = false }) {
  const kind = singleLine ? 'single-line' : `claude-${compaction}`;
  return join(WORK_DIR, `transcript-${kind}-${bytes}-g${GENERATOR_VERSION}.jsonl`);
}

/** Buffered, synchronous appends to one file; written to `<path>.part` and renamed when complete. */
function sink(path) {
  mkdirSync(dirname(path), { recursive: true });
  const part = `${path}.part`;
  const fd = openSync(part, 'w');
  let pending = [];
  let pendingBytes = 0;
  let written = 0;
  const flush = () => {
    if (pendingBytes === 0) return;
    writeSync(fd, pending.join(''));
    pending = [];
    pendingBytes = 0;
  };
  return {
    get bytes() {
      return written;
    },
    write(text) {
      const n = Buffer.byteLength(text);
      pending.push(text);
      pendingBytes += n;
      written += n;
      if (pendingBytes >= FLUSH_BYTES) flush();
    },
    close() {
      flush();
      closeSync(fd);
      renameSync(part, path);
    },
  };
}

/** ~400 KB of source-like text; tool results are slices of it, so no per-line generation cost. */
function sourceText(rand) {
  const words = ['const', 'return', 'await', 'export', 'function', 'if', 'else', 'for', 'while', 'import', 'type', 'interface'];
  const lines = [];
  for (let i = 0; lines.length < 9000; i++) {
    const w = words[Math.floor(rand() * words.length)];
    lines.push(`${String(i + 1).padStart(6)}→  ${w} value${i} = compute("${w}-${i}", { retries: ${i % 7}, path: '${CWD}/src/mod${i % 53}.ts' }); // "quoted" \\ backslash\t tab`);
  }
  return lines.join('\n');
}

/** Writes a Claude-shaped JSONL transcript of about `bytes` bytes. */
export function writeTranscript(path, bytes, { compaction = 'none' } = {}) {
  const rand = prng(seedOf(`bench-transcript:${bytes}:${compaction}`));
  const source = sourceText(rand);
  const out = sink(path);
  let n = 0;
  let parent = null;
  let ms = Date.parse('2026-10-01T08:00:00Z');
  let compacted = compaction === 'none';
  const uuid = () => {
    n += 1;
    const h = n.toString(16).padStart(12, '0');
    return `7e3a${h.slice(0, 4)}-1c2d-4e5f-8a9b-${h}`;
  };
  const envelope = (type) => ({ parentUuid: parent, isSidechain: false, userType: 'external', cwd: CWD, sessionId: SESSION, version: '2.1.330', gitBranch: 'main', type });
  const line = (record) => {
    ms += 1500;
    const id = uuid();
    record.uuid = id;
    record.timestamp = new Date(ms).toISOString();
    out.write(`${JSON.stringify(record)}\n`);
    parent = id;
  };
  const slice = (min, max) => {
    const len = min + Math.floor(rand() * (max - min));
    const start = Math.floor(rand() * Math.max(1, source.length - len));
    return source.slice(start, start + len);
  };
  const assistant = (content) => ({
    ...envelope('assistant'),
    message: { model: 'claude-opus-4-7', id: `msg_01${n.toString(36).padStart(22, 'x')}`, type: 'message', role: 'assistant', content: [content], stop_reason: null, stop_sequence: null, usage: { input_tokens: 3, cache_creation_input_tokens: 812, cache_read_input_tokens: 90_211, output_tokens: 96 } },
    requestId: `req_011${n.toString(36).padStart(21, 'y')}`,
  });
  // Results answer the calls still open, oldest first (as in real sessions, where parallel calls resolve in order).
  const open = [];
  const toolResult = (id, content, extra, isError = false) => ({ ...envelope('user'), message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content, is_error: isError }] }, ...extra });

  // A session starts with the user's request.
  line({ ...envelope('user'), message: { role: 'user', content: 'Migrate the monorepo build to the new bundler and keep every package building.' } });
  while (out.bytes < bytes) {
    if (!compacted && out.bytes >= bytes * 0.97) {
      const before = parent;
      parent = null;
      line({ ...envelope('system'), subtype: 'compact_boundary', content: 'Conversation compacted', level: 'info', logicalParentUuid: before, compactMetadata: { trigger: 'auto', preTokens: 167_342 } });
      line({
        ...envelope('user'),
        message: { role: 'user', content: `This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\nSummary:\n1. Primary Request and Intent: migrate the monorepo build to the new bundler.\n${slice(2000, 6000)}` },
        isCompactSummary: true,
        isVisibleInTranscriptOnly: true,
      });
      compacted = true;
      continue;
    }
    const r = rand();
    if (r < 0.02) line({ ...envelope('user'), message: { role: 'user', content: `Next: ${slice(40, 400)}` } });
    else if (r < 0.12) line(assistant({ type: 'thinking', thinking: slice(200, 3000), signature: 'Eq' + 'A'.repeat(300) }));
    else if (r < 0.24) line(assistant({ type: 'text', text: slice(100, 2000) }));
    else if (r < 0.5) {
      const bash = rand() < 0.5;
      const id = `toolu_01${n.toString(36).padStart(22, 'z')}`;
      open.push({ id, bash });
      line(assistant({ type: 'tool_use', id, name: bash ? 'Bash' : 'Read', input: bash ? { command: `npm test -- --filter mod${n % 53}`, description: 'Run tests' } : { file_path: `${CWD}/src/mod${n % 53}.ts` } }));
    } else if (r < 0.85 && open.length === 0) {
      line(assistant({ type: 'text', text: slice(100, 2000) }));
    } else if (r < 0.8) {
      const call = open.shift();
      const text = slice(100, 2500);
      const failed = call.bash && rand() < 0.2;
      line(toolResult(call.id, failed ? `Exit code 1\n${text}\nFAIL src/mod${n % 53}.test.ts > case ${n % 7}` : text, { toolUseResult: { stdout: text, stderr: '', interrupted: false, isImage: false } }, failed));
    } else if (r < 0.85) {
      const call = open.shift();
      const content = slice(20_000, 200_000);
      line(toolResult(call.id, content, { toolUseResult: { type: 'text', file: { filePath: `${CWD}/src/big${n % 11}.ts`, content, numLines: 1000, startLine: 1, totalLines: 1000 } } }));
    } else if (r < 0.93) line({ ...envelope('progress'), data: { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: 'PostToolUse:Bash', command: 'entire hooks claude-code post-tool-use' }, toolUseID: `toolu_01${n}` });
    else if (r < 0.97) line({ ...envelope('system'), subtype: 'turn_duration', durationMs: 1000 + Math.floor(rand() * 90_000), isMeta: false });
    else out.write(`${JSON.stringify({ type: 'file-history-snapshot', messageId: uuid(), snapshot: { messageId: uuid(), trackedFileBackups: {}, timestamp: new Date(ms).toISOString() }, isSnapshotUpdate: false })}\n`);
  }
  out.close();
  return { path, bytes: out.bytes, lines: n };
}

/** One JSON line of about `bytes` bytes: a user tool_result whose content is one huge string. */
export function writeSingleLine(path, bytes) {
  const out = sink(path);
  const head = JSON.stringify({ parentUuid: null, isSidechain: false, userType: 'external', cwd: CWD, sessionId: SESSION, version: '2.1.330', gitBranch: 'main', type: 'user', message: { role: 'user', content: [{ tool_use_id: 'toolu_01HugeOutput', type: 'tool_result', content: '\u0000' }] }, uuid: '9b1f6c2e-4d3a-4e8f-a7b6-0c5d2e1f3a48', timestamp: '2026-10-01T08:00:00.000Z' });
  const [before, after] = head.split('\\u0000');
  out.write(before);
  const unit = 'build step 0000000 finished: \\"ok\\" \\t no warnings\\n'; // JSON-escaped, so always valid inside the string
  const block = unit.repeat(Math.ceil((4 * 1024 * 1024) / unit.length));
  while (out.bytes + block.length + after.length + 1 < bytes) out.write(block);
  while (out.bytes + unit.length + after.length + 1 < bytes) out.write(unit);
  out.write(`${after}\n`);
  out.close();
  return { path, bytes: out.bytes, lines: 1 };
}

/** Returns the cached file for these parameters, generating it first if needed: {path, bytes, cached, ms}. */
export function ensureTranscript({ bytes, compaction = 'none', singleLine = false, out }) {
  const path = out ?? transcriptPath({ bytes, compaction, singleLine });
  if (existsSync(path)) return { path, cached: true, ms: 0 };
  const t0 = performance.now();
  const res = singleLine ? writeSingleLine(path, bytes) : writeTranscript(path, bytes, { compaction });
  return { ...res, cached: false, ms: performance.now() - t0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const bytes = parseSize(arg('size', '1g'));
  const res = ensureTranscript({ bytes, compaction: arg('compaction', 'none'), singleLine: argv.includes('--single-line'), out: arg('out', undefined) });
  process.stdout.write(`${res.path}\n${res.cached ? 'cached' : `generated ${formatSize(res.bytes)} (${res.lines} lines) in ${(res.ms / 1000).toFixed(1)} s`}\n`);
}
