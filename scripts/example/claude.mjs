// Claude Code native transcripts (~/.claude/projects/<cwd>/<session>.jsonl), record shapes as Claude Code 2.1.x
// writes them: one content block per assistant entry (entries of one API message share message.id/requestId),
// tool results as user entries with toolUseResult, system entries for hooks/turns/compaction.
import { clock, ids } from './util.mjs';
import { rateLimitSource, loginLimiterBlock, SOURCES } from './project.mjs';

export class ClaudeWriter {
  constructor({ sessionId, cwd, gitBranch, start, label, model = 'claude-opus-4-7', version = '2.1.330', slug }) {
    this.sessionId = sessionId;
    this.cwd = cwd;
    this.gitBranch = gitBranch;
    this.model = model;
    this.version = version;
    this.slug = slug;
    this.clock = clock(start);
    this.id = ids(`claude:${label}`);
    this.records = [];
    this.parent = null;
    this.usage = new Map();
    this.context = 18_000;
  }

  get lineCount() {
    return this.records.length;
  }

  get lastUuid() {
    return this.parent;
  }

  envelope(type) {
    return {
      parentUuid: this.parent,
      isSidechain: false,
      userType: 'external',
      cwd: this.cwd,
      sessionId: this.sessionId,
      version: this.version,
      gitBranch: this.gitBranch,
      slug: this.slug,
      type,
    };
  }

  push(record, chain = true) {
    this.records.push(record);
    if (chain && record.uuid) this.parent = record.uuid;
    return record.uuid;
  }

  snapshot() {
    const messageId = this.id.uuid4();
    const timestamp = this.clock.tick(0.2);
    this.records.push({
      type: 'file-history-snapshot',
      messageId,
      snapshot: { messageId, trackedFileBackups: {}, timestamp },
      isSnapshotUpdate: false,
    });
  }

  user(content, extra = {}) {
    const uuid = this.id.uuid4();
    return this.push({
      ...this.envelope('user'),
      message: { role: 'user', content },
      ...extra,
      uuid,
      timestamp: this.clock.tick(2),
    });
  }

  /** One API response: each block becomes its own entry, all sharing message.id and requestId. */
  assistant(blocks, { outputTokens = 120 } = {}) {
    const messageId = this.id.anthropic('msg');
    const requestId = this.id.request();
    this.context += 900 + Math.floor(this.id.rand() * 2400);
    const usage = {
      input_tokens: 3,
      cache_creation_input_tokens: 1200 + Math.floor(this.id.rand() * 3000),
      cache_read_input_tokens: this.context,
      cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
      output_tokens: outputTokens,
      service_tier: 'standard',
      inference_geo: 'not_available',
    };
    usage.cache_creation.ephemeral_1h_input_tokens = usage.cache_creation_input_tokens;
    this.usage.set(messageId, usage);
    const toolIds = [];
    blocks.forEach((block, i) => {
      const content = block.type === 'tool_use' ? { ...block, id: this.id.anthropic('toolu'), caller: { type: 'direct' } } : block;
      if (content.type === 'tool_use') toolIds.push(content.id);
      const last = i === blocks.length - 1;
      this.push({
        ...this.envelope('assistant'),
        message: {
          model: this.model,
          id: messageId,
          type: 'message',
          role: 'assistant',
          content: [content],
          stop_reason: last ? (content.type === 'tool_use' ? 'tool_use' : 'end_turn') : null,
          stop_sequence: null,
          usage,
        },
        requestId,
        uuid: this.id.uuid4(),
        timestamp: this.clock.tick(content.type === 'thinking' ? 9 : 5),
      });
    });
    return toolIds;
  }

  toolResult(toolUseId, text, toolUseResult, { isError = false } = {}) {
    const block = { tool_use_id: toolUseId, type: 'tool_result', content: text };
    if (isError) block.is_error = true;
    const assistantUuid = this.parent;
    return this.push({
      ...this.envelope('user'),
      message: { role: 'user', content: [block] },
      uuid: this.id.uuid4(),
      timestamp: this.clock.tick(3),
      toolUseResult,
      sourceToolAssistantUUID: assistantUuid,
    });
  }

