/**
 * The files a session changed, by effect: an edit counts once its tool result succeeded (or, in formats that record no
 * results, once issued, unverified); shell writes count when the command exited 0. Each file keeps what was done to it
 * over the whole session (created then edited is still created; anything then removed is deleted). Bounded: the
 * oldest files leave first.
 */
import type { FileChange, FileTouch } from '../types/handoff.js';
import { isEntireSetupFile } from './entire-setup-files.js';
import type { Held, HeldRef } from './source-lines.js';
import { windowsRelativeSlashed } from './windows-paths.js';

/** A file as the ledger keeps it: its source line held until the handoff is built. */
export type HeldFileTouch = Held<FileTouch>;

interface Entry extends HeldFileTouch {
  /** Event sequence number of the last change: edits after the last check are the ones it does not cover. */
  seq: number;
  /**
   * Removed by the shell with `rm -f` / `rm -r` (`rm -f .cache/state.json && ./run`) and never written by this session
   * before: state reset for a run, not a change of the work, so no check has to cover it.
   */
  reset: boolean;
  /** Read from records before the checkpoint's part (see earlierParts): a change of an earlier checkpoint. */
  earlier: boolean;
  /**
   * Created by this part and removed again: no file is left to list (Entire's list, if it names it, names no change
   * left standing), though a check run before the removal no longer covers the tree.
   */
  gone: boolean;
}

/**
 * Entire writes `REDACTED` where it took text for a secret, a file's name included (`REDACTED.ts`, `.REDACTED.md`): the
 * name is gone, and no file can be opened by what is left.
 */
const REDACTED_NAME = /(?:^|[\\/])\.?REDACTED(?:\.[\w-]+)*$/;
export const isRedactedName = (path: string): boolean => REDACTED_NAME.test(path);

export class FileLedger {
  private readonly entries = new Map<string, Entry>();
  /** Entire's files_touched of every session read (repository-relative), up to `entireCap`. */
  private readonly entire = new Set<string>();
  /** Where the shell moved folders to (`git mv packages/msi packages/msix`): destination to source, capped like the files. */
  private readonly moves = new Map<string, string>();
  /** Where `mv` took a path (see movingAway), with what the ledger held of it then. */
  private readonly away = new Map<string, { path: string; before: Entry | undefined }>();
  /** Files an edit in the transcript aimed at that failed or that the user turned down, capped like the files. */
  private readonly refused = new Set<string>();
  /** Files a read tool opened (capped like the files): they existed then, whatever a later write's result calls them. */
  private readonly read = new Set<string>();
  /** A subagent finished its work here: what it wrote is Entire's to record, not this transcript's. */
  private delegated = false;
  /** When the last subagent run in the background reported back: its edits, which no record shows, were made by then. */
  private backgroundSeq = 0;
  /** The records read now precede the checkpoint's part (see earlierParts). */
  private beforePart = false;
  /** The part read is a later checkpoint's (see laterPart). */
  private afterStart = false;
  dropped = 0;

