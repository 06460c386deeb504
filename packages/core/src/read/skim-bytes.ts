/** Byte searches the JSON skimmer runs over raw buffers (quotes, backslash runs, `\u` escapes). */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;

const U_ESCAPE = Buffer.from('\\u', 'latin1');

/** Whether a `\u` pair lies in `buf[from..to)`. */
export function hasPair(buf: Buffer, from: number, to: number): boolean {
  return to - from >= 2 && buf.subarray(from, to).indexOf(U_ESCAPE) !== -1;
}

export function nextPair(buf: Buffer, from: number): number {
  const at = buf.indexOf(U_ESCAPE, from);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

/** Whether an odd run of backslashes ends just before `at` (counting no further back than `from`). */
export function oddRun(buf: Buffer, from: number, at: number): boolean {
  let k = at - 1;
  while (k >= from && buf[k] === BACKSLASH) k--;
  return (at - 1 - k) % 2 === 1;
}

export function nextByte(buf: Buffer, byte: number, from: number): number {
  const at = buf.indexOf(byte, from);
  return at < 0 ? Number.POSITIVE_INFINITY : at;
}

export function isWs(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}
