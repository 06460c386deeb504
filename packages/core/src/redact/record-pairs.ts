/**
 * Secrets whose evidence lies in another record than the secret itself, redacted as the events are read (every
 * output is made from these events, so no later step can show the value):
 *
 * - the output of a command that reads a secret (`pass show`, `op read`, `printenv API_TOKEN`, `kubectl get secret …
 *   | base64 -d`) is a record of its own (Claude's tool_result after its tool_use, Codex' function_call_output): a
 *   token alone on a line of that output is the secret;
 * - a bare token the user answers to an assistant's question for a password or a token, or the tokens of the
 *   sentence so answered that have a made password's shape ("log in als beheerder met <value>");
 * - a secret split across two records (the first half ends one assistant text, tool output or todo step, the rest
 *   starts the next): the two pieces are judged joined, since outputs show them one after the other; so are the
 *   halves two messages give with words around them (record-halves.ts).
 *
 * Redacted pieces become our marker in the event's text; the output's redaction leaves markers as they are.
 */
import { keptOutputEnd, rawOutputEnds } from '../adapters/text.js';
import type { TodoItem, TranscriptEvent } from '../types/events.js';
import { isPublicId } from './placeholder.js';
import { findSecrets, markerFor } from './redact.js';
import { readsSecret } from './secret-read-rules.js';
import { asksForSecret, bareAnswer, isBareSecretToken } from './secret-answers.js';
import { looksLikeHalfSecret } from './split-tail.js';
import { halvesAcross } from './record-halves.js';

/** Events held back, so a secret's first half can still be redacted when the next record brings the rest. */
const WINDOW = 3;
/** A shell call's result may come this many events later (parallel calls); older reader calls are forgotten. */
const MAX_READERS = 64;

/** The text field of an event that a split secret can end or start, and a copy of the event with it replaced. */
function textOf(ev: TranscriptEvent): string | null {
  switch (ev.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return ev.text;
    case 'tool_result':
      return ev.output;
    case 'compaction':
      return ev.summary;
    case 'shell':
      return ev.command;
    default:
      return null;
  }
}

/**
 * What splitAcross reads of a record: the last line of the one before (`tail`), the first line of the next (`head`),
 * or, of a prompt, all of it. A cut output's end comes with its omission line, which bounds that line as the whole cut
 * does, so the judgement is the whole cut's without making it.
 */
function textEnd(ev: TranscriptEvent, end: 'head' | 'tail'): string {
  return ev.kind === 'tool_result' ? keptOutputEnd(ev, end) : textOf(ev)!;
}

/** `call` is the shell call whose output `result` is. */
function ownCall(call: TranscriptEvent, result: TranscriptEvent): boolean {
  return call.kind === 'shell' && result.kind === 'tool_result' && call.callId === result.callId;
}

/** Whether textOf gives a text, told by kind alone (reading a tool's output would make its cut). */
function hasText(ev: TranscriptEvent): boolean {
  return ev.kind === 'user_prompt' || ev.kind === 'assistant_text' || ev.kind === 'tool_result' || ev.kind === 'compaction' || ev.kind === 'shell';
}

function withText(ev: TranscriptEvent, text: string): TranscriptEvent {
  switch (ev.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return { ...ev, text };
    case 'tool_result':
      return { ...ev, output: text };
    case 'compaction':
      return { ...ev, summary: text };
    case 'shell':
      return { ...ev, command: text };
    default:
      return ev;
  }
}

export class RecordPairs {
  private readonly held: TranscriptEvent[] = [];
  private readonly readers: string[] = [];
  private asked = false;

  /** The next event in; the events released by it out, in order. */
  push(event: TranscriptEvent): TranscriptEvent[] {
    let ev = this.paired(event);
    if (ev.kind === 'todo_update') ev = joinTodos(ev);
    const half = halfStart(ev);
    const joined = half === null ? ev : this.joined(ev, half);
    ev = joined === ev ? this.halved(ev) : joined;
    this.held.push(ev);
    return this.held.length > WINDOW ? [this.held.shift()!] : [];
  }

