/**
 * "Which functions and classes changed" from Entire's `entity_deltas.json` (entire-2026-changes.md row 5): one per
 * session slot, written by a detached backfill in a later commit, opt-in (`entity_deltas` setting or
 * `ENTIRE_ENTITY_DELTAS=1`). Its frozen schema (strategy/entity_deltas.go): `{schema_version: "1.0", producer:
 * "entire-graph", producer_version?, base, head, computed_at, entities: [{change, kind, name, old_name?, path,
 * old_path?, signature?, old_signature?, start_line, fingerprint?}]}`, `change` ∈ added | removed | modified |
 * renamed | moved. Read leniently: a bad document is one Uncertainty line, never a failed handoff. The names are
 * untrusted text: one line each, capped, redacted with the rest of the handoff.
 */
import type { CatFile } from '../git/cat-file.js';
import { readSmallRef } from '../read/small-ref.js';
import { oneLine } from '../safety/hostile-text.js';
import { capString } from '../store/json-values.js';
import type { CheckpointSession } from '../types/index-model.js';
import { isObj } from '../types/is-obj.js';

export interface EntityDelta {
  change: string;
  kind: string | null;
  name: string;
  oldName: string | null;
  path: string | null;
  oldPath: string | null;
  line: number | null;
}

/** `entities` null: the document is unusable; `problem`: what the Uncertainty section should say about it. */
export interface ParsedDeltas {
  entities: EntityDelta[] | null;
  problem: string | null;
}

/** Entire drops documents over 8 MB; a handoff line needs far less, so larger ones are not read. */
const MAX_DELTAS_BYTES = 2 * 1024 * 1024;
/** Snapshots read for one handoff: the newest ones hold the session's latest entity changes. */
const MAX_DOCUMENTS = 5;
const MAX_SHOWN = 10;
const KNOWN_MAJOR = '1';

export function parseEntityDeltas(text: string): ParsedDeltas {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { entities: null, problem: 'is not valid JSON; ignored' };
  }
  if (!isObj(doc) || !Array.isArray(doc.entities)) return { entities: null, problem: 'has no `entities` list (unknown layout); ignored' };
  const version = capString(doc.schema_version, 20);
  const problem = version && version.split('.')[0] === KNOWN_MAJOR ? null : `has schema_version ${version ? JSON.stringify(version) : '(none)'}, not 1.x; read leniently`;
  const entities: EntityDelta[] = [];
  for (const e of doc.entities) {
    const delta = isObj(e) ? entityOf(e) : null;
    if (delta) entities.push(delta);
  }
  return { entities, problem };
}

function entityOf(e: Record<string, unknown>): EntityDelta | null {
  const name = capString(e.name, 300);
  if (!name) return null;
  const line = e.start_line;
  return {
    // Entire maps every producer change type it does not know to `modified`; an unknown value here is shown as is.
    change: capString(e.change, 40) || 'modified',
    kind: capString(e.kind, 40) || null,
    name,
    oldName: capString(e.old_name, 300) || null,
    path: capString(e.path, 500) || null,
    oldPath: capString(e.old_path, 500) || null,
    line: typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : null,
  };
}

/** Newest snapshot first; the first copy of an entity (by path, kind and name) wins. */
export function mergeDeltas(docs: EntityDelta[][]): EntityDelta[] {
  const seen = new Set<string>();
  const out: EntityDelta[] = [];
  for (const doc of docs) {
    for (const e of doc) {
      const key = `${e.path ?? ''}\u0000${e.kind ?? ''}\u0000${e.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(e);
    }
  }
  return out;
}

/** One compact line, e.g. "Changed entities recorded by Entire: modified function `Handle` (pkg/svc/handler.go:42); …". */
export function entityDeltaLine(entities: EntityDelta[]): string | null {
  if (entities.length === 0) return null;
  const parts = entities.slice(0, MAX_SHOWN).map(describe);
  const more = entities.length > MAX_SHOWN ? `; …and ${entities.length - MAX_SHOWN} more` : '';
  return `Changed entities recorded by Entire (entity_deltas.json, not checked against the code): ${parts.join('; ')}${more}`;
}

function describe(e: EntityDelta): string {
  const renamed = e.oldName && e.oldName !== e.name ? `${code(e.oldName)} → ${code(e.name)}` : code(e.name);
  const where = e.path ? `${e.oldPath && e.oldPath !== e.path ? `${text(e.oldPath, 120)} → ` : ''}${text(e.path, 120)}${e.line ? `:${e.line}` : ''}` : '';
  return `${text(e.change, 20)}${e.kind ? ` ${text(e.kind, 20)}` : ''} ${renamed}${where ? ` (${where})` : ''}`;
}

function text(s: string, max: number): string {
  return oneLine(s, max).replace(/[`[\]]/g, '');
}

function code(s: string): string {
  return `\`${text(s, 80)}\``;
}

/** The handoff line and any Uncertainty lines for these snapshots (newest first). `cat` reads the blobs. */
export async function entityDeltaFacts(slots: CheckpointSession[], cat: (() => CatFile) | null): Promise<{ lines: string[]; uncertainty: string[] }> {
  const docs: EntityDelta[][] = [];
  const uncertainty: string[] = [];
  for (const slot of slots.filter((s) => s.entityDeltas).slice(0, MAX_DOCUMENTS)) {
    const ref = slot.entityDeltas;
    if (!ref) continue;
    const where = `entity_deltas.json of session ${oneLine(slot.sessionId, 64)} (slot ${slot.slot})`;
    if (ref.kind === 'blob' && (ref.size ?? 0) > MAX_DELTAS_BYTES) {
      uncertainty.push(`${where} is larger than 2 MB; not read`);
      continue;
    }
    const raw = await readSmallRef(ref, cat, MAX_DELTAS_BYTES);
    if (raw === null) {
      uncertainty.push(`${where} could not be read; changed entities not shown`);
      continue;
    }
    const parsed = parseEntityDeltas(raw);
    if (parsed.problem) uncertainty.push(`${where} ${parsed.problem}`);
    if (parsed.entities) docs.push(parsed.entities);
  }
  const line = entityDeltaLine(mergeDeltas(docs));
  return { lines: line ? [line] : [], uncertainty };
}
