// Gemini CLI session, legacy single-JSON ConversationRecord (what Entire stores, byte for byte, as full.jsonl):
// {sessionId, projectHash, startTime, lastUpdated, messages:[{id, timestamp, type: user|gemini|info, content, toolCalls?, thoughts?, tokens?, model?}]}
import { clock, ids, sha256 } from './util.mjs';
import { SOURCES } from './project.mjs';

export const HEALTH = {
  task: 'Make /health report uptime and the package version',
  prompts: [
    'Make /health report uptime and the package version, keep status: "ok".',
    'Also add a test for it.',
  ],
  filesEdited: ['src/health.ts', 'src/health.test.ts'],
  model: 'gemini-2.5-pro',
};

export function healthSession({ sessionId, cwd }) {
  const c = clock('2026-11-20T15:30:12.000Z');
  const id = ids('gemini:health');
  const messages = [];
  let tokens = 21_000;
  const usage = { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 };

  const user = (text) => messages.push({ id: id.uuid4(), timestamp: c.tick(5), type: 'user', content: [{ text }] });
  const gemini = (content, toolCalls, subject) => {
    tokens += 700;
    const t = { input: tokens, output: 90 + Math.floor(id.rand() * 200), cached: tokens - 2048, thoughts: 64, tool: 0 };
    t.total = t.input + t.output + t.thoughts;
    usage.input_tokens += t.input - t.cached;
    usage.cache_read_tokens += t.cached;
    usage.output_tokens += t.output;
    usage.api_call_count += 1;
    const msg = { id: id.uuid4(), timestamp: c.tick(8), type: 'gemini', content };
    if (toolCalls) msg.toolCalls = toolCalls;
    if (subject) msg.thoughts = [{ subject, description: `${subject}.`, timestamp: msg.timestamp }];
    msg.tokens = t;
    msg.model = HEALTH.model;
    messages.push(msg);
  };
  const call = (name, args, output, extra = {}) => {
    const callId = `${name}-${c.ms()}-${id.hex(12)}`;
    return {
      id: callId,
      name,
      args,
      result: [{ functionResponse: { id: callId, name, response: { output } } }],
      status: 'success',
      timestamp: c.tick(2),
      ...extra,
    };
  };
  const shell = (command, output) =>
    call('run_shell_command', { command, description: `Run ${command}.`, dir_path: cwd }, `Command: ${command}\nDirectory: (root)\nOutput: ${output}\nError: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: ${48_000 + Math.floor(id.rand() * 999)}`, {
      displayName: 'Shell',
      description: 'This tool executes a given shell command as `bash -c <command>`.',
      renderOutputAsMarkdown: false,
    });

  user(HEALTH.prompts[0]);
  messages.push({ id: id.uuid4(), timestamp: c.tick(1), type: 'info', content: 'Gemini CLI update available! 0.38.2 → 0.61.0' });
  gemini('', [call('read_file', { file_path: `${cwd}/src/health.ts` }, SOURCES.healthV1, { displayName: 'ReadFile' })], 'Reading the health route');
  gemini('', [
    call(
      'replace',
      { file_path: `${cwd}/src/health.ts`, old_string: SOURCES.healthV1, new_string: SOURCES.healthV2, instruction: 'Report version and uptime from /health.' },
      `Successfully modified file: ${cwd}/src/health.ts (1 replacements).`,
      { displayName: 'Edit', resultDisplay: { fileDiff: '--- health.ts\n+++ health.ts\n@@ -1,7 +1,11 @@\n', fileName: 'health.ts', originalContent: SOURCES.healthV1, newContent: SOURCES.healthV2 } },
    ),
  ], 'Editing the handler');
  gemini('', [shell('npx tsc --noEmit', '(empty)')]);
  gemini('`/health` now returns `{ status: "ok", version, uptimeSeconds }`; the version is read from package.json once at startup.');
  const startOfSecondPrompt = messages.length;
  user(HEALTH.prompts[1]);
  gemini('', [
    call('write_file', { file_path: `${cwd}/src/health.test.ts`, content: SOURCES.healthTest }, `Successfully created and wrote to new file: ${cwd}/src/health.test.ts.`, { displayName: 'WriteFile' }),
  ], 'Writing a supertest test');
  gemini('', [shell('npm test', '\n> acme-api@0.4.0 test\n> vitest run\n\n ✓ src/health.test.ts (1 test) 7ms\n ✓ src/login.test.ts (2 tests) 41ms\n\n Test Files  2 passed (2)\n      Tests  3 passed (3)')]);
  gemini('Added `src/health.test.ts`; all 3 tests pass.');

  const record = {
    sessionId,
    projectHash: sha256(cwd),
    startTime: messages[0].timestamp,
    lastUpdated: messages[messages.length - 1].timestamp,
    messages,
  };
  return { text: JSON.stringify(record, null, 2), record, usage, startOfSecondPrompt, endedAt: record.lastUpdated };
}

/** Entire's compact transcript.jsonl for a Gemini session (v1 lines, agent "gemini-cli", tool results inlined). */
export function geminiCompact(record, cliVersion) {
  const out = [];
  for (const m of record.messages) {
    if (m.type === 'user') {
      out.push({ v: 1, agent: 'gemini-cli', cli_version: cliVersion, type: 'user', ts: m.timestamp, content: m.content.map((p) => ({ text: p.text })) });
    } else if (m.type === 'gemini') {
      const content = [];
      if (m.content) content.push({ text: m.content, type: 'text' });
      for (const t of m.toolCalls ?? []) {
        content.push({ id: t.id, input: t.args, name: t.name, result: { output: t.result[0].functionResponse.response.output, status: t.status }, type: 'tool_use' });
      }
      out.push({ v: 1, agent: 'gemini-cli', cli_version: cliVersion, type: 'assistant', ts: m.timestamp, id: m.id, input_tokens: m.tokens.input, output_tokens: m.tokens.output, content });
    }
  }
  return out.map((r) => JSON.stringify(r)).join('\n') + '\n';
}