  /**
   * The event, with the held record before it, when the two hold the halves of one secret: the record shown right before
   * it, or the last of its own kind (a tool's call lies between two outputs). A record's text is read only when its
   * raw ends leave a split possible.
   */
  private joined(ev: TranscriptEvent, half: HalfStart): TranscriptEvent {
    // splitAcross takes a next record's head only when it looks like half a secret, whatever record came before
    if (!headMayContinue(half)) return ev;
    for (const k of new Set([this.lastHeld(() => true), this.lastHeld((p) => p.kind === ev.kind)])) {
      const prev = k < 0 ? undefined : this.held[k];
      // an output never goes on with its own call's command (`cat part2` and what it printed)
      if (prev === undefined || ownCall(prev, ev) || !mayEndWithHalf(prev)) continue;
      const prompt = ev.kind === 'user_prompt';
      // Most pairs hold no secret: told from the ends splitAcross reads, no waiting output's whole cut is made for them.
      if (splitAcross(textEnd(prev, 'tail'), textEnd(ev, 'head'), prompt) === null) continue;
      const joined = splitAcross(textOf(prev)!, textOf(ev)!, prompt);
      if (joined === null) continue;
      this.held[k] = withText(prev, joined[0]);
      return withText(ev, joined[1]);
    }
    return ev;
  }

  /**
   * A person's or an assistant's message with the message of the same kind before it, when the two give the halves
   * of one secret with words around them (record-halves.ts).
   */
  private halved(ev: TranscriptEvent): TranscriptEvent {
    if (ev.kind !== 'user_prompt' && ev.kind !== 'assistant_text') return ev;
    const k = this.lastHeld((p) => p.kind === ev.kind);
    if (k < 0) return ev;
    const halves = halvesAcross(textOf(this.held[k]!)!, ev.text);
    if (halves === null) return ev;
    this.held[k] = withText(this.held[k]!, halves[0]);
    return withText(ev, halves[1]);
  }

  /** The place of the last held event with a text that passes `test`, or -1. */
  private lastHeld(test: (ev: TranscriptEvent) => boolean): number {
    for (let k = this.held.length - 1; k >= 0; k--) if (hasText(this.held[k]!) && test(this.held[k]!)) return k;
    return -1;
  }

  /** The events still held, at the end of the stream. */
  flush(): TranscriptEvent[] {
    return this.held.splice(0);
  }

  /** The event with what its call or question makes a secret redacted. */
  private paired(ev: TranscriptEvent): TranscriptEvent {
    if (ev.kind === 'shell' && readsSecret(ev.command)) {
      this.readers.push(ev.callId);
      if (this.readers.length > MAX_READERS) this.readers.shift();
    }
    if (ev.kind === 'tool_result') {
      const at = this.readers.indexOf(ev.callId);
      if (at >= 0) {
        this.readers.splice(at, 1);
        return { ...ev, output: bareLinesRedacted(ev.output) };
      }
    }
    if (ev.kind === 'assistant_text') this.asked = asksForSecret(ev.text);
    else if (ev.kind === 'user_prompt') {
      const answer = this.asked ? bareAnswer(ev.text) : null;
      this.asked = false;
      if (answer !== null) return { ...ev, text: answer };
    }
    return ev;
  }
}

/**
 * Each line of a reader's output that is one token and looks like a secret, as a marker. A line the text rules find
 * on their own (a provider token, a key wrapped over two lines) is left to them: the output's redaction finds it
 * again and the receipt counts it, which a marker put in here is not.
 */
export function bareLinesRedacted(output: string): string {
  const found = findSecrets(output);
  let at = 0;
  return output
    .split('\n')
    .map((line) => {
      const start = at;
      at += line.length + 1;
      const token = line.trim();
      if (token.startsWith('[REDACTED:') || !isBareSecretToken(token)) return line;
      if (found.some((f) => f.start < start + line.length && f.end > start)) return line;
      return line.replace(token, markerFor('secret-read-output'));
    })
    .join('\n');
}

const ENDS_WITH_MARKER = /\[REDACTED:[a-z0-9-]{1,40}\]$/;
/** A character of a run of token characters (four or more end one record), and the run that starts the next. */
const RUN_CHAR = /[A-Za-z0-9_+/=.-]/;
const SENTENCE_END = /^[A-Za-z][a-z]*\.$/;
const RUN_START = /^[A-Za-z0-9_+/.-]{4,}={0,2}/;
/** How much of each side's line is judged with the other's. */
const SIDE = 256;

/** The run an event's text starts with, which may be a secret's second half; `exact` when read from the text itself. */
interface HalfStart {
  run: string;
  exact: boolean;
}