  system(subtype, fields) {
    return this.push({
      ...this.envelope('system'),
      subtype,
      ...fields,
      timestamp: this.clock.tick(0.1),
      uuid: this.id.uuid4(),
    });
  }

  endTurn(durationMs) {
    this.system('stop_hook_summary', {
      hookCount: 1,
      hookInfos: [{ command: 'entire hooks claude-code stop' }],
      hookErrors: [],
      preventedContinuation: false,
      stopReason: '',
      hasOutput: true,
      level: 'suggestion',
      toolUseID: this.id.uuid4(),
    });
    this.system('turn_duration', { durationMs, isMeta: false });
  }

  /** Shell tool: Bash input + a result shaped like Claude Code's (stdout/stderr object, or "Error: Exit code N"). */
  bash(command, description, output, exitCode = 0) {
    const [id] = this.assistant([{ type: 'tool_use', name: 'Bash', input: { command, description } }], { outputTokens: 90 });
    if (exitCode === 0) {
      this.toolResult(id, output, { stdout: output, stderr: '', interrupted: false, isImage: false });
    } else {
      const text = `Exit code ${exitCode}\n${output}`;
      this.toolResult(id, text, `Error: ${text}`, { isError: true });
    }
    return id;
  }

  read(path, content) {
    const [id] = this.assistant([{ type: 'tool_use', name: 'Read', input: { file_path: path } }], { outputTokens: 60 });
    const lines = content.replace(/\n$/, '').split('\n');
    const numbered = lines.map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join('\n');
    this.toolResult(id, numbered, {
      type: 'text',
      file: { filePath: path, content, numLines: lines.length, startLine: 1, totalLines: lines.length },
    });
  }

  write(path, content) {
    const [id] = this.assistant([{ type: 'tool_use', name: 'Write', input: { file_path: path, content } }], { outputTokens: 400 });
    this.toolResult(id, `File created successfully at: ${path}`, {
      type: 'create',
      filePath: path,
      content,
      structuredPatch: [],
      originalFile: null,
    });
  }

  edit(path, oldString, newString, originalFile) {
    const [id] = this.assistant(
      [{ type: 'tool_use', name: 'Edit', input: { file_path: path, old_string: oldString, new_string: newString, replace_all: false } }],
      { outputTokens: 220 },
    );
    this.toolResult(id, `The file ${path} has been updated successfully.`, {
      filePath: path,
      oldString,
      newString,
      originalFile,
      structuredPatch: [
        {
          oldStart: 1,
          oldLines: oldString.split('\n').length,
          newStart: 1,
          newLines: newString.split('\n').length,
          lines: [...oldString.split('\n').map((l) => `-${l}`), ...newString.split('\n').map((l) => `+${l}`)],
        },
      ],
      userModified: false,
      replaceAll: false,
    });
  }

  todos(todos) {
    const [id] = this.assistant([{ type: 'tool_use', name: 'TodoWrite', input: { todos } }], { outputTokens: 180 });
    this.toolResult(
      id,
      'Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable',
      { oldTodos: this.lastTodos ?? [], newTodos: todos },
    );
    this.lastTodos = todos;
  }

  text() {
    return this.records.map((r) => JSON.stringify(r)).join('\n') + '\n';
  }

  /** Token usage in Entire's metadata shape, deduplicated by message id like Entire's TokenCalculator. */
  tokenUsage() {
    const sum = { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 };
    for (const u of this.usage.values()) {
      sum.input_tokens += u.input_tokens;
      sum.cache_creation_tokens += u.cache_creation_input_tokens;
      sum.cache_read_tokens += u.cache_read_input_tokens;
      sum.output_tokens += u.output_tokens;
      sum.api_call_count += 1;
    }
    return sum;
  }
}

const CAVEAT =
  '<local-command-caveat>Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.</local-command-caveat>';

