/**
 * Secrets a command takes with no flag that names them, whatever the tool is called: the words of a command line say
 * when an argument is a password, not a table of tools. A word that says set, change, unlock or log in with a secret
 * (`mkpasswd`, `wpa_passphrase`, `bw unlock`, `+login`, `user:password`, `--new-pin`, `--setuppwd=`, `env:set`,
 * `samba-tool user create`), then the arguments after it on the same command, each judged by what a person makes as a
 * password (made-password.ts) or a generator prints (value-shape.ts): the user name, the SSID, the host, the digest
 * and the path around it stay. A value fed to such a command through a pipe (`echo X | keepassxc-cli …`) or a
 * here-string (`… <<< X`) is its argument too, and so is what an askpass script echoes.
 *
 * One pass per word found by the anchor scan (`needs`), over a bounded window of its line.
 */
import { barOf } from './assigned-value-scan.js';
import { madePassword } from './made-password.js';
import { isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin, lineBreakAt } from './scan-util.js';
import { generatedValue } from './value-shape.js';

/**
 * Words one of which every command this scan reads holds, in any case. `user` and `set` alone are in nearly every
 * text: the pairs they make in a command are searched for instead.
 */
export const COMMAND_SECRET_WORDS = [
  'pass', 'pwd', '-pin', 'unlock', 'login', 'secret', 'user create', 'user add', 'users add', 'user:create', 'add_user', ':set', 'askpass', 'add-mask',
  'cryptsetup',
];

/** How far around the word its command is read. */
const REACH = 200;
/** How many arguments after the word are judged. */
const MAX_ARGS = 8;

interface Arg {
  start: number;
  end: number;
  quoted: boolean;
}

/** A word that makes the arguments after it a secret: the tool's name, a subcommand or a flag says so. */
const SECRET_VERB = /(?<!by|com|sur|tres|over|under)pass(?!ed|ing|age|enger|ive|port|thr|es\b)|pwd(?![a-z])|unlock|(?:^|[^a-z])login$|secret|(?:^|[-_:+])pin$/;
/** `user create`, `user add`, `user:create`, `add_user`, `useradd`: a user made with a password given after it. */
const USER_VERB = /^(?:user|users)[:_-]?(?:create|add|new|set)$|^(?:add|create)[:_-]?users?$/;
/** `env:set`, `secrets set`, `variables --set`: a name and its value. */
const SET_VERB = /^(?:env|envs|secrets?|variables?|vars?|config)[:_-]set$/;

/** A noun that is a word of prose more often than a command's verb. */
const PROSE_NOUN = /^(?:pass(?:word|words|phrase|code|es)?|secrets?|pins?|pwd|tokens?|users?)$/;

/** A tool that reads a key from its input when none is given (`echo -n X | cryptsetup luksOpen /dev/sdb1 vault -`). */
const KEY_READER = /^(?:[\w.~/-]*\/)?cryptsetup$/;

/**
 * A tool that runs the command given after its own options (`sshpass -p X ssh host 'systemctl restart api'`): the
 * words after it are that command's, its host and its arguments, not a secret; its own `-p` is command-rules.ts'.
 */
const RUNS_COMMAND = /^(?:[\w.~/-]*\/)?sshpass$/;

/** `echo`, `printf`: a pipe's first command whose arguments are the text it feeds on. */
const FEEDER = /^(?:echo|printf)$/;

function lineStartBefore(text: string, at: number): number {
  const from = Math.max(0, at - REACH);
  for (let i = at - 1; i >= from; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i + 1;
    if (c === 110 && text.charCodeAt(i - 1) === 92 && lineBreakAt(text, i - 1) > 0) return i + 1;
  }
  return from;
}

/**
 * The shell words of [from, to): quoted ones (also JSON-escaped `\"…\"`) by their contents, separators (`|`, `;`,
 * `&`, `>`, a line break) as empty words that end a command.
 */
function words(text: string, from: number, to: number): Arg[] {
  const out: Arg[] = [];
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    const br = lineBreakAt(text, i);
    if (br > 0) return out;
    if (c === 124 || c === 59 || c === 38 || c === 62 || c === 96) {
      out.push({ start: i, end: i, quoted: false });
      i++;
      continue;
    }
    // a quote escaped at any depth (`\"`, `\\\"` of a JSON string inside a JSON string) closes at the same depth
    let esc = 0;
    while (text.charCodeAt(i + esc) === 92 && esc < 8) esc++;
    const q = text.charCodeAt(i + esc);
    const closer = q === 34 || q === 39 ? text.slice(i, i + esc + 1) : '';
    // a `"` that opens or closes a JSON string the command stands in (`"command":"…"`, escaped too) bounds it
    const jsonQuote = q === 34 && (/[,:}\]]/.test(text.charAt(i + esc + 1)) || /[:,{[]/.test(text.charAt(i - 1)));
    const e = closer === '' || jsonQuote ? -1 : indexWithin(text, closer, i + esc + 1, to);
    if (jsonQuote || (closer !== '' && (e < 0 || /\n|\\n|",|":/.test(text.slice(i + esc + 1, e))))) {
      out.push({ start: i, end: i, quoted: false });
      i += esc + 1;
      continue;
    }
    if (closer !== '') {
      const s = i + esc + 1;
      out.push({ start: s, end: e, quoted: true });
      i = e + closer.length;
      continue;
    }
    let end = i;
    while (end < to && !endsWord(text.charCodeAt(end))) end++;
    if (end === i) end++;
    else out.push({ start: i, end, quoted: false });
    i = end;
  }
  return out;
}