/**
 * The run an event's text starts with when it may be the second half of a split secret, else null (splitAcross finds
 * none, whatever came before). An output that is cut when first read (adapters/text.ts) is judged by its raw start,
 * so that most outputs are never cut (safety/deferred-cut.ts): a cut only puts markers in, and a marker ends a run, so
 * its run is a piece of the raw one from the same start; a word's pieces are words (isWord), never half a secret.
 */
function halfStart(ev: TranscriptEvent): HalfStart | null {
  const raw = ev.kind === 'tool_result' ? rawOutputEnds(ev) : undefined;
  if (raw !== undefined) {
    const run = startRun(raw.head);
    return run === null || isWord(run.run) ? null : { run: run.run, exact: false };
  }
  const text = textOf(ev);
  const run = text === null ? null : startRun(text);
  // A word is never half a secret either (looksLikeHalfSecret wants two capitals): most texts start with one.
  if (run === null || isWord(run.run)) return null;
  const may = !/^[=:(]/.test(text!.slice(run.end)) || looksLikeHalfSecret(run.run);
  return may ? { run: run.run, exact: true } : null;
}

/**
 * Whether the held record may end with a secret's first half that the next record's run continues (a run that looks
 * like half a secret: headMayContinue), told without making a cut: the two ways splitAcross finds one. Its text ends
 * with a marker; or its text ends with a run of token characters that is no sentence's last word. An output cut when
 * first read may end with a marker where a secret it redacts reaches its end, so it always may.
 */
function mayEndWithHalf(prev: TranscriptEvent): boolean {
  if (prev.kind === 'tool_result' && rawOutputEnds(prev) !== undefined) return true;
  const text = textOf(prev)!;
  if (endMarker(text) !== null) return true;
  const tail = endRunOf(text);
  return tail !== null && !SENTENCE_END.test(tail);
}

/**
 * Whether the head splitAcross reads of the record may be a secret's second half: both of its ways want the run that
 * head starts with to look like half a secret. A cut output's head is judged from its raw run, which the cut's run is a
 * start of (a marker may end it early), so every start of it is tried.
 */
function headMayContinue(half: HalfStart): boolean {
  return half.exact ? looksLikeHalfSecret(half.run) : someStartLooksHalf(half.run);
}

/** Whether `run`, or a start of it of four characters or more (a marker may cut it there), looks like half a secret. */
function someStartLooksHalf(run: string): boolean {
  for (let n = run.length; n >= 4; n--) if (looksLikeHalfSecret(run.slice(0, n))) return true;
  return false;
}

/** The marker a text ends with (after blanks), else null. */
function endMarker(text: string): RegExpExecArray | null {
  const end = text.trimEnd().length;
  return ENDS_WITH_MARKER.exec(text.slice(Math.max(0, end - 64), end));
}

/** The run of token characters a text ends with (after blanks), else null. */
function endRunOf(text: string): string | null {
  const end = text.trimEnd().length;
  return endRun(text, Math.max(0, end - SIDE), end);
}

/** The run of four or more token characters that text[from, end) ends with, found from the end back: a pattern tried at every start costs the runs' lengths squared. */
function endRun(text: string, from: number, end: number): string | null {
  let i = end;
  while (i > from && RUN_CHAR.test(text[i - 1]!)) i--;
  return end - i >= 4 ? text.slice(i, end) : null;
}

/** The run of token characters a text starts with (after blanks), and where it ends. */
function startRun(text: string): { run: string; end: number } | null {
  const lead = text.length - text.trimStart().length;
  const m = RUN_START.exec(text.slice(lead, lead + SIDE));
  return m === null ? null : { run: m[0], end: lead + m[0].length };
}

/**
 * `a` ends and `b` starts with the two halves of one secret: both texts with their half replaced by the marker of
 * the finding the joined line gives; null when the joint holds no secret. Cheap for most pairs: a record that ends
 * with a blank or a period, or a next one that starts with a word, is no split token. `b` is a new prompt (`prompt`):
 * a message the person sent whole, so a secret already whole where `a` ends (found, or a marker) is continued in it
 * only by a prompt that is nothing but the rest (restOnly): "…the token is <token>" then "PR-4821 needs a rebase"
 * are two messages, not one token.
 */
export function splitAcross(a: string, b: string, prompt = false): [string, string] | null {
  const end = a.trimEnd().length;
  const lead = b.length - b.trimStart().length;
  const marked = endMarker(a);
  if (marked !== null) {
    if (prompt && !restOnly(b)) return null;
    // the record before ends with a secret already redacted (a split one's middle): a random run goes on with it
    const rest = RUN_START.exec(b.slice(lead, lead + SIDE));
    if (rest === null || !looksLikeHalfSecret(rest[0])) return null;
    return [a, `${b.slice(0, lead)}${marked[0]}${b.slice(lead + rest[0].length)}`];
  }
  const tail = endRunOf(a);
  const head = RUN_START.exec(b.slice(lead, lead + SIDE));
  // a next record that starts with a value public by itself (`srv-…  acme-api` from a listing) starts anew
  // a word and a period end a sentence (`…for the partition.`), not half a token
  if (tail === null || head === null || SENTENCE_END.test(tail) || !randomish(tail + head[0]) || isWord(head[0]) || isPublicId(head[0])) return null;
  // the rest of a token looks random by itself; a short name or id (`mk0259q`, `v2beta3`) starts a record of its own
  if (!looksLikeHalfSecret(head[0])) return null;
  // a checksum tool's line (`<sha256>  dist/app.tar.gz`): a whole digest of its own length, then its file
  if (CHECKSUM_LINE.test(b.slice(lead))) return null;
  // `NAME=…`, `Set-Cookie: …`, `f(…`: the next record starts with a name of its own, not with the rest of a token
  if (/^[=:(]/.test(b.slice(lead + head[0].length))) return null;
  const lineStart = Math.max(a.lastIndexOf('\n', end - 1) + 1, end - SIDE);
  const left = a.slice(lineStart, end);
  const nl = b.indexOf('\n', lead);
  const right = b.slice(lead, Math.min(nl < 0 ? b.length : nl, lead + SIDE));
  const found = findSecrets(left + right).find((f) => f.start < left.length && f.end > left.length);
  if (found === undefined) return null;
  // a secret already whole at the end of `a` takes the next record's head only when that reads as its other half
  if (findSecrets(left).some((f) => f.end === left.length) && (prompt ? !restOnly(b) : !otherHalf(head[0]))) return null;
  const intoB = found.end - left.length;
  const marker = markerFor(found.rule);
  return [`${a.slice(0, lineStart + found.start)}${marker}${a.slice(end)}`, `${b.slice(0, lead)}${marker}${b.slice(lead + intoB)}`];
}

/** `sha256sum`'s and `md5sum`'s line: a digest of an algorithm's length, two blanks (or ` *`, binary mode), the file. */
const CHECKSUM_LINE = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128}) [ *][^\s]/;