const command = (name) =>
  `<command-name>/${name}</command-name>\n            <command-message>${name}</command-message>\n            <command-args></command-args>`;

/** The facts of the rate-limit story; the e2e tests and the handoff checks assert against these. */
export const RATE_LIMIT = {
  task: 'Add rate limiting to the /login endpoint',
  prompts: [
    'Add rate limiting to the /login endpoint. After 5 failed attempts a client should get HTTP 429 with a Retry-After header. No new dependencies please.',
    'Now add tests for the limiter and make sure npm test passes.',
    "Keep going — fix the off-by-one first. Don't touch the bcrypt cost factor in src/users.ts.",
  ],
  decision:
    "I'll use a sliding window instead of a fixed window because bursts at the window edge would let a client make twice the allowed attempts: 5 at 12:00:59 and 5 more at 12:01:00.",
  rejectedAlternative: 'fixed window',
  rejectedReason: 'bursts at the window edge',
  constraint: "Don't touch the bcrypt cost factor in src/users.ts.",
  fixedTest: 'POST /login rate limit > returns 429 after 5 failed attempts',
  failingTest: 'POST /login rate limit > counts attempts per account across IPs',
  failingTestLine: ' FAIL  src/login.test.ts > POST /login rate limit > counts attempts per account across IPs',
  assertionLine: 'AssertionError: expected 401 to be 429 // Object.is equality',
  testCommand: 'npm test',
  openTodos: ['Make npm test pass (per-account test still failing)', 'Document the login rate limit in README'],
  doneTodos: ['Create sliding-window limiter in src/rateLimit.ts', 'Wire the limiter into POST /login', 'Return 429 with a Retry-After header'],
  openQuestion: 'Should the limit apply per IP or per account?',
  compactSummaryStart: 'This session is being continued from a previous conversation that ran out of context.',
  filesEdited: ['src/rateLimit.ts', 'src/login.ts', 'src/login.test.ts'],
  /** Texts of injected user records: none of them is a user prompt. */
  injected: ['<local-command-caveat>', '<command-name>/clear</command-name>', '<command-name>/compact</command-name>', '<system-reminder>'],
};

const todoList = (statuses) =>
  [
    ['Create sliding-window limiter in src/rateLimit.ts', 'Creating the sliding-window limiter'],
    ['Wire the limiter into POST /login', 'Wiring the limiter into POST /login'],
    ['Return 429 with a Retry-After header', 'Returning 429 with Retry-After'],
    [RATE_LIMIT.openTodos[0], 'Making npm test pass'],
    [RATE_LIMIT.openTodos[1], 'Documenting the rate limit'],
  ].map(([content, activeForm], i) => ({ content, status: statuses[i], activeForm }));

function vitestOutput({ cwd, failures, passed, total }) {
  const noise = [];
  for (let i = 0; i < 9; i++) noise.push(`stdout | src/login.test.ts\nPOST /login 401 ${(2.1 + i * 0.4).toFixed(1)}ms`);
  const failLines = [`⎯⎯⎯⎯⎯⎯⎯ Failed Tests ${failures.length} ⎯⎯⎯⎯⎯⎯⎯`, ''];
  failures.forEach((f, i) => {
    failLines.push(
      ` FAIL  src/login.test.ts > ${f.name}`,
      RATE_LIMIT.assertionLine,
      '',
      '- Expected',
      '+ Received',
      '',
      '- 429',
      '+ 401',
      '',
      ` ❯ src/login.test.ts:${f.line}:27`,
      `     ${f.line - 1}|     const res = await attempt(app, 'alice'${f.ip ? `, '${f.ip}'` : ''});`,
      `     ${f.line}|     expect(res.status).toBe(429);`,
      '       |                           ^',
      `     ${f.line + 1}|     expect(res.headers['retry-after']).toBeDefined();`,
      '',
      `⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[${i + 1}/${failures.length}]⎯`,
      '',
    );
  });
  return [
    '',
    '> acme-api@0.4.0 test',
    '> vitest run',
    '',
    '(node:48213) ExperimentalWarning: CommonJS module loading of ES modules is an experimental feature',
    '(Use `node --trace-warnings ...` to show where the warning was created)',
    '',
    ` RUN  v4.1.0 ${cwd}`,
    '',
    ...noise,
    '',
    ' ✓ src/health.test.ts (1 test) 6ms',
    ` ❯ src/login.test.ts (${total - 1} tests | ${failures.length} failed) 48ms`,
    '   ✓ POST /login rate limit > rejects bad credentials with 401 12ms',
    ...failures.map((f) => `   × POST /login rate limit > ${f.short} 17ms\n     → expected 401 to be 429 // Object.is equality`),
    '',
    ...failLines,
    ` Test Files  1 failed | 1 passed (2)`,
    `      Tests  ${failures.length} failed | ${passed} passed (${total})`,
    '   Start at  09:14:03',
    '   Duration  612ms (transform 81ms, setup 0ms, collect 143ms, tests 54ms, environment 0ms, prepare 11ms)',
    '',
  ].join('\n');
}

