/**
 * The session's told values (redact/told-values.ts): what the rules find as secrets in the words of the session,
 * the user's and the agent's, the commands run, the steps planned and the summaries of a compaction. These are where
 * a value is told with the word that makes it a secret ("the password for staging is <value>"); the finished handoff
 * redacts each such value wherever else it stands bare (pipeline/told-sweep.ts). Tool outputs and written files are
 * not read here: most of a transcript's bytes, and the rules read what of them a handoff prints.
 */
import { addTold } from '../redact/redact.js';
import type { ToldValues } from '../redact/told-values.js';
import type { TranscriptEvent } from '../types/events.js';

export function noteTold(told: ToldValues, event: TranscriptEvent): void {
  switch (event.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return addTold(event.text, told);
    case 'shell':
      return addTold(event.command, told);
    case 'compaction':
      return addTold(event.summary, told);
    case 'subagent':
      return addTold(event.prompt, told);
    case 'todo_update':
      for (const t of event.todos) addTold(t.text, told);
      return;
    default:
      return;
  }
}
