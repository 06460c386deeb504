/**
 * Files a PowerShell command says it changes. Codex on Windows runs its shell tool in PowerShell, and when its patch tool
 * is blocked (a sandbox helper that fails to start) it writes files there: `@'…'@ | Set-Content code\a.py`,
 * `(Get-Content a.py) -replace … | Set-Content a.py`, `Add-Content .gitignore "x/"`, `Out-File`, `New-Item -ItemType
 * File`, `Remove-Item`, `[System.IO.File]::WriteAllText($path, …)`. A POSIX reading of such a command goes wrong (a
 * backslash is no escape there, a here-string no quote), so it is read by PowerShell's own rules. Read from the command
 * text only; a path held in a variable is followed only where the command itself sets it to a literal (`$p = Resolve-Path
 * results\r.json`, `foreach ($p in @('a.py', 'b.py'))`), and anything else it cannot read for sure is left out.
 */
import { firstCut } from '../safety/hostile-text.js';
import { isFilePath, under, type ShellWrite } from './shell-writes.js';

/** A cmdlet that writes files, standing where a statement starts, or .NET's file writers: the command is PowerShell's. */
const WRITER_AT_START = /(?:^|[\n;|{(])\s*(?:Set-Content|Add-Content|Out-File|New-Item|Remove-Item|Clear-Content)\b|\[(?:System\.)?IO\.File\]::/i;

export function isPowerShellWrite(command: string): boolean {
  return WRITER_AT_START.test(command);
}

/** Bounded work: a pasted script longer than this is read only up to here. */
const MAX_CHARS = 200_000;

/** One word of a statement: its value, and whether that value is literal (no variable or expression left in it). */
interface Word {
  text: string;
  literal: boolean;
}

/** The files `command` writes, in order, relative paths joined onto `startDir` (the call's own working directory). */
export function powerShellWrites(command: string, startDir: string | null = null): ShellWrite[] {
  const { text, whole } = readable(command);
  // Past a cut the statement it ran into is unknown: a quote may have lost its partner.
  const statements = whole ? splitStatements(text) : splitStatements(text).slice(0, -1);
  const vars = variables(text);
  const out: ShellWrite[] = [];
  for (const words of statements) {
    const head = words[0]?.text.toLowerCase() ?? '';
    // Where a relative path leads after the command moves is not in the text.
    if (/^(?:set-location|push-location|cd|sl|pushd)$/.test(head)) break;
    out.push(...cmdletWrites(head, words.slice(1), vars), ...redirections(words));
  }
  out.push(...dotNetWrites(text, vars));
  return out.filter((w) => isFilePath(w.path)).map((w) => ({ ...w, path: under(startDir, w.path) })).filter((w) => isFilePath(w.path));
}

/**
 * The text to read, and whether it is whole. A command the recorder cut in the middle (`[… N chars cut …]`) is read up
 * to the cut; when the cut fell inside a here-string (a file's new content, the usual long part), its end is found
 * again after the cut (`'@` opening a line), and the statement goes on from there: `'@ | Set-Content code\a.py`.
 */
function readable(command: string): { text: string; whole: boolean } {
  const cut = firstCut(command);
  if (cut < 0) return { text: command.slice(0, MAX_CHARS), whole: true };
  const head = command.slice(0, cut);
  const quote = openHereString(head);
  const close = quote === null ? -1 : command.indexOf(`\n${quote}@`, cut);
  if (close < 0) return { text: head.slice(0, MAX_CHARS), whole: false };
  const rest = command.slice(close);
  const next = firstCut(rest);
  return { text: (head + (next < 0 ? rest : rest.slice(0, next))).slice(0, MAX_CHARS), whole: next < 0 };
}

/** The quote of a here-string still open where `head` ends, or null. */
function openHereString(head: string): string | null {
  for (let i = 0; i < head.length; i++) {
    const end = quotedEnd(head, i);
    if (end === null) continue;
    if (end >= head.length && head[i] === '@' && !head.includes(`\n${head[i + 1]}@`, i + 2)) return head[i + 1] as string;
    i = end - 1;
  }
  return null;
}

/** Parameters that take a value, per cmdlet (PowerShell accepts any unique prefix: `-Enc UTF8`). */
const VALUED = ['path', 'literalpath', 'filepath', 'value', 'encoding', 'itemtype', 'type', 'name', 'width', 'inputobject', 'stream', 'delimiter', 'filter', 'include', 'exclude', 'credential'];

function cmdletWrites(cmdlet: string, args: Word[], vars: Map<string, string[]>): ShellWrite[] {
  if (!/^(?:set-content|add-content|out-file|new-item|remove-item|clear-content|ac|ni|ri|del|erase|rm|rd|rmdir)$/.test(cmdlet)) return [];
  const named = new Map<string, Word>();
  const switches = new Set<string>();
  const positional: Word[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as Word;
    const m = a.literal ? /^-([A-Za-z]+)(?::(.*))?$/.exec(a.text) : null;
    if (!m?.[1]) {
      positional.push(a);
      continue;
    }
    const name = VALUED.find((v) => v.startsWith((m[1] as string).toLowerCase()));
    if (name === undefined) switches.add((m[1] as string).toLowerCase());
    else if (m[2] !== undefined) named.set(name, { text: m[2], literal: true });
    else named.set(name, args[++i] ?? { text: '', literal: false });
  }
  const removal = /^(?:remove-item|ri|del|erase|rm|rd|rmdir)$/.test(cmdlet);
  const given = named.get('literalpath') ?? named.get('path') ?? named.get('filepath');
  const words = given ? [given] : removal ? positional : positional.slice(0, 1);
  let paths = words.flatMap((w) => valuesOf(w, vars));
  if (removal) {
    const blanket = [...switches].some((s) => 'force'.startsWith(s) || 'recurse'.startsWith(s)) ? { blanket: true as const } : {};
    return paths.map((path) => ({ path, change: 'deleted' as const, removed: true as const, ...blanket }));
  }
  if (/^(?:new-item|ni)$/.test(cmdlet)) {
    const kind = (named.get('itemtype') ?? named.get('type'))?.text.toLowerCase() ?? 'file';
    if (kind !== 'file') return [];
    const name = named.get('name');
    if (name) paths = name.literal ? (paths.length > 0 ? paths : ['.']).map((p) => `${p.replace(/[\\/]+$/, '')}/${name.text}`) : [];
    return paths.map((path) => ({ path, change: 'created' as const }));
  }
  return paths.map((path) => ({ path, change: 'modified' as const }));
}

/** `… > out.txt`, `>> log.txt`, `2> err.txt`: PowerShell's redirections write files too (`2>&1` and `> $null` do not). */
function redirections(words: Word[]): ShellWrite[] {
  const out: ShellWrite[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i] as Word;
    const next = words[i + 1] as Word;
    if (w.literal && /^[\d*]?>>?$/.test(w.text) && next.literal) out.push({ path: next.text, change: 'modified' });
  }
  return out;
}

/** `[System.IO.File]::WriteAllText(<path>, …)`, `AppendAllText`, `WriteAllLines`, `WriteAllBytes`, `Delete(<path>)`. */
const DOT_NET = /\[(?:System\.)?IO\.File\]::(WriteAll(?:Text|Lines|Bytes)|AppendAll(?:Text|Lines)|Delete)\(\s*/gi;

function dotNetWrites(text: string, vars: Map<string, string[]>): ShellWrite[] {
  const out: ShellWrite[] = [];
  for (const m of masked(text).matchAll(DOT_NET)) {
    const arg = firstArgument(text.slice((m.index ?? 0) + m[0].length));
    const paths = arg === null ? [] : valuesOf(arg, vars);
    // `Delete` does not fail on a missing file: like `rm -f`, it says nothing of what was there.
    const change = /^delete$/i.test(m[1] ?? '') ? ({ change: 'deleted', removed: true, blanket: true } as const) : ({ change: 'modified' } as const);
    for (const path of paths) out.push({ path, ...change });
  }
  return out;
}

/** A method's first argument: a quoted literal, a variable, or `(Resolve-Path <either>)`; null for anything else. */
function firstArgument(rest: string): Word | null {
  const resolved = /^\(\s*(?:Resolve-Path|Convert-Path)\s+(?:-(?:Literal)?Path\s+)?/i.exec(rest);
  const at = resolved ? rest.slice(resolved[0].length) : rest;
  const words = splitStatements(at.slice(0, 2000))[0] ?? [];
  const first = words[0];
  if (!first) return null;
  const end = first.literal ? '' : first.text;
  return first.literal || /^\$\w+$/.test(end) ? first : null;
}

/** What a word names: itself when literal, a variable's values when the command set it to literals; else nothing. */
function valuesOf(w: Word, vars: Map<string, string[]>): string[] {
  if (w.literal) return [w.text];
  const name = /^\$(\w+)$/.exec(w.text)?.[1]?.toLowerCase();
  return name === undefined ? [] : (vars.get(name) ?? []);
}

/**
 * Variables the command sets to a literal path: `$p = 'a.py'`, `$p = Resolve-Path results\r.json`, `$p = (Resolve-Path
 * x).Path`, and a `foreach` over a list of literals (each of them in turn). A variable set twice is not followed.
 */
function variables(text: string): Map<string, string[]> {
  const vars = new Map<string, string[]>();
  const seen = new Set<string>();
  const set = (name: string, values: string[]): void => {
    const key = name.toLowerCase();
    if (seen.has(key)) vars.delete(key);
    else if (values.length > 0) vars.set(key, values);
    seen.add(key);
  };
  const plain = masked(text);
  for (const m of plain.matchAll(/(?:^|[\n;{])\s*\$(\w+)\s*=\s*(?:\(\s*)?(?:(?:Resolve-Path|Convert-Path|Get-Item)\s+(?:-(?:Literal)?Path\s+)?)?/gi)) {
    const start = (m.index ?? 0) + m[0].length;
    const lineEnd = plain.indexOf('\n', start);
    const rest = text.slice(start, lineEnd < 0 ? text.length : lineEnd).replace(/\)\s*(?:\.(?:Path|FullName))?\s*;?\s*$/i, '');
    const words = splitStatements(rest)[0] ?? [];
    set(m[1] as string, words.length === 1 && words[0]?.literal ? [words[0].text] : []);
  }
  for (const m of plain.matchAll(/\bforeach\s*\(\s*\$(\w+)\s+in\s+/gi)) {
    const start = (m.index ?? 0) + m[0].length;
    const items = splitStatements(text.slice(start, closingParen(plain, start)).replace(/^@?\(/, '').replace(/\)\s*$/, ''))[0] ?? [];
    set(m[1] as string, items.every((w) => w.literal) ? items.map((w) => w.text) : []);
  }
  return vars;
}

/** Where the group open before `from` closes: the first `)` at depth zero in the masked text (or its end). */
function closingParen(plain: string, from: number): number {
  let depth = 0;
  for (let i = from; i < plain.length; i++) {
    if (plain[i] === '(') depth++;
    else if (plain[i] === ')' && depth-- === 0) return i;
  }
  return plain.length;
}

/** The text with every quoted string and here-string blanked (same length): what is left is code, not data. */
function masked(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const end = quotedEnd(text, i);
    if (end === null) {
      out += text[i];
      i++;
      continue;
    }
    out += text.slice(i, end).replace(/[^\n]/g, ' ');
    i = end;
  }
  return out;
}

/** Where a string opened at `i` ends (just past its closing quote), or null when no string opens there. */
function quotedEnd(text: string, i: number): number | null {
  const c = text[i];
  if (c === '@' && (text[i + 1] === "'" || text[i + 1] === '"') && /^[ \t]*\r?\n/.test(text.slice(i + 2, i + 4))) {
    const close = text.indexOf(`\n${text[i + 1]}@`, i + 2);
    return close < 0 ? text.length : close + 3;
  }
  if (c === "'") {
    let j = i + 1;
    while (j < text.length) {
      if (text[j] === "'" && text[j + 1] === "'") j += 2;
      else if (text[j] === "'") return j + 1;
      else j++;
    }
    return text.length;
  }
  if (c === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '`' ? 2 : 1;
    return Math.min(j + 1, text.length);
  }
  return null;
}

/**
 * The statements of a PowerShell text, each as its words: cut at newlines, `;`, `|`, braces and parentheses outside
 * strings (a `(Get-Content a.py) -replace …` group or a script block's body stands alone); a comma ends a word (`a.py,
 * b.py` is a list). Comments are skipped; a backtick escapes the next character and joins lines.
 */
function splitStatements(text: string): Word[][] {
  const out: Word[][] = [];
  let cur: Word[] = [];
  // Set inside the closures below too: typed so that control flow does not narrow it to null.
  let word = null as Word | null;
  const endWord = (): void => {
    if (word !== null) cur.push(word);
    word = null;
  };
  const endStatement = (): void => {
    endWord();
    if (cur.length > 0) out.push(cur);
    cur = [];
  };
  const add = (s: string, literal: boolean): void => {
    word = { text: (word?.text ?? '') + s, literal: (word?.literal ?? true) && literal };
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const end = quotedEnd(text, i);
    if (end !== null) {
      add(stringValue(text.slice(i, end)), c === "'" || (c === '@' && text[i + 1] === "'") || !/\$[\w{(]/.test(text.slice(i, end)));
      i = end - 1;
      continue;
    }
    if (c === '`' && i + 1 < text.length) {
      if (text[i + 1] !== '\n' && text[i + 1] !== '\r') add(text[i + 1] as string, true);
      i++;
      continue;
    }
    if (c === '#' && word === null) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl - 1;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '{' || c === '}' || c === '(' || c === ')') {
      endStatement();
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === ',') {
      endWord();
      continue;
    }
    if (c === '>' && word !== null && !/^[\d*]$/.test(word.text)) endWord();
    if (c === '>') {
      const op = text[i + 1] === '>' ? '>>' : '>';
      add(op, true);
      i += op.length - 1;
      if (text[i + 1] === '&') {
        word = null;
        i += 2;
        continue;
      }
      endWord();
      continue;
    }
    add(c, c !== '$');
  }
  endStatement();
  return out;
}

/** A string's value: a here-string's body, a single-quoted string with `''` as one quote, a double-quoted one unescaped. */
function stringValue(s: string): string {
  if (s.startsWith('@')) return s.slice(2).replace(/^[ \t]*\r?\n/, '').replace(/\r?\n['"]@$/, '');
  if (s.startsWith("'")) return s.slice(1, s.endsWith("'") && s.length > 1 ? -1 : undefined).replace(/''/g, "'");
  return s.slice(1, s.endsWith('"') && s.length > 1 ? -1 : undefined).replace(/`(.)/g, '$1');
}
