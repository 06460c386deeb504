/**
 * Paths of the recording machine (`/Users/dana/code/acme-api/src/rateLimit.ts`) shown relative to the repository
 * root. The summarizer already does this when it knows the root; this pass covers what it could not know: a root
 * found from Entire's own list of files touched (repository-relative) matched against the absolute paths, or from a
 * working directory any record named.
 */
import type { Fact, Handoff } from '../types/handoff.js';
import { belowWindowsRoot, isWindowsRoot, slashed, windowsRootRelative } from './windows-paths.js';

/** Roots under which an absolute path ends with one of Entire's repository-relative paths. */
export function rootsFromMetadata(paths: string[], repoRelative: string[]): string[] {
  // Most lines (every list's prompt previews) name no absolute path: no set of the session's files is built for them.
  if (!paths.some(isAbsolute)) return [];
  const rel = new Set(repoRelative.map((p) => p.replace(/^\.?\/+/, '')).filter((p) => p !== '' && !isAbsolute(p)));
  const roots = new Set<string>();
  for (const path of paths) {
    if (!isAbsolute(path)) continue;
    const parts = path.split(/[\\/]/);
    // Longest repository-relative suffix first: `src/a.ts` before `a.ts`.
    for (let i = 1; i < parts.length - 1; i++) {
      const suffix = parts.slice(i).join('/');
      if (!rel.has(suffix)) continue;
      roots.add(path.slice(0, path.length - suffix.length - 1));
      break;
    }
  }
  return [...roots];
}

/**
 * Roots the handoff's own files imply with Entire's repository-relative list, and with the files a compaction summary
 * names as the repository does (`website/docs/auth.mdx`): these place the transcript's absolute paths when no record
 * carries the working directory (Entire's compact transcript of a session recorded on Windows). A summary's bare file
 * name (`README.md`) could be any folder's, so only paths with a folder count.
 */
export function rootsFromListedFiles(h: Handoff, repoRelative: string[]): string[] {
  const paths = [...h.filesTouched, ...(h.otherSessions ?? []).flatMap((s) => s.filesTouched)];
  const summarized = (h.files ?? []).filter((f) => f.from === 'compaction' && f.path.includes('/')).map((f) => f.path);
  return rootsFromMetadata(paths, [...repoRelative, ...summarized]);
}

/**
 * A session started in a subfolder records paths relative to it (`internal/a.go`) while Entire's files_touched is
 * relative to the repository (`agents/kiro/internal/a.go`). The subfolder is taken only where the recorded working
 * directory ends with it, so two independent records agree; returns it with the repository root it implies.
 */
export function subfolderOfCwd(cwd: string | undefined, paths: string[], repoRelative: string[]): { root: string; subfolder: string } | null {
  if (!cwd || !isAbsolute(cwd)) return null;
  const dir = cwd.replace(/[\\/]+$/, '');
  // `D:\acme-api\src` ends with the listed `src` as `/home/u/acme-api/src` does.
  const named = isWindowsRoot(dir) ? slashed(dir) : dir;
  for (const path of paths) {
    if (isAbsolute(path) || path === '') continue;
    for (const listed of repoRelative) {
      if (!listed.endsWith(`/${path}`)) continue;
      const subfolder = listed.slice(0, listed.length - path.length - 1);
      if (named.endsWith(`/${subfolder}`)) return { root: dir.slice(0, dir.length - subfolder.length - 1), subfolder };
    }
  }
  return null;
}

/** Paths relative to the working directory `subfolder`, shown from the repository root. */
export function fromRepoRoot(h: Handoff, subfolder: string): Handoff {
  const path = (p: string): string => (isAbsolute(p) || p.startsWith(`${subfolder}/`) ? p : `${subfolder}/${p}`);
  return {
    ...h,
    filesTouched: [...new Set(h.filesTouched.map(path))],
    ...(h.files ? { files: dedupeFiles(h.files.map((f) => ({ ...f, path: path(f.path) }))) } : {}),
  };
}

function dedupeFiles<T extends { path: string }>(files: T[]): T[] {
  const seen = new Set<string>();
  return files.filter((f) => !seen.has(f.path) && seen.add(f.path));
}

/**
 * Every path under one of `roots` made relative, in every field the handoff prints: the facts, the user's words (task,
 * latest instruction), the status reason, todos, notes, and each other session's part alike. A field left out here
 * prints the recording machine's path, so each one is listed (the test walks every string of a full handoff).
 */
