/**
 * Secrets a command takes as plain arguments, whatever the tool: no table of tools, only what the command line says.
 * - A verb or subcommand that registers, creates, sets, enables, unlocks, logs in or obscures (`register`, `SET`, `SETUSER`,
 *   `-setairportnetwork`, `set_network`, `enable`, `claim`) and an argument of a made password's shape (made-shape.ts)
 *   among the positionals after it: the last one, or the one after a noun argument (`pass X`, `psk X`); a Redis ACL
 *   rule's `>X`. A tool's own random token after it (`enable YxeB4GELsfTW`) is one too; `user:<hex>` after `config`.
 * - `user:password@host` in any command (no scheme needed: `'CORP/svc:X@10.0.0.9'`, a `git push` URL whose password
 *   holds `/`).
 * - A literal fed by `echo`/`printf` through a pipe into a command whose words read a secret from its input (`stdin`,
 *   `crypt`, `secret`, `key`, `vault`…).
 * - The positional right after a network share (`//host/share`, `\\host\share`): the password `smbclient` and
 *   `net use` take there.
 * The SSID, user, host and version around them stay: they are never of those shapes.
 *
 * One bounded read of the command line per word found by the anchor scan, and one walk over each `@`.
 */
import { joinedPhrase, madeShape, madeToken, randomShape } from './made-shape.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin, isSpace } from './scan-util.js';

/** The verbs (in any case, inside a longer word too: `SETUSER`, `-setairportnetwork`), and the feeders of a pipe. */
export const POSITIONAL_WORDS = ['register', 'enable', 'set', 'create', 'add', 'modify', 'join', 'connect', 'claim', 'unlock', 'login', 'obscure', 'encrypt', 'echo', 'printf', '--value'];

/** A word that, as a command's second word or later, says the arguments after it make or unlock a credential. */
const VERB = /^-{0,2}(?:register|enable|set[a-z_-]*|create|add(?:user)?|modify|join|connect|claim|unlock|login|obscure|encrypt)$/i;
/** The word at a position the anchor scan found, before its command line is read. */
const WORD_AT = /[-\w]+/y;
/** An argument that names the secret the next one is, also as a dotted setting (`wifi-sec.psk`, `802-1x.password`). */
const NOUN_ARG = /^(?:[\w-]+\.)?(?:pass|password|passwd|pw|pwd|psk|secret|passphrase|key|token|pin)$/i;
/** Words of the command a pipe feeds that say it reads a secret from its input. */
const READER = /stdin|crypt|secret|passw|passphrase|vault|unlock|login|token|cred|keyring|keychain|data-file=-/i;
/** Words of a command that say the value it stores is a secret (`--type SecureString`, `put-secret`). */
const SECURE = /secure|secret|passw|credential|token/i;

const MAX_LINE = 400;

/** A flag that hands a tool a command of its own to run (`-c`, `-e`, `--command`, `--exec`, `--eval`). */
const COMMAND_FLAG = /^(?:-[ce]|--(?:command|cmd|exec|execute|eval|run))$/;

interface Word {
  start: number;
  end: number;
  quoted: boolean;
}

