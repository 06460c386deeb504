/**
 * A command as a handoff shows it: what it runs, not what it feeds in. A heredoc's body and a here-string are content
 * the command writes or pipes (a notes file, a JSON document, a password for `passwd --stdin`): the next agent needs
 * the command, and such content is where secrets a rule was never tuned to sit, so it is left out, marked `…`.
 */
import { skipHeredoc } from './shell-words.js';

/** The opener of a heredoc (`<<EOF`, `<<-'END'`, `<< "X"`) and its delimiter; not a here-string (`<<<`). */
export const HEREDOC = /<<(?!<)-?[ \t]*(['"]?)([A-Za-z_][\w-]*)\1/g;
/** A here-string's word: quoted (escapes inside kept) or bare up to a blank or an operator. */
const HERE_STRING = /<<<[ \t]*(?:"(?:[^"\\]|\\.)*"?|'[^']*'?|\$'(?:[^'\\]|\\.)*'?|[^\s;&|)]+)/g;

export function shownCommand(command: string): string {
  const lines: string[] = [];
  let at = 0;
  while (at < command.length) {
    const nl = command.indexOf('\n', at);
    const end = nl < 0 ? command.length : nl;
    const line = command.slice(at, end);
    lines.push(line.replace(HERE_STRING, '<<< …'));
    at = end + 1;
    for (const m of line.matchAll(HEREDOC)) {
      if (at >= command.length) break;
      at = skipBody(command, at, m[2]!, lines);
    }
  }
  return lines.join('\n');
}

/** Passes over the body that starts at `from`: `…` for it, then its delimiter's line; returns where the next line starts. */
function skipBody(command: string, from: number, delim: string, lines: string[]): number {
  const close = skipHeredoc(command, from, delim);
  const delimStart = command.lastIndexOf('\n', close - 1) + 1;
  const closed = delimStart >= from && command.slice(delimStart, close).trim() === delim;
  if (!closed) {
    lines.push('…');
    return command.length;
  }
  if (delimStart > from) lines.push('…');
  lines.push(command.slice(delimStart, close));
  return close + 1;
}
