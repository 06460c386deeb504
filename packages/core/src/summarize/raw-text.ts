/** The one-line text of an event kept in the bounded raw tail (`--raw`): a short slice, one-lined later. */
import type { TranscriptEvent } from '../types/events.js';

const RAW_CHARS = 300;

/** A short slice of the event's text (one-lined later, in `rawLines`). */
export function rawText(e: TranscriptEvent): string {
  const max = RAW_CHARS * 2;
  switch (e.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return e.text.slice(0, max);
    case 'tool_call':
      return `${e.tool.slice(0, 80)} ${e.summary.slice(0, max)}`;
    case 'shell':
      return `${e.tool.slice(0, 80)}: ${e.command.slice(0, max)}`;
    case 'file_edit':
      return `${e.tool.slice(0, 80)} ${e.paths.slice(0, 5).join(', ').slice(0, max)}`;
    case 'tool_result':
      return `${e.isError ? 'error' : 'ok'}${e.exitCode === undefined || e.exitCode === null ? '' : ` exit ${e.exitCode}`}: ${e.output.slice(-max)}`;
    case 'todo_update':
      return e.todos.slice(0, 10).map((t) => `[${t.status}] ${t.text.slice(0, 100)}`).join('; ');
    case 'compaction':
      return e.summary.slice(0, max);
    case 'subagent':
      return `${e.tool.slice(0, 80)}: ${e.description.slice(0, max)}`;
    case 'interruption':
      return '(interrupted by the user)';
  }
}
