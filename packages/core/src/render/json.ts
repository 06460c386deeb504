/** The `--json` shape of a handoff: stable keys, plain values (extra keys may be added, never renamed). */
import type { Fact, Handoff } from '../types/handoff.js';

function fact(f: Fact | null): { text: string; verified: boolean; source: Fact['source']; images?: string[] } | null {
  return f ? { text: f.text, verified: f.verified, source: f.source, ...(f.images ? { images: f.images } : {}) } : null;
}

export function toJsonHandoff(h: Handoff): Record<string, unknown> {
  return {
    target: h.target,
    sourceAgents: h.sourceAgents,
    sessionIds: h.sessionIds,
    checkpointIds: h.checkpointIds,
    task: fact(h.task),
    taskFrom: h.task ? (h.taskFrom ?? 'first-prompt') : null,
    latestInstruction: fact(h.latestInstruction),
    spawnedBy: h.spawnedBy ?? null,
    status: h.status,
    statusReason: h.statusReason,
    currentState: h.currentState.map(fact),
    recentProgress: h.recentProgress.map(fact),
    nextStep: fact(h.nextStep),
    openQuestions: h.openQuestions.map(fact),
    decisions: h.decisions.map((d) => ({ ...fact(d), rejected: d.rejected, by: d.by ?? 'assistant' })),
    filesTouched: h.filesTouched,
    files: (h.files ?? []).map((f) => ({ path: f.path, change: f.change, from: f.from, verified: f.verified, source: f.source })),
    commands: h.commands.map((c) => ({ command: c.command, exitCode: c.exitCode, verified: c.verified, source: c.source })),
    errors: h.errors.map((e) => ({ text: e.text, command: e.command, decisiveLine: e.decisiveLine, verified: e.verified, source: e.source })),
    todos: h.todos.map((t) => ({ text: t.text, status: t.status, source: t.source })),
    uncertainty: h.uncertainty,
    omitted: h.omitted,
    // The receipt: one-way fingerprints (12 hex of an HMAC of rule and value, keyed per run), never the value.
    redactions: { total: h.redactions.total, byRule: h.redactions.byRule, fingerprints: h.redactions.fingerprints },
    markdown: h.markdown,
    provenance: h.provenance ?? null,
    otherSessions: (h.otherSessions ?? []).map((p) => ({
      sessionId: p.sessionId,
      agent: p.agent,
      endedAt: p.endedAt,
      task: fact(p.task),
      latestInstruction: fact(p.latestInstruction),
      status: p.status,
      statusReason: p.statusReason,
      nextStep: fact(p.nextStep),
      lastCheck: fact(p.lastCheck),
      filesTouched: p.filesTouched,
      spawnedBy: p.spawnedBy ?? null,
      openTodos: p.openTodos,
    })),
  };
}
