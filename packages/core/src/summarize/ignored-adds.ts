/**
 * A `git add` git refused because a path it names is ignored ("The following paths are ignored by one of your
 * .gitignore files: .claude … hint: Use -f if you really want to add them"), and what the agent did next: it added the
 * file with `-f` so the ignored file is committed all the same, or it added the rest without it so the ignored file
 * stays out. Either way a choice the next agent must keep (not commit the project's ignored notes; not drop a settings
 * file the change needs). The records show both halves: the refusal's output names the paths, the next `git add` that
 * goes through says which way it went.
 */
import type { BuilderState } from './builder-state.js';
import { DECISION_MAX } from './decisions.js';
import { simpleCommands, unwrapped } from './shell-words.js';
import type { HeldRef } from './source-lines.js';

/** The paths an ignored-path refusal names: git lists them one a line, between its notice and its hints. */
const REFUSAL = /the following paths are ignored by one of your \.gitignore files:\s*\n((?:(?!hint:)[^\n]+\n?)+)/i;
const FORCE = /^(?:-[a-zA-Z]*f[a-zA-Z]*|--force)$/;
const MAX_PATHS = 4;
/** Most commands add nothing: one search spares cutting them into words. */
const MAY_ADD = /\bgit\b[^\n]*\badd\b/;

export interface IgnoredAdd {
  /** What git said is ignored. */
  ignored: string[];
  /** The paths the refused `git add` named under them. */
  named: string[];
  /** The other paths it named: an add that retries the same commit names them again. */
  others: string[];
}

/** The words after `git add` of each `git add` in a command line (`git -C dir add` too). */
function addWords(command: string): string[][] {
  const out: string[][] = [];
  if (!MAY_ADD.test(command)) return out;
  for (const c of simpleCommands(command)) {
    const words = unwrapped(c.words);
    if (words[0] !== 'git') continue;
    const rest = words.slice(1);
    const at = rest[0] === '-C' ? 2 : 0;
    if (rest[at] === 'add') out.push(rest.slice(at + 1));
  }
  return out;
}

const isUnder = (path: string, ignored: string[]): boolean => ignored.some((i) => path === i || path.startsWith(`${i.replace(/\/+$/, '')}/`));
const paths = (words: string[]): string[] => words.filter((w) => !w.startsWith('-'));
const quoted = (list: string[]): string => list.slice(0, MAX_PATHS).map((p) => `\`${p}\``).join(', ');

/** A failed command: when git refused to add an ignored path, what it named is kept until the next add goes through. */
export function onAddRefused(s: BuilderState, command: string, output: string): void {
  const adds = addWords(command);
  const listed = REFUSAL.exec(output)?.[1];
  if (adds.length === 0 || !listed) return;
  const ignored = [...new Set(listed.split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && !/\s/.test(l)))];
  const all = adds.flatMap((w) => paths(w));
  const named = all.filter((p) => isUnder(p, ignored));
  if (ignored.length > 0) s.ignoredAdd = { ignored, named: named.length > 0 ? named : ignored, others: all.filter((p) => !isUnder(p, ignored)) };
}

/** A command that went through: a `git add` after the refusal forced the ignored paths in, or left them out. */
export function onAddPassed(s: BuilderState, command: string, source: HeldRef): void {
  const refused = s.ignoredAdd;
  const adds = addWords(command);
  if (!refused || adds.length === 0) return;
  s.ignoredAdd = null;
  const where = `${quoted(refused.ignored)} ${refused.ignored.length > 1 ? 'are' : 'is'} ignored by .gitignore`;
  const forced = adds.filter((w) => w.some((x) => FORCE.test(x))).flatMap((w) => paths(w).filter((p) => isUnder(p, refused.ignored)));
  if (forced.length > 0) {
    const text = `${where}, so ${quoted(forced)} ${forced.length > 1 ? 'were' : 'was'} force-added (\`git add -f\`) all the same`;
    s.pushDecision({ text: text.slice(0, DECISION_MAX), rejected: [] }, 'assistant', source, true);
    return;
  }
  // Left out only by the same commit tried again without them: a later add of other work says nothing of them.
  const added = adds.flatMap((w) => paths(w));
  if (added.some((p) => isUnder(p, refused.ignored)) || !added.some((p) => refused.others.includes(p))) return;
  const text = `${where}, so ${quoted(refused.named)} ${refused.named.length > 1 ? 'were' : 'was'} left out rather than force-added (\`git add -f\`)`;
  s.pushDecision({ text: text.slice(0, DECISION_MAX), rejected: [{ option: 'force-adding the ignored path with `git add -f`', reason: null }] }, 'assistant', source, true);
}
