/** Which transcript stands for a session: the live file, a metadata folder's or shadow branch's copy, a checkpoint's. */
import { stat } from 'node:fs/promises';
import { looksOnDisk, nativeTranscriptOnDisk } from '../live/native-transcript.js';
import { agentFromLabel, prefersCompactTranscript } from '../types/agents.js';
import type { Session, TranscriptRef } from '../types/index-model.js';
import type { Acc, Snap } from './session-evidence.js';

/** `lookedOnDisk`: the agent's own folders were searched and held nothing (yet: a file may appear there later). */
export async function chooseTranscript(
  acc: Acc,
  newestFirst: Snap[],
): Promise<{ transcript: TranscriptRef | null; source: Session['transcriptSource']; discovered?: true; lookedOnDisk?: true }> {
  const livePath = acc.live?.state.transcriptPath;
  if (livePath && (await isFile(livePath))) return { transcript: { kind: 'file', path: livePath }, source: 'live' };
  const stored = storedTranscript(acc, newestFirst);
  if (stored.transcript && !(stored.transcript.kind === 'blob' && stored.transcript.size === 0)) return stored;
  const agent = newestFirst[0]?.s.agent ?? agentFromLabel(acc.live?.state.agentLabel ?? null);
  const found = await nativeTranscriptOnDisk(acc.id, agent, newestFirst.find((x) => x.s.recordedTranscriptPath)?.s.recordedTranscriptPath ?? livePath ?? null);
  if (found) return { transcript: { kind: 'file', path: found }, source: 'live', discovered: true };
  return looksOnDisk(agent) ? { ...stored, lookedOnDisk: true } : stored;
}

/** The transcript when the live one is absent: the metadata folder's copy, the shadow branch's, a checkpoint's. */
function storedTranscript(acc: Acc, newestFirst: Snap[]): { transcript: TranscriptRef | null; source: Session['transcriptSource'] } {
  if (acc.meta?.transcriptPath) return { transcript: { kind: 'file', path: acc.meta.transcriptPath }, source: 'metadata' };
  if (acc.shadow?.transcript) return { transcript: acc.shadow.transcript, source: 'shadow' };
  const native = newestFirst.find((x) => x.s.transcript)?.s.transcript;
  const compact = newestFirst.find((x) => x.s.compactTranscript)?.s.compactTranscript;
  if (compact && prefersCompactTranscript(newestFirst[0]?.s.agentLabel)) return { transcript: compact, source: 'checkpoint' };
  if (native) return { transcript: native, source: 'checkpoint' };
  if (compact) return { transcript: compact, source: 'checkpoint' };
  return { transcript: null, source: null };
}

async function isFile(path: string): Promise<boolean> {
  const st = await stat(path).catch(() => null);
  return !!st?.isFile();
}
