import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDir, readBoundedFile } from './atomic-file.js';
import { lineagePath } from './lineage-path.js';

/**
 * Which session continued which: one line per delivered handover in `lineage/<repoKey>.jsonl` of the state
 * directory (ids and agent names only, never transcript text), read back by `list`, `show` and the next arm.
 */
export interface LineageEntry {
  deliveredAt: string;
  target: string;
  /** The session that received it; null when the agent's hook gave no session id. */
  targetSessionId: string | null;
  source: { agent: string; sessionIds: string[] };
  origin: { agent: string; sessionId: string };
  armedAt: string;
}

/** Lineage of one repository is small; past this only the newest part is read. */
const MAX_LINEAGE_BYTES = 1024 * 1024;

let schema: Promise<typeof import('./pending-schema.js').LineageSchema> | null = null;
function loadSchema(): Promise<typeof import('./pending-schema.js').LineageSchema> {
  schema ??= import('./pending-schema.js').then((m) => m.LineageSchema);
  return schema;
}

/** Appends one entry; a single write of one line, so concurrent hooks never interleave within a line. */
export async function recordLineage(dir: string, key: string, entry: LineageEntry): Promise<void> {
  await ensurePrivateDir(join(dir, 'lineage'));
  const handle = await open(lineagePath(dir, key), 'a', 0o600);
  try {
    await handle.write(`${JSON.stringify({ v: 1, ...entry })}\n`);
  } finally {
    await handle.close();
  }
}

/** Every readable entry, oldest first; a corrupt line is skipped, a missing file is no lineage. */
export async function readLineage(dir: string, key: string): Promise<LineageEntry[]> {
  const text = await readBoundedFile(lineagePath(dir, key), MAX_LINEAGE_BYTES);
  if (text === null) return [];
  const parse = await loadSchema();
  const entries: LineageEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = parse.safeParse(JSON.parse(line));
      if (parsed.success) {
        const { v: _v, ...entry } = parsed.data;
        entries.push(entry);
      }
    } catch {
      // A line cut by a crash or edited by hand: the rest still counts.
    }
  }
  return entries;
}

/** Where a session came from, and where it went. */
export interface SessionLineage {
  continuedFrom: LineageEntry | null;
  continuedIn: LineageEntry[];
}

export function lineageOf(entries: readonly LineageEntry[], sessionId: string): SessionLineage {
  return {
    continuedFrom: [...entries].reverse().find((e) => e.targetSessionId === sessionId) ?? null,
    continuedIn: entries.filter((e) => e.source.sessionIds.includes(sessionId)),
  };
}

/** The first session of the chain that led to `sessionId` (itself when it was never handed one). */
export function originOf(entries: readonly LineageEntry[], agent: string, sessionId: string): { agent: string; sessionId: string } {
  return lineageOf(entries, sessionId).continuedFrom?.origin ?? { agent, sessionId };
}
