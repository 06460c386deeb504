/**
 * A checkpoint's record that ends on a `git commit` the agent issued last, with no result: Entire condenses a
 * checkpoint in the commit's own hook and reads the session's transcript there, so the record stops at the call that
 * made the commit. The commit went through as far as the checkpoint shows (its hook ran): it closes the work as any
 * commit does, and the note says why no result is recorded. A live session's record that stops there says no such
 * thing (the commit may hang or have failed): only a checkpoint's is read so.
 */
import type { BuilderState } from './builder-state.js';
import { GIT_COMMIT } from './command-results.js';

/** The agent announces a step after the one it is taking. */
const MORE_AFTER = /\b(?:after that|afterwards|and then|then I(?:'|’)ll|next I(?:'|’)ll|once (?:that|it) is (?:in|done|pushed))\b/i;

export function closeCondensingCommit(s: BuilderState): void {
  if (!s.ctx.checkpointId) return;
  const call = s.pending.unfinished(s.sessionIndex, s.lastCallSeq - 1);
  if (call?.kind !== 'shell' || call.seq !== s.lastCallSeq || !GIT_COMMIT.test(call.run.command)) return;
  if ((s.lastAssistant?.seq ?? 0) > call.seq || s.turnEndSeq > call.seq) return;
  // Words before it that say what comes after ("…, then stage those two files. After that I'll push the other
  // branch"): the commit is one step of a turn still under way, which the record does not reach the end of.
  if (s.lastAssistant && MORE_AFTER.test(s.lastAssistant.full)) return;
  s.pending.settle(call);
  s.lastCommitSeq = call.seq;
  s.errors.committed((seq) => s.files.changedAfter(seq).length > 0);
  // The command itself is not echoed: a backtick in it would break out of the code span into our own text.
  s.gaps.pushUnique("The record ends on the agent's last `git commit` with no result: Entire took this checkpoint in that commit's hook, so the commit is read as made.", (x) => x);
}
