/**
 * A record that ends on a `git commit` the agent issued last, with no result: Entire condenses a checkpoint in the
 * commit's own hook and reads the session's transcript there, so the record stops at the call that made the commit.
 * The commit went through as far as the checkpoint shows (its hook ran): it closes the work as any commit does, and
 * the note says why no result is recorded.
 */
import type { BuilderState } from './builder-state.js';
import { oneLine } from './clip.js';
import { GIT_COMMIT } from './command-results.js';

export function closeCondensingCommit(s: BuilderState): void {
  const call = s.pending.unfinished(s.sessionIndex, s.lastCallSeq - 1);
  if (call?.kind !== 'shell' || call.seq !== s.lastCallSeq || !GIT_COMMIT.test(call.run.command)) return;
  if ((s.lastAssistant?.seq ?? 0) > call.seq || s.turnEndSeq > call.seq) return;
  s.pending.settle(call);
  s.lastCommitSeq = call.seq;
  s.errors.committed((seq) => s.files.changedAfter(seq).length > 0);
  const command = oneLine(call.run.command.split('\n')[0] ?? '', 120);
  s.gaps.pushUnique(`The record ends on \`${command}\` with no result: Entire took this checkpoint in that commit's hook, so the commit is read as made.`, (x) => x);
}
