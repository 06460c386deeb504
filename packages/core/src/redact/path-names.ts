/**
 * The file names a sentence of a handoff holds ("Edited in the transcript but not in Entire's files_touched:
 * notes/login-pw-<password>.md"), each read as a name too: the rules find a secret between a name's dashes and
 * dots only with its parts apart (name-views.ts).
 */

/** A file's name: folders or dashes, then an extension; no URL (`//`) and no part of a longer token. */
const FILE_NAME = /(?<![\w/.:-])(?:[\w.-]+\/)*[\w.]*-[\w.-]*\.[A-Za-z][A-Za-z0-9]{0,7}(?![\w/-])|(?<![\w/.:-])(?:[\w.-]+\/)+[\w.-]+\.[A-Za-z][A-Za-z0-9]{0,7}(?![\w/-])/g;

/** Each file name in `text`, as [start, end]. */
export function fileNamesIn(text: string): [number, number][] {
  if (!text.includes('.')) return [];
  const out: [number, number][] = [];
  for (const m of text.matchAll(FILE_NAME)) out.push([m.index, m.index + m[0].length]);
  return out;
}
