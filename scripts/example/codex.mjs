// Codex CLI rollout JSONL ($CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl): {timestamp, type, payload} lines with
// session_meta, turn_context, response_item (messages, reasoning, function_call/_output, custom_tool_call/_output)
// and event_msg records, as codex-rs 0.13x writes them.
import { clock, ids } from './util.mjs';
import { SOURCES } from './project.mjs';

export const LOGGING = {
  task: 'Add request logging middleware',
  prompt:
    'Add request logging middleware that logs method, path, status and duration for every request, and wire it into createApp in src/server.ts. Never log request bodies.',
  filesEdited: ['src/logger.ts', 'src/server.ts'],
  typecheckError: "src/server.ts(4,31): error TS2307: Cannot find module './logger.js' or its corresponding type declarations.",
  plan: ['Add src/logger.ts middleware', 'Wire the middleware into createApp', 'Type-check and run the tests'],
};

class RolloutWriter {
  constructor(start, label) {
    this.clock = clock(start);
    this.id = ids(`codex:${label}`);
    this.lines = [];
    this.totals = { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, reasoning_output_tokens: 0, total_tokens: 0 };
    this.calls = 0;
  }

  add(type, payload, seconds = 1) {
    this.lines.push({ timestamp: this.clock.tick(seconds), type, payload });
  }

  item(payload, seconds) {
    this.add('response_item', payload, seconds);
  }

  event(payload, seconds = 0.05) {
    this.add('event_msg', payload, seconds);
  }

  callId() {
    return `call_${this.id.alnum(24)}`;
  }

  tokens(input, cached, output, reasoning) {
    const last = { input_tokens: input, cached_input_tokens: cached, output_tokens: output, reasoning_output_tokens: reasoning, total_tokens: input + output };
    for (const k of Object.keys(this.totals)) this.totals[k] += last[k];
    this.calls += 1;
    this.event({ type: 'token_count', info: { total_token_usage: { ...this.totals }, last_token_usage: last, model_context_window: 272_000 }, rate_limits: null });
  }

  /** Unified exec: exec_command function_call, exec_command_end event, text output with the exit code. */
  exec(cmd, cwd, turnId, output, exitCode = 0) {
    const callId = this.callId();
    this.item({ type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd, workdir: cwd, yield_time_ms: 10_000, max_output_tokens: 6000 }), call_id: callId }, 3);
    this.event({
      type: 'exec_command_end',
      call_id: callId,
      process_id: String(40_000 + Math.floor(this.id.rand() * 9999)),
      turn_id: turnId,
      command: ['/bin/zsh', '-lc', cmd],
      cwd,
      parsed_cmd: [{ type: 'unknown', cmd }],
      source: 'unified_exec_startup',
      stdout: '',
      stderr: '',
      aggregated_output: output,
      exit_code: exitCode,
      duration: { secs: 1, nanos: 204_113_000 },
      formatted_output: '',
      status: exitCode === 0 ? 'completed' : 'failed',
    }, 2);
    this.item({
      type: 'function_call_output',
      call_id: callId,
      output: `Chunk ID: ${this.id.hex(6)}\nWall time: 1.2041 seconds\nProcess exited with code ${exitCode}\nOriginal token count: ${Math.ceil(output.length / 4)}\nOutput:\n${output}`,
    }, 0.01);
  }

  /** Older argv-style `shell` tool; its output is a JSON string with metadata.exit_code. */
  shell(argv, cwd, output, exitCode = 0) {
    const callId = this.callId();
    this.item({ type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: argv, workdir: cwd, timeout_ms: 120_000 }), call_id: callId }, 3);
    this.item({ type: 'function_call_output', call_id: callId, output: JSON.stringify({ output, metadata: { exit_code: exitCode, duration_seconds: 0.4 } }) }, 1);
  }

  patch(patchText, turnId, changes) {
    const callId = this.callId();
    this.item({ type: 'custom_tool_call', status: 'completed', call_id: callId, name: 'apply_patch', input: patchText }, 6);
    const summary = `Success. Updated the following files:\n${Object.entries(changes).map(([p, c]) => `${c.add ? 'A' : 'M'} ${p}`).join('\n')}\n`;
    this.event({ type: 'patch_apply_end', call_id: callId, turn_id: turnId, stdout: summary, stderr: '', success: true, changes }, 0.5);
    this.item({ type: 'custom_tool_call_output', call_id: callId, output: JSON.stringify({ output: summary, metadata: { exit_code: 0, duration_seconds: 0.0 } }) }, 0.01);
  }

  plan(explanation, steps) {
    const callId = this.callId();
    this.item({ type: 'function_call', name: 'update_plan', arguments: JSON.stringify({ explanation, plan: steps }), call_id: callId }, 2);
    this.item({ type: 'function_call_output', call_id: callId, output: 'Plan updated' }, 0.01);
  }

  say(text, phase = 'commentary') {
    this.event({ type: 'agent_message', message: text, phase, memory_citation: null }, 3);
    this.item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase }, 0.01);
  }

  text() {
    return this.lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  }
}

