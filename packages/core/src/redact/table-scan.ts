/**
 * A credential in a table cell (psql output, a Markdown table): the header row names a column secret, password or
 * token, and that column's cells in the rows below are its values. Lines are real line breaks or JSON `\n` escapes.
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { joinedPhrase } from './made-shape.js';
import { nameStrength } from './name-strength.js';
import type { RawMatch } from './rule-types.js';
import { LINE_GLYPH } from './scan-util.js';
/** At most this many rows under one header are read. */
const MAX_ROWS = 200;

/** Line bounds (text is sliced only for lines with a `|`: most lines of most texts have none). */
interface Line {
  start: number;
  end: number;
}

export function scanTables(text: string): RawMatch[] {
  if (!text.includes('|')) return [];
  const lines = splitLines(text);
  const out: RawMatch[] = [];
  const bars = linesWithBar(text, lines);
  const rules = text.includes('---'); // a flattened table has its rule row: most texts with a `|` have none
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (bars[i] === 0) continue;
    // the header's cells are named only once a row under it has cells: most lines with a `|` (a shell pipe) have none
    let columns: Column[] | null = null;
    let rows = 0;
    for (let j = i + 1; j < lines.length && rows < MAX_ROWS; j++, rows++) {
      const row = lines[j]!;
      const rowText = text.slice(row.start, row.end);
      if (/^[\s|:+-]+$/.test(rowText) && rowText.includes('-')) continue; // the rule under the header
      if (bars[j] === 0) break;
      columns ??= headerColumns(text.slice(header.start, header.end));
      if (columns.length === 0) break;
      secretCells(text, row, columns, out);
    }
    if (rules && FLAT_RULE.test(text.slice(header.start, header.end))) scanFlatTable(text, header, out);
  }
  return out;
}