  /**
   * `cap`: the files the transcript shows, each weighed on every change; `entireCap`: the paths of Entire's list, only
   * looked up, so a mass change it records (a folder restored from an old commit) is listed whole.
   */
  constructor(
    private readonly cap: number,
    private readonly entireCap = cap,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * A change seen in the transcript (an edit tool or a shell command). `path` is already relativized; `blanket`: a
   * removal that did not care what was there (see ShellWrite.blanket).
   */
  change(path: string, change: FileChange, from: 'tool' | 'shell', seq: number, source: HeldRef, verified: boolean, blanket = false): void {
    if (REDACTED_NAME.test(path)) return;
    if (change === 'deleted' && from === 'shell') return this.removed(path, seq, source, verified, blanket);
    this.record(path, change, from, seq, source, verified, blanket);
  }

  /** The shell moved `from` to `to` (a file or a folder). */
  /** `path` is moved to `to`: what the ledger held of it before, so a move back (movedBack) undoes both. */
  movingAway(path: string, to: string): void {
    if (this.away.size < this.cap) this.away.set(to, { path, before: this.entries.get(path) });
  }

  /**
   * `mv` put back at `to` what an earlier move took from there to `from` (files stashed in a scratch folder while a
   * generator ran in the project's root, then moved back): the file is as it was, so the ledger is too.
   */
  movedBack(from: string, to: string): boolean {
    const away = this.away.get(from);
    if (away?.path !== to) return false;
    this.away.delete(from);
    if (away.before) this.entries.set(to, away.before);
    else this.entries.delete(to);
    return true;
  }

  moved(from: string, to: string): void {
    if (this.moves.size < this.cap) this.moves.set(to.replace(/\/+$/, ''), from.replace(/\/+$/, ''));
  }

  /**
   * The shell removed `path`. Inside a folder this session moved (`git mv packages/msi packages/msix`, then `git rm
   * packages/msix/icon.ico`), the file the tree lost is the one at the folder's old place: the move and the removal
   * together deleted `packages/msi/icon.ico`, and left nothing at the new place.
   */
  private removed(path: string, seq: number, source: HeldRef, verified: boolean, blanket: boolean): void {
    // A file this session made in the moved folder was never at the old place.
    const made = this.entries.get(path)?.change === 'created';
    for (const [to, from] of made ? [] : this.moves) {
      if (!path.startsWith(`${to}/`)) continue;
      // Edited at the new place, then removed: what is left is the removal at the old one.
      this.entries.delete(path);
      this.record(`${from}${path.slice(to.length)}`, 'deleted', 'shell', seq, source, verified, blanket);
      return;
    }
    this.record(path, 'deleted', 'shell', seq, source, verified, blanket);
  }

  private record(path: string, change: FileChange, from: 'tool' | 'shell', seq: number, source: HeldRef, verified: boolean, blanket: boolean): void {
    // A folder the shell removed (`git rm -r pup_mcp/`) removed the files known under it: each is deleted, not it.
    const inside = change === 'deleted' && from === 'shell' ? this.under(path) : [];
    if (inside.length > 0) {
      for (const file of inside) if (!this.entries.get(file)?.gone) this.record(file, change, from, seq, source, verified, blanket);
      return;
    }
    // A file made and removed here, then made again, is new: what came before it left nothing.
    const found = this.entries.get(path);
    const before = found?.gone ? undefined : found;
    const wrote = before !== undefined && (before.from === 'tool' || before.from === 'shell') && !before.reset;
    this.entries.delete(path);
    // Made here and removed again (a throwaway probe test): nothing of it is left to hand off.
    const gone = change === 'deleted' && wrote && before.change === 'created' && !before.earlier;
    const entry = { path, change: merged(before?.change ?? null, change, before?.from ?? null), from, source, verified, seq, reset: blanket && !wrote, earlier: this.beforePart, gone };
    this.entries.set(path, entry);
    while (this.entries.size > this.cap) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
      this.dropped++;
    }
  }

  /** The known files under `path` when it is a folder (those already removed too: it is still no file). */
  private under(path: string): string[] {
    const dir = `${path.replace(/\/+$/, '')}/`;
    return [...this.entries.keys()].filter((k) => k.startsWith(dir));
  }

  /**
   * A file known only from a summary or from Entire's metadata: added when the transcript itself did not show it,
   * as the oldest (it happened before anything read here), never over a change the transcript shows.
   */
  known(path: string, change: FileChange, from: 'compaction' | 'entire', source: HeldRef): void {
    if (this.entries.has(path) || this.entries.size >= this.cap || REDACTED_NAME.test(path)) return;
    const rest = [...this.entries.entries()];
    this.entries.clear();
    const earlier = from === 'compaction' && this.afterStart;
    this.entries.set(path, { path, change, from, source, verified: false, seq: 0, reset: false, earlier, gone: false });
    for (const [k, v] of rest) this.entries.set(k, v);
  }

  /**
   * The checkpoint's part of the transcript starts past its end, so the whole transcript is read for what it says
   * (`on`), but every record of it precedes the part: its edits and shell writes are the part's only where Entire's
   * files_touched names them. Off again for the next slot read.
   */
  earlierParts(on: boolean): void {
    this.beforePart = on;
  }

  /**
   * The part read starts after the transcript's first record (`on`): earlier checkpoints took the records before it. A
   * compaction summary in the part recounts the whole session, so the files it names are the part's only where
   * Entire's files_touched names them. Off again for the next slot read.
   */
  laterPart(on: boolean): void {
    this.afterStart = on;
  }

  /** The slot read now is read whole for an empty part (earlierParts). */
  get readsEarlier(): boolean {
    return this.beforePart;
  }

  /** An edit of `path` failed or was turned down: unless another one succeeds, the file was not changed by it. */
  notChanged(path: string): void {
    if (this.refused.size < this.cap) this.refused.add(path);
  }

  /**
   * A subagent (Claude Code's Task) finished: it may have written any file, and the transcript need not show its
   * edits. A failed edit of a file Entire names then proves nothing (it fails as "no changes to make" when the
   * subagent already made that change).
   */
  subagentDone(): void {
    this.delegated = true;
  }

