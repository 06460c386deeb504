/**
 * The output of a command that generates or reveals a secret: `openssl rand -hex 32`, `pwgen -s 20 1`, `wg genkey`,
 * `python -c 'import secrets; print(secrets.token_urlsafe(32))'`, `head -c 32 /dev/urandom | base64`, `cat
 * …/secrets/initialAdminPassword`, `aws ecr get-login-password`, a tool that resets a password or prints a recovery
 * key. The printed run has no name beside it, and generators print hex of a hash's length or base64 as readily as
 * anything: the command on the line before is the evidence. Commands are known by what their words say (generate,
 * random, password, secret, token, recovery), not by a list of tools.
 */
import { isPath } from './keyword.js';
import { isPublicId, isPlaceholder } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { lineOf, lineStarts } from './scan-util.js';
import { bareSecret } from './secret-read-rules.js';

/** Words one of which a generating command line holds, in some case (the anchors of this scan). */
export const GENERATOR_WORDS = ['gen', 'rand', 'passw', 'secret', 'token', 'recovery', 'urandom', 'xkcd', 'diceware', 'passphrase'];

/**
 * A command line that generates or prints a secret: a generating word (`genkey`, `pwgen`, `rand`, `urandom`,
 * `token_urlsafe`) or a secret's noun in the command (`get-login-password`, `…/secrets/…`, `recovery key`).
 */
const GENERATES = /(?:\w*gen(?:erate)?(?:key|psk|pass|pwd|secret|token|random|[-_ ]?password)\w*|\bpwgen\b|\bapg\b|\brand\b|\brandom\b|random_?bytes|randbytes|urandom|gen-?random|token_(?:hex|urlsafe|bytes)|passw(?:or)?d|secrets?\b|recovery[-_ ]?(?:key|code|password)|\btoken\b)/i;
/**
 * A line that reads as a command: a shell prompt before it (`$ `, `# `, `> `, `PS> `, `user@host:~$ `), or a
 * Python prompt (`>>> `).
 */
