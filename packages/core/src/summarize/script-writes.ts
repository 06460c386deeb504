/**
 * Files an inline script writes: a Python or Node program given on the command line (`python3 - <<'PY' … PY`,
 * `python3 -c "…"`, `node -e "…"`) that opens a file for writing by a name it spells out (`open('docs/a.md', 'w')`,
 * `p = 'docs/a.md'` then `open(p, 'w')`, `Path('docs/a.md').write_text(…)`, `fs.writeFileSync('docs/a.md', …)`). A
 * name it builds (`open(f'{d}/x', 'w')`, a loop variable) is not in the text, so it is left out.
 */

/** A program that runs such a script: `python`, `python3`, `python3.12`, `node`. */
export const SCRIPT_RUNNER = /^(?:python(?:\d+(?:\.\d+)*)?|node)$/;

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

/** The paths `command`'s inline script writes, as it names them, in order and once each; at most a few. */
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
