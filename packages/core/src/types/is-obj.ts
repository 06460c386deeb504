/** A parsed JSON object (not null, not an array): the one type guard every reader of recorded JSON uses. */
export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
