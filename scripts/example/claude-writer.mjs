// Claude Code native transcripts (~/.claude/projects/<cwd>/<session>.jsonl), record shapes as Claude Code 2.1.x
// writes them: one content block per assistant entry (entries of one API message share message.id/requestId),
// tool results as user entries with toolUseResult, system entries for hooks/turns/compaction.
import { clock, ids } from './util.mjs';

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
