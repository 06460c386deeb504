/**
 * The spans the passes found, made one set of findings: overlapping matches merged under the highest-ranked rule,
 * our own markers cut out of them, tails extended to where a secret really ends.
 */
import { MARKER_RE } from './placeholder.js';
import type { Ranked } from './passes.js';

/**
 * Each finding is extended to `tailEnd(text, f.end)` when that lies further (-1 or `f.end`: nothing follows), and
 * absorbs the findings that then overlap it. The tails: a secret a terminal wrapped onto the next line
 * (continuationAfter), one still carrying JSON escapes past where a rule's value class stopped (escapedTailAfter).
 */
export function extendTails(text: string, found: Ranked[], tailEnd: (text: string, end: number) => number): Ranked[] {
  for (let k = 0; k < found.length; k++) {
    const f = found[k]!;
    f.end = Math.max(f.end, tailEnd(text, f.end));
    while (found[k + 1] !== undefined && found[k + 1]!.start < f.end) {
      f.end = Math.max(f.end, found[k + 1]!.end);
      found.splice(k + 1, 1);
    }
  }
  return found;
}

/** Cut our own markers out of every match, keeping what lies outside them. */
export function withoutMarkers(text: string, raw: Ranked[]): Ranked[] {
  if (!text.includes('[REDACTED:')) return raw;
  const markers: [number, number][] = [];
  const re = new RegExp(MARKER_RE.source, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) markers.push([m.index, m.index + m[0].length]);
  if (markers.length === 0) return raw;
  const out: Ranked[] = [];
  for (const r of raw) {
    let pieces: Ranked[] = [r];
    for (const [ms, me] of overlapping(markers, r.start, r.end)) {
      pieces = pieces.flatMap((p) => {
        if (me <= p.start || ms >= p.end) return [p];
        const keep: Ranked[] = [];
        if (ms > p.start) keep.push({ ...p, end: ms });
        if (me < p.end) keep.push({ ...p, start: me });
        return keep;
      });
    }
    for (const p of pieces) if (p.end > p.start && /[^\s]/.test(text.slice(p.start, p.end))) out.push(p);
  }
  return out;
}

/** Markers (sorted, disjoint) that intersect [start, end), by binary search. */
function overlapping(markers: [number, number][], start: number, end: number): [number, number][] {
  let lo = 0;
  let hi = markers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (markers[mid]![1] <= start) lo = mid + 1;
    else hi = mid;
  }
  const out: [number, number][] = [];
  for (let i = lo; i < markers.length && markers[i]![0] < end; i++) out.push(markers[i]!);
  return out;
}

/** Overlapping matches become one finding spanning their union, named by the highest-ranked (earliest) rule. */
export function merge(raw: Ranked[]): Ranked[] {
  raw.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const out: Ranked[] = [];
  for (const r of raw) {
    const last = out[out.length - 1];
    if (last !== undefined && r.start < last.end) {
      if (r.end > last.end) last.end = r.end;
      if (r.rank < last.rank) {
        last.rank = r.rank;
        last.rule = r.rule;
      }
      continue;
    }
    out.push({ ...r });
  }
  return out;
}
