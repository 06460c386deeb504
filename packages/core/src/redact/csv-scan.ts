/**
 * A credential in a CSV (or `;`- or tab-separated) export: a header line whose cells are all names, one of which says
 * password, secret or token, and that column's cells in the rows below that have as many cells. Lines are real line
 * breaks or JSON `\n` escapes. (Tables with `|` are table-scan.ts.)
 */
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import type { RawMatch } from './rule-types.js';
import { secretCell } from './table-scan.js';

/** At most this many rows under one header are read. */
const MAX_ROWS = 500;
/** A header line is short: a longer line (minified JSON, a log line) is not read as one. */
const MAX_HEADER = 2048;
/** The words a secret column's name holds. */
const SECRET_NAME_WORDS = ['pass', 'pwd', 'secret', 'token', 'key', 'cred', 'senha', 'contrase', 'wachtwoord', 'kennwort'];
/** The same and a code column's words: the rule's `needs`, whose places the anchor scan hands to scanCsv. */
export const CSV_NAME_WORDS = [...SECRET_NAME_WORDS, 'pin', 'code'];
/** A line that can be a header: names, blanks, delimiters and quotes only. */
const HEADER_LINE = /^[\p{L}\p{N} _.,;\t"\\-]{3,2048}$/u;
/** A column name: up to three words, 40 characters. */
const HEADER_CELL = /^(?=.{1,40}$)[\p{L}\p{N}_.-]+(?: [\p{L}\p{N}_.-]+){0,2}$/u;
/** A cell that may name a secret (only those are judged by nameStrength). */
const SECRET_WORD = new RegExp(SECRET_NAME_WORDS.join('|'), 'i');
/** A column named for a number typed at a keypad or a prompt: a PIN, a passcode, a door's or an alarm's code. */
const CODE_COLUMN = /^(?:pins?|pin[ _-]?codes?|pass[ _-]?codes?|(?:door|alarm|gate|garage|keypad|unlock|entry|backup|recovery|override|disarm)[ _-]?(?:codes?|pins?))$/i;
/** A code as typed: four digits or more, or groups of digits. */
const CODE_CELL = /^\d{4,12}$|^\d{2,6}(?:[- ]\d{2,6}){1,3}$/;

type CellJudge = (v: string) => boolean;
interface Header {
  delimiter: string;
  width: number;
  /** The secret columns, each with the test its cells are judged by. */
  columns: { k: number; judge: CellJudge }[];
}

/** How a column's cells are judged, by its name; null for a column that holds no secret. */
function judgeOf(name: string): CellJudge | null {
  if (CODE_COLUMN.test(name)) return (v) => CODE_CELL.test(v) || secretCell(v);
  if (!SECRET_WORD.test(name) || nameStrength(name) !== 'strong') return null;
  // a text's tokens (a word count's column) are words and numbers: only a credential's shape is one there
  if (/^tokens?$/i.test(name)) return secretCell;
  return (v) => secretCell(v) || typedSecret(v);
}

/** Under a password's or a key's column, one token of letters and digits is the value (`k9Fq2mZ7xLp`, `Gr8-Wall-22`). */
function typedSecret(v: string): boolean {
  return !/\s/.test(v) && /[0-9]/.test(v) && /\p{L}/u.test(v) && plausibleValue(v, 6);
}

interface Cell {
  value: string;
  start: number;
  end: number;
}

/** `at`: where the words of CSV_NAME_WORDS start in `text` (found by the one anchor scan). */
export function scanCsv(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let readTo = -1;
  for (const p of at) {
    if (p < readTo || midWordCode(text, p) || !inHeaderCell(text, p)) continue;
    const line = lineAt(text, p);
    readTo = line.next;
    if (line.end - line.start > MAX_HEADER) continue;
    const header = headerOf(text.slice(line.start, line.end));
    if (header !== null) readTo = Math.max(readTo, readRows(text, line.next, header, out));
  }
  return out;
}

/**
 * `code` or `pin` inside a word (`decode`, `mapping`, `Spinner`): the places most of them stand in a transcript, none
 * of them a code column's name (`passcode` is found by `pass`).
 */
function midWordCode(text: string, p: number): boolean {
  const c = text.charCodeAt(p) | 0x20;
  if (c !== 99 && c !== 112) return false; // `c`, `p`: `pass` and `pwd` start with `p` too
  const word = text.slice(p, p + 4).toLowerCase();
  return (word === 'code' || word.startsWith('pin')) && /\p{L}/u.test(text.charAt(p - 1));
}

/** A header cell's characters, ASCII (a header cell in another script is read once its line is). */
function isCellChar(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 32 || c === 95 || c === 46 || c === 45 || c === 34 || c === 92 || c >= 0xc0;
}

function isDelimiter(c: number): boolean {
  return c === 44 || c === 59 || c === 9;
}

/**
 * The word at `p` stands in a cell of a delimited line: within a cell's length on both sides only cell characters up
 * to a delimiter or a line's end, and a delimiter on one side. Checked before the line is looked at: most of the
 * places a word like `token` stands (`"input_tokens":`) fail here within a few characters.
 */
function inHeaderCell(text: string, p: number): boolean {
  let i = p;
  while (i > 0 && p - i <= 42 && isCellChar(text.charCodeAt(i - 1)) && !breakEndsAt(text, i)) i--;
  const left = i === 0 || breakEndsAt(text, i) ? 'end' : isDelimiter(text.charCodeAt(i - 1)) ? 'delimiter' : null;
  let j = p;
  while (j < text.length && j - p <= 42 && isCellChar(text.charCodeAt(j)) && !(text.charCodeAt(j) === 92 && text.charCodeAt(j + 1) === 110)) j++;
  const c = text.charCodeAt(j);
  const right = j === text.length || c === 10 || c === 13 || c === 92 ? 'end' : isDelimiter(c) ? 'delimiter' : null;
  return left !== null && right !== null && (left === 'delimiter' || right === 'delimiter');
}

/** The delimiter and secret columns of a header line, or null when it is no header naming a secret. */
function headerOf(line: string): Header | null {
  if (!HEADER_LINE.test(line)) return null;
  for (const delimiter of [',', ';', '\t']) {
    if (!line.includes(delimiter)) continue;
    const cells = cellsOf(line, delimiter);
    if (cells.length < 2 || !cells.every((c) => HEADER_CELL.test(c.value) && !/^[0-9 .-]+$/.test(c.value))) continue;
    const columns = cells.flatMap((c, k) => {
      const judge = judgeOf(c.value);
      return judge === null ? [] : [{ k, judge }];
    });
    if (columns.length > 0) return { delimiter, width: cells.length, columns };
  }
  return null;
}

/** Reads the rows under a header from `from` while they have its width; returns where reading stopped. */
function readRows(text: string, from: number, header: Header, out: RawMatch[]): number {
  let at = from;
  for (let rows = 0; rows < MAX_ROWS && at < text.length; rows++) {
    const line = lineAt(text, at);
    const cells = cellsOf(text.slice(line.start, line.end), header.delimiter);
    if (cells.length !== header.width) return line.start;
    for (const { k, judge } of header.columns) {
      const c = cells[k]!;
      if (judge(c.value)) out.push({ rule: 'generic-secret', start: line.start + c.start, end: line.start + c.end });
    }
    at = line.next;
  }
  return at;
}

/** The cells of a line, each trimmed of blanks and of one pair of quotes (JSON-escaped or not). */
function cellsOf(line: string, delimiter: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  for (;;) {
    const stop = line.indexOf(delimiter, start);
    const end = stop < 0 ? line.length : stop;
    const raw = line.slice(start, end);
    const quoted = /^(\s*(\\*")?)(.*?)(\2\s*)$/s.exec(raw)!;
    const lead = quoted[1]!.length;
    cells.push({ value: quoted[3]!, start: start + lead, end: start + lead + quoted[3]!.length });
    if (stop < 0) return cells;
    start = stop + 1;
  }
}

/**
 * The line holding `i`: bounds without its break, and where the next line starts (real or JSON-escaped breaks).
 * Walked character by character: a search for the next `\n` escape would run to the end of a text that has none.
 */
function lineAt(text: string, i: number): { start: number; end: number; next: number } {
  let start = i;
  while (start > 0 && !breakEndsAt(text, start)) start--;
  let end = i;
  while (end < text.length && text.charCodeAt(end) !== 10 && !(text.charCodeAt(end) === 92 && text.charCodeAt(end + 1) === 110)) end++;
  const next = end >= text.length ? text.length : text.charCodeAt(end) === 10 ? end + 1 : end + 2;
  while (end > start && (text.charCodeAt(end - 1) === 13 || text.charCodeAt(end - 1) === 92)) end--; // `\r`, `\\` of `\\n`
  const c = text.charCodeAt(start); // a gutter starts with a blank or a digit: most lines start otherwise
  const gutter = c === 32 || c === 9 || (c >= 48 && c <= 57) ? FILE_READ_GUTTER.exec(text.slice(start, Math.min(end, start + 16))) : null;
  return { start: start + (gutter?.[0].length ?? 0), end, next };
}

/** A file read's line number before each line (`     3→`, `nl -ba`'s `     3<tab>`, `00003| `): no cell of the file. */
const FILE_READ_GUTTER = /^(?:[ \t]*[0-9]{1,6}→| +[0-9]{1,6}\t|[0-9]{5}\| )/;

/** A line break (`\n`, or the escape `\` `n`) ends right before `k`. */
function breakEndsAt(text: string, k: number): boolean {
  const c = text.charCodeAt(k - 1);
  return c === 10 || (c === 110 && k >= 2 && text.charCodeAt(k - 2) === 92);
}
