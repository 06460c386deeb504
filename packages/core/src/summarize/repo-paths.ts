/**
 * Paths of the recording machine (`/Users/dana/code/acme-api/src/rateLimit.ts`) shown relative to the repository
 * root. The summarizer already does this when it knows the root; this pass covers what it could not know: a root
 * found from Entire's own list of files touched (repository-relative) matched against the absolute paths, or from a
 * working directory any record named.
 */
import type { Fact, Handoff } from '../types/handoff.js';

/** Roots under which an absolute path ends with one of Entire's repository-relative paths. */
export function rootsFromMetadata(paths: string[], repoRelative: string[]): string[] {
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

/** Every path under one of `roots` in the handoff's path-bearing facts, made relative. */
export function relativizeHandoff(h: Handoff, roots: (string | null | undefined)[]): Handoff {
  const clean = [...new Set(roots.flatMap((r) => (r ? [r.replace(/[\\/]+$/, '')] : [])).filter((r) => isAbsolute(r) && r.length > 1))];
  // Longest first, so a nested root is not cut by its parent.
  clean.sort((a, b) => b.length - a.length);
  if (clean.length === 0) return h;
  const text = (s: string): string => clean.reduce((acc, root) => acc.split(`${root}/`).join('').split(`${root}\\`).join(''), s);
  const path = (p: string): string => (clean.includes(p) ? '.' : text(p));
  const fact = <T extends Fact>(f: T): T => ({ ...f, text: text(f.text) });
  const factOrNull = <T extends Fact>(f: T | null): T | null => (f ? fact(f) : null);
  // What stays absolute lies outside the repository: the agent's own plan files (`~/.claude/plans/…`) and scratch,
  // which the next agent cannot open and which name the recording machine.
  const inRepo = (paths: string[]): string[] => [...new Set(paths.map(path))].filter((p) => !isAbsolute(p));
  const filesTouched = inRepo(h.filesTouched);
  const outside = new Set(h.filesTouched.map(path)).size - filesTouched.length;
  return {
    ...h,
    filesTouched,
    ...(h.files ? { files: h.files.map((f) => ({ ...f, path: path(f.path) })).filter((f) => !isAbsolute(f.path)) } : {}),
    uncertainty: outside > 0 ? [...h.uncertainty, `${outside} file(s) outside the repository (the agent's own plans or scratch) are left out of Files touched.`] : h.uncertainty,
    currentState: h.currentState.map(fact),
    recentProgress: h.recentProgress.map(fact).filter((f) => !OUTSIDE_EDIT.test(f.text)),
    nextStep: factOrNull(h.nextStep),
    errors: h.errors.map((e) => ({ ...fact(e), decisiveLine: text(e.decisiveLine) })),
    commands: h.commands.map((c) => ({ ...c, command: text(c.command) })),
    ...(h.otherSessions
      ? {
          otherSessions: h.otherSessions.map((s) => ({
            ...s,
            filesTouched: inRepo(s.filesTouched),
            nextStep: factOrNull(s.nextStep),
            lastCheck: factOrNull(s.lastCheck),
          })),
        }
      : {}),
  };
}

/** The summarizer's progress line for a file that stayed absolute, so lies outside the repository. */
const OUTSIDE_EDIT = /^(?:Created|Edited|Deleted) (?:\/|[A-Za-z]:[\\/])\S*$/;

function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p);
}
