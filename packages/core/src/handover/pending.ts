import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { claimFile, ensurePrivateDir, readVersionedRecord, writeFileAtomic } from './atomic-file.js';
import { HANDOVER_TTL_MS, MAX_HANDOVER_TEXT } from './store.js';

/**
 * Handovers armed for another agent (`show … for codex --deliver`): one file per repository and target in the
 * state directory, `pending/<repoKey>.<target>.json`, delivered once by that agent's own session-start hook in the
 * same repository, and reported when they expire undelivered.
 */
export interface PendingHandover {
  target: string;
  repoKey: string;
  /** The repository's top level when armed (shown to people; the key decides where it is delivered). */
  repo: string;
  armedAt: string;
  source: { agent: string; sessionIds: string[]; checkpointId: string | null; branch: string | null; head: string | null };
  /** The first session of the chain: a handoff of a handoff stays traceable to where the work began. */
  origin: { agent: string; sessionId: string };
  /** The contract file written beside it (`--save`/`--output`), repository-relative. */
  contractPath: string | null;
  /** The redacted handoff, framed for the target. */
  text: string;
}

export type PendingState = 'pending' | 'expired' | 'unreadable';
export interface PendingEntry {
  target: string;
  state: PendingState;
  record: PendingHandover | null;
}

const MAX_RECORD_BYTES = MAX_HANDOVER_TEXT * 2 + 16 * 1024;
const TARGET_NAME = /^[a-z][a-z0-9-]{0,31}$/;

let schema: Promise<typeof import('./pending-schema.js').PendingSchema> | null = null;
function loadSchema(): Promise<typeof import('./pending-schema.js').PendingSchema> {
  schema ??= import('./pending-schema.js').then((m) => m.PendingSchema);
  return schema;
}

function pendingDir(dir: string): string {
  return join(dir, 'pending');
}

function pendingPath(dir: string, key: string, target: string): string {
  if (!/^[0-9a-f]{16}$/.test(key) || !TARGET_NAME.test(target)) throw new Error(`invalid pending handover key ${key}.${target}`);
  return join(pendingDir(dir), `${key}.${target}.json`);
}

function readPending(path: string): Promise<PendingHandover | null> {
  return readVersionedRecord(path, MAX_RECORD_BYTES, loadSchema);
}

export function pendingExpired(record: PendingHandover, now: Date): boolean {
  const armed = Date.parse(record.armedAt);
  return Number.isNaN(armed) || now.getTime() - armed > HANDOVER_TTL_MS;
}

export function expiresAt(record: PendingHandover): string {
  return new Date(Date.parse(record.armedAt) + HANDOVER_TTL_MS).toISOString();
}

/** Arms a handover for `record.target` in `record.repoKey`; returns the one it replaced (the newer wins). */
export async function armPending(dir: string, record: PendingHandover): Promise<PendingHandover | null> {
  const path = pendingPath(dir, record.repoKey, record.target);
  const replaced = await readPending(path);
  await ensurePrivateDir(pendingDir(dir));
  const text = record.text.length > MAX_HANDOVER_TEXT ? record.text.slice(0, MAX_HANDOVER_TEXT) : record.text;
  await writeFileAtomic(path, JSON.stringify({ v: 1, ...record, text }));
  return replaced;
}

export type TakenPending = { kind: 'deliver' | 'expired'; record: PendingHandover } | { kind: 'unreadable'; record: null };

/** Removes the handover armed for `target` in this repository, at most once across racing hooks. */
export async function takePending(dir: string, key: string, target: string, now: Date): Promise<TakenPending | null> {
  const claimed = await claimFile(pendingPath(dir, key, target));
  if (!claimed) return null;
  const record = await readPending(claimed);
  await unlink(claimed).catch(() => undefined);
  if (!record) return { kind: 'unreadable', record: null };
  return { kind: pendingExpired(record, now) ? 'expired' : 'deliver', record };
}

/** Every handover armed in this repository, with its state; nothing is removed. */
export async function listPending(dir: string, key: string, now: Date): Promise<PendingEntry[]> {
  let names: string[];
  try {
    names = await readdir(pendingDir(dir));
  } catch {
    return [];
  }
  const entries: PendingEntry[] = [];
  for (const name of names.sort()) {
    const target = ownTarget(name, key);
    if (!target) continue;
    const record = await readPending(join(pendingDir(dir), name));
    const state: PendingState = !record ? 'unreadable' : pendingExpired(record, now) ? 'expired' : 'pending';
    entries.push({ target, state, record });
  }
  return entries;
}

/** Removes what is armed in this repository (for one target, or all); returns what was removed. */
export async function cancelPending(dir: string, key: string, target: string | null, now: Date): Promise<PendingEntry[]> {
  const entries = (await listPending(dir, key, now)).filter((e) => target === null || e.target === target);
  return removeEntries(dir, key, entries);
}

/** Removes and returns this repository's handovers that can no longer be delivered (expired or unreadable). */
export async function takeLostPending(dir: string, key: string, now: Date): Promise<PendingEntry[]> {
  return removeEntries(dir, key, (await listPending(dir, key, now)).filter((e) => e.state !== 'pending'));
}

/** Claims each entry's file before removing it, so an entry another process took is not reported twice. */
async function removeEntries(dir: string, key: string, entries: PendingEntry[]): Promise<PendingEntry[]> {
  const removed: PendingEntry[] = [];
  for (const entry of entries) {
    const claimed = await claimFile(pendingPath(dir, key, entry.target));
    if (!claimed) continue;
    await unlink(claimed).catch(() => undefined);
    removed.push(entry);
  }
  return removed;
}

/** `<key>.<target>.json` of this repository → the target; anything else (temp files, other repositories) → null. */
function ownTarget(name: string, key: string): string | null {
  const prefix = `${key}.`;
  if (!name.startsWith(prefix) || !name.endsWith('.json')) return null;
  const target = name.slice(prefix.length, -'.json'.length);
  return TARGET_NAME.test(target) ? target : null;
}