  /** A subagent run in the background reported back (event `seq`): the transcript holds none of its edits. */
  backgroundDone(seq: number): void {
    this.delegated = true;
    this.backgroundSeq = seq;
  }

  /** A background run reported back: only then does a `git status` listing name files no record shows. */
  get heardFromBackground(): boolean {
    return this.backgroundSeq > 0;
  }

  /** A read tool opened `path`: the file was there. */
  opened(path: string): void {
    if (this.read.size < this.cap) this.read.add(path);
  }

  /**
   * What a write did to `path`, given what its result says: a file opened before and not removed since existed, so
   * "File created" names a rewrite (an empty stub tracked in git, filled in), not a new file.
   */
  writeChange(path: string, said: FileChange): FileChange {
    return said === 'created' && this.read.has(path) && this.entries.get(path)?.change !== 'deleted' ? 'modified' : said;
  }

  /** A file the shell wrote is held as modified: whether it was new, a `git status` may tell (see newPerGit). */
  get shellWroteWhole(): boolean {
    for (const e of this.entries.values()) if (e.from === 'shell' && e.change === 'modified') return true;
    return false;
  }

  /** `git status` lists these paths new: a file the shell wrote whole and the ledger holds as modified was created. */
  newPerGit(paths: string[]): void {
    for (const path of paths) {
      const known = this.entries.get(path);
      if (known?.from === 'shell' && known.change === 'modified') known.change = 'created';
    }
  }

  /**
   * `git status` listed `changes`: those under a folder a shell command wrote whole (a generator's `-o icons`) are the
   * files it wrote there, which its command line could not name; they count from that command on.
   */
  listedUnderWritten(changes: { path: string; change: FileChange }[]): void {
    const folders = [...this.entries.values()].filter((e) => e.from === 'shell' && e.change !== 'deleted' && !e.gone && !e.reset);
    if (folders.length === 0) return;
    for (const c of changes) {
      if (this.entries.has(c.path)) continue;
      const folder = folders.find((f) => c.path.startsWith(`${f.path.replace(/\/+$/, '')}/`));
      if (folder) this.record(c.path, c.change, 'shell', folder.seq, folder.source, true, false);
    }
  }

  /**
   * The changed files `git status` listed after a background run reported back: what it wrote, which no record shows.
   * A file the transcript already shows keeps what the transcript says; the rest count as changed when the run
   * reported. Without such a run, the listing adds nothing: the transcript's own edits (and a foreground subagent's,
   * recorded with its result) are the session's, and the rest of the tree may be anyone's.
   */
  listedByGit(changes: { path: string; change: FileChange }[], source: HeldRef): void {
    if (!this.heardFromBackground) return;
    for (const c of changes) if (!this.entries.has(c.path)) this.change(c.path, c.change, 'shell', this.backgroundSeq, source, true);
  }

