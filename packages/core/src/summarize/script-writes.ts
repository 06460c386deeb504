/**
 * Files an inline script writes: a Python or Node program given on the command line (`python3 - <<'PY' … PY`,
 * `python3 -c "…"`, `node -e "…"`) that opens a file for writing by a name it spells out (`open('docs/a.md', 'w')`,
 * `p = 'docs/a.md'` then `open(p, 'w')`, `Path('docs/a.md').write_text(…)`, `fs.writeFileSync('docs/a.md', …)`). A
 * name it builds (`open(f'{d}/x', 'w')`, a loop variable) is not in the text, so it is left out.
 */

import { HEREDOC } from './command-shown.js';
import { skipHeredoc } from './shell-words.js';

/** A program that runs such a script: `python`, `python3`, `python3.12`, `node`. */
export const SCRIPT_RUNNER = /^(?:python(?:\d+(?:\.\d+)*)?|node)$/;

/** The flag whose argument is the program text: `python -c`, `node -e` / `--eval` / `-p` / `--print`. */
const INLINE_FLAG = /^(?:-c|-e|--eval|-p|--print)$/;

/**
 * The program a runner's step (its words, the runner first) is given inline: its `-c` / `-e` argument, else the
 * command's heredoc bodies (`python3 - <<'PY'`). Only that text is the script: the rest of the command (a `grep` for
 * `open('settings.py', 'w')` after `python3 manage.py check`) is other commands' words, which write nothing.
 */
export function inlineScript(words: readonly string[], command: string): string {
  const flag = words.findIndex((w, i) => i > 0 && INLINE_FLAG.test(w));
  if (flag > 0) return words[flag + 1] ?? '';
  return heredocBodies(command);
}

/** The bodies of the heredocs `command` opens, one after another. */
function heredocBodies(command: string): string {
  const bodies: string[] = [];
  let at = 0;
  while (at < command.length) {
    const nl = command.indexOf('\n', at);
    if (nl < 0) break;
    const line = command.slice(at, nl);
    at = nl + 1;
    for (const m of line.matchAll(HEREDOC)) {
      const delim = m[2] ?? '';
      const close = skipHeredoc(command, at, delim);
      const delimStart = command.lastIndexOf('\n', close - 1) + 1;
      // A body the record cuts off before its delimiter runs to the end.
      const closed = delimStart >= at && command.slice(delimStart, close).trim() === delim;
      bodies.push(command.slice(at, closed ? delimStart : close));
      at = close + 1;
    }
  }
  return bodies.join('\n');
}

/** A string literal, single- or double-quoted, on one line. */
const LITERAL = String.raw`(?:'([^'\n\\]+)'|"([^"\n\\]+)")`;
const NAME = String.raw`([A-Za-z_]\w*)`;
const TARGET = String.raw`(?:${LITERAL}|${NAME})`;

/** `open(x, 'w')`, `open(x, mode="a", …)`: a mode with w, a or x writes; `r` and `r+` without it only read (or keep). */
const PY_OPEN = new RegExp(String.raw`\bopen\(\s*${TARGET}\s*,\s*(?:mode\s*=\s*)?['"]([rwaxbt+]{1,3})['"]`, 'g');
/** `Path(x).write_text(`, `pathlib.Path(x).write_bytes(`. */
const PY_PATH_WRITE = new RegExp(String.raw`\bPath\(\s*${TARGET}\s*\)\.write_(?:text|bytes)\(`, 'g');
/** `p.write_text(` on a name bound to `Path('…')`. */
const PY_NAME_WRITE = new RegExp(String.raw`\b${NAME}\.write_(?:text|bytes)\(`, 'g');
/** `fs.writeFileSync(x, …)`, `appendFileSync(x, …)`, `fs.promises.writeFile(x, …)`. */
const NODE_WRITE = new RegExp(String.raw`\b(?:writeFileSync|appendFileSync|writeFile|appendFile)\(\s*${TARGET}\s*,`, 'g');

/** The string a name is bound to in the script (`p = 'a.md'`, `const p = "a.md"`, `p = Path('a.md')`), or null. */
function boundTo(script: string, name: string): string | null {
  const m = new RegExp(String.raw`(?:^|[\s;(])(?:const\s+|let\s+|var\s+)?${name}\s*=\s*(?:(?:pathlib\.)?Path\(\s*)?${LITERAL}`, 'm').exec(script);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function resolved(script: string, m: RegExpMatchArray): string | null {
  const literal = m[1] ?? m[2];
  if (literal !== undefined) return literal;
  return m[3] !== undefined ? boundTo(script, m[3]) : null;
}

/** The paths an inline script (see inlineScript) writes, as it names them, in order and once each; at most a few. */
export function scriptWrites(command: string): string[] {
  const paths = new Set<string>();
  for (const m of command.matchAll(PY_OPEN)) {
    if (!/[wax]/.test(m[4] ?? '')) continue;
    const p = resolved(command, m);
    if (p) paths.add(p);
  }
  for (const re of [PY_PATH_WRITE, NODE_WRITE]) {
    for (const m of command.matchAll(re)) {
      const p = resolved(command, m);
      if (p) paths.add(p);
    }
  }
  for (const m of command.matchAll(PY_NAME_WRITE)) {
    const p = m[1] === undefined ? null : boundTo(command, m[1]);
    if (p) paths.add(p);
  }
  return [...paths].slice(0, 20);
}
