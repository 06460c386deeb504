/**
 * Reads an agent's compaction summary: the task ("Primary Request and Intent" in Claude Code, "## Goal" in OpenCode,
 * `<overall_goal>` in Gemini CLI), else its head; and the next step it names, if any.
 */
import { clip } from './clip.js';

const TASK_MAX = 1500;
const NEXT_MAX = 600;
const BOILERPLATE = /^This session is being continued from a previous conversation[^\n]*?(?:conversation\.|context\.)\s*/i;

/** Body of a section whose heading matches `heading`, up to the next heading of the same style. */
function section(text: string, heading: RegExp): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return null;
  const first = lines[start] ?? '';
  const inline = first.replace(heading, '').trim();
  const body: string[] = inline ? [inline] : [];
  const numbered = /^\s*\d+\.\s/.test(first);
  const hashes = /^\s*(#+)\s/.exec(first)?.[1];
  for (const l of lines.slice(start + 1)) {
    if (numbered && /^\s*\d+\.\s+[A-Z][^\n]{0,80}:\s*$/.test(l)) break;
    if (numbered && /^\d+\.\s+\S/.test(l)) break;
    if (hashes && new RegExp(`^\\s*#{1,${hashes.length}}\\s`).test(l)) break;
    if (!numbered && !hashes && /^\s*(?:#+\s|\d+\.\s+[A-Z][^\n]{0,80}:\s*$|[A-Z][A-Za-z ]{2,40}:\s*$)/.test(l)) break;
    body.push(l);
  }
  const out = body.join('\n').trim();
  return out || null;
}

function tag(text: string, name: string): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'i').exec(text);
  return m?.[1]?.trim() || null;
}

export function taskFromCompaction(summary: string): string {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**Primary Request(?: and Intent)?\**\s*:?/i) ??
    section(summary, /^\s*#+\s*(?:Goal|Task|Objective)\b.*$/i) ??
    tag(summary, 'overall_goal');
  if (found) return clip(found, TASK_MAX);
  const head = summary.replace(BOILERPLATE, '').replace(/^\s*(?:Summary|Analysis)\s*:\s*/i, '').trim();
  const para = head.split(/\n\s*\n/)[0] ?? head;
  return clip(para.trim(), TASK_MAX);
}

export function nextStepFromCompaction(summary: string): string | null {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**(?:Optional )?Next Steps?\**\s*:?/i) ??
    section(summary, /^\s*#+\s*(?:Next Steps?|Remaining|Pending Tasks?)\b.*$/i) ??
    section(summary, /^\s*(?:\d+\.\s*)?\**Pending Tasks?\**\s*:?/i) ??
    tag(summary, 'current_plan');
  return found ? clip(found, NEXT_MAX) : null;
}
