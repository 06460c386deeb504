/** Lenient readers for single values of untrusted metadata JSON. */
import { headRedacted } from '../safety/redacted-cut.js';

/** Caps every kept string: metadata is untrusted and can be enormous. */
export function capString(v: unknown, max = 4000): string | null {
  if (typeof v !== 'string') return null;
  return v.length > max ? headRedacted(v, max) : v;
}

export function stringList(v: unknown, maxItems = 5000, maxLen = 4096): string[] {
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const item of v) {
    if (typeof item !== 'string' || item === '' || item.length > maxLen) continue;
    out.push(item);
    if (out.length >= maxItems) break;
  }
  return out;
}

export function nonNegativeInt(v: number | undefined): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}
