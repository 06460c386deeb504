/**
 * Files a Task subagent edited, as Claude Code records its work in the parent transcript: `progress` records of type
 * `agent_progress`, each holding one message of the subagent. Only the edits are taken (the subagent's other commands
 * and words are its own, summed up in its result), and the shell commands that remove or move files (`rm`, `git rm`,
 * `mv`), which no edit tool records: each counts when its result says it succeeded, and is given then, call and result
 * together, so a subagent's edit never waits as a call that did not return. A subagent's `git commit` is given whether
 * it went through or not: a commit of the session's work that fails (a signing key that cannot be read) stands as the
 * session's failure while the subagent still runs.
 */
import type { EventOrigin, FileEditEvent, ShellCommandEvent, TranscriptEvent } from '../types/events.js';
import { Lru } from './lru.js';
import { arr, isObj, obj, str, textOf, withCappedOutput } from './text.js';
import { exitCodeIn, toolEvent } from './tools.js';

/** A command that may remove or move a file: the summarizer reads which from its words (shell-writes). */
const REMOVES_OR_MOVES = /\b(?:rm|unlink|mv)\b/;
/** A commit: it closes the work in git, or fails to. */
const COMMITS = /\bgit\s+(?:-C\s+\S+\s+)?commit\b/;

export class SubagentEdits {
  private readonly calls = new Lru<string, FileEditEvent | ShellCommandEvent>(256);

  read(rec: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const data = obj(rec.data);
    if (data.type !== 'agent_progress') return [];
    const message = obj(data.message);
    const blocks = arr(obj(message.message).content).filter(isObj);
    if (message.type === 'assistant') {
      for (const b of blocks) {
        const id = str(b.id);
        if (b.type !== 'tool_use' || !id) continue;
        const ev = toolEvent(str(b.name) ?? '', b.input, id, origin);
        if (ev.kind === 'file_edit' || (ev.kind === 'shell' && (REMOVES_OR_MOVES.test(ev.command) || COMMITS.test(ev.command)))) this.calls.set(id, ev);
      }
      return [];
    }
    if (message.type !== 'user') return [];
    const out: TranscriptEvent[] = [];
    for (const b of blocks) {
      const id = str(b.tool_use_id);
      const call = id ? this.calls.get(id) : undefined;
      if (b.type !== 'tool_result' || !id || !call) continue;
      this.calls.delete(id);
      const isError = b.is_error === true;
      const commit = call.kind === 'shell' && COMMITS.test(call.command);
      if (isError && !commit) continue;
      const output = textOf(b.content);
      const exit = call.kind === 'shell' ? { exitCode: exitCodeIn(output) ?? (isError ? null : 0) } : {};
      out.push({ ...call, ...origin }, withCappedOutput({ kind: 'tool_result', callId: id, isError, output: '', ...exit, ...origin }, output));
    }
    return out;
  }

  /**
   * A subagent whose work is not in the parent transcript (newer Claude Code records no `agent_progress`): its result
   * counts the files it edited (`toolUseResult.toolStats.editFileCount`) and its report names them ("Edited only
   * `skills/a/SKILL.md`"). Up to that many paths the report puts after an edit verb are taken, each an edit that
   * succeeded; a report that names none adds nothing.
   */
  reported(rec: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const result = obj(rec.toolUseResult);
    const edits = obj(result.toolStats).editFileCount;
    if (result.status !== 'completed' || typeof edits !== 'number' || edits < 1) return [];
    const block = arr(obj(rec.message).content).find((b) => isObj(b) && b.type === 'tool_result');
    const callId = isObj(block) ? str(block.tool_use_id) : undefined;
    if (!callId || !isObj(block)) return [];
    const out: TranscriptEvent[] = [];
    for (const [i, { path, created }] of editedIn(textOf(block.content)).slice(0, Math.min(edits, MAX_REPORTED)).entries()) {
      const id = `${callId}:edit${i}`;
      out.push(
        { kind: 'file_edit', callId: id, tool: 'Agent', paths: [path], ...(created ? { change: 'create' as const } : {}), ...origin },
        { kind: 'tool_result', callId: id, isError: false, output: '', ...origin },
      );
    }
    return out;
  }
}

const MAX_REPORTED = 20;
/**
 * An edit verb, then (in the same line) a backticked path of a folder and a file: "Edited only `a/b.md`", "inserted …
 * into `a/b.md`". A bare name ("Created `SKILL.md`") says not where the file is.
 */
const EDITED = /\b(edited|modified|updated|changed|created|wrote|inserted\b[^`\n]{0,80}\binto)\b[^`\n]{0,40}`([^`\s]+\/[^`\s/]+\.[A-Za-z0-9]{1,8})`/gi;

function editedIn(report: string): { path: string; created: boolean }[] {
  const seen = new Map<string, boolean>();
  for (const m of report.slice(0, 16 * 1024).matchAll(EDITED)) {
    const path = m[2] ?? '';
    if (!seen.has(path)) seen.set(path, /^(?:created|wrote)$/i.test(m[1] ?? ''));
  }
  return [...seen].map(([path, created]) => ({ path, created }));
}