const isSeparator = (a: Arg): boolean => a.end === a.start;

/**
 * The arguments after `k` up to the end of its command, at most MAX_ARGS; the `=value` of a flag that names a secret
 * is one too (`--scope=@corp` is not).
 * `untilFlag`: only the run right after `k`, up to the next flag (the values a flag such as `+login` takes).
 */
function argsAfter(text: string, ws: Arg[], k: number, untilFlag = false): Arg[] {
  const out: Arg[] = [];
  for (let j = k + 1; j < ws.length && out.length < MAX_ARGS; j++) {
    const a = ws[j]!;
    // a pipe, `;`, `&` or `>` ends the command (`<<<` does not: its here-string is the command's input)
    if (isSeparator(a)) break;
    const word = text.slice(a.start, a.end);
    if (!a.quoted && /^[-+]/.test(word)) {
      if (untilFlag) break;
      const eq = word.indexOf('=');
      if (eq > 0 && SECRET_VERB.test(word.slice(0, eq).toLowerCase())) out.push({ start: a.start + eq + 1, end: a.end, quoted: false });
      // a long flag that names no secret takes the value after it (`--tenant <id>`); a short one may take none
      else if (/^--?[a-z][\w-]{2,}$/i.test(word) && !SECRET_VERB.test(word.toLowerCase())) j++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/** The value is a password its command takes: what a person makes, or what a generator prints; no id (a job's ULID). */
function secretArg(v: string, quoted: boolean, pin: boolean): boolean {
  if (SECRET_SOURCE.test(v) || isPublicId(v)) return false;
  return madePassword(v, { quoted, digits: pin }) || generatedValue(v);
}

/** Where a tool is told to read the secret from (openssl's `-passin env:KEY_PASS`, `file:pw.txt`, `fd:3`, `stdin`): no secret itself. */
const SECRET_SOURCE = /^(?:(?:env|file|fd):[\w./~-]+|stdin)$/;

function push(out: RawMatch[], a: Arg): void {
  out.push({ rule: 'cli-password', start: a.start, end: a.end });
}

/** The word at `k` sets or unlocks a secret: judge the arguments after it (a flag's own `=value` among them). */
function judgeAfterVerb(text: string, ws: Arg[], k: number, out: RawMatch[]): void {
  const w = text.slice(ws[k]!.start, ws[k]!.end).toLowerCase();
  const flag = /^[-+]/.test(w);
  const name = w.replace(/=.*$/, '');
  const pin = /pin$/.test(name);
  if (SET_VERB.test(name)) {
    const args = argsAfter(text, ws, k);
    // a name and its value: the value on the bar its name sets (`SIGNING_SALT`, never a `BUILD_ID`)
    if (args.length >= 2 && barOf(text.slice(args[0]!.start, args[0]!.end)) !== 'public') {
      const v = args[1]!;
      if (secretArg(text.slice(v.start, v.end), v.quoted, false)) push(out, v);
    }
    return;
  }
  // a marker of a secret redacted (`'[REDACTED:cli-password]'`) names the rule, it is no verb
  if ((PROSE_NOUN.test(name) && !/^users?$/.test(name)) || RUNS_COMMAND.test(name) || name.startsWith('[redacted:')) return;
  if (!SECRET_VERB.test(name) && !USER_VERB.test(name) && !(name === 'user' && USER_VERB.test(`user-${nextWord(text, ws, k)}`))) return;
  if (flag && w.includes('=')) {
    const s = ws[k]!.start + w.indexOf('=') + 1;
    if (secretArg(text.slice(s, ws[k]!.end), false, pin)) out.push({ rule: 'cli-password', start: s, end: ws[k]!.end });
    return;
  }
  for (const a of argsAfter(text, ws, k, flag)) {
    if (secretArg(text.slice(a.start, a.end), a.quoted, pin)) push(out, a);
  }
}

function nextWord(text: string, ws: Arg[], k: number): string {
  const a = ws[k + 1];
  return a === undefined ? '' : text.slice(a.start, a.end).toLowerCase();
}

/** The command before the pipe that ends at `k` is `echo X` / `printf X`: its arguments are what it feeds. */
function judgeFed(text: string, ws: Arg[], pipe: number, out: RawMatch[]): void {
  let s = pipe;
  while (s > 0 && !isSeparator(ws[s - 1]!)) s--;
  if (s >= pipe || !FEEDER.test(text.slice(ws[s]!.start, ws[s]!.end))) return;
  for (let j = s + 1; j < pipe; j++) {
    const a = ws[j]!;
    const v = text.slice(a.start, a.end);
    if (/^-[a-z]+$/.test(v) || v.includes('%')) continue; // `-n`, a printf format
    if (secretArg(v.replace(/(?:\\\\n|\\n)$/, ''), a.quoted, false)) push(out, a);
  }
}

/** Judge the command around the word at `p`. */
function judgeCommand(text: string, p: number, out: RawMatch[]): void {
  const from = lineStartBefore(text, p);
  const ws = words(text, from, Math.min(text.length, p + REACH));
  let cmdStart = 0;
  for (let k = 0; k < ws.length; k++) {
    const a = ws[k]!;
    if (isSeparator(a)) {
      cmdStart = k + 1;
      continue;
    }
    if (a.end <= p || a.start > p + 40) continue;
    // the word found is in this command: the verbs in it, and the echo piped into it
    let end = k;
    while (end < ws.length && !isSeparator(ws[end]!)) end++;
    for (let j = cmdStart; j < end; j++) judgeAfterVerb(text, ws, j, out);
    if (cmdStart > 0 && text.charCodeAt(ws[cmdStart - 1]!.start) === 124) judgeFed(text, ws, cmdStart - 1, out);
    return;
  }
}

/** An askpass script prints the secret it is asked for: the literal its `echo` prints, a few lines after the word. */
function judgeAskpass(text: string, p: number, out: RawMatch[]): void {
  const window = text.slice(p, p + REACH);
  const m = /(?:^|\\n|\n|[;&|]\s*)(?:echo|printf)\s+(?:-[a-z]+\s+)?/.exec(window);
  if (m === null) return;
  const s = p + m.index + m[0].length;
  const ws = words(text, s, Math.min(text.length, s + 160));
  const a = ws[0];
  if (a !== undefined && !isSeparator(a) && secretArg(text.slice(a.start, a.end), a.quoted, false)) push(out, a);
}

/** `::add-mask::X`: a CI runner is told X is a secret. */
function judgeMask(text: string, p: number, out: RawMatch[]): void {
  if (!text.startsWith('add-mask::', p)) return;
  const s = p + 10;
  let e = s;
  while (e < text.length && e - s < 256 && !/[\s"'`\\]/.test(text.charAt(e))) e++;
  const v = text.slice(s, e);
  if (v.length >= 6 && !/^\$|^%/.test(v)) out.push({ rule: 'generic-secret', start: s, end: e });
}

/** A blank, quote, backslash or shell operator: what ends a command's word. */
function endsWord(c: number): boolean {
  return c <= 32 || c === 34 || c === 39 || c === 96 || c === 124 || c === 59 || c === 38 || c === 62 || c === 92;
}

/** After `pass`: `passed`, `passing`, `passes` (test output is full of them), dropped before the word is read. */
const PAST_TENSE = /^(?:ed|ing|es\b)/i;

/**
 * The word around `p` (to blanks, quotes and separators, at most 48 characters each way) could be a verb this scan
 * reads: most words found (`passed`, `user`, `set` in prose) are dropped here, before their line is read.
 */
function mayBeVerb(text: string, p: number): boolean {
  let s = p;
  while (s > 0 && p - s < 48 && !endsWord(text.charCodeAt(s - 1))) s--;
  let e = p;
  while (e < text.length && e - p < 48 && !endsWord(text.charCodeAt(e)) && text.charCodeAt(e) !== 61) e++;
  const word = text.slice(s, e);
  // a command's verb is written in lower case, without digits (`gpg-preset-passphrase`, `--new-pin`, `+login`): an
  // id that holds `pwd` by chance (`req_9PWdT…`), a `${DB_PASSWORD}` reference or code's `checkPassword` is none
  if (!/^(?:[-+]{1,2}|[\w.~/-]*\/)?[a-z][a-z_.:-]*$/.test(word)) return false;
  const w = word.toLowerCase();
  // `user create`, `users add`: a user made with its password
  if (/^users?$/.test(w)) return /^[ \t]+(?:create|add|new)(?![\w-])/.test(text.slice(e, e + 12));
  // the noun alone is prose ("move it to the secret store", "the password is…": prose-secret-scan.ts reads that)
  if (PROSE_NOUN.test(w)) return false;
  // a name in code (`check_password(pw)`, `user.password`, `password:` of a mapping) or a file (`/tmp/passwd.txt`) is no verb
  if (/[(),]|:$|\.[a-z]/.test(w.slice(w.lastIndexOf('/') + 1))) return false;
  return SECRET_VERB.test(w) || SET_VERB.test(w) || USER_VERB.test(w) || KEY_READER.test(w);
}

export function scanCommandSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    const c = text.charCodeAt(p) | 32;
    if (c === 97 && text.startsWith('add-mask::', p)) judgeMask(text, p, out);
    else if (c === 97 && /^askpass/i.test(text.slice(p, p + 7))) judgeAskpass(text, p, out);
    else if (!PAST_TENSE.test(text.slice(p + 4, p + 7)) && mayBeVerb(text, p)) judgeCommand(text, p, out);
  }
  return out;
}
