#!/usr/bin/env node
// A loopback stand-in for the model APIs the four clients call, enough for one headless turn each:
// Anthropic Messages (Claude Code), Gemini generateContent (Gemini CLI), OpenAI Responses (Codex) and
// Chat Completions (OpenCode). Every request is appended to a log (one JSON line) that checks grep.
// Usage: node fake-model.mjs <log-file> <port-file>   (listens on 127.0.0.1, a free port)
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [logFile, portFile] = process.argv.slice(2);
if (!logFile || !portFile) {
  process.stderr.write('usage: fake-model.mjs <log-file> <port-file>\n');
  process.exit(2);
}
const TEXT = 'MOCK_OK';

function sse(res, events) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'close' });
  for (const [name, data] of events) res.write(`${name ? `event: ${name}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  res.end();
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
}

function anthropic(res, body) {
  const usage = { input_tokens: 10, output_tokens: 2, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const message = { id: 'msg_mock', type: 'message', role: 'assistant', model: body.model ?? 'mock', content: [], stop_reason: null, stop_sequence: null, usage };
  if (!body.stream) return json(res, 200, { ...message, content: [{ type: 'text', text: TEXT }], stop_reason: 'end_turn' });
  sse(res, [
    ['message_start', { type: 'message_start', message }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: TEXT } }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 2 } }],
    ['message_stop', { type: 'message_stop' }],
  ]);
}

function gemini(res, url) {
  const answer = {
    candidates: [{ content: { role: 'model', parts: [{ text: TEXT }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2, totalTokenCount: 12 },
  };
  if (url.includes(':countTokens')) return json(res, 200, { totalTokens: 10 });
  if (url.includes(':streamGenerateContent')) return sse(res, [[null, answer]]);
  return json(res, 200, answer);
}

function responses(res) {
  let seq = 0;
  const ev = (type, rest) => [type, { type, sequence_number: seq++, ...rest }];
  const part = { type: 'output_text', text: TEXT, annotations: [] };
  const item = { id: 'msg_mock', type: 'message', role: 'assistant', status: 'completed', content: [part] };
  const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 2, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 12 };
  const response = { id: 'resp_mock', object: 'response', status: 'in_progress', model: 'mock-model', output: [] };
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

function chat(res, body) {
  const base = { id: 'chatcmpl-mock', created: 0, model: body.model ?? 'm' };
  const usage = { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 };
  if (!body.stream) {
    return json(res, 200, { ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: TEXT }, finish_reason: 'stop' }], usage });
  }
  sse(res, [
    [null, { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', content: TEXT }, finish_reason: null }] }],
    [null, { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage }],
    [null, '[DONE]'],
  ]);
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    appendFileSync(logFile, `${JSON.stringify({ method: req.method, url: req.url, body: raw })}\n`);
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = {};
    }
    const url = req.url ?? '';
    if (req.method === 'GET' && /\/models\/?(\?|$)/.test(url)) return json(res, 200, { object: 'list', data: [{ id: 'mock-model', object: 'model' }] });
    if (url.startsWith('/v1/messages/count_tokens')) return json(res, 200, { input_tokens: 10 });
    if (url.startsWith('/v1/messages')) return anthropic(res, body);
    if (url.includes('/models/') && /:(stream)?[gG]enerateContent|:countTokens/.test(url)) return gemini(res, url);
    if (/\/responses(\?|$)/.test(url)) return responses(res);
    if (url.includes('/chat/completions')) return chat(res, body);
    json(res, 404, { error: { type: 'not_found', message: `fake model: no route for ${req.method} ${url}` } });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  writeFileSync(portFile, String(typeof address === 'object' && address ? address.port : ''));
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
