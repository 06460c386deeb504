import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ExitCode, HandoffError } from '../errors.js';
import { SAVE_DIR } from './save-dir.js';
import { redactForOutput } from '../redact/redact.js';
import { isInside, resolveInside } from '../safety/safe-path.js';

export interface ContractDestination {
  /** `--output <path>`, relative to `cwd`. */
  output?: string;
  /** `--save`: plans/handoffs/<slug>-<session>-<YYYYMMDD-HHmmss>.md, a name no other save has taken. */
  save?: boolean;
  force?: boolean;
  /** Where a relative `--output` is resolved from (the user's current directory). */
  cwd: string;
  /** The text the `--save` slug is made from: the focus, else the branch. */
  slugFrom?: string | null;
  /** The session the contract hands off: its short id goes into the `--save` name, so sessions never collide. */
  sessionId?: string | null;
  now?: Date;
}

export interface WrittenContract {
  /** Absolute path of the file written. */
  path: string;
  /** The same path relative to the repository top level, `/`-separated. */
  relative: string;
}

export { SAVE_DIR };

/** The single line printed after writing: what to paste into the next agent. */
export function continuationLine(path: string): string {
  return `Read ${path} and verify the Current state section against the repo before acting.`;
}

/** Lowercase letters, digits and dashes only, at most 48 characters; `handoff` when nothing usable is left. */
export function slugify(text: string | null | undefined): string {
  const slug = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return slug === '' ? 'handoff' : slug;
}

/** `YYYYMMDD-HHmmss` in UTC, so the name does not depend on the machine's time zone. */
export function fileStamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}`;
  return `${date}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

/**
 * The `--save` file name: slug, the session's short id, the time; a counter when that name is taken (a second save
 * of the same session in the same second), so a save never needs `--force` and never replaces another contract.
 */
export function saveName(dir: string, dest: ContractDestination): string {
  const tag = (dest.sessionId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toLowerCase();
  const base = [slugify(dest.slugFrom), tag, fileStamp(dest.now ?? new Date())].filter((p) => p !== '').join('-');
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? `${base}.md` : `${base}-${n}.md`;
    if (lstatOrNull(join(dir, name)) === null) return name;
  }
}

/**
 * Where the contract goes, checked before anything is written: inside the repository (no `..`, no absolute path
 * elsewhere, no symlinked folder leading out), never into `.git` or `.entire`, never onto a symlink.
 */
export function contractPath(repoTopLevel: string, dest: ContractDestination): string {
  if (dest.output !== undefined && dest.save) {
    throw new HandoffError('--output and --save are alternatives: pass one of them', ExitCode.usage);
  }
  if (dest.output === undefined && !dest.save) throw new HandoffError('no destination: pass --output <path> or --save', ExitCode.usage);
  const top = realpathSync(repoTopLevel);
  let target: string;
  if (dest.output !== undefined) {
    if (dest.output.trim() === '') throw new HandoffError('--output needs a file path', ExitCode.usage);
    if (dest.output.split(/[\\/]+/).includes('..')) throw refused(dest.output, 'a path with ".." is not accepted');
    // A control character in a name would be printed to terminals and editors as-is.
    if (/[\x00-\x1f\x7f-\x9f]/.test(dest.output)) throw refused(JSON.stringify(dest.output), 'a path with control characters is not accepted');
    if (/[\\/]$/.test(dest.output)) throw refused(dest.output, 'it names a folder; give a file name, e.g. plans/handoff.md');
    target = resolve(dest.cwd, dest.output);
  } else {
    target = join(top, SAVE_DIR, saveName(join(top, SAVE_DIR), dest));
  }
  // A lexical check first (also catches an absolute path elsewhere), then the real one through symlinks.
  const lexicalTop = isInside(resolve(repoTopLevel), target) ? resolve(repoTopLevel) : top;
  if (!isInside(lexicalTop, target)) throw refused(target, 'it is outside the repository');
  if (relative(lexicalTop, target) === '') throw refused(target, 'it is the repository folder itself');
  const real = realInside(top, relative(lexicalTop, target), target);
  const rel = relative(top, real);
  const first = rel.split(sep)[0];
  if (first === '.git' || first === '.entire') throw refused(target, `hand-off-session never writes into ${first}/`);
  if (rel === '') throw refused(target, 'it is the repository folder itself');
  return real;
}

/**
 * Writes the contract. The text is redacted and scanned again first (fail closed: nothing is written, no folder is
 * created). Whatever sits at the target is never opened: a symlink, a directory, a FIFO or another non-regular file,
 * and a file with other hard links are refused; an existing file is refused without `force`, and with `force` it is
 * replaced by renaming a new file over it. The new file is created in the target's folder without following links
 * (O_CREAT | O_EXCL | O_NOFOLLOW), and where it really is is confirmed through its descriptor before anything is
 * written into it, so a symlink swapped in between the checks and the write cannot carry the write elsewhere.
 */
