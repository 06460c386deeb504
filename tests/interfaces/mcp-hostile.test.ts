// The MCP server under hostile input on stdin, spoken to as raw JSON-RPC lines. Every line gets an answer (JSON-RPC
// 2.0: -32700 for text that is not JSON, -32600 for JSON that is not a valid request), a request line too long to
// hold is refused with an error instead of being buffered, and the server stays up to answer the next request.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/corpus.js';
import { BIN } from './pty.js';

let server: ChildProcessWithoutNullStreams;
let exited: { code: number | null } | null = null;
const replies: unknown[] = [];
const waiting: (() => void)[] = [];

beforeAll(() => {
  server = spawn(process.execPath, [BIN, 'mcp'], { cwd: repoRoot, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  let partial = '';
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') replies.push(JSON.parse(line));
    for (const w of waiting.splice(0)) w();
  });
  server.on('exit', (code) => {
    exited = { code };
    for (const w of waiting.splice(0)) w();
  });
});
afterAll(() => {
  if (!exited) server.kill('SIGKILL');
});

/** Writes `text` and waits for the next reply (or the server's exit), at most 10 s. */
async function send(text: string | Buffer): Promise<unknown> {
  const seen = replies.length;
  server.stdin.write(text);
  const deadline = Date.now() + 10_000;
  while (replies.length === seen && !exited && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      setTimeout(resolve, 200);
    });
  }
  expect(exited, 'the server exited').toBeNull();
  expect(replies.length, `no reply to ${String(text).slice(0, 60)}`).toBeGreaterThan(seen);
  return replies[seen];
}

function errorOf(reply: unknown): { id: unknown; code: number } {
  const r = reply as { jsonrpc?: string; id?: unknown; error?: { code?: number; message?: string } };
  expect(r.jsonrpc).toBe('2.0');
  expect(typeof r.error?.message).toBe('string');
  return { id: r.id, code: r.error?.code ?? 0 };
}

describe('mcp: every line gets an answer, and the server stays up', () => {
  it('answers text that is not JSON with -32700 (parse error)', async () => {
    expect(errorOf(await send('{"jsonrpc": "2.0", "method": \n'))).toEqual({ id: null, code: -32700 });
  });

  it('answers [] and 42 with -32600 (invalid request)', async () => {
    expect(errorOf(await send('[]\n'))).toEqual({ id: null, code: -32600 });
    expect(errorOf(await send('42\n'))).toEqual({ id: null, code: -32600 });
  });

  it('answers a request with an invalid id with -32600', async () => {
    expect(errorOf(await send('{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}\n'))).toEqual({ id: null, code: -32600 });
    expect(errorOf(await send('{"jsonrpc":"2.0","id":true,"method":"ping"}\n'))).toEqual({ id: null, code: -32600 });
  });

  it('answers a request without a method with -32600, keeping its id', async () => {
    expect(errorOf(await send('{"jsonrpc":"2.0","id":7}\n'))).toEqual({ id: 7, code: -32600 });
  });

  it('refuses a 50 MB request line with an error, without holding it', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x61);
    big.write('{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"', 0);
    big.write('"}}\n', big.length - 4);
    expect(errorOf(await send(big)).code).toBe(-32600);
  }, 30_000);

  it('still answers a real request after all that', async () => {
    const reply = (await send(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } } })}\n`,
    )) as { id: number; result?: { serverInfo?: { name?: string } } };
    expect(reply.id).toBe(1);
    expect(reply.result?.serverInfo?.name).toBe('hand-off-session');
  });
});