export function relativizeHandoff(h: Handoff, roots: (string | null | undefined)[]): Handoff {
  const clean = outerRoots(roots);
  const fromRoot = (s: string): string => fromRoots(s, clean);
  // Home folders outside the repository still name the recording machine's user: shown as `~/…` in any case.
  const text = (s: string): string => homeAsTilde(fromRoot(s));
  // A file outside the repository stays absolute, its home written `~`: the session touched it (another checkout, a
  // sibling repository it worked in), and the next agent is told where. With no root known, no absolute path can be
  // told inside from outside: all are kept as recorded.
  const path = (p: string): string => (clean.includes(p) ? '.' : clean.length > 0 ? homeAsTilde(fromRoot(p)) : p);
  const fact = <T extends Fact>(f: T): T => ({ ...f, text: text(f.text) });
  const factOrNull = <T extends Fact>(f: T | null): T | null => (f ? fact(f) : null);
  // The user's words (task, latest instruction) keep paths outside the repository (a pasted CI log names the CI's
  // home), but write the recording user's own home as `~`; paths inside the repository are relative, and the
  // recording machine's temporary files are named as on any machine.
  const ownHome = (f: Fact | null): Fact | null => (f ? { ...f, text: inRepoWords(f.text, clean) } : null);
  // Left out: the agent's own plan and memory files (`~/.claude/plans/…`) and scratch (`mktemp`'s, the system's temp
  // folder), which are no work on any repository and which the next agent cannot open.
  // So is a removal outside the repository (a run's output under the home cleaned up): nothing is left there to work on.
  const removedOutside = new Set(clean.length === 0 ? [] : (h.files ?? []).filter((f) => f.change === 'deleted').map((f) => path(f.path)).filter(isOutsideRoot));
  const outsideRepo = (p: string): boolean => isTemporary(p) || isAgentOwnFile(p) || removedOutside.has(p);
  const inRepo = (paths: string[]): string[] => [...new Set(paths.map(path))].filter((p) => !outsideRepo(p));
  const filesTouched = inRepo(h.filesTouched);
  const outside = new Set(h.filesTouched.map(path)).size - filesTouched.length;
  const uncertainty = outside > 0 ? [...h.uncertainty, `${outside} file(s) of the agent's own (plans, memory) or scratch are left out of Files touched.`] : h.uncertainty;
  return {
    ...h,
    filesTouched,
    // One file named by a summary and by the transcript's own absolute path is listed once, as the transcript shows it.
    ...(h.files ? { files: dedupeFiles(h.files.map((f) => ({ ...f, path: path(f.path) })).reverse()).reverse().filter((f) => !outsideRepo(f.path)) } : {}),
    uncertainty: uncertainty.map(text),
    omitted: h.omitted.map((o) => ({ ...o, what: text(o.what) })),
    task: ownHome(h.task),
    latestInstruction: ownHome(h.latestInstruction),
    statusReason: text(h.statusReason),
    openQuestions: (h.openQuestions ?? []).map(fact),
    decisions: (h.decisions ?? []).map((d) => ({ ...fact(d), rejected: d.rejected.map((r) => ({ ...r, option: text(r.option), reason: r.reason === null ? null : text(r.reason) })) })),
    currentState: h.currentState.flatMap((f) => {
      const kept = editedInRepo(f.text, path, outsideRepo);
      return kept === null ? [] : [fact({ ...f, text: kept })];
    }),
    recentProgress: h.recentProgress.filter((f) => !leftOutEdit(fromRoot(f.text), outsideRepo)).map(fact),
    nextStep: factOrNull(h.nextStep),
    errors: h.errors.map((e) => ({ ...fact(e), decisiveLine: text(e.decisiveLine), command: e.command === null ? null : text(e.command) })),
    commands: h.commands.map((c) => ({ ...c, command: text(c.command) })),
    todos: h.todos.map((t) => ({ ...t, text: text(t.text) })),
    ...(h.otherSessions
      ? {
          otherSessions: h.otherSessions.map((s) => ({
            ...s,
            filesTouched: inRepo(s.filesTouched),
            task: ownHome(s.task),
            latestInstruction: ownHome(s.latestInstruction),
            statusReason: text(s.statusReason),
            nextStep: factOrNull(s.nextStep),
            lastCheck: factOrNull(s.lastCheck),
          })),
        }
      : {}),
  };
}

/**
 * The roots to strip, absolute and cleaned. A root inside another is a working directory below the repository root (a
 * session started in a subfolder): paths are shown from the repository root, as Entire's files_touched and git show them.
 */
