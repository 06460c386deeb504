/**
 * The MCP server's stdio transport: newline-delimited JSON-RPC, read with a bound on the line length. Unlike the SDK's
 * own stdio transport (which drops a bad line silently, and closes on an oversized one, ending the server), every
 * line gets an answer as JSON-RPC 2.0 requires and the server stays up:
 *
 *  - text that is not JSON: -32700 (parse error), id null;
 *  - JSON that is not a valid message (`[]`, `42`, an object id, no method): -32600 (invalid request), with the
 *    request's id when it has a valid one, else null;
 *  - a line longer than MAX_LINE_BYTES: -32600, its bytes dropped as they arrive, never buffered.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isObj } from '@hand-off-session/core';

/** Longer than any real request (a tool call is a few hundred bytes), small enough to hold. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

type Id = string | number | null;

export class BoundedStdioTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  private pieces: Buffer[] = [];
  private size = 0;
  /** The current line went past the bound: its bytes are dropped until its newline. */
  private overlong = false;
  private closed = false;
  private readonly onData = (chunk: Buffer | string): void => this.take(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  private readonly onError = (error: Error): void => this.onerror?.(error);

  constructor(
    private readonly input: NodeJS.ReadableStream,
    private readonly output: NodeJS.WritableStream,
    private readonly maxLine = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    this.pieces = [];
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  private take(chunk: Buffer): void {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, from)) {
      this.append(chunk.subarray(from, nl));
      this.endLine();
      from = nl + 1;
    }
    this.append(chunk.subarray(from));
  }

  private append(part: Buffer): void {
    if (this.overlong || part.length === 0) return;
    if (this.size + part.length > this.maxLine) {
      this.overlong = true;
      this.pieces = [];
      this.size = 0;
      return;
    }
    this.pieces.push(Buffer.from(part));
    this.size += part.length;
  }

  private endLine(): void {
    const overlong = this.overlong;
    const line = Buffer.concat(this.pieces, this.size).toString('utf8').replace(/\r$/, '');
    this.pieces = [];
    this.size = 0;
    this.overlong = false;
    if (overlong) return this.reject(null, ErrorCode.InvalidRequest, `Invalid request: a request line is limited to ${this.maxLine} bytes`);
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return this.reject(null, ErrorCode.ParseError, 'Parse error: the line is not JSON');
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) return this.reject(validId(value), ErrorCode.InvalidRequest, invalidWhy(value));
    this.onmessage?.(parsed.data);
  }

  private reject(id: Id, code: number, message: string): void {
    // JSON-RPC allows id null only in this kind of answer; the SDK's message type does not.
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}

/** The request's id, when it is one JSON-RPC allows (a string or an integer). */
function validId(value: unknown): Id {
  if (!isObj(value)) return null;
  const id = value.id;
  if (typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id))) return id;
  return null;
}

function invalidWhy(value: unknown): string {
  if (Array.isArray(value)) return 'Invalid request: batches are not supported; send one JSON-RPC object per line';
  if (typeof value !== 'object' || value === null) return 'Invalid request: a JSON-RPC message is a JSON object';
  return 'Invalid request: not a JSON-RPC 2.0 request, notification or response (jsonrpc "2.0", a string or integer id, a method)';
}
