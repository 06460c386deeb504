/**
 * The files a package manager rewrites when it adds or removes a dependency: `cargo add serde` changes Cargo.toml
 * and Cargo.lock, `npm install zod` package.json and package-lock.json, `go get` go.mod and go.sum, `uv add` /
 * `poetry add` pyproject.toml and their lock. The caller keeps them only for a command that exited 0. A run that
 * names no package (`npm install` restores what the lock says), a global install, `--no-save`, and a run aimed at
 * another folder or workspace member (`--prefix`, `--manifest-path`, `-p`, `--filter`) say nothing sure of which
 * files in the tree changed: left out.
 */
import type { FileChange } from '../types/handoff.js';

interface Manager {
  /** The subcommands that add or remove a dependency. */
  verbs: ReadonlySet<string>;
  manifest: string;
  lock: string;
  /**
   * Options whose value is the next word (`--registry <url>`, `--group dev`): that word names no package. A git URL or
   * path (`cargo add --git <url>`) does name the dependency, so those options are not here.
   */
  valued: ReadonlySet<string>;
}

const MANAGERS: Record<string, Manager> = {
  npm: { verbs: new Set(['install', 'i', 'add', 'uninstall', 'remove', 'rm', 'un']), manifest: 'package.json', lock: 'package-lock.json', valued: new Set(['--registry', '--tag', '--cache', '--userconfig', '--save-prefix', '--omit', '--include', '--install-strategy']) },
  pnpm: { verbs: new Set(['add', 'install', 'i', 'remove', 'rm', 'uninstall']), manifest: 'package.json', lock: 'pnpm-lock.yaml', valued: new Set(['--registry', '--reporter']) },
  yarn: { verbs: new Set(['add', 'remove']), manifest: 'package.json', lock: 'yarn.lock', valued: new Set(['--registry']) },
  cargo: { verbs: new Set(['add', 'remove', 'rm']), manifest: 'Cargo.toml', lock: 'Cargo.lock', valued: new Set(['--features', '--rename', '--registry', '--branch', '--tag', '--rev', '--target']) },
  go: { verbs: new Set(['get']), manifest: 'go.mod', lock: 'go.sum', valued: new Set() },
  uv: { verbs: new Set(['add', 'remove']), manifest: 'pyproject.toml', lock: 'uv.lock', valued: new Set(['--group', '--optional', '--extra', '--index', '--index-url', '--default-index', '--rev', '--tag', '--branch', '--marker', '-m', '--python']) },
  poetry: { verbs: new Set(['add', 'remove']), manifest: 'pyproject.toml', lock: 'poetry.lock', valued: new Set(['--group', '-G', '--extras', '-E', '--source', '--python', '--platform', '--markers']) },
};

/** Options that point the manager elsewhere or keep the tree as it is. */
const ELSEWHERE = /^(?:-g|--global|--no-save|--prefix|-C|--dir|--manifest-path|-p|--package|--filter|-F|--workspace|-w|--project|--directory|--frozen|--dry-run|--locked)(?:=|$)/;

/** The package managers read here, by the program's name: a command naming none of them writes no manifest. */
export const MANAGER_NAMES: readonly string[] = Object.keys(MANAGERS);

/** What `prog args…` (one simple command, its words unquoted) writes as a package manager, if it is one. */
export function manifestWrites(prog: string, args: readonly string[]): { path: string; change: FileChange }[] {
  const manager = MANAGERS[prog];
  const [verb, ...rest] = args;
  if (!manager || !verb || !manager.verbs.has(verb)) return [];
  if (rest.some((a) => ELSEWHERE.test(a))) return [];
  if (!namesPackage(rest, manager.valued)) return [];
  return [{ path: manager.manifest, change: 'modified' }, { path: manager.lock, change: 'modified' }];
}

/** A dependency is named: a word that is neither an option nor the value of one (`--group dev`). */
function namesPackage(args: readonly string[], valued: ReadonlySet<string>): boolean {
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (valued.has(a)) i++;
    else if (!a.startsWith('-')) return true;
  }
  return false;
}