/** The words of the command line around `p`, split at blanks, with quotes (also JSON-escaped) taken off. */
function commandWords(text: string, p: number, lo = 0, hi = text.length): { words: Word[]; at: number } {
  let s = p;
  while (s > lo && p - s < MAX_LINE && !breakAt(text, s - 1)) s--;
  let e = p;
  while (e < hi && e - p < MAX_LINE && !breakAt(text, e)) e++;
  const words: Word[] = [];
  let at = -1;
  for (let i = s; i < e; ) {
    const c = text.charAt(i);
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '|' || c === ';' || (c === '&' && text.charAt(i + 1) === '&')) {
      words.push({ start: i, end: i, quoted: false });
      i += c === '&' ? 2 : 1;
      continue;
    }
    const esc = c === '\\' && (text.charAt(i + 1) === '"' || text.charAt(i + 1) === "'") ? 1 : 0;
    const q = text.charAt(i + esc);
    if (q === '"' || q === "'") {
      const closer = esc === 1 ? `\\${q}` : q;
      const end = indexWithin(text, closer, i + esc + 1, e);
      if (end > 0 && end < e) {
        if (i <= p && p < end) at = words.length;
        words.push({ start: i + esc + 1, end, quoted: true });
        i = end + closer.length;
        continue;
      }
    }
    let end = i;
    while (end < e && !endsWord(text.charCodeAt(end))) end++;
    // a label that introduces the command ("Rotate the value in: tool …", "failed for config: echo …") ends what is
    // before it, as a separator would
    if (text.charAt(end - 1) === ':' && end > i + 1 && isSpace(text.charCodeAt(end))) {
      words.push({ start: end, end, quoted: false });
      i = end;
      continue;
    }
    // a quote or backslash that opens nothing is no word
    if (end === i) {
      i++;
      continue;
    }
    if (i <= p && p < end) at = words.length;
    words.push({ start: i, end, quoted: false });
    i = end;
  }
  return { words, at };
}

/**
 * A command ends at a real or escaped line break, a backtick, and at the `"` that opens or closes the JSON string it stands in
 * (`"command":"…"`): the rest of a JSON line is other fields, not its arguments.
 */
function breakAt(text: string, i: number): boolean {
  // read by character code: this runs at every character of up to MAX_LINE either side of each verb found
  const c = text.charCodeAt(i);
  if (c === 34) {
    // escaped at any depth (`\"note\":\"…\"` of a JSON string inside a JSON string) too
    let b = i - 1;
    while (b >= 0 && text.charCodeAt(b) === 92) b--;
    const next = text.charCodeAt(i + 1); // `,` `:` `}` `]`
    const before = text.charCodeAt(b); // `:` `,` `{` `[`
    return next === 44 || next === 58 || next === 125 || next === 93 || before === 58 || before === 44 || before === 123 || before === 91;
  }
  // a backtick opens or closes a command quoted in prose (`Run \`rclone … pass X\` against staging`)
  return c === 10 || c === 13 || c === 96 || (c === 110 && text.charCodeAt(i - 1) === 92);
}

/** A blank, `|`, `;`, a quote or a backslash: what ends an unquoted word of a command line. */
function endsWord(c: number): boolean {
  return isSpace(c) || c === 124 || c === 59 || c === 34 || c === 39 || c === 92;
}

const isSeparator = (w: Word): boolean => w.end === w.start;

function wordText(text: string, w: Word): string {
  return text.slice(w.start, w.end);
}

/**
 * The secret a positional holds, as [offset, length] in it: a made password (a Redis ACL `>` and inner quotes, also
 * escaped, taken off: `'\\"psk\\"'`), a tool's random token, the secret of `user:<hex>`. Null for none.
 */
function positionalSecret(v: string, afterNoun: boolean): [number, number] | null {
  const m = /^(>?)(\\?")?(.*?)(?:\\?")?$/.exec(v)!;
  const skip = m[1]!.length + (m[2]?.length ?? 0);
  const s = m[3]!;
  // after `pass`, `psk`: words and a number joined are the passphrase (`pass Tulip-orbit-copper-09`)
  if (madeShape(s) === 'strong' || randomShape(s) || (afterNoun && joinedPhrase(s))) return [skip, s.length];
  const pair = /^([\w.-]{4,}):([0-9a-f]{16,32})$/i.exec(s);
  if (pair !== null && !/^(?:sha|md5|blake|crc|sum)/i.test(pair[1]!)) return [skip + pair[1]!.length + 1, pair[2]!.length];
  return null;
}

