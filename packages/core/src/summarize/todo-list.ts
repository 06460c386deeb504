/** The agent's todo list: the newest one replaces the last, and a todo newly completed is progress. */
import type { TodoItem } from '../types/events.js';
import type { HandoffTodo } from '../types/handoff.js';
import { LIMITS, type Verification } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { oneLine } from './clip.js';
import type { Held, HeldRef } from './source-lines.js';

export function onTodos(s: BuilderState, items: TodoItem[], source: HeldRef): void {
  s.questions.clear();
  const before = new Map((s.todoList?.todos ?? []).map((t) => [t.text, t.status] as const));
  const todos: Held<HandoffTodo>[] = items.slice(0, LIMITS.todos).map((t) => ({ text: oneLine(t.text, LIMITS.todoChars), status: t.status, source }));
  for (const t of todos) {
    if (t.status === 'completed' && before.get(t.text) !== 'completed') s.pushProgress(`Completed todo: ${t.text}`, source, false);
  }
  s.todoList = { todos, seq: s.seq };
}

/** A todo that only runs the checks ("Run linting and full CI checks", "Verify the tests pass"): no change of its own. */
const CHECK_TODO = /^(?:(?:run|re-?run|verify|confirm|check|ensure)\b.{0,60}?\b(?:lint\w*|tests?|ci|checks?|build|typecheck|fmt|format\w*)\b|(?:lint|test|ci|build|typecheck)\b)[^,;]{0,60}$/i;

/**
 * The open todos, less those that only run the checks when a check passed after the list was last written and nothing
 * was edited since: the agent ran it and never ticked the box ("Run linting and full CI checks" left in progress, then
 * "All CI checks pass", a commit and a PR). Any other open todo stays open: nothing says it was done.
 */
export function openTodos(s: BuilderState, verif: Verification | null, editedSince: number): { open: Held<HandoffTodo>[]; unticked: number } {
  const unticked = (s.todoList?.todos ?? []).filter((t) => t.status !== 'completed');
  const ranAfter = verif !== null && verif.passed && verif.exitCode === 0 && editedSince === 0 && verif.seq > (s.todoList?.seq ?? 0);
  return { open: ranAfter ? unticked.filter((t) => !CHECK_TODO.test(t.text.trim())) : unticked, unticked: unticked.length };
}
