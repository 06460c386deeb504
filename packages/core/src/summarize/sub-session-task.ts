import type { Handoff } from '../types/handoff.js';

/**
 * A sub-session whose parent session is not in the handoff (a `/review` run as a subtask, a sub-agent, an agent
 * team's teammate, read without the session that spawned it): its prompts are what that session sent. No user typed
 * them, so none is the latest instruction. When the records title the session (OpenCode names a sub-session for the
 * command or the work it was spawned for), the title is the task and the prompt is not quoted: a command's template
 * instructs the sub-agent, not the next one. Without a title, the first prompt (the lead's assignment) stays the task,
 * labelled as its parent's words.
 */
export function withoutDispatch(h: Handoff): Handoff {
  if (!h.spawnedBy) return h;
  if (!h.title) return { ...h, latestInstruction: null };
  const source = h.task?.source ?? { sessionId: h.sessionIds[0] ?? h.spawnedBy };
  return { ...h, task: { text: h.title, source, verified: false }, taskFrom: 'session-title', latestInstruction: null };
}
