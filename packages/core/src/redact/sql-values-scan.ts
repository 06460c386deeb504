/**
 * A credential inserted by position (`INSERT INTO users (name, password) VALUES ('ops', '<pw>'), (…)`): the column
 * list names the secret, and the value at the same place in each row tuple is it. The same idea as a table's header
 * and cells (table-scan.ts), in SQL's syntax.
 */
import { nameStrength } from './name-strength.js';
import type { RawMatch } from './rule-types.js';
import { secretCell } from './table-scan.js';

/** The keyword the scan starts from (the anchor scan finds it in any case). */
export const SQL_VALUES_WORDS = ['values'];

/** How far the column list and the rows are read: an INSERT that long is a dump, read in its first rows. */
const COLUMNS_REACH = 400;
const ROWS_REACH = 4000;
/** One value of a row: a quoted string (`''` escapes a quote) or a bare token (a number, NULL, a call's name). */
const VALUE = /\s*(?:'((?:[^'\\\n]|'')*)'|[^,()'\s]+(?:\([^()]*\))?)\s*/y;

export function scanSqlValues(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    const columns = secretColumns(text, p);
    if (columns.length === 0) continue;
    rows(text, p + 6, (k, start, value) => {
      if (columns.includes(k) && secretCell(value)) out.push({ rule: 'generic-secret', start, end: start + value.length });
    });
  }
  return out;
}

/** The places of the columns whose name says secret, in the list `(a, b, …)` right before VALUES at `p`. */
function secretColumns(text: string, p: number): number[] {
  let close = p - 1;
  while (close >= 0 && /\s/.test(text.charAt(close))) close--;
  if (text.charAt(close) !== ')') return [];
  const open = text.lastIndexOf('(', close);
  if (open < 0 || close - open > COLUMNS_REACH) return [];
  const names = text.slice(open + 1, close).split(',').map((c) => c.trim().replace(/^[`"[]|[`"\]]$/g, ''));
  const out: number[] = [];
  names.forEach((name, k) => {
    if (/^[\w.]{1,64}$/.test(name) && nameStrength(name) === 'strong') out.push(k);
  });
  return out;
}

/** Each quoted value of each row tuple after VALUES, with its place in the row. */
function rows(text: string, from: number, take: (k: number, start: number, value: string) => void): void {
  const stop = Math.min(text.length, from + ROWS_REACH);
  let i = from;
  for (;;) {
    while (i < stop && /\s/.test(text.charAt(i))) i++;
    if (text.charAt(i) !== '(') return;
    i++;
    for (let k = 0; ; k++) {
      VALUE.lastIndex = i;
      const m = VALUE.exec(text);
      if (m === null || VALUE.lastIndex > stop) return;
      if (m[1] !== undefined) take(k, m.index + m[0].indexOf("'") + 1, m[1]);
      i = VALUE.lastIndex;
      if (text.charAt(i) === ')') break;
      if (text.charAt(i) !== ',') return;
      i++;
    }
    i++; // past `)`
    while (i < stop && /\s/.test(text.charAt(i))) i++;
    if (text.charAt(i) !== ',') return;
    i++;
  }
}
