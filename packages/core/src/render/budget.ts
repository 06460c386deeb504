/**
 * `--budget <tokens>`: the same handoff, smaller or larger. Tokens are estimated as characters / 4 (close enough
 * for English and code with every tokenizer we target; deterministic and free).
 *
 * The renderer walks a fixed chain of detail levels, richest first, each one cutting a little more, and keeps the
 * first level that fits. Because the chain is fixed, a bigger budget always stops earlier in it, so its output holds
 * everything a smaller budget's output holds (monotone), and the same input always gives the same output.
 * Never cut: the latest instruction, open questions, the latest error, the next step, the task (only shortened).
 */
import type { Fact, SourceRef } from '../types/handoff.js';
import { safeId } from './data.js';

export const DEFAULT_BUDGET = 1500;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export type ListSection = 'currentState' | 'recentProgress' | 'decisions' | 'files' | 'commands' | 'errors' | 'openTodos' | 'doneTodos' | 'uncertainty' | 'rawTail';

export interface Detail {
  /** How many items of each list to show (the newest ones). */
  limits: Record<ListSection, number>;
  /** Character caps of quoted text. */
  taskChars: number;
  instructionChars: number;
  /** Lines of the quoted task and latest instruction: a pasted log or plan of short lines fills a screen under its character cap. */
  quoteLines: number;
  itemChars: number;
}

const RICHEST: Detail = {
  limits: { currentState: 8, recentProgress: 10, decisions: 8, files: 40, commands: 12, errors: 5, openTodos: 30, doneTodos: 30, uncertainty: 12, rawTail: 40 },
  taskChars: 2000,
  instructionChars: 2400,
  quoteLines: 40,
  itemChars: 400,
};

type Step = Partial<Omit<Detail, 'limits'>> & { limits?: Partial<Record<ListSection, number>> };

/**
 * Cuts in order of increasing value to the next agent: the raw tail, progress, finished todos and notes first; the
 * open todos, the edits and the commands (what the next agent checks first) last, after every quoted plan was cut down.
 */
const STEPS: Step[] = [
  { itemChars: 300 },
  { limits: { rawTail: 15 } },
  { limits: { recentProgress: 6 } },
  { limits: { doneTodos: 5 } },
  { limits: { commands: 6 } },
  { limits: { uncertainty: 6 } },
  { limits: { files: 20 } },
  { limits: { decisions: 4 } },
  { limits: { recentProgress: 3 } },
  { taskChars: 1000 },
  { quoteLines: 16 },
  { limits: { doneTodos: 0 } },
  { limits: { currentState: 5 } },
  { limits: { uncertainty: 3 } },
  { limits: { decisions: 2 } },
  { limits: { files: 10 } },
  { limits: { recentProgress: 0 } },
  { limits: { commands: 3 } },
  { limits: { rawTail: 5 } },
  { limits: { errors: 3 } },
  { itemChars: 200 },
  { instructionChars: 1600 },
  { quoteLines: 10 },
  { limits: { openTodos: 10 } },
  { limits: { decisions: 1 } },
  { limits: { uncertainty: 1 } },
  { limits: { currentState: 3 } },
  { taskChars: 500 },
  { limits: { files: 5 } },
  { limits: { decisions: 0 } },
  { limits: { commands: 2 } },
  { limits: { openTodos: 5 } },
  { limits: { errors: 1 } },
  { itemChars: 140 },
  { limits: { currentState: 1 } },
  { taskChars: 300 },
  { instructionChars: 1000 },
  { quoteLines: 6 },
  { limits: { rawTail: 2 } },
  { limits: { files: 3 } },
  { limits: { uncertainty: 0 } },
  { taskChars: 200 },
  { instructionChars: 700 },
  { limits: { openTodos: 3, currentState: 0 } },
  { limits: { commands: 0, files: 0, openTodos: 0 } },
];

/**
 * The fixed chain of detail levels, richest first. When the raw tail was asked for (`--raw`), its cuts come last:
 * the facts make room for it, not the other way round.
 */
export function detailLevels(rawAsked = false): Detail[] {
  const out: Detail[] = [RICHEST];
  let cur = RICHEST;
  const rawOnly = (step: Step): boolean => step.limits !== undefined && Object.keys(step.limits).join() === 'rawTail';
  const steps = rawAsked ? [...STEPS.filter((x) => !rawOnly(x)), ...STEPS.filter(rawOnly)] : STEPS;
  for (const step of steps) {
    cur = { ...cur, ...step, limits: { ...cur.limits, ...step.limits } };
    out.push(cur);
  }
  return out;
}

