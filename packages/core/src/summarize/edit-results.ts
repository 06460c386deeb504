/** What an edit's result says: the files it created, modified or deleted, or the failure it leaves standing. */
import type { FileChange } from '../types/handoff.js';
import type { BuilderState } from './builder-state.js';
import { isRedactedName } from './file-ledger.js';
import type { HeldRef } from './source-lines.js';

export function onEditResult(s: BuilderState, paths: string[], asked: FileChange | null, isError: boolean, output: string, source: HeldRef): void {
  const shown = paths.map((p) => s.relativize(p));
  if (isError) {
    s.recordError({ text: `Edit failed: ${shown.map(named).join(', ')}`, command: null, kind: 'edit', keys: [], paths: shown }, output, source);
    for (const p of shown) s.files.notChanged(p);
    return;
  }
  const said = asked ?? changeFromResult(output);
  for (const p of shown) {
    const change = s.files.writeChange(p, said);
    s.files.change(p, change, 'tool', s.seq, source, true);
    s.errors.edited(p);
    s.pushProgress(`${change === 'created' ? 'Created' : change === 'deleted' ? 'Deleted' : 'Edited'} ${named(p)}`, source, true);
  }
}

/** A name Entire redacted is no file anyone can open: say the name is gone rather than print the placeholder as one. */
const named = (path: string): string => (isRedactedName(path) ? 'a file whose name the record redacted' : path);

/** Created or changed, when the edit tool does not say (`Write`): its result does ("File created successfully at…"). */
function changeFromResult(output: string): FileChange {
  return /\b(?:created successfully|file created|created and wrote|new file)\b/i.test(output.slice(0, 400)) ? 'created' : 'modified';
}