const PROMPT = /^[ \t]*(?:[\w.@-]*(?::[~\w/.-]*)?[$#%]|PS[^>\n]{0,40}>|>(?:>>)?)[ \t]+\S/;

/**
 * The value alone on a line (no blank inside), or at the end of a labelled line (`New value: …`) when the tool
 * prints words before it; an interpreter echoes a string it returns in quotes (`'Nm…'` after `>>> secrets.…`).
 */
const LONE = /^[ \t]*(?:[^\n:]{1,40}:[ \t]+)?(['"]?)([^\s"'`]{8,4096})\1[ \t]*$/;
/** A command that makes a passphrase of dictionary words (`xkcdpass -n 5`, `diceware`, `… gen-passphrase`). */
const PHRASE_GENERATES = /xkcd|diceware|passphrase/i;
/** A passphrase as printed: 3 to 12 lower-case words, one blank, `-`, `.` or `_` between them. */
const PHRASE = /^[ \t]*([a-z]{3,12}(?:[ .\t_-][a-z]{3,12}){2,11})[ \t]*$/;
/** Several runs on one line (`pwgen -s 16 3` prints its passwords in columns). */
const RUNS = /^[ \t]*\S{8,}(?:[ \t]+\S{8,})+[ \t]*$/;

/** Names joined by `,`, `;` or tabs, and nothing else. */
const CSV_HEADER = /^[\w .-]+(?:[,;\t][\w .-]+)+$/;

/** How many lines after the command its output may start (a `[sudo] password` prompt, a confirmation, blank lines). */
const REACH = 8;

/** The bounds of line `k` (without its `\r\n` or `\n`). */
function lineBounds(text: string, starts: readonly number[], k: number): { start: number; end: number } {
  const start = starts[k]!;
  const next = starts[k + 1];
  if (next === undefined) return { start, end: text.length };
  const brk = next - 1; // the `\n`
  return { start, end: brk > start && text.charCodeAt(brk - 1) === 13 ? brk - 1 : brk };
}

/**
 * A run that a generator prints: a secret's shape (secret-read-rules.ts), no id, no placeholder, no file (a list of
 * files, one a line, after one whose name holds `token`).
 */
function printedSecret(v: string): boolean {
  return !/=[^=]/.test(v) && !isPath(v) && bareSecret(v) && !isPublicId(v) && !isPlaceholder(v) && !/^(?:OK|Done|true|false|null)$/i.test(v);
}

export function scanGeneratorOutput(text: string, at: readonly number[]): RawMatch[] {
  if (at.length === 0) return [];
  if (!text.includes('\n')) return printedOnCommandLine(text, at);
  const starts = lineStarts(text);
  const out: RawMatch[] = [];
  let lastCommand = -1;
  for (const pos of at) {
    const k = lineOf(starts, pos);
    if (k === lastCommand) continue;
    lastCommand = k;
    const bounds = lineBounds(text, starts, k);
    const line = text.slice(bounds.start, bounds.end);
    // the first line of a text may be the command without its prompt (a tool's output led by it), but no
    // assignment nor marker (`API_KEY=[REDACTED:env-secret]` names a secret; it prints none)
    if ((k > 0 || /=|\[REDACTED:/.test(line)) && !PROMPT.test(line)) continue;
    // a CSV's header (`password_policy,min_length`): names, no command; its rows are csv-scan.ts's to judge
    if (CSV_HEADER.test(line)) continue;
    const phrase = PHRASE_GENERATES.test(line);
    if (!phrase && !GENERATES.test(line)) continue;
    // the output may start a few lines below; once it has, each line of it holds one (`pwgen -s 16 3` prints three)
    let printed = false;
    for (let j = k + 1; j < starts.length && (printed || j <= k + REACH); j++) {
      const { start: lineStart, end: lineEnd } = lineBounds(text, starts, j);
      const next = text.slice(lineStart, lineEnd);
      if (PROMPT.test(next)) break;
      const found = printedOn(next, phrase);
      if (found.length === 0 && printed) break;
      for (const f of found) out.push({ rule: 'generic-secret', start: lineStart + f.start, end: lineStart + f.end });
      printed ||= found.length > 0;
    }
  }
  return out;
}

/**
 * The secrets an output line holds: the one run alone on it (or after a label), a row of generated runs of one length
 * (every one is a candidate the user may pick), or, after a passphrase generator, the line of words.
 */
function printedOn(line: string, phrase: boolean): Array<{ start: number; end: number }> {
  const m = LONE.exec(line);
  if (m !== null) {
    if (!printedSecret(m[2]!)) return [];
    const start = line.lastIndexOf(m[2]!);
    return [{ start, end: start + m[2]!.length }];
  }
  const words = phrase ? PHRASE.exec(line) : null;
  if (words !== null) {
    const start = line.indexOf(words[1]!);
    return [{ start, end: start + words[1]!.length }];
  }
  if (!RUNS.test(line)) return [];
  const runs = [...line.matchAll(/\S+/g)];
  const sameLength = runs.every((r) => r[0].length === runs[0]![0].length);
  if (!sameLength || !runs.every((r) => printedSecret(r[0]))) return [];
  return runs.map((r) => ({ start: r.index, end: r.index + r[0].length }));
}

/** A shell prompt (`$ `) before the command, somewhere on the line. */
const PROMPT_BEFORE = /(?:^|\s)[$#%>][ \t]+[^$#%>]*$/;
/** GENERATES tried at one place: the start of the word the anchor scan found. */
const GENERATES_AT = new RegExp(GENERATES.source, 'iy');

/**
 * A command and its output flattened onto one line (a todo item or plan step shown on one line: `$ pwgen -s 16 3
 * W85… BQX… pSH…`): after the generating command, the runs that end the line, two or more of one length, each a
 * printed secret. The command's own arguments (`-s`, `16`, `3`) are none.
 */
function printedOnCommandLine(line: string, at: readonly number[]): RawMatch[] {
  // most texts with a generating word (`input_tokens`, "the password reset flow") hold no prompt at all
  const prompt = line.search(/[$#%>][ \t]/);
  if (prompt < 0) return [];
  for (const p of at) {
    if (p <= prompt) continue;
    let w = p;
    while (w > 0 && /\w/.test(line.charAt(w - 1))) w--;
    GENERATES_AT.lastIndex = w;
    const g = GENERATES_AT.exec(line);
    if (g === null || !PROMPT_BEFORE.test(line.slice(Math.max(0, w - 120), w))) continue;
    const from = w + g[0].length;
    const runs = [...line.slice(from).matchAll(/\S+/g)];
    const last = runs[runs.length - 1]?.[0] ?? '';
    let n = runs.length;
    while (n > 0 && runs[n - 1]![0].length === last.length && last.length >= 8 && printedSecret(runs[n - 1]![0])) n--;
    if (runs.length - n >= 2) return runs.slice(n).map((r) => ({ rule: 'generic-secret', start: from + r.index, end: from + r.index + r[0].length }));
  }
  return [];
}
