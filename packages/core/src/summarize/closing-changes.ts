/**
 * The agent's own choices, as the report that closes its work lists them. After the edits, the closing message sums
 * up the changes one item each; an item that names what the change replaced ("`components/layout/UserMenu.tsx`:
 * Fallback changed from `'User'` to `'[an0n]'`", "Switched `.diff-line` from flexbox to CSS Grid") is a way chosen
 * over another, carried out by the edits before it. Findings the report sets apart as left
 * undone ("**Intentionally deferred:**", "## Skipped, with reasons") are a choice of scope. The records show both: the
 * session's last message, list items under it, edits made since the last prompt, and no user turn after it.
 */
import type { AssistantMessage, SeqDecision, SeqFact } from './builder-model.js';
import { oneLine } from './clip.js';
import { DECISION_MAX, decisionWords, type ExtractedDecision, rejectedOf } from './decisions.js';

/** At most this many items of one report: the handoff lists only a few decisions. */
const CHANGES_MAX = 2;
const ITEM = /^\s{0,3}(?:[-*+]|\d+[.)])\s+(.*\S)\s*$/;
/** A line a bold file or part name leads, like an item ("**`frontend/src/styles.css`** — Switched … to CSS Grid:"). */
const LABELLED = /^\s{0,3}(\*\*[^*\n]{1,80}\*\*\s*[—–:-]\s+.*\S)\s*$/;
/**
 * A named alternative the change replaced, said as the change: "changed from A to B", "switched X from A to B". An item
 * that only says what the code now does instead ("now use the registry instead of …", "Fixed X to use Y instead of Z")
 * or where code moved ("Moved from `checkpoint` package to `agent/types.go`") describes the work, it chooses nothing.
 */
const REPLACED = /\b(?:changed|switched|converted)\b[^;\n]{0,80}?\bfrom\s+\S[^;\n]{0,80}?\bto\s+\S/i;
/** A heading or bold label that sets findings apart as left undone, on its own line. */
const LEFT_UNDONE =
  /^\s{0,3}(?:#{1,4}\s+|\*\*)(?:intentionally |deliberately )?(?:deferred|postponed|skipped|not (?:addressed|fixed|applied)|left as[- ]is|out of scope)\b[^\n]{0,40}$/im;

function bare(s: string): string {
  return s.replace(/\*\*|__/g, '').trim();
}

/** Items changed with the alternative they replaced, code blocks and table rows aside. */
function replacedItems(report: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  let fenced = false;
  for (const line of report.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const item = fenced ? null : (ITEM.exec(line)?.[1] ?? LABELLED.exec(line)?.[1]);
    if (!item) continue;
    const words = bare(item).replace(/:$/, '');
    if (words.length < 30 || words.endsWith('?') || !REPLACED.test(words)) continue;
    out.push({ text: oneLine(words, DECISION_MAX), rejected: rejectedOf(words) });
  }
  return out;
}

/** The findings under a left-undone heading, each by its name (the bold lead, else the words before a dash or colon). */
function leftUndone(report: string): ExtractedDecision | null {
  const heading = LEFT_UNDONE.exec(report);
  if (!heading) return null;
  const names: string[] = [];
  for (const line of report.slice(heading.index + heading[0].length).split('\n').slice(1)) {
    if (!line.trim()) {
      if (names.length > 0) break;
      continue;
    }
    const item = ITEM.exec(line)?.[1];
    if (!item) break;
    const name = /^\*\*(.+?)\*\*/.exec(item)?.[1] ?? item.split(/\s[—–-]\s|:\s/)[0] ?? item;
    names.push(bare(name).replace(/[\s:.]+$/, ''));
  }
  if (names.length === 0) return null;
  const label = bare(heading[0]).replace(/^#+\s*/, '').replace(/[\s:.]+$/, '');
  return { text: oneLine(`${label}: ${names.join('; ')}`, DECISION_MAX), rejected: [] };
}

/**
 * The choices the session's closing report lists, when it is the last word (no prompt after it) and edits were made
 * since the last prompt: without them the report describes, it does not report work done. An item a decision already
 * taken quotes (`taken`: their texts) is that decision.
 */
export function closingChanges(last: AssistantMessage | null, lastPrompt: SeqFact | null, edited: boolean, taken: readonly string[]): SeqDecision[] {
  if (!last || !edited || (lastPrompt && lastPrompt.seq > last.seq)) return [];
  const undone = leftUndone(last.full);
  const known = taken.map(decisionWords);
  const said = (d: ExtractedDecision): boolean => {
    const words = decisionWords(d.text);
    const head = words.slice(0, 60);
    return known.some((k) => k.includes(head) || (k.length >= 30 && words.includes(k.slice(0, 60))));
  };
  const found = [...(undone ? [undone] : []), ...replacedItems(last.full)].filter((d) => !said(d));
  return found.slice(0, CHANGES_MAX).map((d) => ({ ...d, by: 'assistant', source: last.source, verified: false, seq: last.seq }));
}