export function writeContract(repoTopLevel: string, text: string, dest: ContractDestination): WrittenContract {
  const path = contractPath(repoTopLevel, dest);
  const clean = redactForOutput(text);
  const existing = lstatOrNull(path);
  if (existing) refuseExisting(path, existing, Boolean(dest.force));
  mkdirSync(dirname(path), { recursive: true });
  const top = realpathSync(repoTopLevel);
  // Without --force the file itself is created exclusively (an existing entry, of any kind, makes it fail); with
  // --force a temporary file next to it is, and is renamed over the target (rename replaces the entry, it never
  // writes through it).
  const created = dest.force ? join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`) : path;
  const fd = createExclusive(created, path);
  let placed = false;
  try {
    confirmInside(fd, created, top, path);
    writeAll(fd, clean, path);
    if (dest.force) renameSync(created, path);
    placed = true;
    confirmPlaced(fd, path, top);
  } catch (error) {
    if (!placed) unlinkIfOurs(fd, created);
    throw error instanceof HandoffError ? error : new HandoffError(`cannot write ${path}: ${errnoOf(error)}`, ExitCode.failure);
  } finally {
    closeSync(fd);
  }
  return { path, relative: relative(top, path).split(sep).join('/') };
}

function refuseExisting(path: string, st: Stats, force: boolean): void {
  if (st.isSymbolicLink()) throw refused(path, 'it is a symlink');
  if (st.isDirectory()) throw refused(path, 'it is a directory');
  if (!st.isFile()) throw refused(path, 'it is not a regular file (a FIFO, socket or device)');
  if (st.nlink > 1) throw refused(path, `it has ${st.nlink} hard links, so writing it would change another file too`);
  if (!force) {
    throw new HandoffError(`${path} already exists (modified ${st.mtime.toISOString()}); pass --force to overwrite it`, ExitCode.failure);
  }
}

/** Creates `file` (it must not exist), not following a symlink at its name. */
function createExclusive(file: string, shown: string): number {
  try {
    return openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'EEXIST') throw new HandoffError(`${shown} already exists; pass --force to overwrite it`, ExitCode.failure);
    if (code === 'ELOOP') throw refused(shown, 'it is a symlink');
    throw new HandoffError(`cannot write ${shown}: ${code}`, ExitCode.failure);
  }
}

/**
 * The file behind `fd` is the one at `file`, inside the repository: its folder's real path is inside, and the entry
 * there is this very inode (a folder swapped for a symlink after the checks would put it elsewhere).
 */
function confirmInside(fd: number, file: string, top: string, shown: string): void {
  const viaFd = procPath(fd);
  if (viaFd !== null && !isInside(top, viaFd)) throw refused(shown, 'a symlink swapped in leads it outside the repository');
  const realDir = realpathSync(dirname(file));
  if (!isInside(top, realDir)) throw refused(shown, 'a symlink swapped in leads it outside the repository');
  if (!sameInode(fstatSync(fd), lstatOrNull(join(realDir, basename(file))))) throw refused(shown, 'the file was swapped while it was written');
}

/** After the rename: the target's entry is the file written, a single link, inside the repository. */
function confirmPlaced(fd: number, path: string, top: string): void {
  const st = lstatOrNull(path);
  if (!sameInode(fstatSync(fd), st) || !isInside(top, realpathSync(dirname(path)))) {
    throw refused(path, 'the target was swapped while it was written; check it');
  }
}

/** The path the kernel gives an open descriptor (Linux); null where there is no /proc. */
function procPath(fd: number): string | null {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}

function sameInode(a: Stats, b: Stats | null): boolean {
  return b !== null && b.isFile() && a.ino === b.ino && a.dev === b.dev;
}

function writeAll(fd: number, text: string, shown: string): void {
  const buf = Buffer.from(text, 'utf8');
  try {
    for (let at = 0; at < buf.length; ) at += writeSync(fd, buf, at, buf.length - at);
    fsyncSync(fd);
  } catch (error) {
    throw new HandoffError(`cannot write ${shown}: ${errnoOf(error)}`, ExitCode.failure);
  }
}

/** Removes the half-made file, only while the entry at `file` is still the one this write created. */
function unlinkIfOurs(fd: number, file: string): void {
  try {
    if (sameInode(fstatSync(fd), lstatOrNull(file))) unlinkSync(file);
  } catch {
    // already gone: nothing of ours is left
  }
}

function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** The shared resolver follows symlinks of the nearest existing ancestor; its refusal becomes ours (exit 1). */
function realInside(top: string, rel: string, shown: string): string {
  try {
    return resolveInside(top, rel);
  } catch (error) {
    if (!(error instanceof HandoffError)) throw error;
    throw refused(shown, /symlink/.test(error.message) ? 'a symlink leads it outside the repository' : error.message);
  }
}

function lstatOrNull(p: string): Stats | null {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}

function refused(path: string, why: string): HandoffError {
  return new HandoffError(`refusing to write ${path}: ${why}`, ExitCode.failure);
}