function outerRoots(roots: (string | null | undefined)[]): string[] {
  const given = [...new Set(roots.flatMap((r) => (r ? [r.replace(/[\\/]+$/, '')] : [])).filter((r) => isAbsolute(r) && r.length > 1))];
  // `D:\proj` and `d:/proj` are one Windows root: the first spelling stands for all.
  const distinct = given.filter((r, i) => !given.slice(0, i).some((o) => belowWindowsRoot(r, o) === '.'));
  return distinct.filter((r) => !distinct.some((outer) => outer !== r && (r.startsWith(`${outer}/`) || r.startsWith(`${outer}\\`) || (belowWindowsRoot(r, outer) ?? '.') !== '.')));
}

function fromRoots(s: string, clean: string[]): string {
  return clean.reduce((acc, root) => {
    if (isWindowsRoot(root)) return windowsRootRelative(acc, root);
    return acc.replace(atEnd(root), '.').split(`${root}/`).join('').split(`${root}\\`).join('');
  }, s);
}

/** The user's words with paths under `clean` relative and the recording user's own home written `~`. */
function inRepoWords(s: string, clean: string[]): string {
  return ownHomeAsTilde(fromRoots(s, clean), clean);
}

/**
 * A prompt's one-line preview (the session lists) with the recording machine's repository paths relative. The roots:
 * the live session's worktree, and any an absolute path of the line implies with the session's repository-relative
 * files touched (`@/Users/dana/code/acme-api/src/a.ts` and `src/a.ts`).
 */
export function previewInRepo(line: string, worktree: string | null, filesTouched: string[]): string {
  const named = [...line.matchAll(ABSOLUTE_IN_TEXT)].map((m) => m[1] ?? '');
  return inRepoWords(line, outerRoots([worktree, ...rootsFromMetadata(named, filesTouched)]));
}

