/**
 * A Claude Code JSONL transcript built record by record, for tests that need a realistic native transcript of a
 * chosen shape (a tool output of a given length, a secret at a given offset, a large session).
 */
export class ClaudeTranscript {
  private readonly lines: string[] = [];
  private parent: string | null = null;
  private n = 0;

  constructor(
    readonly sessionId = '4f1c2b7e-8d3a-4e59-9b61-0c2d4e6f8a10',
    readonly cwd = '/home/dev/payments',
  ) {}

  private push(type: 'user' | 'assistant', message: unknown): void {
    this.n++;
    const uuid = `00000000-0000-4000-8000-${String(this.n).padStart(12, '0')}`;
    const timestamp = new Date(Date.UTC(2026, 4, 1, 12, 0, 0, this.n)).toISOString();
    this.lines.push(
      JSON.stringify({ parentUuid: this.parent, isSidechain: false, userType: 'external', cwd: this.cwd, sessionId: this.sessionId, version: '2.1.330', gitBranch: 'main', type, message, uuid, timestamp }),
    );
    this.parent = uuid;
  }

  user(text: string): this {
    this.push('user', { role: 'user', content: text });
    return this;
  }

  assistantText(text: string): this {
    this.push('assistant', { id: `msg_${this.n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-7', content: [{ type: 'text', text }], stop_reason: 'end_turn' });
    return this;
  }

  /** A tool call and its result. */
  tool(name: string, input: Record<string, unknown>, output: string, isError = false): this {
    const id = `toolu_${String(this.n).padStart(4, '0')}`;
    this.push('assistant', { id: `msg_${this.n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-7', content: [{ type: 'tool_use', id, name, input }], stop_reason: 'tool_use' });
    this.push('user', { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: output, is_error: isError }] });
    return this;
  }

  get records(): number {
    return this.lines.length;
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
