/** The one-line text of an event kept in the bounded raw tail (`--raw`): a short slice, one-lined later. */
import type { TranscriptEvent } from '../types/events.js';
import { headRedacted, tailRedacted } from '../safety/redacted-cut.js';

const RAW_CHARS = 300;

/** A short slice of the event's text (one-lined later, in `rawLines`), redacted across each cut. */
export function rawText(e: TranscriptEvent): string {
  const max = RAW_CHARS * 2;
  switch (e.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return headRedacted(e.text, max);
    case 'tool_call':
      return `${headRedacted(e.tool, 80)} ${headRedacted(e.summary, max)}`;
    case 'shell':
      return `${headRedacted(e.tool, 80)}: ${headRedacted(e.command, max)}`;
    case 'file_edit':
      return `${headRedacted(e.tool, 80)} ${headRedacted(e.paths.slice(0, 5).join(', '), max)}`;
    case 'tool_result':
      return `${e.isError ? 'error' : 'ok'}${e.exitCode === undefined || e.exitCode === null ? '' : ` exit ${e.exitCode}`}: ${tailRedacted(e.output, max)}`;
    case 'todo_update':
      return e.todos.slice(0, 10).map((t) => `[${t.status}] ${headRedacted(t.text, 100)}`).join('; ');
    case 'compaction':
      return headRedacted(e.summary, max);
    case 'subagent':
      return `${headRedacted(e.tool, 80)}: ${headRedacted(e.description, max)}`;
    case 'interruption':
      return '(interrupted by the user)';
  }
}
