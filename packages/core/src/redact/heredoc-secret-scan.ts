/**
 * A here-document fed to a command that asks for a secret (`passwd <<EOF⏎old⏎new⏎new⏎EOF`, `cat <<'EOF' | sudo -S …`,
 * `mysql -u app -p db <<EOF⏎<password>⏎SELECT 1;⏎EOF`, `openssl pkcs12 -export … <<EOF`): the reader (stdin-readers.ts)
 * stands on the line that opens the document, before `<<` or after its tag, and each body line that is one token is
 * an answer to its prompt. Lines with blanks (SQL, prose), words and placeholders stay; a document fed to any other
 * command (`cat <<EOF > notes.md`, `python3 - <<'EOF'`) is not read. The body's lines break as the text does: a line
 * break, or the `\n` escape of a JSON string.
 */
import { commandBefore } from './command-rules.js';
import { plausibleValue } from './keyword.js';
import type { RawMatch } from './rule-types.js';
import { READER_IN_LINE } from './stdin-readers.js';

export const HEREDOC_WORDS = ['<<'];

/** After `<<`: `-`, the tag, quoted or not (also JSON-escaped quotes), and the rest of the opening line. */
const OPENER = /<<-?[ \t]*(?:\\*["'])?([A-Za-z_][A-Za-z0-9_]{0,31})(?:\\*["'])?([^\n\\]*)/y;
/** How many body lines are read: a prompt asks a few times, a longer document is a script. */
const MAX_LINES = 12;
/** One token: what is typed at a prompt. */
const ANSWER = /^[^\s"'`\\]{4,128}$/;

export function scanHeredocSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (text.charAt(p + 2) === '<' || text.charAt(p - 1) === '<') continue; // a here-string, `<<<`
    OPENER.lastIndex = p;
    const m = OPENER.exec(text);
    if (m === null || !READER_IN_LINE.test(`${commandBefore(text, p)} ${m[2]!}`)) continue;
    judgeBody(text, p + m[0].length, m[1]!, out);
  }
  return out;
}

/** The body after the opening line, up to its tag: each one-token line that is a plausible value. */
function judgeBody(text: string, from: number, tag: string, out: RawMatch[]): void {
  const escaped = text.startsWith('\\n', from);
  const brk = escaped ? '\\n' : '\n';
  if (!escaped && text.charAt(from) !== '\n' && !text.startsWith('\r\n', from)) return;
  let start = from + (text.charAt(from) === '\r' ? 2 : brk.length);
  for (let n = 0; n < MAX_LINES && start < text.length; n++) {
    let end = text.indexOf(brk, start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '').trim();
    if (line === tag) return;
    if (ANSWER.test(line) && plausibleValue(line, 4) && !line.startsWith('$')) {
      const at = text.indexOf(line, start);
      out.push({ rule: 'cli-password', start: at, end: at + line.length });
    }
    start = end + brk.length;
  }
}