/** A prompt that is one run and nothing else, random to the eye: the rest of a token pasted on its own. */
function restOnly(prompt: string): boolean {
  const run = prompt.trim();
  return RUN_START.exec(run)?.[0] === run && looksLikeHalfSecret(run);
}

/** Long enough, with a digit and a letter: what the two halves of a token make together. */
function randomish(run: string): boolean {
  return run.length >= 16 && /[0-9]/.test(run) && /[A-Za-z]/.test(run);
}

/** The rest of a random value: a digit among letters, no run of five lower-case letters (a word, `Cookie`). */
function otherHalf(s: string): boolean {
  return s.length >= 6 && /[0-9]/.test(s) && /[A-Za-z]/.test(s) && !/[a-z]{5,}/.test(s);
}

/** A word (`Done`, `then`, `Running`, `Re-run`, `follow-up`): a new sentence, not the rest of a token. */
function isWord(s: string): boolean {
  return /^[A-Za-z][a-z]*(?:-[a-z]+)*[.,;:]?$/.test(s);
}

/** Todo steps joined where a secret runs from the end of one into the start of the next. */
function joinTodos(ev: Extract<TranscriptEvent, { kind: 'todo_update' }>): TranscriptEvent {
  let todos: TodoItem[] | null = null;
  for (let i = 1; i < ev.todos.length; i++) {
    const list = todos ?? ev.todos;
    const joined = splitAcross(list[i - 1]!.text, list[i]!.text);
    if (joined === null) continue;
    todos ??= [...ev.todos];
    todos[i - 1] = { ...todos[i - 1]!, text: joined[0] };
    todos[i] = { ...todos[i]!, text: joined[1] };
  }
  return todos === null ? ev : { ...ev, todos };
}
