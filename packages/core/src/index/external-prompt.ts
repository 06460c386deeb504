/**
 * An external agent's newest prompt as its handoff names it (pipeline/unrecorded-prompt.ts): the prompt Entire recorded
 * last (prompt.txt) when the plugin's exported transcript does not hold it, else the transcript's newest. The list
 * then agrees with the handoff both where the export lags a turn (Kiro) and where prompt.txt kept only an earlier
 * prompt. Kept in the derived cache under both blobs' ids together, as a prompt line.
 */
import type { DerivedCache } from '../cache/derived-cache.js';
import type { CatFile } from '../git/cat-file.js';
import { catFileSource } from '../git/blob-source.js';
import { isNonPrompt } from '../adapters/prompts.js';
import { streamTranscript } from '../read/read-transcript.js';
import { firstLineOfLast, lastPromptOf, MAX_PROMPT_BLOB, promptKey } from '../store/prompt-line.js';
import type { TranscriptRef } from '../types/index-model.js';

/** Exports larger than this are not read for it: prompt.txt's line stands, as for any session. */
const MAX_EXPORT_BYTES = 1024 * 1024;

/** The last prompt a checkpoint's prompt.txt blob records, or null. */
export async function recordedLastPrompt(cat: CatFile, promptOid: string): Promise<string | null> {
  const blob = await cat.read(promptOid, { maxBytes: MAX_PROMPT_BLOB });
  return lastPromptOf(blob ? blob.toString('utf8') : null);
}

export async function externalLastPrompt(transcript: TranscriptRef | null, promptOid: string, cat: CatFile, cache: DerivedCache | null): Promise<string | null> {
  const recorded = await recordedLastPrompt(cat, promptOid);
  if (recorded === null || transcript?.kind !== 'blob' || (transcript.size ?? Infinity) > MAX_EXPORT_BYTES) return firstLineOfLast(recorded);
  const key = `${transcript.oids.join(',')},${promptOid}`;
  const known = cache?.get(key)?.lastPrompt;
  if (known !== undefined) return known;
  const prompts = await transcriptPrompts(transcript.oids, cat).catch(() => null);
  if (prompts === null) return firstLineOfLast(recorded);
  const held = prompts.some((p) => promptKey(p) === promptKey(recorded));
  const line = firstLineOfLast(held ? (prompts[prompts.length - 1] ?? recorded) : recorded);
  cache?.set(key, { agent: null, lastEventAt: null, lastPrompt: line });
  return line;
}

/** The prompts a transcript records, in order, as the handoff reads them. */
async function transcriptPrompts(oids: readonly string[], cat: CatFile): Promise<string[]> {
  const stream = await streamTranscript(catFileSource(cat, oids));
  const out: string[] = [];
  for await (const ev of stream.events) if (ev.kind === 'user_prompt' && ev.text.trim() && !isNonPrompt(ev.text.trim())) out.push(ev.text.trim());
  return out;
}
