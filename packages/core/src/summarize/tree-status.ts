/**
 * The changed files a `git status --porcelain` run lists: git's own account of the working tree, the
 * record of edits the transcript does not hold (a sub-agent's). Only the leading run of status lines is read (a
 * compound command prints other output after it); folders git lists whole (`?? build/`) name no file.
 */
import type { FileChange } from '../types/handoff.js';

/**
 * `git status --porcelain`, whose lines are `XY path` with the path from the repository's root (`--short` gives it from
 * the shell's directory, which the record may not say).
 */
const PORCELAIN = /\bgit\s+(?:-C\s+\S+\s+)?status\b[^|;&\n]*\s--porcelain(?:=v1)?(?=\s|$)/;
/**
 * One status line: the index and tree columns, then the path (`old -> new` for a rename); `??` for an untracked file.
 * The first line may have lost its leading blank column to a trimmed output.
 */
const STATUS_LINE = /^(\?\?|[ MADRCU][MADRCU]|[MADRCU] ) (\S.*)$/;
const TRIMMED_FIRST = /^([MADRCU]) (\S.*)$/;
/** The branch header `-b` adds. */
const BRANCH_LINE = /^## /;
const MAX_LISTED = 200;

export interface TreeChange {
  path: string;
  change: FileChange;
}

export function listsTreeStatus(command: string): boolean {
  return PORCELAIN.test(command);
}

export function treeChanges(output: string): TreeChange[] {
  const out: TreeChange[] = [];
  for (const [i, line] of output.replace(/^\s*\n/, '').split('\n').entries()) {
    if (BRANCH_LINE.test(line)) continue;
    const text = line.replace(/\r$/, '');
    const m = STATUS_LINE.exec(text) ?? (i === 0 ? TRIMMED_FIRST.exec(text) : null);
    if (!m || out.length >= MAX_LISTED) break;
    const columns = m[1] ?? '';
    const path = unquoted((m[2] ?? '').split(' -> ').pop() ?? '');
    if (!path || path.endsWith('/')) continue;
    out.push({ path, change: changeOf(columns) });
  }
  return out;
}

function changeOf(columns: string): FileChange {
  if (columns.includes('D')) return 'deleted';
  return columns === '??' || columns.startsWith('A') ? 'created' : 'modified';
}

/** git quotes a path with unusual characters: `"a b.txt"`. */
function unquoted(path: string): string {
  return path.startsWith('"') && path.endsWith('"') ? path.slice(1, -1) : path;
}

/** `git status --short` (`-s`) or `--porcelain`: status lines, whose paths are the shell directory's or the root's. */
const SHORT = /\bgit\s+(?:-C\s+\S+\s+)?status\b[^|;&\n]*\s(?:--short|-s|--porcelain(?:=v1)?)(?=\s|$)/;

export function listsShortStatus(command: string): boolean {
  return SHORT.test(command);
}

/**
 * Every change a status listing in `output` names, from its run of status lines wherever it stands (a compound command
 * prints a build's lines before it).
 */
export function listedChanges(output: string): TreeChange[] {
  const lines = output.split('\n');
  const first = lines.findIndex((l) => STATUS_LINE.test(l.replace(/\r$/, '')));
  return first < 0 ? [] : treeChanges(lines.slice(first).join('\n'));
}