const loginTestWithAccount = `${SOURCES.loginTest.replace(/\n}\);\n$/, '')}

  it('counts attempts per account across IPs', async () => {
    const app = createApp();
    for (let i = 0; i < 5; i++) await attempt(app, 'alice', \`10.0.1.\${i}\`);
    const res = await attempt(app, 'alice', '10.0.2.1');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
`;

/**
 * The Claude Code rate-limit session: checkpoint 1 = turn 1 (limiter written), checkpoint 2 = turns 2-3
 * (tests, a secret leaked in a tool output, a failing test, a manual /compact, an open question).
 */
export function rateLimitSession({ sessionId, cwd, secrets }) {
  const w = new ClaudeWriter({
    sessionId,
    cwd,
    gitBranch: 'main',
    start: '2026-11-18T14:02:10.000Z',
    label: 'rate-limit',
    slug: 'swift-tinkering-lamport',
  });
  const p = (rel) => `${cwd}/${rel}`;

  // Turn 1 (checkpoint 1)
  w.snapshot();
  w.user(CAVEAT, { isMeta: true });
  w.user(command('clear'));
  w.user('<local-command-stdout></local-command-stdout>');
  w.user(RATE_LIMIT.prompts[0], { promptId: w.id.uuid4() });
  w.assistant(
    [
      {
        type: 'thinking',
        thinking: 'The user wants failed-login throttling on POST /login without new dependencies. Read the handler and the app setup first.',
        signature: `Eq${w.id.alnum(180)}`,
      },
      { type: 'text', text: "I'll start by reading the current login handler and how the app is wired." },
    ],
    { outputTokens: 64 },
  );
  w.read(p('src/login.ts'), SOURCES.loginV1);
  w.read(p('src/server.ts'), SOURCES.serverV3);
  w.user([
    {
      type: 'text',
      text: `<system-reminder>\nThe user opened the file ${p('src/users.ts')} in the IDE. This may or may not be related to the current task.\n</system-reminder>`,
    },
  ]);
  w.assistant(
    [
      {
        type: 'text',
        text: `${RATE_LIMIT.decision} A token bucket would also work, but it needs a refill clock per key and is harder to pin down in tests; a sliding log of at most 5 timestamps per key is cheap at our volume. I'll key it by client IP (req.ip) and keep it in memory.`,
      },
    ],
    { outputTokens: 210 },
  );
  w.todos(todoList(['in_progress', 'pending', 'pending', 'pending', 'pending']));
  // The limiter as first written has an off-by-one (`>`), found by the tests in turn 2.
  const buggyLimiter = rateLimitSource.replace('recent.length >= this.limit', 'recent.length > this.limit');
  w.write(p('src/rateLimit.ts'), buggyLimiter);
  w.edit(
    p('src/login.ts'),
    "export const loginRouter = Router();\n\nloginRouter.post('/login', async (req, res) => {",
    `export const loginRouter = Router();\n\n${loginLimiterBlock}\nloginRouter.post('/login', rateLimit, async (req, res) => {`,
    SOURCES.loginV1,
  );
  w.bash('npx tsc --noEmit', 'Type-check the project', '');
  w.todos(todoList(['completed', 'completed', 'completed', 'pending', 'pending']));
  w.assistant(
    [
      {
        type: 'text',
        text: 'Added `SlidingWindowLimiter` in `src/rateLimit.ts` and put it in front of `POST /login`: 5 attempts per client IP in any 60 s window, then `429` with `Retry-After` (seconds). Limits come from `LOGIN_RATE_LIMIT` / `LOGIN_RATE_WINDOW_MS`. Type-check passes; there are no tests for it yet.',
      },
    ],
    { outputTokens: 150 },
  );
  w.endTurn(184_233);
  const checkpoint1 = { lineCount: w.lineCount, lastUuid: w.lastUuid, endedAt: w.clock.now(), prompts: [RATE_LIMIT.prompts[0]] };

  // Turn 2 (checkpoint 2)
  w.clock.set('2026-11-19T09:10:00.000Z');
  w.gitBranch = 'feature/login-rate-limit';
  w.snapshot();
  w.user(RATE_LIMIT.prompts[1], { promptId: w.id.uuid4() });
  w.write(p('src/login.test.ts'), loginTestWithAccount);
  w.bash(
    'cat .env.test',
    'Check the test environment config',
    `NODE_ENV=test\nLOGIN_RATE_LIMIT=5\nLOGIN_RATE_WINDOW_MS=60000\n# deploy script only, not used by tests\nAWS_ACCESS_KEY_ID=${secrets.awsAccessKeyId}\nGITHUB_TOKEN=${secrets.githubToken}\n`,
  );
  w.bash(
    RATE_LIMIT.testCommand,
    'Run the test suite',
    vitestOutput({
      cwd,
      total: 4,
      passed: 2,
      failures: [
        { name: RATE_LIMIT.fixedTest, short: 'returns 429 after 5 failed attempts', line: 19 },
        { name: RATE_LIMIT.failingTest, short: 'counts attempts per account across IPs', line: 28, ip: '10.0.2.1' },
      ],
    }),
    1,
  );
  w.assistant(
    [
      {
        type: 'text',
        text: 'Two failures. The first is an off-by-one in `SlidingWindowLimiter.hit`: `recent.length > this.limit` lets a 6th attempt through, so the 6th request still gets 401. The second test assumes per-account limiting, which the limiter does not do.',
      },
    ],
    { outputTokens: 120 },
  );
  w.endTurn(95_410);

  // Manual /compact, then turn 3 continues from the summary.
  w.clock.set('2026-11-19T09:31:00.000Z');
  w.user(command('compact'));
  const beforeCompact = w.lastUuid;
  w.parent = null;
  w.system('compact_boundary', {
    content: 'Conversation compacted',
    isMeta: false,
    level: 'info',
    logicalParentUuid: beforeCompact,
    compactMetadata: { trigger: 'manual', preTokens: 61_544 },
  });
  w.user(
    `${RATE_LIMIT.compactSummaryStart} The summary below covers the earlier portion of the conversation.\n\nAnalysis:\nThe user asked for failed-login throttling, then for tests.\n\nSummary:\n1. Primary Request and Intent:\n   ${RATE_LIMIT.task} (HTTP 429 + Retry-After after 5 failed attempts, no new dependencies), then add tests and make \`npm test\` pass.\n\n2. Key Technical Concepts:\n   - Sliding-window log per key (chosen over a fixed window: bursts at the window edge; over a token bucket: harder to test)\n   - Keyed by req.ip, in memory\n\n3. Files and Code Sections:\n   - src/rateLimit.ts (created): SlidingWindowLimiter.hit(key) returns ms to wait\n   - src/login.ts (edited): rateLimit middleware in front of the handler\n   - src/login.test.ts (created): 3 tests\n\n4. Errors and fixes:\n   - npm test: 2 failures. "${RATE_LIMIT.fixedTest}" fails because of an off-by-one (\`>\` should be \`>=\`). "${RATE_LIMIT.failingTest}" assumes per-account limiting.\n\n5. Pending Tasks:\n   - Fix the off-by-one and re-run npm test\n   - Document the limit in README\n\n6. Current Work:\n   Diagnosing the failing tests.\n\nPlease continue the conversation from where we left it off without asking the user any further questions. Continue with the last task that you were asked to work on.`,
    { isCompactSummary: true, isVisibleInTranscriptOnly: true },
  );
  w.user('<local-command-stdout>Compacted (ctrl+o to see full summary)</local-command-stdout>');
  w.snapshot();
  w.user(RATE_LIMIT.prompts[2], { promptId: w.id.uuid4() });
  w.user(
    [
      {
        type: 'text',
        text: "<system-reminder>\nThe TodoWrite tool hasn't been used recently. If you're working on tasks that would benefit from tracking progress, consider using the TodoWrite tool to track progress. Make sure that you NEVER mention this reminder to the user\n</system-reminder>",
      },
    ],
    { isMeta: true },
  );
  w.edit(p('src/rateLimit.ts'), '    if (recent.length > this.limit) {', '    if (recent.length >= this.limit) {', buggyLimiter);
  w.bash(
    RATE_LIMIT.testCommand,
    'Re-run the test suite',
    vitestOutput({
      cwd,
      total: 4,
      passed: 3,
      failures: [{ name: RATE_LIMIT.failingTest, short: 'counts attempts per account across IPs', line: 28, ip: '10.0.2.1' }],
    }),
    1,
  );
  w.todos(todoList(['completed', 'completed', 'completed', 'in_progress', 'pending']));
  w.assistant(
    [
      {
        type: 'text',
        text: `Fixed the off-by-one (\`>=\`); "returns 429 after 5 failed attempts" passes now. One test still fails: "counts attempts per account across IPs". It encodes per-account limiting, but the limiter is keyed by client IP, so 5 failures from 5 different IPs never trip it. I've left that test failing until you decide; README docs are still to do.\n\nPer IP stops one client from spraying many accounts; per account stops a botnet hammering one user, but lets anyone lock a victim out. Both is possible too (e.g. 5/min per account and 20/min per IP).\n\n${RATE_LIMIT.openQuestion}`,
      },
    ],
    { outputTokens: 260 },
  );
  w.endTurn(141_877);

  return {
    writer: w,
    text: w.text(),
    checkpoint1,
    checkpoint2: { prompts: [RATE_LIMIT.prompts[1], RATE_LIMIT.prompts[2]], endedAt: w.clock.now() },
  };
}

