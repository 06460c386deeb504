import { readSessionPointer } from './metadata-fields.js';
import { join, parentDir, resolvePointer, type PointerScope, underTreeDir } from './slot-paths.js';

/** One numbered session folder of a checkpoint, and the paths the root metadata gives for its files (if any). */
export interface Slot {
  dir: string;
  pointer: { metadata?: string; transcript?: string; compact?: string; prompt?: string };
}

export interface FoundSlots {
  slots: Slot[];
  /** Root pointers naming a metadata.json the tree does not hold (an early Entire wrote a doubled `/<shard>/<id>/`). */
  dangling: number;
}

const SLOT_NAME = /^\d{1,4}$/;

/**
 * The slots of a checkpoint: the union of what the root's `sessions[]` pointers name and the numbered folders that
 * exist, as Entire's own reader opens a slot by its folder number. A pointer whose metadata.json is not in the tree
 * is counted as dangling and its slot is read from its folder, with the default file names.
 */
export function findSlots(input: PointerScope, sessionsJson: unknown[] | null | undefined, warnings: string[], where: string): FoundSlots {
  const slots: Slot[] = [];
  let dangling = 0;
  for (const raw of sessionsJson ?? []) {
    const p = readSessionPointer(raw);
    const meta = resolvePointer(p.metadata, input, warnings, where);
    const dir = meta ? parentDir(meta) : null;
    if (!meta || dir === null || dir === input.root || !underTreeDir(dir, input.root)) continue;
    if (!input.files.has(meta)) {
      dangling++;
      continue;
    }
    if (slots.some((s) => s.dir === dir)) continue;
    slots.push({
      dir,
      pointer: {
        metadata: meta,
        transcript: resolvePointer(p.transcript, input, warnings, where) ?? undefined,
        compact: resolvePointer(p.compact_transcript, input, warnings, where) ?? undefined,
        prompt: resolvePointer(p.prompt, input, warnings, where) ?? undefined,
      },
    });
  }
  for (const dir of numberedFolders(input)) if (!slots.some((s) => s.dir === dir)) slots.push({ dir, pointer: {} });
  return { slots, dangling };
}

/** `<root>/<n>` for every numbered folder holding a file, in numeric order. */
function numberedFolders(input: PointerScope): string[] {
  const prefix = input.root === '' ? '' : input.root + '/';
  const numbered = new Set<string>();
  for (const path of input.files.keys()) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const cut = rest.indexOf('/');
    if (cut > 0 && SLOT_NAME.test(rest.slice(0, cut))) numbered.add(rest.slice(0, cut));
  }
  return [...numbered].sort((a, b) => Number(a) - Number(b)).map((n) => join(input.root, n));
}

export function slotNameOf(input: { root: string }, slot: Slot): string {
  return input.root === '' ? slot.dir : slot.dir.slice(input.root.length + 1);
}
