/**
 * A session of a checkpoint whose slot holds no transcript, only Entire's metadata, prompt.txt and context.md (an
 * OpenCode main session whose `/review` sub-agents were condensed with their transcripts while its own was not). What
 * it asked is still recorded: prompt.txt lists its prompts, oldest first. Those are read as its turns, so its latest
 * instruction and task come from the user's own words; nothing else about it (status, edits, checks) is recorded, and
 * its files come from Entire's files_touched alone.
 */
import type { CatFile } from '../git/cat-file.js';
import type { HandoffBuilder } from '../summarize/handoff-builder.js';
import { MAX_PROMPT_BLOB, windowOf } from '../store/prompt-line.js';
import type { CheckpointSession } from '../types/index-model.js';

/** Feeds the slot's recorded prompts as its turns; false when prompt.txt holds none (or is not a blob of the repo). */
export async function addMetadataOnlyPrompts(builder: HandoffBuilder, slot: CheckpointSession, cat: () => CatFile): Promise<boolean> {
  const oid = slot.prompt?.kind === 'blob' ? slot.prompt.oids[0] : undefined;
  if (!oid) return false;
  const blob = await cat().read(oid, { maxBytes: MAX_PROMPT_BLOB });
  const window = windowOf(blob ? blob.toString('utf8') : null);
  const prompts = window.filter((e) => e.kind === 'prompt').map((e) => e.text);
  if (prompts.length === 0) return false;
  builder.noteGap(
    `Session ${slot.sessionId}'s transcript is not in this checkpoint (slot ${slot.slot} holds its metadata only): its prompts are read from prompt.txt, ` +
      "its files from Entire's files_touched; what it did and how it ended are not recorded.",
  );
  builder.promptsOnly();
  const from = phaseStart(prompts, slot.filesTouched);
  if (from > 0) {
    builder.noteGap(
      `prompt.txt holds ${from} earlier prompt(s) of session ${slot.sessionId} before the one that attaches a file this checkpoint changed; ` +
        'they attach files it did not change (earlier work of the session) and are left out of its task.',
    );
  }
  // No record line exists for them: each is placed after the last, in the order prompt.txt gives. A compaction
  // summary among them is read as the transcript's would be: its Primary Request states the task.
  const opens = window.findIndex((e) => e.kind === 'prompt' && e.text === prompts[from]);
  for (const e of window.slice(Math.max(0, opens))) {
    const line = builder.lineAfterRecords();
    builder.add(e.kind === 'prompt' ? { kind: 'user_prompt', text: e.text, line } : { kind: 'compaction', summary: e.text, line });
  }
  return true;
}

/** `@specs/phases/04-runtime.md`: a file the user attached to the prompt. */
const ATTACHED = /(?:^|\s)@([\w.-]+(?:\/[\w.-]+)+)/g;

/**
 * prompt.txt lists every prompt of the session, also those of its earlier checkpoints. When an earlier prompt attaches
 * files none of which this checkpoint changed (another phase's spec), and a later one is the first to attach a file it
 * did change, that later prompt opens this checkpoint's work: its index. 0 when the prompts show no such turn.
 */
export function phaseStart(prompts: string[], touched: string[]): number {
  const changed = new Set(touched);
  const attached = prompts.map((p) => [...p.slice(0, ATTACH_SCAN).matchAll(ATTACHED)].map((m) => (m[1] ?? '').replace(/[.,;:]+$/, '')));
  const opens = attached.findIndex((paths) => paths.some((f) => changed.has(f)));
  if (opens <= 0) return 0;
  return attached.slice(0, opens).some((paths) => paths.length > 0) ? opens : 0;
}

/** Attachments are named where the request is typed, at its head; a pasted file below it may hold any `@` text. */
const ATTACH_SCAN = 2000;