/**
 * Lines a handoff may take at a budget: one screen (60 lines) at the default, in proportion otherwise. A target's
 * framing counts as the generic intro it replaces (the renderer sees to it). A screen is what the next agent reads first;
 * tokens alone let long lists of short lines run on.
 */
export function lineCap(budget: number): number {
  return Math.max(20, Math.round((budget * SCREEN_LINES) / DEFAULT_BUDGET));
}

const SCREEN_LINES = 60;

/**
 * Renders at each level until one fits `budget` (tokens, and `linesOf` within lineCap); the leanest level when none
 * does (never-cut items win).
 */
export function fitToBudget<R extends { markdown: string }>(
  budget: number,
  render: (d: Detail) => R,
  linesOf: (r: R) => number = (r) => lineCount(r.markdown),
  maxLines: number = lineCap(budget),
  levels: Detail[] = detailLevels(),
): R {
  let last: R | null = null;
  for (const level of levels) {
    last = render(level);
    if (estimateTokens(last.markdown) <= budget && linesOf(last) <= maxLines) return last;
  }
  return last as R;
}

export function lineCount(text: string): number {
  return text.trimEnd().split('\n').length;
}

/** Keeps the newest `n` items of an oldest-first list; returns what was shown and what was cut. */
export function takeNewest<T>(items: T[], n: number): { shown: T[]; cut: T[] } {
  if (n <= 0) return { shown: [], cut: items };
  const start = Math.max(0, items.length - n);
  return { shown: items.slice(start), cut: items.slice(0, start) };
}

/**
 * The `n` facts a tight budget keeps of a state: those a tool result verified first (the newest of them), then the
 * newest others. Entire's own summary lines come last in a state and are low trust: kept by age alone they pushed the
 * verified last check out of a one-item Current state. Shown in their order.
 */
export function takeTrusted(facts: Fact[], n: number): { shown: Fact[]; cut: Fact[] } {
  if (facts.length <= n) return takeNewest(facts, n);
  const verified = facts.filter((f) => f.verified);
  const keep = new Set(takeNewest(verified, n).shown);
  for (let i = facts.length - 1; i >= 0 && keep.size < n; i--) keep.add(facts[i]!);
  return { shown: facts.filter((f) => keep.has(f)), cut: facts.filter((f) => !keep.has(f)) };
}


/** The line range of `sources` in one session, e.g. `120-180`, or null when no line is known. */
export function lineRange(sources: SourceRef[]): string | null {
  const lines = sources.flatMap((s) => (s.line === undefined ? [] : [s.line]));
  if (lines.length === 0) return null;
  return `${Math.min(...lines)}-${Math.max(...lines)}`;
}

/**
 * Where the next agent can read what was cut: one command per session, with the line range of the cut items,
 * e.g. `hand-off-session show 019dbcc1 --raw --lines 120-180`.
 */
export function pointerFor(sources: SourceRef[], fallbackSessions: string[] = [], transcriptPath?: string): string {
  if (transcriptPath !== undefined) return transcriptPointer(sources, transcriptPath);
  const bySession = new Map<string, { checkpointId?: string; min: number | null; max: number | null }>();
  for (const s of sources) {
    const cur = bySession.get(s.sessionId) ?? { min: null, max: null, ...(s.checkpointId ? { checkpointId: s.checkpointId } : {}) };
    if (s.line !== undefined) {
      cur.min = cur.min === null ? s.line : Math.min(cur.min, s.line);
      cur.max = cur.max === null ? s.line : Math.max(cur.max, s.line);
    }
    bySession.set(s.sessionId, cur);
  }
  for (const sid of fallbackSessions) if (!bySession.has(sid)) bySession.set(sid, { min: null, max: null });
  const parts = [...bySession.entries()].slice(0, 3).map(([sid, r]) => {
    const lines = r.min === null || r.max === null ? '' : ` --lines ${r.min}-${r.max}`;
    const cp = r.checkpointId ? ` (checkpoint ${safeId(r.checkpointId)})` : '';
    return `\`hand-off-session show ${safeId(sid)} --raw${lines}\`${cp}`;
  });
  const more = bySession.size > 3 ? `; +${bySession.size - 3} more session(s)` : '';
  return parts.join('; ') + more;
}

/** For a bare transcript file there is no session to name: the pointer reopens the file. */
function transcriptPointer(sources: SourceRef[], transcriptPath: string): string {
  const range = lineRange(sources);
  return `\`hand-off-session show --transcript ${JSON.stringify(transcriptPath)} --raw${range ? ` --lines ${range}` : ''}\``;
}