/** The verb at `k` (not the command's first word): the positionals after it, the last one and those after a noun. */
function judgeVerb(text: string, ws: Word[], k: number, out: RawMatch[], given = false): void {
  let first = k;
  while (first > 0 && !isSeparator(ws[first - 1]!)) first--;
  // the tool, at most two words (a subcommand, a flag) and the verb: deeper in, the word is prose or an argument
  // (a command sent as a form field, `body=zrok enable …`, starts after its name); a command given to a tool's
  // command flag (`linphonec -c "register …"`) is the tool's own command: its verb comes first
  if ((first === k && !given) || k - first > 3 || !/^[\w./-]+$/.test(wordText(text, ws[first]!).replace(/^(?:.*[?&])?\w+=/, ''))) return;
  const args: Word[] = [];
  for (let j = k + 1; j < ws.length && !isSeparator(ws[j]!); j++) args.push(ws[j]!);
  let last = args.length - 1;
  while (last >= 0 && !args[last]!.quoted && /^-/.test(wordText(text, args[last]!))) last--;
  args.forEach((a, j) => {
    const v = wordText(text, a);
    if (/^-/.test(v) && !a.quoted) return;
    const afterNoun = j > 0 && NOUN_ARG.test(wordText(text, args[j - 1]!));
    const afterFlag = j > 0 && !args[j - 1]!.quoted && /^--?[a-z]/i.test(wordText(text, args[j - 1]!));
    if (!afterNoun && (j !== last || afterFlag) && !v.startsWith('>')) return;
    // a tool's own command's last argument is handed over as the verb's value: a token no word is (`L4nt3rn-77Jukebox`)
    const at = positionalSecret(v, afterNoun) ?? (given && j === last && madeToken(v) ? [0, v.length] : null);
    if (at !== null) out.push({ rule: 'cli-password', start: a.start + at[0], end: a.start + at[0] + at[1] });
  });
}

/** `echo X | reader`: the literal fed to a command that reads a secret from its input. */
function judgeFeeder(text: string, ws: Word[], k: number, out: RawMatch[]): void {
  if (k > 0 && !isSeparator(ws[k - 1]!)) return;
  let pipe = k + 1;
  while (pipe < ws.length && !isSeparator(ws[pipe]!)) pipe++;
  if (pipe >= ws.length || text.charAt(ws[pipe]!.start) !== '|') return;
  let end = pipe + 1;
  while (end < ws.length && !isSeparator(ws[end]!)) end++;
  if (!ws.slice(pipe + 1, end).some((w) => READER.test(wordText(text, w)))) return;
  for (let j = k + 1; j < pipe; j++) {
    const v = wordText(text, ws[j]!);
    if (/^-[a-z]+$/.test(v) || v.includes('%')) continue;
    const s = v.replace(/\\n$/, '');
    if (madeShape(s) !== null || randomShape(s)) out.push({ rule: 'cli-password', start: ws[j]!.start, end: ws[j]!.start + s.length });
  }
}

/** `--value X` of a command whose other words say it stores a secret (`--type SecureString`). */
function judgeValueFlag(text: string, ws: Word[], k: number, out: RawMatch[]): void {
  let first = k;
  while (first > 0 && !isSeparator(ws[first - 1]!)) first--;
  let end = k;
  while (end < ws.length && !isSeparator(ws[end]!)) end++;
  if (!ws.slice(first, end).some((w, j) => first + j !== k && SECURE.test(wordText(text, w)))) return;
  const flag = wordText(text, ws[k]!);
  const eq = flag.indexOf('=');
  const v: Word | undefined = eq > 0 ? { start: ws[k]!.start + eq + 1, end: ws[k]!.end, quoted: false } : ws[k + 1];
  if (v === undefined || isSeparator(v)) return;
  const value = wordText(text, v);
  if (madeShape(value) !== null || randomShape(value)) out.push({ rule: 'cli-password', start: v.start, end: v.end });
}

