/**
 * Sub-agents Claude Code runs in the background (`Agent`/`Task` with `run_in_background`). The call's result only says
 * it launched (`toolUseResult.status: "async_launched"`, with the run's `agentId`); how the run ended comes later, in a
 * `<task-notification>` the harness hands the agent as a user message (also queued, and attached, first: the same notice
 * up to three times, sometimes before the launch's own result), or in the result of a `TaskOutput` call that waited for
 * it. A run with no such notice by the end of the record was still at work when the record was taken.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { oneLine } from '../safety/hostile-text.js';
import { Lru } from './lru.js';
import { arr, isObj, obj, str, textOf } from './text.js';

/** A notice of a run's state: the run's id, then its status (`<task-id>` in notices, `<task_id>` in TaskOutput results). */
const NOTICE = /<task[-_]id>\s*([\w-]{1,80})\s*<\/task[-_]id>[\s\S]{0,2000}?<status>\s*(\w{1,20})\s*<\/status>/g;
/** States of a run that is not over. */
const RUNNING = new Set(['running', 'pending', 'in_progress']);
/** Runs remembered at once: a session launches a handful, a long one a few dozen. */
const MAX_RUNS = 256;
/** How much of a message is searched for notices: they open it. */
const SCAN_CHARS = 64 * 1024;
const DESCRIPTION_CHARS = 200;

export class BackgroundRunNotices {
  private readonly launched = new Lru<string, true>(MAX_RUNS);
  private readonly finished = new Lru<string, true>(MAX_RUNS);

  /** The launch of a background run, or the notices of runs that ended, that this record carries. */
  read(rec: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const launch = this.launch(rec, origin);
    if (launch) return [launch];
    return this.ended(noticePieces(rec), origin);
  }

  private launch(rec: Record<string, unknown>, origin: EventOrigin): TranscriptEvent | null {
    const result = obj(rec.toolUseResult);
    const taskId = str(result.agentId);
    if (result.status !== 'async_launched' || !taskId || this.launched.has(taskId)) return null;
    this.launched.set(taskId, true);
    // The notice came first (queued while the launch was being recorded): the run is already over.
    if (this.finished.has(taskId)) return null;
    return { kind: 'background_task', taskId, state: 'launched', description: oneLine(str(result.description) ?? '', DESCRIPTION_CHARS), ...origin };
  }

  private ended(pieces: string[], origin: EventOrigin): TranscriptEvent[] {
    // Most records hold no notice: their tool outputs are not copied into one text to find that out.
    if (!pieces.some((p) => p.includes('<status>'))) return [];
    const text = pieces.join('\n');
    const out: TranscriptEvent[] = [];
    for (const m of text.slice(0, SCAN_CHARS).matchAll(NOTICE)) {
      const taskId = m[1] ?? '';
      if (RUNNING.has((m[2] ?? '').toLowerCase()) || this.finished.has(taskId)) continue;
      this.finished.set(taskId, true);
      // A notice of a run no launch here named (a background shell, a run of an earlier part) ends nothing tracked.
      if (this.launched.has(taskId)) out.push({ kind: 'background_task', taskId, state: 'finished', description: '', ...origin });
    }
    return out;
  }
}

/** The texts a notice may stand in: a user message, a queued message, an attached queued command, a tool result. */
function noticePieces(rec: Record<string, unknown>): string[] {
  if (rec.type === 'queue-operation') return typeof rec.content === 'string' ? [rec.content] : [];
  const attachment = obj(rec.attachment);
  if (rec.type === 'attachment') return typeof attachment.prompt === 'string' ? [attachment.prompt] : [];
  if (rec.type !== 'user') return [];
  const content = obj(rec.message).content;
  if (typeof content === 'string') return [content];
  return arr(content)
    .filter(isObj)
    .map((b) => (b.type === 'tool_result' ? textOf(b.content) : b.type === 'text' ? textOf(b.text) : ''));
}