/** The Codex session that added the logging middleware (one turn, one v1 checkpoint). */
export function loggingSession({ sessionId, cwd, baseCommit }) {
  const w = new RolloutWriter('2026-11-17T09:31:40.000Z', 'logging');
  const turnId = w.id.uuid4();
  w.add('session_meta', {
    id: sessionId,
    timestamp: '2026-11-17T09:31:12.402Z',
    cwd,
    originator: 'codex_cli_rs',
    cli_version: '0.135.0',
    source: 'cli',
    model_provider: 'openai',
    base_instructions: { text: 'You are Codex, a coding agent based on GPT-5. You and the user share the same workspace and collaborate to achieve the user\'s goals.' },
    git: { commit_hash: baseCommit, branch: 'main', repository_url: 'git@github.com:acme/acme-api.git' },
  }, 0);
  w.event({ type: 'task_started', turn_id: turnId, started_at: Math.floor(w.clock.ms() / 1000), model_context_window: 272_000, collaboration_mode_kind: 'default' }, 0);
  w.item({
    type: 'message',
    role: 'developer',
    content: [{ type: 'input_text', text: '<permissions instructions>\nFilesystem sandboxing defines which files can be read or written. `sandbox_mode` is `workspace-write`: The sandbox permits reading files, and editing files in `cwd` and `writable_roots`. Network access is restricted.\n</permissions instructions>' }],
  }, 0);
  w.item({
    type: 'message',
    role: 'user',
    content: [{ type: 'input_text', text: `# AGENTS.md instructions for ${cwd}\n\n<INSTRUCTIONS>\n- TypeScript strict, ESM.\n- Run \`npx tsc --noEmit\` and \`npm test\` before you finish.\n</INSTRUCTIONS>` }],
  }, 0);
  w.item({
    type: 'message',
    role: 'user',
    content: [{ type: 'input_text', text: `<environment_context>\n  <cwd>${cwd}</cwd>\n  <shell>zsh</shell>\n  <current_date>2026-11-17</current_date>\n  <timezone>Europe/Berlin</timezone>\n</environment_context>` }],
  }, 0);
  w.add('turn_context', {
    turn_id: turnId,
    cwd,
    current_date: '2026-11-17',
    timezone: 'Europe/Berlin',
    approval_policy: 'on-request',
    sandbox_policy: { type: 'workspace-write', writable_roots: [], network_access: false, exclude_tmpdir_env_var: false, exclude_slash_tmp: false },
    model: 'gpt-5.5',
    effort: 'high',
    summary: 'auto',
    personality: 'pragmatic',
    collaboration_mode: { mode: 'default', settings: { model: 'gpt-5.5', reasoning_effort: 'high', developer_instructions: null } },
  }, 0);
  w.event({ type: 'user_message', message: LOGGING.prompt, images: [], local_images: [], text_elements: [] }, 0.2);
  w.item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: LOGGING.prompt }] }, 0);
  w.tokens(14_210, 3_072, 310, 192);
  w.item({
    type: 'reasoning',
    summary: [{ type: 'summary_text', text: '**Planning the middleware**\n\nA small Express middleware that hooks res "finish" covers status and duration without touching bodies.' }],
    content: null,
    encrypted_content: `gAAAAB${w.id.alnum(220)}`,
  }, 4);
  w.plan('Small change: one new module and one wiring line.', [
    { step: LOGGING.plan[0], status: 'in_progress' },
    { step: LOGGING.plan[1], status: 'pending' },
    { step: LOGGING.plan[2], status: 'pending' },
  ]);
  w.say('I’m checking how the app is assembled so the logger goes in before the routers.');
  w.exec('rg -n "app.use" src', cwd, turnId, 'src/server.ts:8:  app.use(express.json());\nsrc/server.ts:9:  app.use(healthRouter);\nsrc/server.ts:10:  app.use(loginRouter);\n');
  w.shell(['bash', '-lc', 'sed -n 1,40p src/server.ts'], cwd, SOURCES.serverV2);
  w.tokens(17_944, 14_080, 1_204, 388);
  w.patch(
    `*** Begin Patch\n*** Update File: src/server.ts\n@@\n import { loginRouter } from './login.js';\n+import { requestLogger } from './logger.js';\n@@\n   app.use(express.json());\n+  app.use(requestLogger());\n   app.use(healthRouter);\n*** End Patch\n`,
    turnId,
    { [`${cwd}/src/server.ts`]: { update: { unified_diff: "@@ -1,3 +1,4 @@\n+import { requestLogger } from './logger.js';\n", move_path: null } } },
  );
  w.exec('npx tsc --noEmit', cwd, turnId, `${LOGGING.typecheckError}\n`, 2);
  w.say('The type-check fails because `src/logger.ts` does not exist yet; adding it now.');
  w.patch(
    `*** Begin Patch\n*** Add File: src/logger.ts\n${SOURCES.loggerSource.replace(/\n$/, '').split('\n').map((l) => `+${l}`).join('\n')}\n*** End Patch\n`,
    turnId,
    { [`${cwd}/src/logger.ts`]: { add: { content: SOURCES.loggerSource } } },
  );
  w.plan(undefined, [
    { step: LOGGING.plan[0], status: 'completed' },
    { step: LOGGING.plan[1], status: 'completed' },
    { step: LOGGING.plan[2], status: 'in_progress' },
  ]);
  w.exec('npx tsc --noEmit', cwd, turnId, '');
  w.exec('npm test', cwd, turnId, '\n> acme-api@0.3.0 test\n> vitest run\n\n RUN  v4.1.0 ' + cwd + '\n\n ✓ src/health.test.ts (1 test) 5ms\n\n Test Files  1 passed (1)\n      Tests  1 passed (1)\n   Duration  388ms\n');
  w.tokens(21_560, 17_920, 840, 120);
  w.plan(undefined, LOGGING.plan.map((step) => ({ step, status: 'completed' })));
  const final =
    'Added `requestLogger()` in `src/logger.ts` (logs `METHOD path status duration`, never bodies) and mounted it first in `createApp`. `npx tsc --noEmit` and `npm test` pass.';
  w.say(final, 'final_answer');
  w.event({ type: 'task_complete', turn_id: turnId, last_agent_message: final }, 0.2);
  return {
    text: w.text(),
    endedAt: w.clock.now(),
    tokenUsage: {
      input_tokens: w.totals.input_tokens,
      cache_creation_tokens: 0,
      cache_read_tokens: w.totals.cached_input_tokens,
      output_tokens: w.totals.output_tokens,
      api_call_count: w.calls,
    },
  };
}
