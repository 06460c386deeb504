/**
 * A task that carries on earlier work, said in one line: `Carrying on "<earlier task>": <request>`. The request is the
 * work now; the earlier task says what it is part of. Cut to fit a quote, the earlier task gives way first, so the
 * line never loses its request, nor the point where one ends and the other begins.
 */
import { oneLine } from '../safety/hostile-text.js';

/** The line for `request`, going on with `earlier` (quoted by its head, at most `earlierChars`). */
export function carriedTask(earlier: string, request: string, earlierChars: number): string {
  return `${LEAD}"${oneLine(earlier, earlierChars)}": ${request}`;
}

/**
 * `text` within about `max` characters when it is such a line whose request fits: the earlier task quoted shorter (by
 * its head, at least a few words of it). Any other text, or one whose request alone is too long, as it is.
 */
export function fitCarriedTask(text: string, max: number): string {
  const m = CARRIED.exec(text);
  if (text.length <= max || !m) return text;
  const [, earlier = '', request = ''] = m;
  // The quotes around the earlier task and the `: ` after it.
  const room = max - request.length - LEAD.length - 4;
  return room >= MIN_EARLIER ? carriedTask(earlier, request, room) : text;
}

const LEAD = 'Carrying on ';
const CARRIED = /^Carrying on "([\s\S]*?)": ([\s\S]*)$/;
/** Fewer characters of the earlier task say nothing of it. */
const MIN_EARLIER = 40;
