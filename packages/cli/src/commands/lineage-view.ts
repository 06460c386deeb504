/**
 * Lineage as `list` and `show` print it: which session a handoff continued, and where it went on. Read from the
 * state directory (ids and agent names only), keyed by the repository.
 */
import { agentLabel, lineageOf, readLineage, repoKey, stateDir, type LineageEntry, type RepoIndex } from '@hand-off-session/core/listing';
import type { Io } from '../io.js';

export async function loadLineage(io: Io, repo: RepoIndex['repo']): Promise<LineageEntry[]> {
  return readLineage(stateDir(io.env), repoKey(repo.commonDir));
}

/** One line each: "Continued from …" (with the first session of the chain) and "Continued in …". */
export function lineageLines(entries: readonly LineageEntry[], sessionIds: readonly string[]): string[] {
  const lines: string[] = [];
  for (const id of sessionIds) {
    const { continuedFrom, continuedIn } = lineageOf(entries, id);
    if (continuedFrom) {
      const origin = continuedFrom.origin.sessionId === continuedFrom.source.sessionIds[0] ? '' : `; the work began in ${agentLabel(continuedFrom.origin.agent)} session ${continuedFrom.origin.sessionId.slice(0, 8)}`;
      lines.push(`Continued from ${agentLabel(continuedFrom.source.agent)} session ${continuedFrom.source.sessionIds[0]?.slice(0, 8) ?? '?'} (delivered ${continuedFrom.deliveredAt})${origin}.`);
    }
    for (const next of continuedIn) {
      const where = next.targetSessionId ? `${next.target} session ${next.targetSessionId.slice(0, 8)}` : `${next.target} (session id not reported)`;
      lines.push(`Continued in ${where}, delivered ${next.deliveredAt}.`);
    }
  }
  return [...new Set(lines)];
}

/** The JSON beside a session: `continuedFrom` and `continuedIn`, only when there is lineage. */
export function lineageJson(entries: readonly LineageEntry[], sessionId: string): Record<string, unknown> {
  const { continuedFrom, continuedIn } = lineageOf(entries, sessionId);
  if (!continuedFrom && continuedIn.length === 0) return {};
  return { lineage: { continuedFrom, continuedIn } };
}

/** The handoff's Markdown with our own notes (lineage, earlier handoffs) under its title. */
export function withNotes(markdown: string, lines: readonly string[]): string {
  if (lines.length === 0) return markdown;
  const cut = markdown.indexOf('\n');
  const block = `\n${lines.map((l) => `_${l}_`).join('\n')}\n`;
  return cut < 0 ? `${markdown}\n${block}` : `${markdown.slice(0, cut + 1)}${block}${markdown.slice(cut + 1)}`;
}