function secretCells(text: string, row: Line, columns: readonly Column[], out: RawMatch[]): void {
  const rowText = text.slice(row.start, row.end);
  for (const c of columns) {
    const cell = cellAt(rowText, c.index);
    // a Markdown code span (`` `hook_response_writer` ``) is judged by what it holds: a name of code stays
    const value = cell?.value.replace(/^`([^`]+)`$/, '$1');
    if (cell !== null && value !== undefined && (c.strong ? secretCell(value) : keyCell(value))) out.push({ rule: 'generic-secret', start: row.start + cell.start, end: row.start + cell.end });
  }
}

/** A header, its rule and rows on one line: a one-line summary joined the table's lines with blanks or a glyph (`⏎`). */
const FLAT_RULE = new RegExp(`\\|[ \\t]+(?:${LINE_GLYPH}[ \\t]+)?\\|[ \\t]*:?-{3,}:?[ \\t]*\\|`);

/**
 * `| env | user | password | | --- | --- | --- | | staging | admin | <pw> |`: the rule row has as many cells as the
 * header, and so has every row after it, so rows are cut every (cells + 1) bars.
 */
function scanFlatTable(text: string, line: Line, out: RawMatch[]): void {
  const bars: number[] = [];
  for (let b = text.indexOf('|', line.start); b >= 0 && b < line.end; b = text.indexOf('|', b + 1)) bars.push(b);
  const rule = FLAT_RULE.exec(text.slice(line.start, line.end))!;
  const ruleBar = line.start + rule.index + rule[0].indexOf('|', 1);
  const cells = bars.indexOf(ruleBar) - 1; // the header's bars, less one: its cells
  if (cells < 1) return;
  const columns = secretColumns(text.slice(bars[0]!, bars[cells]! + 1));
  if (columns.length === 0) return;
  for (let k = cells + 1 + cells + 1; k + cells < bars.length; k += cells + 1) {
    secretCells(text, { start: bars[k]!, end: bars[k + cells]! + 1 }, columns, out);
  }
}

/** Per line, 1 when it holds a `|`: each `|` is searched for once, however many lines lie before it. */
function linesWithBar(text: string, lines: readonly Line[]): Uint8Array {
  const bars = new Uint8Array(lines.length);
  let bar = text.indexOf('|');
  for (let i = 0; i < lines.length && bar >= 0; i++) {
    const l = lines[i]!;
    if (bar < l.start) bar = text.indexOf('|', l.start);
    if (bar >= 0 && bar < l.end) bars[i] = 1;
  }
  return bars;
}

/**
 * The lines of `text`, split where LINE_BREAK matches (a real `\n` / `\r\n`, or a JSON `\n` / `\r\n` escape at any
 * depth), exactly as a global scan with that pattern splits them. By hand: a regex exec per line cost most of the scan.
 */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  const n = text.length;
  let at = 0;
  // the next real `\n` and the next backslash, each found with indexOf (a break at `\r\n` starts at the `\r`; neither
  // character is ever part of an escaped break, so the two searches do not interfere)
  let nl = text.indexOf('\n');
  let bs = text.indexOf('\\');
  while (nl >= 0 || bs >= 0) {
    if (bs < 0 || (nl >= 0 && nl < bs)) {
      const start = nl > at && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      lines.push({ start: at, end: start });
      at = nl + 1;
      nl = text.indexOf('\n', at);
      if (bs >= 0 && bs < at) bs = text.indexOf('\\', at);
      continue;
    }
    const end = escapedBreakEnd(text, bs);
    if (end > 0) {
      lines.push({ start: at, end: bs });
      at = end;
      if (nl >= 0 && nl < at) nl = text.indexOf('\n', at);
      bs = text.indexOf('\\', at);
    } else bs = -end < n ? text.indexOf('\\', -end) : -1;
  }
  lines.push({ start: at, end: n });
  return lines;
}

/**
 * At the backslash run starting at `i`: the end of the escaped break `\\+n` or `\\+r\\+n` it starts, or, negated,
 * where the run ends (no break starts anywhere inside it: every position of the run is followed by the same text).
 */
function escapedBreakEnd(text: string, i: number): number {
  let j = i;
  while (text.charCodeAt(j) === 92) j++;
  const e = text.charCodeAt(j);
  if (e === 110) return j + 1;
  if (e === 114) {
    let k = j + 1;
    while (text.charCodeAt(k) === 92) k++;
    if (k > j + 1 && text.charCodeAt(k) === 110) return k + 1;
  }
  return -j;
}

/**
 * The secret columns of a line read as a header, none when its bars stand inside quotes or parentheses: a pattern's
 * alternatives (`rg -i 'pass|secret|key'`, `(live|test)`), not the cells of a table.
 */
function headerColumns(line: string): Column[] {
  return ALTERNATION.test(line) ? [] : secretColumns(line);
}

const ALTERNATION = /(['"])[^'"\n]*\|[^'"\n]*\1|\([^()\n|]*\|[^()\n]*\)/;

/** A column whose header names a secret: strongly (`password`, `secret`) or weakly (`key`, `token`). */
export interface Column {
  index: number;
  strong: boolean;
}

/** The header's cells whose name says secret. */
export function secretColumns(header: string): Column[] {
  const cells = header.split('|');
  const out: Column[] = [];
  cells.forEach((c, k) => {
    const name = c.trim().replace(/^[*`_]+|[*`_]+$/g, '');
    const strength = name.length > 0 && name.length <= 40 && /^[\p{L}\p{N} _.-]+$/u.test(name) ? nameStrength(name) : null;
    if (strength !== null) out.push({ index: k, strong: strength === 'strong' });
  });
  return out;
}

/**
 * A cell under a weak name (`key`): random (`zeta-rk-<hex>` too: a short prefix, then 32 or more hex digits), as a
 * key is and an id in such a table (`key id`, a fingerprint) is not named.
 */
export function keyCell(v: string): boolean {
  if (/\s/.test(v) || !plausibleValue(v, 16)) return false;
  return looksRandom(v, 16) || /^(?:[A-Za-z]{1,8}[-_]){1,3}[0-9a-f]{32,128}$/.test(v);
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

/** A cell that holds a credential: no blank, not a placeholder, and a symbol among letters and digits or random. */
export function secretCell(v: string): boolean {
  // under a password's column, words and a number joined (`velvet-poppy-fennel-1`) are a passphrase, not a name
  if (joinedPhrase(v)) return true;
  if (/\s/.test(v) || !plausibleValue(v, 6)) return false;
  return (/[0-9]/.test(v) && /[A-Za-z]/.test(v) && /[!#$%^&*+=~?@]/.test(v)) || looksRandom(v, 16);
}
