/**
 * A credential in a table cell (psql output, a Markdown table): the header row names a column secret, password or
 * token, and that column's cells in the rows below are its values. Lines are real line breaks or JSON `\n` escapes.
 */
import { looksRandom } from './entropy.js';
import { nameStrength, plausibleValue } from './keyword.js';
import type { RawMatch } from './rule-types.js';

const BREAK = /\r?\n|\\+(?:r\\+)?n/g;
/** At most this many rows under one header are read. */
const MAX_ROWS = 200;

interface Line {
  start: number;
  text: string;
}

export function scanTables(text: string): RawMatch[] {
  if (!text.includes('|')) return [];
  const lines = splitLines(text);
  const out: RawMatch[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!header.text.includes('|')) continue;
    const columns = secretColumns(header.text);
    if (columns.length === 0) continue;
    let rows = 0;
    for (let j = i + 1; j < lines.length && rows < MAX_ROWS; j++, rows++) {
      const row = lines[j]!;
      if (/^[\s|:+-]+$/.test(row.text) && row.text.includes('-')) continue; // the rule under the header
      if (!row.text.includes('|')) break;
      for (const c of columns) {
        const cell = cellAt(row.text, c);
        if (cell !== null && secretCell(cell.value)) out.push({ rule: 'generic-secret', start: row.start + cell.start, end: row.start + cell.end });
      }
    }
  }
  return out;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  BREAK.lastIndex = 0;
  for (let m = BREAK.exec(text); m !== null; m = BREAK.exec(text)) {
    lines.push({ start: at, text: text.slice(at, m.index) });
    at = m.index + m[0].length;
  }
  lines.push({ start: at, text: text.slice(at) });
  return lines;
}

/** Indexes of the header's cells whose name says secret. */
function secretColumns(header: string): number[] {
  const cells = header.split('|');
  const out: number[] = [];
  cells.forEach((c, k) => {
    const name = c.trim().replace(/^[*`_]+|[*`_]+$/g, '');
    if (name.length > 0 && name.length <= 40 && /^[\p{L}\p{N} _.-]+$/u.test(name) && nameStrength(name) === 'strong') out.push(k);
  });
  return out;
}

function cellAt(row: string, column: number): { value: string; start: number; end: number } | null {
  let start = 0;
  for (let k = 0; k < column; k++) {
    const bar = row.indexOf('|', start);
    if (bar < 0) return null;
    start = bar + 1;
  }
  const bar = row.indexOf('|', start);
  const end = bar < 0 ? row.length : bar;
  const raw = row.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const value = raw.trim();
  return value.length === 0 ? null : { value, start: start + lead, end: start + lead + value.length };
}

function secretCell(v: string): boolean {
  if (/\s/.test(v) || !plausibleValue(v, 6)) return false;
  return (/[0-9]/.test(v) && /[A-Za-z]/.test(v) && /[!#$%^&*+=~?@]/.test(v)) || looksRandom(v, 16);
}
