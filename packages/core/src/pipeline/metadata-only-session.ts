/**
 * A session of a checkpoint whose slot holds no transcript, only Entire's metadata, prompt.txt and context.md (an
 * OpenCode main session whose `/review` sub-agents were condensed with their transcripts while its own was not). What
 * it asked is still recorded: prompt.txt lists its prompts, oldest first. Those are read as its turns, so its latest
 * instruction and task come from the user's own words; nothing else about it (status, edits, checks) is recorded, and
 * its files come from Entire's files_touched alone.
 */
import type { CatFile } from '../git/cat-file.js';
import type { HandoffBuilder } from '../summarize/handoff-builder.js';
import { MAX_PROMPT_BLOB, promptsOf } from '../store/prompt-line.js';
import type { CheckpointSession } from '../types/index-model.js';

/** Feeds the slot's recorded prompts as its turns; false when prompt.txt holds none (or is not a blob of the repo). */
export async function addMetadataOnlyPrompts(builder: HandoffBuilder, slot: CheckpointSession, cat: () => CatFile): Promise<boolean> {
  const oid = slot.prompt?.kind === 'blob' ? slot.prompt.oids[0] : undefined;
  if (!oid) return false;
  const blob = await cat().read(oid, { maxBytes: MAX_PROMPT_BLOB });
  const prompts = promptsOf(blob ? blob.toString('utf8') : null);
  if (prompts.length === 0) return false;
  builder.noteGap(
    `Session ${slot.sessionId}'s transcript is not in this checkpoint (slot ${slot.slot} holds its metadata only): its prompts are read from prompt.txt, ` +
      "its files from Entire's files_touched; what it did and how it ended are not recorded.",
  );
  builder.promptsOnly();
  // No record line exists for them: each is placed after the last, in the order prompt.txt gives.
  for (const text of prompts) builder.add({ kind: 'user_prompt', text, line: builder.lineAfterRecords() });
  return true;
}
