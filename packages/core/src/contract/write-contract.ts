import { lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ExitCode, HandoffError } from '../errors.js';
import { redactForOutput } from '../redact/redact.js';
import { resolveInside } from '../safety/safe-path.js';

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

export const SAVE_DIR = 'plans/handoffs';

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
    target = resolve(dest.cwd, dest.output);
  } else {
    target = join(top, SAVE_DIR, saveName(join(top, SAVE_DIR), dest));
  }
  // A lexical check first (also catches an absolute path elsewhere), then the real one through symlinks.
  const lexicalTop = isInside(resolve(repoTopLevel), target) ? resolve(repoTopLevel) : top;
  if (!isInside(lexicalTop, target)) throw refused(target, 'it is outside the repository');
  const real = realInside(top, relative(lexicalTop, target), target);
  const rel = relative(top, real);
  const first = rel.split(sep)[0];
  if (first === '.git' || first === '.entire') throw refused(target, `hand-off-session never writes into ${first}/`);
  if (rel === '') throw refused(target, 'it is the repository folder itself');
  return real;
}

/**
 * Writes the contract. The text is redacted and scanned again first (fail closed: nothing is written, no folder is
 * created). An existing file is refused without `force`; with `force` it is overwritten in place, never renamed or
 * deleted. A symlink is never written through.
 */
export function writeContract(repoTopLevel: string, text: string, dest: ContractDestination): WrittenContract {
  const path = contractPath(repoTopLevel, dest);
  const clean = redactForOutput(text);
  const existing = lstatOrNull(path);
  if (existing?.isSymbolicLink()) throw refused(path, 'it is a symlink');
  if (existing?.isDirectory()) throw refused(path, 'it is a directory');
  if (existing && !dest.force) {
    throw new HandoffError(
      `${path} already exists (modified ${existing.mtime.toISOString()}); pass --force to overwrite it`,
      ExitCode.failure,
    );
  }
  mkdirSync(dirname(path), { recursive: true });
  // Re-check after creating folders: a symlink swapped in meanwhile must not carry the write outside.
  if (!isInside(realpathSync(repoTopLevel), realpathSync(dirname(path)))) throw refused(path, 'a symlink leads it outside the repository');
  try {
    writeFileSync(path, clean, { encoding: 'utf8', flag: dest.force ? 'w' : 'wx', mode: 0o644 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new HandoffError(`${path} already exists; pass --force to overwrite it`, ExitCode.failure);
    throw new HandoffError(`cannot write ${path}: ${code ?? (error as Error).message}`, ExitCode.failure);
  }
  return { path, relative: relative(realpathSync(repoTopLevel), path).split(sep).join('/') };
}

function isInside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
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

function lstatOrNull(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}

function refused(path: string, why: string): HandoffError {
  return new HandoffError(`refusing to write ${path}: ${why}`, ExitCode.failure);
}