  /**
   * `git status` listed these paths deleted: a file the shell removed wholesale (`rm -f src/app/route.ts`) was in the
   * tree after all, so its removal is the work's even where Entire's files_touched (which names edits, not removals)
   * leaves it out.
   */
  deletedInTree(paths: string[]): void {
    for (const path of paths) {
      const e = this.entries.get(path);
      if (e?.reset && e.change === 'deleted') e.reset = false;
    }
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  /**
   * Files the transcript shows changed after event `seq` (summaries and metadata are not edits a check could miss,
   * nor is state a run was reset with).
   */
  changedAfter(seq: number): HeldFileTouch[] {
    return [...this.entries.values()].filter((e) => e.seq > seq && (e.from === 'tool' || e.from === 'shell') && !e.reset);
  }

  /** Oldest first. */
  list(): HeldFileTouch[] {
    return this.present().map(held);
  }

  /**
   * The changes that are the part's work, cross-checked with Entire: a change read before the part counts only where
   * Entire names it; so does a path the shell removed wholesale that the session never wrote (a scratch clone, a cache,
   * state a run was reset with: `rm -rf tmp/clones/x`), when Entire lists any file at all, unless `git status` listed
   * it deleted (see deletedInTree). A file removed by name stays: it was in the tree, which is what the next agent
   * works on.
   */
  private ofPart(): HeldFileTouch[] {
    return this.present().filter((e) => (e.earlier || (e.reset && this.entire.size > 0) ? this.entireNames(e.path) : true)).map(held);
  }

  private present(): Entry[] {
    return [...this.entries.values()].filter((e) => !e.gone);
  }

  /** Entire's files_touched names `path`, or a file under it (a folder removed whole). */
  private entireNames(path: string): boolean {
    const dir = `${path.replace(/\/+$/, '')}/`;
    return this.entire.has(path) || [...this.entire].some((p) => p.startsWith(dir));
  }

  get entireSize(): number {
    return this.entire.size;
  }

  /** Entire's `files_touched` of a session read: what the transcript's edits are checked against. */
  noteEntire(paths: string[]): void {
    for (const p of paths) {
      if (this.entire.size >= this.entireCap) return;
      // Entire run on Windows writes files_touched with the machine's separator (`client\components\page.tsx`).
      const path = windowsRelativeSlashed(p);
      this.entire.add(path.length > 400 ? path.slice(0, 400) : path);
    }
  }

  /**
   * The files, those only Entire's files_touched names first (changes the transcript read here never showed). Entire
   * lists what an edit aimed at, so a file whose edits the transcript shows failed or turned down, and none succeed,
   * is not one of them, unless a subagent worked here (its edits are Entire's record, not the transcript's). A compaction summary often shortens paths ("list/view.go"): one that is the tail of exactly
   * one full path known from the transcript or from Entire is that file, not another one. A path a shell command
   * changed that holds known files is a folder. Entire's set-up files only its list names are left out (setupOnly).
   */
  listWithEntire(source: HeldRef): HeldFileTouch[] {
    const full = [...new Set([...this.entire, ...[...this.entries.values()].filter((e) => e.from !== 'compaction').map((e) => e.path)])];
    const seen: HeldFileTouch[] = [];
    const named = new Set<string>();
    for (const f of this.ofPart()) {
      const path = f.from === 'compaction' ? fullPathOf(f.path, full) : f.path;
      if (named.has(path) || (path !== f.path && this.entries.has(path))) continue;
      // A shell command moved or removed a folder (`git mv plugins/skills skills`): its files are listed, not it.
      if (f.from === 'shell' && full.some((k) => k.startsWith(`${path}/`))) continue;
      named.add(path);
      seen.push(path === f.path ? f : { ...f, path });
    }
    const extra: HeldFileTouch[] = [...this.entire]
      .filter((p) => !named.has(p) && !this.wasRefused(p) && !this.entries.get(p)?.gone && !this.setupOnly(p))
      .slice(0, Math.max(0, this.entireCap - seen.length))
      .map((path) => ({ path, change: 'modified', from: 'entire', source, verified: false }));
    return [...extra, ...seen];
  }

  /**
   * Entire's own set-up file (entire-setup-files.ts) that only Entire's list names: hooks installed for the agents, no
   * work of the session's. A subagent's edits are Entire's record alone, so with one at work the file stays.
   */
  private setupOnly(path: string): boolean {
    return !this.delegated && isEntireSetupFile(path);
  }

  /** `path` (repository-relative) is a file whose edit was refused; the transcript's path may still be absolute. */
  private wasRefused(path: string): boolean {
    if (this.delegated) return false;
    return this.refused.has(path) || [...this.refused].some((r) => r.endsWith(`/${path}`));
  }

  /** Files the transcript shows created or modified in the repository that Entire's files_touched (if any) leaves out. */
  notInEntire(): string[] {
    if (this.entire.size === 0) return [];
    return this.list()
      .filter((f) => (f.from === 'tool' || f.from === 'shell') && f.change !== 'deleted' && !f.path.startsWith('/') && !this.entire.has(f.path))
      .map((f) => f.path);
  }
}

function held({ seq: _seq, reset: _reset, earlier: _earlier, gone: _gone, ...f }: Entry): HeldFileTouch {
  return f;
}

/** `path` when it is whole (or matches no known file, or several); else the one known path it is the tail of. */
function fullPathOf(path: string, known: string[]): string {
  if (path.startsWith('/') || known.includes(path)) return path;
  const matches = known.filter((k) => k.endsWith(`/${path}`));
  return matches.length === 1 ? (matches[0] as string) : path;
}

/** What a file's change adds up to, given what was done to it before (`null`: nothing). */
function merged(before: FileChange | null, now: FileChange, beforeFrom: FileTouch['from'] | null): FileChange {
  if (now === 'deleted' || before === null) return now;
  // Made in this session, then edited: still new. Deleted, then written again: changed.
  if (before === 'created' && beforeFrom !== 'entire') return 'created';
  if (before === 'deleted') return 'modified';
  return now;
}
