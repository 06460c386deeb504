/**
 * The output of a command that generates or reveals a secret: `openssl rand -hex 32`, `pwgen -s 20 1`, `wg genkey`,
 * `python -c 'import secrets; print(secrets.token_urlsafe(32))'`, `head -c 32 /dev/urandom | base64`, `cat
 * …/secrets/initialAdminPassword`, `aws ecr get-login-password`, a tool that resets a password or prints a recovery
 * key. The printed run has no name beside it, and generators print hex of a hash's length or base64 as readily as
 * anything: the command on the line before is the evidence. Commands are known by what their words say (generate,
 * random, password, secret, token, recovery), not by a list of tools.
 */
import { isPublicId, isPlaceholder } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { bareSecret } from './secret-read-rules.js';

/** Words one of which a generating command line holds, in some case (the anchors of this scan). */
export const GENERATOR_WORDS = ['gen', 'rand', 'passw', 'secret', 'token', 'recovery', 'urandom'];

/**
 * A command line that generates or prints a secret: a generating word (`genkey`, `pwgen`, `rand`, `urandom`,
 * `token_urlsafe`) or a secret's noun in the command (`get-login-password`, `…/secrets/…`, `recovery key`).
 */
const GENERATES = /(?:\w*gen(?:erate)?(?:key|psk|pass|pwd|secret|token|random|[-_ ]?password)\w*|\bpwgen\b|\bapg\b|\brand\b|\brandom\b|urandom|gen-?random|token_(?:hex|urlsafe|bytes)|passw(?:or)?d|secrets?\b|recovery[-_ ]?(?:key|code|password)|\btoken\b)/i;
/** A line that reads as a command: a shell prompt before it (`$ `, `# `, `> `, `PS> `, `user@host:~$ `). */
const PROMPT = /^[ \t]*(?:[\w.@-]*(?::[~\w/.-]*)?[$#%]|PS[^>\n]{0,40}>|>)[ \t]+\S/;

/**
 * The value alone on a line (no blank inside), or at the end of a labelled line (`New value: …`) when the tool
 * prints words before it.
 */
const LONE = /^[ \t]*(?:[^\n:]{1,40}:[ \t]+)?([^\s"'`]{8,4096})[ \t]*$/;
/** How many lines after the command its output may start (a `[sudo] password` prompt, a confirmation, blank lines). */
const REACH = 8;

function lines(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let at = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', at)) {
    out.push({ start: at, end: i > at && text.charCodeAt(i - 1) === 13 ? i - 1 : i });
    at = i + 1;
  }
  out.push({ start: at, end: text.length });
  return out;
}

/** The line holding `pos` (its index among `all`). */
function lineAt(all: { start: number; end: number }[], pos: number): number {
  let lo = 0;
  let hi = all.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (all[mid]!.start <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A run that a generator prints: a secret's shape (secret-read-rules.ts), no id, no placeholder. */
function printedSecret(v: string): boolean {
  return !/=[^=]/.test(v) && bareSecret(v) && !isPublicId(v) && !isPlaceholder(v) && !/^(?:OK|Done|true|false|null)$/i.test(v);
}

export function scanGeneratorOutput(text: string, at: readonly number[]): RawMatch[] {
  if (at.length === 0 || !text.includes('\n')) return [];
  const all = lines(text);
  const out: RawMatch[] = [];
  let lastCommand = -1;
  for (const pos of at) {
    const k = lineAt(all, pos);
    if (k === lastCommand) continue;
    lastCommand = k;
    const line = text.slice(all[k]!.start, all[k]!.end);
    // the first line of a text may be the command without its prompt (a tool's output led by it), but no
    // assignment nor marker (`API_KEY=[REDACTED:env-secret]` names a secret; it prints none)
    if ((k > 0 || /=|\[REDACTED:/.test(line)) && !PROMPT.test(line)) continue;
    if (!GENERATES.test(line)) continue;
    for (let j = k + 1; j < all.length && j <= k + REACH; j++) {
      const next = text.slice(all[j]!.start, all[j]!.end);
      if (PROMPT.test(next)) break;
      const m = LONE.exec(next);
      if (m === null || !printedSecret(m[1]!)) continue;
      const start = all[j]!.start + next.lastIndexOf(m[1]!);
      out.push({ rule: 'generic-secret', start, end: start + m[1]!.length });
      break;
    }
  }
  return out;
}
