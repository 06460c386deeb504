/** The parts of a plan's markdown the plan readers share: its sections, the section under a heading, its list items. */
import { unbold } from './clip.js';

/** Any heading ends a section, whatever its level. */
const NEXT_HEADING = /^#{1,4}\s/m;

/** A bulleted or numbered item, its text in the first group. */
export const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/gm;

/** The text under `heading` (a match in `text`), up to the next heading or the end. */
export function sectionUnder(text: string, heading: RegExpExecArray): string {
  const rest = text.slice(heading.index + heading[0].length);
  const end = NEXT_HEADING.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** One part of a plan: its heading's words (bold markers dropped, empty before the first heading), level and text. */
export interface PlanSection {
  title: string;
  level: number;
  body: string;
}

const HEADING_LINE = /^(#{1,4})\s+(.+?)\s*$/;
const FENCE = /^\s*(?:```|~~~)/;

/** The plan cut at its headings. A line inside a code fence is never a heading (a `# comment` in a shell block). */
export function planSections(plan: string): PlanSection[] {
  const out: PlanSection[] = [];
  let current: PlanSection = { title: '', level: 0, body: '' };
  let fenced = false;
  for (const line of plan.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING_LINE.exec(line);
    if (!heading) {
      current.body += `${line}\n`;
      continue;
    }
    out.push(current);
    current = { title: unbold(heading[2] ?? ''), level: (heading[1] ?? '').length, body: '' };
  }
  out.push(current);
  return out;
}

/** A line that opens a block of its own: a heading, a list item, a table row, a quote, a rule, a fence. */
const OPENS_BLOCK = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|\||>|(?:-{3,}|\*{3,}|_{3,})\s*$|```|~~~)/;

/**
 * The plan with its hard-wrapped prose joined, as markdown renders it: a line that opens no block of its own goes on
 * the one before ("…capture the `successDirs` return from `ToCheckpointWAL` and\nrotate those WAL files…"), so a
 * sentence or a list item is read whole. Code fences are kept line for line.
 */
export function unwrapped(plan: string): string {
  const out: string[] = [];
  let fenced = false;
  let joinable = false;
  for (const line of plan.split('\n')) {
    const fence = FENCE.test(line);
    if (fence) fenced = !fenced;
    if (!fence && !fenced && joinable && line.trim() !== '' && !OPENS_BLOCK.test(line)) {
      out[out.length - 1] = `${out[out.length - 1] ?? ''} ${line.trim()}`;
      continue;
    }
    out.push(line);
    joinable = !fence && !fenced && line.trim() !== '' && !/^\s*(?:#{1,6}\s|\||(?:-{3,}|\*{3,}|_{3,})\s*$)/.test(line);
  }
  return out.join('\n');
}