export const README_SESSION = {
  task: 'Document the login rate limit in the README',
  prompt: 'Document the login rate limit in the README: the limit, the window, the 429 + Retry-After response and the env vars.',
};

/** A short second Claude session (slot 1 of the multi-session checkpoint). */
export function readmeSession({ sessionId, cwd }) {
  const w = new ClaudeWriter({
    sessionId,
    cwd,
    gitBranch: 'feature/login-rate-limit',
    start: '2026-11-19T10:20:05.000Z',
    label: 'readme',
    slug: 'quiet-folding-hopper',
    model: 'claude-sonnet-4-6',
  });
  w.snapshot();
  w.user(README_SESSION.prompt, { promptId: w.id.uuid4() });
  w.read(`${cwd}/README.md`, SOURCES.readmeV1);
  w.edit(`${cwd}/README.md`, 'npm test\n```\n', SOURCES.readmeV2.slice(SOURCES.readmeV1.indexOf('npm test\n```\n')), SOURCES.readmeV1);
  w.assistant([{ type: 'text', text: 'Added a "Login rate limit" section to README.md (5 attempts / 60 s per IP, 429 + Retry-After, env vars).' }], {
    outputTokens: 48,
  });
  w.endTurn(31_020);
  return { writer: w, text: w.text(), endedAt: w.clock.now() };
}
