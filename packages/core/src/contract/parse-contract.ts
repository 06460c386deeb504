/**
 * Reads a contract file back: its H2 headings (outside fenced blocks) and the observed git state that
 * render-contract.ts wrote under Current state. Tolerant of anything else in the file: it is user-editable.
 */
import type { DirtyEntry } from './git-state.js';
import { OBSERVED_HEADING } from './render-contract.js';

export interface ContractHeading {
  title: string;
  /** 0-based line index. */
  line: number;
}

export interface ContractSection extends ContractHeading {
  /** The lines between this heading and the next H2 (fenced lines included). */
  body: string[];
}

/** H2 sections in file order. Lines inside ``` or ~~~ fences never count as headings. */
export function parseSections(text: string): ContractSection[] {
  const lines = text.split(/\r?\n/);
  const sections: ContractSection[] = [];
  let fence: string | null = null;
  for (const [i, line] of lines.entries()) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
    }
    const heading = fence === null && !marker ? /^## (.*)$/.exec(line) : null;
    if (heading) {
      sections.push({ title: (heading[1] ?? '').trimEnd(), line: i, body: [] });
      continue;
    }
    sections[sections.length - 1]?.body.push(line);
  }
  return sections;
}

/** The git state a contract recorded. `dirtyComplete` is false when the list was bounded. */
export interface RecordedState {
  topLevel: string | null;
  branch: string | null;
  detached: boolean;
  head: string | null;
  dirty: DirtyEntry[];
  dirtyTotal: number | null;
  dirtyComplete: boolean;
}

/** null when the file has no parseable observed state (no Current state section or no Branch/HEAD lines). */
export function parseRecordedState(text: string): RecordedState | null {
  const section = parseSections(text).find((s) => s.title === 'Current state');
  if (!section) return null;
  const start = section.body.findIndex((l) => l.startsWith(OBSERVED_HEADING));
  if (start === -1) return null;
  const end = section.body.findIndex((l, i) => i > start && l.startsWith('### '));
  const body = section.body.slice(start + 1, end === -1 ? undefined : end);

  const field = (name: string): string | undefined => body.find((l) => l.startsWith(`- ${name}: `))?.slice(name.length + 4);
  const branchRaw = field('Branch');
  const headRaw = field('HEAD');
  if (branchRaw === undefined || headRaw === undefined) return null;
  const count = /^(\d+)/.exec(field('Dirty paths') ?? '');
  const dirtyTotal = count?.[1] !== undefined ? Number(count[1]) : null;
  const dirty = dirtyEntries(body);
  return {
    topLevel: unspan(field('Repository') ?? ''),
    branch: unspan(branchRaw),
    detached: branchRaw.startsWith('(detached'),
    head: unspan(headRaw),
    dirty,
    dirtyTotal,
    dirtyComplete: dirtyTotal !== null && dirtyTotal === dirty.length,
  };
}

/** The first fenced block after the `- Dirty paths:` line. */
function dirtyEntries(body: string[]): DirtyEntry[] {
  const from = body.findIndex((l) => l.startsWith('- Dirty paths: '));
  if (from === -1) return [];
  const open = body.findIndex((l, i) => i > from && /^(`{3,}|~{3,})/.test(l));
  if (open === -1) return [];
  const marker = /^(`{3,}|~{3,})/.exec(body[open] ?? '')?.[1] ?? '```';
  const out: DirtyEntry[] = [];
  for (const line of body.slice(open + 1)) {
    if (line.trim() === marker) break;
    if (line.length < 4) continue;
    out.push({ code: line.slice(0, 2), path: unquotePath(line.slice(3)) });
  }
  return out;
}

/** Reverses render-contract's `codeSpan`; anything not a code span (e.g. `(no commits yet)`) is null. */
function unspan(raw: string): string | null {
  const m = /^(`+)(.*)\1$/.exec(raw.trim());
  if (!m) return null;
  const inner = m[2] ?? '';
  return inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '' ? inner.slice(1, -1) : inner;
}

function unquotePath(p: string): string {
  if (!p.startsWith('"')) return p;
  try {
    const v: unknown = JSON.parse(p);
    return typeof v === 'string' ? v : p;
  } catch {
    return p;
  }
}
