/**
 * A short prompt that picks an item by its number from the numbered list or table the assistant last showed ("5 seems
 * like a great one to tackle", "6", "ok can we handle #4 quickly?" after a list of pending todos): the work it asks
 * for is the item's, whose words are in that message, not in the prompt. The prompt stays the user's words; the task
 * says what was picked.
 */
import { oneLine } from './clip.js';
import { optionText } from './offered-options.js';

/** Longer than this, a prompt says more than which item it takes. */
const PICK_MAX = 80;
const ITEM_MAX = 200;

/**
 * The item number a prompt picks: the number it opens with (after "ok", "yes"…), or one written `#4`. A number that
 * measures something ("3 times", "2.5", "10%", "4:30") picks nothing.
 */
const OPENS_WITH = /^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|so|then|now|and|hmm)[,.!\s]+)*#?(\d{1,2})(?![\d.,:%/]?\d|[%\w])/i;
const HASH_NUMBER = /(?<![\w#])#(\d{1,2})(?![\w%])/g;

function pickedNumber(prompt: string): string | null {
  const t = prompt.trim();
  if (t.length === 0 || t.length > PICK_MAX || t.includes('\n')) return null;
  const opening = OPENS_WITH.exec(t)?.[1];
  if (opening) return opening;
  const hashed = [...t.matchAll(HASH_NUMBER)].map((m) => m[1]);
  return hashed.length === 1 ? (hashed[0] ?? null) : null;
}

/** Row `n` of a Markdown table whose first cell is the number: its first other cell ("| 5 | Fix FUSE rename | desktop |"). */
function tableRow(message: string, n: string): string | null {
  const row = new RegExp(`^\\s*\\|\\s*(?:\\*\\*)?#?${n}(?:\\*\\*)?\\s*\\|\\s*([^|\\n]*?[^|\\s][^|\\n]*?)\\s*\\|`, 'm').exec(message);
  return row?.[1] ? oneLine(row[1].replace(/\*\*|__|`/g, ''), ITEM_MAX) : null;
}

/** Item `n` of the message's numbered list or table, when it holds item 1 too (a list, not a lone number). */
function itemOf(message: string, n: string): string | null {
  const found = tableRow(message, n) ?? optionText(message, n);
  if (!found) return null;
  return (tableRow(message, '1') ?? optionText(message, '1')) ? found : null;
}

/**
 * The task a pick stands for: the prompt and the item it picked from `menu` (the assistant's last message), or null
 * when the prompt picks no item that message lists.
 */
export function pickedItem(prompt: string, menu: string | null): string | null {
  const n = menu ? pickedNumber(prompt) : null;
  const item = n && menu ? itemOf(menu, n) : null;
  if (!n || !item) return null;
  return `${oneLine(prompt, PICK_MAX)} (picked item ${n} of the list the assistant showed: ${item})`;
}

/**
 * The message lists work to pick from, not ways to do one piece of work: the list is headed as to-dos, tasks, a
 * backlog or what is left ("**Pending Todos:**", "## Remaining tasks", "Open issues:"), or the message asks which one
 * to work on ("Reply with a number to view details", "Which one would you like to tackle next?").
 */
const TASKS_HEAD =
  /^\W*(?:#{1,4}\s*)?(?:\*\*|__)?(?:(?:pending|open|remaining|outstanding|current|next|your|the|(?:\d+\s+)?(?:pending|open))\s+)*(?:to-?dos?|tasks|backlog(?:\s+items)?|tickets|work\s+items|(?:issues|items)\s+(?:left|remaining))(?:\s*\([^)\n]*\))?(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*$/im;
const ASKS_WHICH_TASK =
  /\breply with a number to (?:view|see|open|pick|select)\b|\bwhich\s+(?:one|todo|task|item|ticket)s?\b[^?\n]{0,60}\b(?:work on|tackle|pick up|take on|start (?:on|with)|do next)\b|\bwhat would you like to work on\b/i;

export function listsTasks(message: string): boolean {
  return TASKS_HEAD.test(message) || ASKS_WHICH_TASK.test(message);
}
