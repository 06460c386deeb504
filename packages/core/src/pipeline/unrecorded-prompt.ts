/**
 * Entire writes a checkpoint's prompt.txt as each turn starts, and copies the transcript as a turn ends. An external
 * agent's transcript is its plugin's export (Kiro's is taken from the IDE when its Stop hook runs, before the turn just
 * finished reaches it), so the prompt Entire recorded last can be missing from it. That prompt is then the latest
 * instruction, and the handoff says its turn is not in the transcript. A built-in agent's own transcript holds every
 * prompt it was given: there prompt.txt is never read for this.
 */
import type { CatFile } from '../git/cat-file.js';
import { recordedLastPrompt } from '../index/external-prompt.js';
import type { HandoffBuilder } from '../summarize/handoff-builder.js';
import { prefersCompactTranscript } from '../types/agents.js';
import type { CheckpointSession } from '../types/index-model.js';

export async function addUnrecordedPrompt(builder: HandoffBuilder, slot: CheckpointSession | undefined, cat: () => CatFile): Promise<void> {
  if (!slot || !prefersCompactTranscript(slot.agentLabel) || slot.prompt?.kind !== 'blob') return;
  const oid = slot.prompt.oids[0];
  const prompt = oid ? await recordedLastPrompt(cat(), oid) : null;
  if (prompt === null || builder.holdsPrompt(prompt)) return;
  builder.noteGap("The transcript ends before the latest prompt Entire recorded (the checkpoint's prompt.txt): that turn is not in it.");
  builder.add({ kind: 'user_prompt', text: prompt, line: builder.lineAfterRecords() });
}