export function scanPositionalSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    // the word found starts a word of its own (`-setairportnetwork`, `SETUSER`, `set_network`)
    const before = text.charAt(p - 1);
    if (/[A-Za-z0-9]/.test(before) && !(before === 'n' && text.charAt(p - 2) === '\\')) continue;
    WORD_AT.lastIndex = p;
    const word = WORD_AT.exec(text)?.[0] ?? '';
    if (!VERB.test(word) && word !== 'echo' && word !== 'printf' && word !== '--value') continue;
    let { words, at: k } = commandWords(text, p);
    // the command quoted inside another (`curl "…&body=zrok enable …"`, `ssh host 'tool set …'`): its own words
    const given = k > 0 && words[k]!.quoted && COMMAND_FLAG.test(wordText(text, words[k - 1]!));
    if (k >= 0 && words[k]!.quoted && (words[k]!.start < p || given)) ({ words, at: k } = commandWords(text, p, words[k]!.start, words[k]!.end));
    if (k < 0) continue;
    const w = wordText(text, words[k]!);
    if (/^(?:echo|printf)$/.test(w)) judgeFeeder(text, words, k, out);
    else if (/^--value(?:=|$)/.test(w)) judgeValueFlag(text, words, k, out);
    else if (VERB.test(w) && !words[k]!.quoted) judgeVerb(text, words, k, out, given);
  }
  return out;
}

/** A host after `@`, then a port, path, quote, blank or the end. */
const HOST_AFTER = /[\w-]+(?:\.[\w-]+)*(?::\d+)?(?:[/'"\s\\]|$)/y;
/** What a URL's or a command's userinfo never holds. */
const ENDS_USERINFO = new Set([...' \t\n\r\'"`<>()[]{},;|='].map((c) => c.charCodeAt(0)));

/** `user:password@host` with no scheme before it, or a password a URL rule stops short of (`/` inside it). */
export function scanUserPasswordAt(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    // most `@` (an address, a scope, a decorator) have no `:` of a userinfo before them: nothing more is read
    let s = at;
    let hasColon = false;
    while (s > 0 && at - s < 120 && !ENDS_USERINFO.has(text.charCodeAt(s - 1))) hasColon = text.charCodeAt(--s) === 58 || hasColon;
    if (!hasColon) continue;
    HOST_AFTER.lastIndex = at + 1;
    if (!HOST_AFTER.test(text)) continue;
    const userinfo = text.slice(s, at).replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    const colon = userinfo.indexOf(':');
    if (colon <= 0 || !/^[\w.\\/$-]+$/.test(userinfo.slice(0, colon))) continue;
    const pw = userinfo.slice(colon + 1);
    if (madeShape(pw) === 'strong' || randomShape(pw)) out.push({ rule: 'generic-secret', start: at - pw.length, end: at });
  }
  return out;
}

/**
 * The clients that take a password as the positional after a network share (`smbclient //host/share PASS`, `net use
 * Z: \\\\host\\share PASS`): the anchor scan finds them; a share's `//` alone is in every URL.
 */
export const SHARE_WORDS = ['smbclient', 'net use', 'smbget', 'rpcclient'];
/** A share (`//host/share`, `\\host\share`, JSON-escaped too), blanks, and the positional after it. */
const SHARE = /(?<=[\s"'=])(?:\/\/|(?:\\\\){1,2})[\w.-]+(?:(?:\/|(?:\\){1,2})[\w$.-]+)+[ \t]+(\\?["'])?([^\s"'`\\]{6,64})/g;
/** How far along its command line the share may follow the client's name. */
const SHARE_REACH = 200;

/** A made password or a random token right after the network share a client was given. */
export function scanShareSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    let line = text.slice(p, p + SHARE_REACH);
    const br = line.search(/[\r\n]|\\n/);
    if (br >= 0) line = line.slice(0, br);
    SHARE.lastIndex = 0;
    const m = SHARE.exec(line);
    if (m === null) continue;
    const value = m[2]!;
    const end = p + SHARE.lastIndex;
    if (madeShape(value) === 'strong' || randomShape(value)) out.push({ rule: 'cli-password', start: end - value.length, end });
  }
  return out;
}
