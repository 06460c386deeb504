/** Legacy checkpoint id: 12 lowercase hex (entire-format.md §2.1). */
export const HEX_ID = /^[0-9a-f]{12}$/;
/** git-refs checkpoint id: canonical uppercase Crockford ULID, first char 0-7. */
export const ULID_ID = /^[0-7][0-9ABCDEFGHJKMNPQRSTVWXYZ]{25}$/;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function isCheckpointId(id: string): boolean {
  return HEX_ID.test(id) || ULID_ID.test(id);
}

/** The creation time a ULID carries in its first 10 characters (48-bit milliseconds). */
export function ulidTime(id: string): string | null {
  if (!ULID_ID.test(id)) return null;
  let ms = 0;
  for (const ch of id.slice(0, 10)) ms = ms * 32 + CROCKFORD.indexOf(ch);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * Session ids become file and folder names (`.git/entire-sessions/<id>.json`, `.entire/metadata/<id>/`), so anything
 * that could escape a directory is refused (Entire's own ValidateSessionID forbids the same, plus control chars).
 */
export function isSafeSessionId(id: unknown): id is string {
  if (typeof id !== 'string') return false;
  if (id === '' || id === '.' || id === '..' || id.length > 256) return false;
  if (/[/\\]/.test(id) || id.includes('..')) return false;
  if (/^[A-Za-z]:/.test(id)) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(id);
}

/** Ids of one letter case, digits and '-' (hex, UUIDs, ULIDs): their code-point order is the collator's. */
const LOWER_ID = /^[-0-9a-z]*$/;
const UPPER_ID = /^[-0-9A-Z]*$/;

/**
 * `a.localeCompare(b)`, without the collator when both are plain ids of one case (the same order, checked over every
 * pair of such strings up to three characters): the first localeCompare of a run loads ICU's collator, ~6 ms, a
 * twentieth of a warm `list`.
 */
export function compareIds(a: string, b: string): number {
  if ((LOWER_ID.test(a) && LOWER_ID.test(b)) || (UPPER_ID.test(a) && UPPER_ID.test(b))) return a < b ? -1 : a > b ? 1 : 0;
  return a.localeCompare(b);
}

/** Newest first by an ISO-ish time string; unknown times last. */
export function timeValue(iso: string | null | undefined): number {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

export function toIso(value: string | null | undefined): string | null {
  const t = timeValue(value);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}
