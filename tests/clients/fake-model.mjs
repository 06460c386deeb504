#!/usr/bin/env node
// A loopback stand-in for the model APIs the four clients call, and a scripted driver: Anthropic Messages
// (Claude Code), Gemini generateContent (Gemini CLI), OpenAI Responses (Codex) and Chat Completions (OpenCode).
//
// Usage: node fake-model.mjs <log-file> <port-file> <script-file>   (listens on 127.0.0.1, a free port)
//
// A client is pointed at http://127.0.0.1:<port>/s/<scenario>/… ; the scenario names an entry of the script file
// (JSON, re-read on every request): { "<scenario>": { "steps": [step…], "skill": name, "base": dir, "repo": dir } }.
// "inputTokens" (Anthropic, Responses, Chat Completions) is the usage the answers report: a large one makes the client compact by itself
// ("inputTokensOnce": true reports it in the scenario's first answer to a request offering tools only).
// A step is "skill" (call the client's skill tool with `skill`), "read-skill" (shell: print the SKILL.md whose path
// the request lists — for clients without a skill tool), "shell" (shell: run the skill's command,
// node "<base>/../../dist/hand-off-session.mjs" latest, where <base> comes from the skill tool's result when it says
// "Base directory for this skill: …", else from the script) or "mcp" (call the MCP tool latest_handoff with `repo`).
// Step i is answered when the conversation carries i tool results (only this driver makes tool calls), if the
// request offers a tool for it; otherwise, and after the last step, the answer is text.
// Codex offers namespaced tools (MCP servers, multi_agent_v1): they are named "<namespace>.<tool>" here.
// Every request is appended to <log-file> (one JSON line: scenario, url, offered tools, what was answered, the
// tool results it carried, the raw body), which the checks read.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';

const [logFile, portFile, scriptFile] = process.argv.slice(2);
if (!logFile || !portFile || !scriptFile) {
  process.stderr.write('usage: fake-model.mjs <log-file> <port-file> <script-file>\n');
  process.exit(2);
}
const TEXT = 'MOCK_OK';
const SKILL_TOOLS = /^(Skill|skill|activate_skill)$/;
const SHELL_TOOLS = /^(Bash|bash|shell|shell_command|exec_command|run_shell_command)$/;
const MCP_TOOL = /latest_handoff$/;

function script(scenario) {
  try {
    return JSON.parse(readFileSync(scriptFile, 'utf8'))[scenario] ?? null;
  } catch {
    return null;
  }
}

const textOf = (content) => {
  if (content == null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(textOf).join('\n');
  if (typeof content === 'object') {
    if (typeof content.text === 'string') return content.text;
    if (typeof content.output === 'string') return content.output;
    if ('content' in content) return textOf(content.content);
    return JSON.stringify(content);
  }
  return String(content);
};

/** The request in one shape: offered tools {name, schema} and the tool results it carries, in order. */
function normalize(api, body) {
  const tools = [];
  const results = [];
  if (api === 'anthropic') {
    for (const t of body.tools ?? []) tools.push({ name: t.name, schema: t.input_schema ?? {} });
    for (const m of body.messages ?? []) for (const b of Array.isArray(m.content) ? m.content : []) if (b?.type === 'tool_result') results.push(textOf(b.content));
  } else if (api === 'gemini') {
    for (const t of body.tools ?? []) for (const f of t.functionDeclarations ?? []) tools.push({ name: f.name, schema: f.parametersJsonSchema ?? f.parameters ?? {} });
    for (const c of body.contents ?? []) for (const p of c.parts ?? []) if (p?.functionResponse) results.push(textOf(p.functionResponse.response ?? ''));
  } else if (api === 'responses') {
    for (const t of body.tools ?? []) {
      if (t.type === 'function') tools.push({ name: t.name, schema: t.parameters ?? {} });
      else if (t.type === 'namespace') for (const f of t.tools ?? []) tools.push({ name: `${t.name}.${f.name}`, call: f.name, namespace: t.name, schema: f.parameters ?? {} });
      else tools.push({ name: t.name ?? t.type, schema: {}, type: t.type });
    }
    for (const i of body.input ?? []) if (/_call_output$/.test(i?.type ?? '')) results.push(textOf(i.output));
  } else if (api === 'chat') {
    for (const t of body.tools ?? []) tools.push({ name: t.function?.name ?? t.name, schema: t.function?.parameters ?? {} });
    for (const m of body.messages ?? []) if (m.role === 'tool') results.push(textOf(m.content));
  }
  return { tools, results };
}

/** Arguments for a shell tool, shaped by its schema. */
function shellArgs(tool, command, cwd) {
  const props = tool.schema?.properties ?? {};
  const args = {};
  if ('cmd' in props) args.cmd = command;
  else if (props.command?.type === 'array') args.command = ['bash', '-lc', command];
  else args.command = command;
  if ('description' in props) args.description = 'hand-off-session check';
  if (cwd && 'workdir' in props) args.workdir = cwd;
  return args;
}

/** Every string in a JSON value, joined: the request's text with real line breaks. */
function flat(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flat).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(flat).join('\n');
  return '';
}

