/**
 * The assistant's last message as the summarizer keeps it: consecutive texts joined, the tail kept. Clipping a long
 * message redacts its tail window first (safety/redacted-cut.ts), and most messages are followed by another before
 * anything prints them, so the clip is made when `full` is first read (safety/deferred-cut.ts), noted in the
 * receipt's ledger at the place it was asked for, as tool outputs' cuts are. Whether a message offers a menu is read
 * from `full` only when its raw text can still make one.
 */
import { deferCut } from '../safety/deferred-cut.js';
import { LIMITS, type AssistantMessage } from './builder-model.js';
import { clipTail } from './clip.js';
import type { HeldRef } from './source-lines.js';

/** Joined messages whose clip waits on the one before; past this, the one before is clipped now (bounds the chain). */
const MAX_WAITING_JOINS = 16;

/** A list item led by a bold label (what user-menu-picks.ts LABELLED needs); redaction's markers never make one. */
const BOLD_ITEM = /^\s*[-*+]\s+\*\*/m;

/** Messages not yet clipped, by how many clips before them wait too. */
const waitingJoins = new WeakMap<AssistantMessage, number>();
/** Messages whose raw text, or that of one they go on, holds an item led by a bold label. */
const boldItems = new WeakSet<AssistantMessage>();

/** `text` (trimmed) as the last message; `before`: the message it goes on (its kept tail comes first), else null. */
export function keptMessage(before: AssistantMessage | null, text: string, source: HeldRef, seq: number): AssistantMessage {
  const waits = before === null ? -1 : (waitingJoins.get(before) ?? -1);
  // reading `full` makes the clip, after which it holds nothing of the message before
  if (before !== null && waits >= MAX_WAITING_JOINS) void before.full;
  let prior = before;
  const cut = deferCut(text, (raw) => {
    const joined = prior === null ? raw : `${prior.full}\n${raw}`;
    prior = null;
    return clipTail(joined, LIMITS.assistantChars);
  });
  const message: AssistantMessage = { full: '', source, seq };
  if (BOLD_ITEM.test(text) || (before !== null && boldItems.has(before))) boldItems.add(message);
  if (typeof cut === 'string') {
    message.full = cut;
    return message;
  }
  Object.defineProperty(message, 'full', { get: cut, enumerable: true, configurable: true });
  waitingJoins.set(message, waits >= MAX_WAITING_JOINS ? 0 : waits + 1);
  return message;
}

/**
 * Whether the kept message may offer a menu (offered-options.ts offersChoice, user-menu-picks.ts offersLabelled), told
 * from its raw text: both need the message to end on a question mark or hold an item led by a bold label, and the
 * clip only cuts text off the front and puts markers (`[REDACTED:…]`) in, which end on neither.
 */
export function mayOfferMenu(message: AssistantMessage, text: string): boolean {
  return /\?\s*$/.test(text) || boldItems.has(message);
}
