/**
 * How a fact stands in the Markdown handoff: our label line (what it is, whether a tool result backs it, its session
 * and line), then the recorded text quoted as data under it.
 */
import type { Fact, Handoff, SourceRef } from '../types/handoff.js';
import { ours, quoteAsData, safeId } from './data.js';

/** A list item: our label line, then the fact quoted as data under it. */
export function item(out: string[], f: Fact, multi: boolean, max: number): void {
  out.push(`- ${labelText(f.source, f.verified, multi)}:`);
  out.push(indent(quoteAsData(f.text, { max })));
}

/** Our label above a quoted fact; `withVerified` adds whether a tool result backs it. */
export function label(f: Fact, multi: boolean, what: string, withVerified = false): string {
  return `_${labelWords(f, multi, what, withVerified)}_`;
}

/** The images the user attached to the prompt, named apart from the words quoted (an inline one was not kept). */
export function attached(f: Fact): string[] {
  if (!f.images?.length) return [];
  return [ours(`With it the user attached ${f.images.length === 1 ? 'an image' : `${f.images.length} images`}: ${f.images.map((i) => i.replace(/^\[image(?::\s*)?|\]$/g, '') || 'inline, not kept').join('; ')}.`)];
}

/** A sub-session's newest prompt is the dispatch of the session that spawned it, never the user's words. */
export function instructionWords(h: Handoff): string {
  return h.spawnedBy ? `verbatim; dispatched by session ${safeId(h.spawnedBy)}, not typed by the user` : 'verbatim';
}

export function labelWords(f: Fact, multi: boolean, what: string, withVerified = false): string {
  const where = labelText(f.source, withVerified ? f.verified : null, multi);
  return `${what}${where ? `; ${where}` : ''}`;
}

function labelText(s: SourceRef, verified: boolean | null, multi: boolean): string {
  const parts: string[] = [];
  if (verified !== null) parts.push(verified ? 'verified by a tool result' : 'unverified');
  if (multi) parts.push(`session ${safeId(s.sessionId)}`);
  if (s.line !== undefined) parts.push(`line ${s.line}`);
  return parts.join(', ');
}

function indent(block: string): string {
  return block
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
}