/** The absolute path of our SKILL.md as the client lists it (Codex: a short path under a skill roots table). */
function listedSkillPath(text) {
  const short = /\(file: (r\d+)\/([^)\n]*\/skills\/hand-off-session\/SKILL\.md)\)/.exec(text);
  if (short) {
    const root = new RegExp(`- \`${short[1]}\` = \`([^\`\n]+)\``).exec(text);
    if (root) return `${root[1]}/${short[2]}`;
  }
  return /(\/[^\n"'<>()`]*?\/skills\/hand-off-session\/SKILL\.md)/.exec(text)?.[1] ?? null;
}

const shq = (s) => `"${String(s).replace(/(["\\$`])/g, '\\$1')}"`;

/** Per scenario, how many extra calls (not steps) the driver made: their results do not count as steps. */
const aux = new Map();

/** The next tool call for this request, or null (answer with text). */
function plan(scenario, request, raw, body) {
  const s = script(scenario);
  if (!s) return null;
  const index = request.results.length - (aux.get(scenario) ?? 0);
  const step = index >= 0 ? (s.steps ?? [])[index] : undefined;
  if (!step) return null;
  const find = (re) => request.tools.find((t) => re.test(t.name));
  if (step === 'skill') {
    const tool = find(SKILL_TOOLS);
    if (!tool) return { missing: step };
    const props = tool.schema?.properties ?? {};
    return { step, tool, args: 'skill' in props ? { skill: s.skill } : { name: s.skill } };
  }
  if (step === 'read-skill') {
    const tool = find(SHELL_TOOLS);
    const path = listedSkillPath(flat(body));
    if (!tool || !path) return { missing: tool ? 'skill path in the request' : step };
    return { step, tool, args: shellArgs(tool, `cat ${shq(path)}`, s.cwd), skillPath: path };
  }
  if (step === 'shell') {
    const tool = find(SHELL_TOOLS);
    if (!tool) return { missing: step };
    // Where the skill's body, as the client delivered it (tool result or a message after it), names its folder.
    const found = /Base directory for this skill: ((?:[^"\\]|\\[^n])*?)(?:\\n|")/.exec(raw);
    let fromResult = null;
    try {
      fromResult = found ? JSON.parse(`"${found[1]}"`).trim() : null;
    } catch {
      fromResult = null;
    }
    const listed = listedSkillPath(flat(body));
    const base = fromResult ?? (listed ? dirname(listed) : s.base);
    const command = `node ${shq(`${base}/../../dist/hand-off-session.mjs`)} latest`;
    return { step, tool, args: shellArgs(tool, command, s.cwd), base, baseFrom: fromResult ? 'skill result' : listed ? 'skill list' : 'script' };
  }
  if (step === 'mcp') {
    const tool = find(MCP_TOOL);
    // Claude Code defers MCP tools: only their names are listed until ToolSearch loads them (once).
    const deferred = /(mcp__[\w-]*latest_handoff)/.exec(raw)?.[1];
    const search = request.tools.find((t) => t.name === 'ToolSearch');
    if (!tool && deferred && search && !aux.has(scenario)) {
      aux.set(scenario, 1);
      return { step: 'toolsearch', tool: search, args: { query: `select:${deferred}` } };
    }
    if (!tool) return { missing: step };
    return { step, tool, args: { repo: s.repo } };
  }
  return { missing: step };
}

function sse(res, events) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
  for (const [name, data] of events) res.write(`${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.end();
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
}

/** The input tokens an answer reports: the script's inputTokens (only in the first answer with inputTokensOnce). */
const answered = new Map();
function usageFor(scenario, api, request) {
  // Side requests (a title, a summary) offer no tools; only the conversation's requests count.
  if (!['anthropic', 'chat', 'responses'].includes(api) || !request.tools.length) return 10;
  const s = script(scenario);
  const n = answered.get(scenario) ?? 0;
  answered.set(scenario, n + 1);
  if (!s?.inputTokens || (s.inputTokensOnce && n > 0)) return 10;
  return s.inputTokens;
}

let callSeq = 0;
const callId = (prefix) => `${prefix}${Date.now().toString(36)}${(callSeq++).toString(36)}`;

function anthropic(res, body, call, inputTokens = 10) {
  const usage = { input_tokens: inputTokens, output_tokens: 2, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const message = { id: 'msg_mock', type: 'message', role: 'assistant', model: body.model ?? 'mock', content: [], stop_reason: null, stop_sequence: null, usage };
  const id = call ? callId('toolu_hos') : null;
  const block = call ? { type: 'tool_use', id, name: call.tool.name, input: call.args } : { type: 'text', text: TEXT };
  const stop = call ? 'tool_use' : 'end_turn';
  if (!body.stream) return json(res, 200, { ...message, content: [block], stop_reason: stop });
  const start = call ? { ...block, input: {} } : { type: 'text', text: '' };
  const delta = call ? { type: 'input_json_delta', partial_json: JSON.stringify(call.args) } : { type: 'text_delta', text: TEXT };
  sse(res, [
    ['message_start', { type: 'message_start', message }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: start }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 2 } }],
    ['message_stop', { type: 'message_stop' }],
  ]);
}

function gemini(res, url, call) {
  const part = call ? { functionCall: { id: callId('hos'), name: call.tool.name, args: call.args } } : { text: TEXT };
  const answer = {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2, totalTokenCount: 12 },
  };
  if (url.includes(':countTokens')) return json(res, 200, { totalTokens: 10 });
  if (url.includes(':streamGenerateContent')) return sse(res, [[null, answer]]);
  return json(res, 200, answer);
}

function responses(res, call, inputTokens = 10) {
  let seq = 0;
  const ev = (type, rest) => [type, { type, sequence_number: seq++, ...rest }];
  const usage = { input_tokens: inputTokens, input_tokens_details: { cached_tokens: 0 }, output_tokens: 2, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: inputTokens + 2 };
  const response = { id: 'resp_mock', object: 'response', status: 'in_progress', model: 'mock-model', output: [] };
  if (call) {
    const cid = callId('call_hos');
    const item = { id: `fc_${cid}`, type: 'function_call', status: 'completed', call_id: cid, name: call.tool.call ?? call.tool.name, arguments: JSON.stringify(call.args) };
    if (call.tool.namespace) item.namespace = call.tool.namespace;
    return sse(res, [
      ev('response.created', { response }),
      ev('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress', arguments: '' } }),
      ev('response.function_call_arguments.done', { output_index: 0, item_id: item.id, arguments: item.arguments }),
      ev('response.output_item.done', { output_index: 0, item }),
      ev('response.completed', { response: { ...response, status: 'completed', output: [item], usage } }),
    ]);
  }
  const part = { type: 'output_text', text: TEXT, annotations: [] };
  const item = { id: 'msg_mock', type: 'message', role: 'assistant', status: 'completed', content: [part] };
  sse(res, [
    ev('response.created', { response }),
    ev('response.output_item.added', { output_index: 0, item: { ...item, status: 'in_progress', content: [] } }),
    ev('response.content_part.added', { output_index: 0, item_id: 'msg_mock', content_index: 0, part: { ...part, text: '' } }),
    ev('response.output_text.delta', { output_index: 0, item_id: 'msg_mock', content_index: 0, delta: TEXT }),
    ev('response.output_text.done', { output_index: 0, item_id: 'msg_mock', content_index: 0, text: TEXT }),
    ev('response.content_part.done', { output_index: 0, item_id: 'msg_mock', content_index: 0, part }),
    ev('response.output_item.done', { output_index: 0, item }),
    ev('response.completed', { response: { ...response, status: 'completed', output: [item], usage } }),
  ]);
}

function chat(res, body, call, inputTokens = 10) {
  const base = { id: 'chatcmpl-mock', created: 0, model: body.model ?? 'm' };
  const usage = { prompt_tokens: inputTokens, completion_tokens: 2, total_tokens: inputTokens + 2 };
  const toolCalls = call ? [{ index: 0, id: callId('call_hos'), type: 'function', function: { name: call.tool.name, arguments: JSON.stringify(call.args) } }] : null;
  const finish = call ? 'tool_calls' : 'stop';
  if (!body.stream) {
    const message = call ? { role: 'assistant', content: null, tool_calls: toolCalls.map(({ index, ...c }) => c) } : { role: 'assistant', content: TEXT };
    return json(res, 200, { ...base, object: 'chat.completion', choices: [{ index: 0, message, finish_reason: finish }], usage });
  }
  const delta = call ? { role: 'assistant', content: null, tool_calls: toolCalls } : { role: 'assistant', content: TEXT };
  sse(res, [
    [null, { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] }],
    [null, { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: finish }], usage }],
    [null, '[DONE]'],
  ]);
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    let url = req.url ?? '';
    let scenario = '';
    const m = /^\/s\/([^/]+)(\/.*)?$/.exec(url);
    if (m) {
      scenario = decodeURIComponent(m[1]);
      url = m[2] ?? '/';
    }
    const api = url.startsWith('/v1/messages/count_tokens')
      ? 'count'
      : url.startsWith('/v1/messages')
        ? 'anthropic'
        : url.includes('/models/') && /:(stream)?[gG]enerateContent|:countTokens/.test(url)
          ? 'gemini'
          : /\/responses(\?|$)/.test(url)
            ? 'responses'
            : url.includes('/chat/completions')
              ? 'chat'
              : 'other';
    const request = normalize(api, body);
    const decided = ['anthropic', 'gemini', 'responses', 'chat'].includes(api) && !url.includes(':countTokens') ? plan(scenario, request, raw, body) : null;
    const call = decided && decided.tool ? decided : null;
    const entry = {
      scenario,
      method: req.method,
      url,
      api,
      tools: request.tools.map((t) => t.name),
      results: request.results,
      answered: call ? { step: call.step, tool: call.tool.name, args: call.args, base: call.base, baseFrom: call.baseFrom, skillPath: call.skillPath } : decided?.missing ? { missing: decided.missing } : 'text',
      body: raw,
    };
    appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
    if (req.method === 'GET' && /\/models\/?(\?|$)/.test(url)) return json(res, 200, { object: 'list', data: [{ id: 'mock-model', object: 'model' }] });
    if (api === 'count') return json(res, 200, { input_tokens: 10 });
    const tokens = usageFor(scenario, api, request);
    if (api === 'anthropic') return anthropic(res, body, call, tokens);
    if (api === 'gemini') return gemini(res, url, call);
    if (api === 'responses') return responses(res, call, tokens);
    if (api === 'chat') return chat(res, body, call, tokens);
    json(res, 404, { error: { type: 'not_found', message: `fake model: no route for ${req.method} ${url}` } });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  writeFileSync(portFile, String(typeof address === 'object' && address ? address.port : ''));
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
