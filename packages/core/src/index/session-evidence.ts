import { open } from 'node:fs/promises';
import type { DerivedCache, TranscriptFacts } from '../cache/derived-cache.js';
import type { CatFile } from '../git/cat-file.js';
import type { LiveSession } from '../live/live-state.js';
import type { MetadataDirSession } from '../live/metadata-dir.js';
import type { ShadowSession } from '../store/shadow.js';
import type { Checkpoint, CheckpointSession, TranscriptRef } from '../types/index-model.js';
import { agentFromLabel, prefersCompactTranscript, type Agent } from '../types/agents.js';
import { agentFromHead, compactAgent, compactAgentName, corroboratedAgent, fallbackAgent, headStartDecides, SNIFF_BYTES } from './sniff-agent.js';
import type { PromptWant } from './end-prompt.js';
import { probeTranscript } from './transcript-probe.js';

/**
 * What a session's records say about its agent and its last event: the evidence the index weighs (metadata labels,
 * live state, the transcript's head and tail), read from git only where the metadata is not enough.
 */

export interface Snap {
  cp: Checkpoint;
  s: CheckpointSession;
  time: number;
}

export interface Acc {
  id: string;
  snaps: Snap[];
  live: LiveSession | null;
  meta: MetadataDirSession | null;
  shadow: ShadowSession | null;
}

/**
 * A transcript's agent (by its head) and last event, and (`wantPrompt`) its newest prompt: at either end when the
 * session has no prompt.txt, at the tail only when it has one (see end-prompt.ts). From the cache for a blob read
 * before (the two kinds of prompt under their own keys), else probed.
 *
 * Without `timed` (metadata already dates the session) the last event is not looked for: parsing the tail's last
 * records for their times cost ~20 ms of a cold list's CPU on the real-shaped repository. Facts made so are kept
 * under a key of their own: their lastEventAt (null) says nothing, and a timed request never reads it.
 */
export async function transcriptFacts(ref: TranscriptRef | null, cat: CatFile, cache: DerivedCache | null, wantPrompt: PromptWant | false = false, timed = true): Promise<TranscriptFacts> {
  const key = ref?.kind === 'blob' ? ref.oids.join(',') + (wantPrompt === 'tail' ? '#tail' : '') : null;
  const serves = (f: TranscriptFacts | undefined): f is TranscriptFacts => f !== undefined && (!wantPrompt || f.lastPrompt !== undefined);
  const known = key ? cache?.get(key) : undefined;
  if (serves(known)) return known;
  const untimedKey = key === null || timed ? null : `${key}#untimed`;
  const knownUntimed = untimedKey ? cache?.get(untimedKey) : undefined;
  if (serves(knownUntimed)) return knownUntimed;
  const probe = await probeTranscript(ref, cat, wantPrompt, timed);
  const facts: TranscriptFacts = { agent: probe.agent, lastEventAt: probe.lastEventAt };
  if (wantPrompt) facts.lastPrompt = probe.lastPrompt;
  const keep = untimedKey ?? key;
  if (keep && probe.read) cache?.set(keep, facts);
  return facts;
}

/**
 * The agent a transcript's head shows, when nothing else is wanted of it: the head alone is read (see CatFile.head),
 * and cached under a key of its own (its facts hold no time), unless its whole facts are cached already.
 */
export async function headFacts(ref: TranscriptRef | null, cat: CatFile, cache: DerivedCache | null): Promise<TranscriptFacts> {
  const oids = ref?.kind === 'blob' ? ref.oids.join(',') : null;
  const known = oids ? (cache?.get(oids) ?? cache?.get(`${oids}#head`)) : undefined;
  if (known) return { agent: known.agent, lastEventAt: null };
  const head = await readHead(ref, cat, true);
  const facts: TranscriptFacts = { agent: head === null ? null : agentFromHead(head), lastEventAt: null };
  if (oids && head !== null) cache?.set(`${oids}#head`, facts);
  return facts;
}

/**
 * The metadata label only when corroborated (model, transcript path); otherwise the transcript's own first bytes
 * decide; if nothing can be read, the best metadata guess.
 */
