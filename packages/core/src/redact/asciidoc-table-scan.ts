/**
 * A credential in an AsciiDoc table: between `|===` lines, the first row names the columns (`|System |Account
 * |Credential`), and the cells after it, one or several to a line, fill the columns in turn. A column whose name says
 * secret holds credentials, as in a Markdown table (table-scan.ts), however the rows are laid out.
 */
import type { RawMatch } from './rule-types.js';
import { keyCell, secretCell, secretColumns, splitLines, type Column } from './table-scan.js';

/** At most this many cells of one table are read. */
const MAX_CELLS = 2000;

export function scanAsciidocTables(text: string): RawMatch[] {
  if (!text.includes('|===')) return [];
  const out: RawMatch[] = [];
  const lines = splitLines(text);
  for (let i = 0; i < lines.length; i++) {
    if (!isDelimiter(text, lines[i]!)) continue;
    let j = i + 1;
    while (j < lines.length && !isDelimiter(text, lines[j]!)) j++;
    if (j < lines.length) scanTable(text, lines.slice(i + 1, j), out);
    i = j;
  }
  return out;
}

function isDelimiter(text: string, line: { start: number; end: number }): boolean {
  return text.slice(line.start, line.end).trim() === '|===';
}

/** The table's cells in order, the header's cells counted from its first line. */
function scanTable(text: string, lines: { start: number; end: number }[], out: RawMatch[]): void {
  const first = lines.findIndex((l) => text.slice(l.start, l.end).trim() !== '');
  if (first < 0) return;
  const header = text.slice(lines[first]!.start, lines[first]!.end).trim();
  if (!header.startsWith('|')) return;
  const width = header.split('|').length - 1;
  // secretColumns reads a Markdown row, whose first cell stands after the first bar
  const columns = secretColumns(header);
  if (columns.length === 0) return;
  let cell = 0;
  for (const line of lines.slice(first + 1)) {
    const raw = text.slice(line.start, line.end);
    let bar = raw.indexOf('|');
    while (bar >= 0 && cell < MAX_CELLS) {
      const next = raw.indexOf('|', bar + 1);
      const end = next < 0 ? raw.length : next;
      judge(raw.slice(bar + 1, end), line.start + bar + 1, columnOf(columns, (cell % width) + 1), out);
      cell++;
      bar = next;
    }
  }
}

function columnOf(columns: readonly Column[], index: number): Column | undefined {
  return columns.find((c) => c.index === index);
}

function judge(cell: string, at: number, column: Column | undefined, out: RawMatch[]): void {
  if (column === undefined) return;
  const value = cell.trim();
  if (value === '' || !(column.strong ? secretCell(value) : keyCell(value))) return;
  const start = at + cell.indexOf(value);
  out.push({ rule: 'generic-secret', start, end: start + value.length });
}
