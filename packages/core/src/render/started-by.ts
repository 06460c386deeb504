/**
 * Who started a session whose prompts are not a user's, said after its name or "this session was": a program that
 * filled in its prompt template, or the session that spawned it. The handoff and its list of other sessions say it alike.
 */
import { namesPromptProgram } from '../summarize/program-prompts.js';
import { safeId } from './data.js';

export function startedBy(parent: string): string {
  return namesPromptProgram(parent) ? 'run by a program' : `spawned by \`${safeId(parent)}\``;
}