export async function chooseAgent(acc: Acc, newestFirst: Snap[], transcript: TranscriptRef | null, probed: Agent | null, cat: CatFile): Promise<Agent> {
  const known = agentWithoutReading(acc, newestFirst);
  if (known) return known;
  if (probed && probed !== 'unknown') return probed;
  const compact = newestFirst.find((x) => x.s.compactTranscript)?.s.compactTranscript ?? null;
  // Read once, when first needed: an external agent's label asks for it before the native head, others after.
  let compactHeadRead: Promise<string | null> | undefined;
  const compactHead = (): Promise<string | null> => (compactHeadRead ??= readHead(compact, cat));
  // An external agent's native file is whatever its plugin exported, and can take a built-in agent's shape (a Claude-like
  // JSONL): the agent its compact transcript names (the agent's own converter writes it) decides, unknown if not ours.
  if (prefersCompactTranscript(newestFirst[0]?.s.agentLabel)) {
    const head = await compactHead();
    const named = head ? compactAgentName(head) : null;
    if (named !== null) return agentFromLabel(named);
  }
  const target = sniffTarget(acc, newestFirst, transcript);
  const head = target === transcript ? null : await readHead(target, cat, true);
  const sniffed = head ? agentFromHead(head) : null;
  if (sniffed && sniffed !== 'unknown') return sniffed;
  const compactText = await compactHead();
  const fromCompact = compactText ? compactAgent(compactText) : null;
  if (fromCompact) return fromCompact;
  return guessedAgent(acc, newestFirst);
}

/** The best metadata guess, when no transcript could tell: the live state's, then each snapshot's, newest first. */
export function guessedAgent(acc: Acc, newestFirst: Snap[]): Agent {
  const live = acc.live?.state;
  if (live) {
    const guess = fallbackAgent(live.agentLabel, live.model, live.transcriptPath);
    if (guess !== 'unknown') return guess;
  }
  for (const { s } of newestFirst) {
    const guess = fallbackAgent(s.agentLabel, s.model, null, s.usageAgent);
    if (guess !== 'unknown') return guess;
  }
  return 'unknown';
}

/** The agent when the live state or a snapshot's metadata is corroborated; null when the transcript must decide. */
export function agentWithoutReading(acc: Acc, newestFirst: Snap[]): Agent | null {
  const live = acc.live?.state;
  const fromLive = live ? corroboratedAgent(live.agentLabel, live.model, live.transcriptPath) : null;
  if (fromLive) return fromLive;
  const confirmed = newestFirst.find((x) => x.s.agentConfirmed);
  return confirmed ? confirmed.s.agent : null;
}

/**
 * Any snapshot of a session shows its agent, and cat-file streams whole objects, so sniff the smallest native
 * transcript blob rather than the newest (often multi-megabyte) one. A file is read directly (only its head).
 */
function sniffTarget(acc: Acc, newestFirst: Snap[], transcript: TranscriptRef | null): TranscriptRef | null {
  if (transcript?.kind === 'file') return transcript;
  const blobs = [acc.shadow?.transcript, ...newestFirst.map((x) => x.s.transcript)].filter((t): t is TranscriptRef => t?.kind === 'blob');
  const size = (t: TranscriptRef) => (t.kind === 'blob' && t.size !== undefined ? t.size : Number.POSITIVE_INFINITY);
  return blobs.reduce<TranscriptRef | null>((best, t) => (!best || size(t) < size(best) ? t : best), null) ?? transcript;
}

/**
 * A transcript's first SNIFF_BYTES; with `forAgent`, when only `agentFromHead` reads it, perhaps fewer that give it the
 * same answer (see headStartDecides).
 */
async function readHead(ref: TranscriptRef | null, cat: CatFile, forAgent = false): Promise<string | null> {
  if (!ref) return null;
  if (ref.kind === 'blob') {
    const oid = ref.oids[0];
    const enough = forAgent ? (start: Buffer) => headStartDecides(start.toString('utf8')) : undefined;
    // The size is the whole transcript's: of its first chunk only when there is one.
    const buf = oid ? await cat.head(oid, SNIFF_BYTES, ref.oids.length === 1 ? ref.size : undefined, enough) : null;
    return buf ? buf.toString('utf8') : null;
  }
  try {
    const fh = await open(ref.path, 'r');
    try {
      const buf = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0);
      return buf.subarray(0, bytesRead).toString('utf8');
    } finally {
      await fh.close();
    }
  } catch {
    return null;
  }
}

