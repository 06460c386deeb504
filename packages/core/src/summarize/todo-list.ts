/** The agent's todo list: the newest one replaces the last, and a todo newly completed is progress. */
import type { TodoItem } from '../types/events.js';
import type { HandoffTodo } from '../types/handoff.js';
import { LIMITS } from './builder-model.js';
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