/** An absolute path in prose, after a space, `@` or quote; it ends at a space, quote, bracket, comma or `:line`. */
const ABSOLUTE_IN_TEXT = /(?:^|[\s@'"`(])((?:\/|[A-Za-z]:[\\/])[^\s'"`),:]+)/g;

/**
 * `/Users/<name>/`, `/home/<name>/`, the superuser's `/root/` (a container's or server's user), Windows'
 * `C:\\Users\\<name>\\` (also `C:/Users/…`, Git Bash's `/c/Users/…`, JSON's `C:\\\\Users`): a home folder of the
 * recording machine, at a word start.
 */
const HOME = /(?<![\w.~/\\-])(?:(?:\/Users\/|\/home\/|[A-Za-z]:(?:\\\\|\\|\/)Users(?:\\\\|\\|\/)|\/[A-Za-z]\/Users\/)[^/\\\s"'`]+|\/root)(?=[/\\])/g;

/**
 * macOS's per-user temporary folder, `/var/folders/<xx>/<random>/T` (a pasted screenshot's path): it names the recording
 * machine's user as a home folder does, and no other machine has it. Written `$TMPDIR`, as that user's shell knows it.
 */
const MAC_TEMP = /(?<![\w.~/\\-])(?:\/private)?\/var\/folders\/[^/\s"'`]+\/[^/\s"'`]+\/[TC](?=\/)/g;

/**
 * Claude Code's scratch folder, `/tmp/claude-<uid>/<project>` (`/private/tmp/…` on macOS), where a background command's
 * output lands: the project part is the recording machine's working directory spelt with dashes
 * (`-Users-dana-code-acme-api`), so it names that user and their folders as a home path does.
 */
const CLAUDE_SCRATCH = /(?<![\w.~/\\-])(?:\/private)?\/tmp\/claude-\d+(\/-[^/\s"'`]+)?(?=[/\s"'`]|$)/g;

/**
 * A file `mktemp` made in `/tmp` (`/tmp/tmp.awtINPDKvQ.md`): its random name exists on the recording machine only, so
 * it is written as mktemp's template (`/tmp/tmp.XXXXXXXXXX.md`).
 */
const MKTEMP = /(?<![\w.~/\\-])((?:\/private)?\/tmp\/tmp\.)([A-Za-z0-9]{6,})(?=[./\s"'`;)]|$)/g;

function tempAsTmpdir(s: string): string {
  return s
    .replace(MAC_TEMP, '$$TMPDIR')
    .replace(CLAUDE_SCRATCH, (_m, project: string | undefined) => `/tmp/claude-$UID${project ? '/<project>' : ''}`)
    .replace(MKTEMP, (_m, dir: string, random: string) => `${dir}${'X'.repeat(random.length)}`);
}

/** A path left as it was once the repository's root is cut: still absolute (`/…`, `C:\…`) or under a home (`~/…`). */
export function isOutsideRoot(p: string): boolean {
  return OUTSIDE_ROOT.test(p);
}

const OUTSIDE_ROOT = /^(?:[/~]|[A-Za-z]:[\\/])/;

/**
 * A path in the system's temporary folders (`/tmp`, `/private/tmp`, `/var/folders/…`, `$TMPDIR`, Windows' per-user
 * `AppData\Local\Temp` under a home written `~` or `C:\Users\<name>`, and `C:\Windows\Temp`): never the repository's.
 */
export function isTemporary(p: string): boolean {
  return /^(?:(?:\/private)?\/(?:tmp|var\/folders)\/|\$TMPDIR\/)/.test(p) || WINDOWS_TEMP.test(p);
}

const WINDOWS_TEMP = /^(?:(?:~|[A-Za-z]:[\\/]Users[\\/][^\\/]+)[\\/]AppData[\\/]Local[\\/]Temp|[A-Za-z]:[\\/]Windows[\\/]Temp)[\\/]/i;

/**
 * A file in a coding agent's own folder under a home (`~/.claude/plans/…`, `/Users/x/.codex/…`): the agent's plans and
 * memory, never the repository's, whether or not the transcript says where the repository is (Entire's compact form
 * names no working directory).
 */
export function isAgentOwnFile(p: string): boolean {
  return AGENT_HOME_FILE.test(p);
}

// A second profile of an agent keeps its own folder beside the first (`CLAUDE_CONFIG_DIR=~/.claude-personal`).
const AGENT_HOME_FILE = /^(?:~|\/Users\/[^/]+|\/home\/[^/]+|\/root|[A-Za-z]:[\\/]Users[\\/][^\\/]+)[\\/]\.(?:claude|codex|gemini|cursor|factory|copilot)(?:-[\w-]+)?[\\/]/;

/** Text with every home folder of the recording machine written `~`: the path stays readable, the user name goes. */
export function homeAsTilde(s: string): string {
  return tempAsTmpdir(s.replace(HOME, '~'));
}

/** Text with the home folder of any of `roots` (the recording user's) written `~`; other machines' homes stay. */
function ownHomeAsTilde(s: string, roots: string[]): string {
  const homes = new Set(roots.flatMap((r) => [...`${r}/`.matchAll(HOME)].slice(0, 1).map((m) => m[0])));
  return tempAsTmpdir(
    [...homes].reduce((acc, home) => (isWindowsRoot(home) ? windowsRootRelative(acc, home, '~') : acc.split(`${home}/`).join('~/').split(`${home}\\`).join('~\\')), s),
  );
}

/** The current state's list of edits (sections.ts): "Edited (never checked): a.ts, b.ts (created) (+2 more)". */
const EDITED_LIST = /^(Edited (?:after the last check|\(never checked\))): (.+?)((?: \(\+\d+ more\))?)$/;
const CHANGE_NOTE = / \((?:created|modified|deleted)\)$/;

/**
 * The list of edits with the files outside the repository left out, as in Files touched (the agent's own plan file,
 * `~/.claude/plans/…`); null when none is left. Any other fact as it is.
 */
function editedInRepo(text: string, path: (p: string) => string, outside: (p: string) => boolean): string | null {
  const m = EDITED_LIST.exec(text);
  if (!m) return text;
  const items = (m[2] ?? '').split(', ').flatMap((item) => {
    const note = CHANGE_NOTE.exec(item)?.[0] ?? '';
    const p = path(item.slice(0, item.length - note.length));
    return outside(p) ? [] : [`${p}${note}`];
  });
  // One file edited by its absolute path and by its relative one is listed once, as in Files touched.
  return items.length ? `${m[1]}: ${[...new Set(items)].join(', ')}${m[3] ?? ''}` : null;
}

/** The summarizer's progress line for a file left out of Files touched (`outside`): the agent's own, or scratch. */
function leftOutEdit(text: string, outside: (p: string) => boolean): boolean {
  const m = EDIT_LINE.exec(text);
  return m !== null && outside(m[1] ?? '');
}

const EDIT_LINE = /^(?:Created|Edited|Deleted) (\S+)$/;

/**
 * The root itself as a whole word (`rg x /root -g…`), with or without its trailing separator (`(/Users/jan/app/)`):
 * shown as `.`, never as nothing.
 */
function atEnd(root: string): RegExp {
  return new RegExp(`${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[/\\\\]?(?=$|[\\s"'\`),;:])`, 'g');
}

function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p);
}
