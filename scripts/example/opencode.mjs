// OpenCode session as `opencode export <id>` prints it ({info, messages:[{info, parts}], todos}), plus Entire's
// compact transcript.jsonl derived from it (the v2 layout stores both).
import { clock, ids } from './util.mjs';
import { SOURCES } from './project.mjs';

export const LOGIN = {
  task: 'Add a POST /login endpoint',
  prompts: [
    'Add a POST /login endpoint that checks the password with bcrypt and returns a session token.',
    'Use bcryptjs instead of bcrypt — native modules break our Alpine Docker image.',
  ],
  filesEdited: ['src/users.ts', 'src/login.ts', 'src/server.ts', 'package.json'],
  model: 'claude-sonnet-4-5',
};

export function loginSession({ sessionId, cwd }) {
  const c = clock('2026-05-12T13:40:05.000Z');
  const id = ids('opencode:login');
  const sortable = (prefix) => `${prefix}_${c.ms().toString(16).padStart(12, '0')}${id.alnum(14)}`;
  const messages = [];
  const usage = { input_tokens: 0, cache_creation_tokens: 0, cache_read_tokens: 0, output_tokens: 0, api_call_count: 0 };
  let lastUser = null;

  const user = (text, extraParts = []) => {
    c.tick(20);
    const msgId = sortable('msg');
    lastUser = msgId;
    const parts = [{ id: sortable('prt'), sessionID: sessionId, messageID: msgId, type: 'text', text }, ...extraParts.map((p) => ({ id: sortable('prt'), sessionID: sessionId, messageID: msgId, ...p }))];
    messages.push({
      info: { id: msgId, sessionID: sessionId, role: 'user', time: { created: c.ms() }, agent: 'build', model: { providerID: 'anthropic', modelID: LOGIN.model } },
      parts,
    });
  };

  const assistant = (steps) => {
    c.tick(2);
    const msgId = sortable('msg');
    const created = c.ms();
    const parts = [{ id: sortable('prt'), sessionID: sessionId, messageID: msgId, type: 'step-start' }];
    for (const s of steps) {
      c.tick(4);
      const part = { id: sortable('prt'), sessionID: sessionId, messageID: msgId };
      if (s.text !== undefined) parts.push({ ...part, type: 'text', text: s.text, time: { start: c.ms() - 900, end: c.ms() } });
      else if (s.reasoning !== undefined) parts.push({ ...part, type: 'reasoning', text: s.reasoning, time: { start: c.ms() - 1500, end: c.ms() } });
      else {
        const state = { status: s.error ? 'error' : 'completed', input: s.input, time: { start: c.ms() - 1200, end: c.ms() } };
        if (s.error) state.error = s.error;
        else Object.assign(state, { output: s.output, title: s.title ?? s.tool, metadata: s.metadata ?? {} });
        parts.push({ ...part, type: 'tool', callID: `toolu_01${id.alnum(22)}`, tool: s.tool, state });
      }
    }
    const tokens = { total: 0, input: 1800 + Math.floor(id.rand() * 900), output: 300 + Math.floor(id.rand() * 500), reasoning: 120, cache: { read: 9_000 + Math.floor(id.rand() * 6000), write: 1_100 } };
    tokens.total = tokens.input + tokens.output + tokens.reasoning + tokens.cache.read + tokens.cache.write;
    usage.input_tokens += tokens.input;
    usage.cache_creation_tokens += tokens.cache.write;
    usage.cache_read_tokens += tokens.cache.read;
    usage.output_tokens += tokens.output;
    usage.api_call_count += 1;
    const cost = Math.round(tokens.total * 0.0000031 * 10_000) / 10_000;
    parts.push({ id: sortable('prt'), sessionID: sessionId, messageID: msgId, type: 'step-finish', reason: 'stop', cost, tokens });
    messages.push({
      info: {
        id: msgId,
        sessionID: sessionId,
        role: 'assistant',
        time: { created, completed: c.ms() },
        parentID: lastUser,
        modelID: LOGIN.model,
        providerID: 'anthropic',
        mode: 'build',
        agent: 'build',
        path: { cwd, root: cwd },
        cost,
        tokens,
        finish: 'stop',
      },
      parts,
    });
  };

  user(LOGIN.prompts[0], [
    { type: 'text', synthetic: true, text: `Called the Read tool with the following input: {"filePath":"${cwd}/src/server.ts"}` },
    { type: 'file', mime: 'text/plain', filename: 'server.ts', url: `file://${cwd}/src/server.ts` },
  ]);
  assistant([
    { reasoning: 'Need a user lookup, a bcrypt compare and a route; wire the router in server.ts.' },
    { text: "I'll add a small user store, a /login route that compares bcrypt hashes, and mount it in createApp." },
    { tool: 'read', input: { filePath: `${cwd}/src/server.ts` }, output: `<path>${cwd}/src/server.ts</path>\n<type>file</type>\n<content>${SOURCES.serverV2.split('\n')[0]}\n…</content>` },
    { tool: 'todowrite', input: { todos: [{ content: 'Add user store', status: 'in_progress', priority: 'high' }, { content: 'Add POST /login', status: 'pending', priority: 'high' }, { content: 'Mount router', status: 'pending', priority: 'medium' }] }, output: '3 todos' },
    { tool: 'write', input: { filePath: `${cwd}/src/users.ts`, content: 'import bcrypt from "bcrypt";\n' }, output: 'Wrote file successfully.', metadata: { filepath: `${cwd}/src/users.ts`, exists: false } },
    { tool: 'write', input: { filePath: `${cwd}/src/login.ts`, content: SOURCES.loginV1.replace("'bcryptjs'", "'bcrypt'") }, output: 'Wrote file successfully.', metadata: { filepath: `${cwd}/src/login.ts`, exists: false } },
    { tool: 'edit', input: { filePath: `${cwd}/src/server.ts`, oldString: '  app.use(healthRouter);', newString: '  app.use(healthRouter);\n  app.use(loginRouter);' }, output: 'Edit applied successfully.' },
    { tool: 'bash', input: { command: 'npm install bcrypt', description: 'Install bcrypt' }, output: 'npm warn deprecated inflight@1.0.6\nnpm warn deprecated glob@7.2.3\n\nadded 54 packages, and audited 212 packages in 9s\n\nfound 0 vulnerabilities\n' },
    { text: 'POST /login is in place: 401 on bad credentials, a random token on success.' },
  ]);
  user(LOGIN.prompts[1]);
  assistant([
    { tool: 'bash', input: { command: 'npm uninstall bcrypt && npm install bcryptjs', description: 'Swap bcrypt for bcryptjs' }, output: 'removed 54 packages\nadded 1 package, and audited 159 packages in 2s\n\nfound 0 vulnerabilities\n' },
    { tool: 'edit', input: { filePath: `${cwd}/src/login.ts`, oldString: "import bcrypt from 'bcrypt';", newString: "import bcrypt from 'bcryptjs';" }, output: 'Edit applied successfully.' },
    { tool: 'edit', input: { filePath: `${cwd}/src/users.ts`, oldString: 'import bcrypt from "bcrypt";', newString: "import bcrypt from 'bcryptjs';" }, output: 'Edit applied successfully.' },
    { tool: 'bash', input: { command: 'npx tsc --noEmit', description: 'Type-check' }, output: '' },
    { text: 'Switched to bcryptjs (pure JS, no native build). Type-check passes.' },
  ]);

  const info = {
    id: sessionId,
    slug: 'brave-otter',
    projectID: '5d1c6a0e93b4f27a8c10e4b2d9f6a3c7e8b1d054',
    directory: cwd,
    title: 'Add POST /login with bcrypt',
    version: '1.2.27',
    summary: { additions: 41, deletions: 0, files: 4 },
    time: { created: Date.parse('2026-05-12T13:40:05.000Z'), updated: c.ms() },
  };
  const todos = [
    { id: '1', content: 'Add user store', status: 'completed', priority: 'high' },
    { id: '2', content: 'Add POST /login', status: 'completed', priority: 'high' },
    { id: '3', content: 'Mount router', status: 'completed', priority: 'medium' },
  ];
  const exportJson = { info, messages, todos };
  return { text: JSON.stringify(exportJson, null, 2), exportJson, usage, endedAt: new Date(c.ms()).toISOString() };
}

/** Entire's compact transcript for an OpenCode export: user text (non-synthetic) and assistant text/tool_use lines. */
export function opencodeCompact(exportJson, cliVersion) {
  const out = [];
  for (const m of exportJson.messages) {
    const ts = new Date(m.info.time.created).toISOString();
    if (m.info.role === 'user') {
      const content = m.parts.filter((p) => p.type === 'text' && !p.synthetic).map((p) => ({ id: p.id, text: p.text }));
      out.push({ v: 1, agent: 'opencode', cli_version: cliVersion, type: 'user', ts, content });
      continue;
    }
    const content = [];
    for (const p of m.parts) {
      if (p.type === 'text') content.push({ text: p.text, type: 'text' });
      if (p.type === 'tool') {
        content.push({ id: p.callID, input: p.state.input, name: p.tool, result: { output: p.state.output ?? p.state.error ?? '', status: p.state.status === 'completed' ? 'success' : 'error' }, type: 'tool_use' });
      }
    }
    out.push({ v: 1, agent: 'opencode', cli_version: cliVersion, type: 'assistant', ts, id: m.info.id, input_tokens: m.info.tokens.input, output_tokens: m.info.tokens.output, content });
  }
  return out.map((r) => JSON.stringify(r).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')).join('\n') + '\n';
}
