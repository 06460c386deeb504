/**
 * The agent's approach: the technical choice a unit of work embodied, as the agent stated it ("The fix: check the exit
 * code from `git show-ref`. Exit code 1 = ref not found, 128+ = fatal error."). No phrase says "I chose"; the choice is
 * the fix the agent names. It is kept only when it is tied to evidence: a statement led by what it is (the fix, the
 * solution, the approach…) in the turn that made the edits, naming something those edits touched. A diagnosis alone
 * ("Cause is `segment_data.json`, which pins 24 segments", "Problem: the query with JOINs times out", "Issue #12 asks
 * for…") chooses between nothing: it is read only to tell the remedy from it. A turn that only edited tests carries no
 * approach to the work, and a diagnosis of a failing test is the test's, not the work's.
 */
import { oneLine } from './clip.js';

const APPROACH_MAX = 400;

/**
 * A statement led by what it states: "The fix: …", "The fix is …", "The fix adds …", "Root cause: …", "The issue was
 * that …", "the bug is in …". A numbered item label ("Fix 3 & 4:", "Bug #2") heads a list entry, not a statement, and a
 * label ending its line ("The fix was in `x.go`:") introduces code.
 */
const LABEL =
  /^(?:\*\*)?(?:the |a |my )?((?:better|simpler|simplest|cleaner|cleanest|safer|right|correct|proper|real|minimal) )?(fix|root cause|cause|bug|problem|issue|solution|change|approach)(?![ \t]*(?:\d|#))\b[^.:\n]{0,40}?(?:\*\*)?\s*(?::|\bis\b|\bwas\b|\bwere\b|—|-(?=\s)|(?<=fix )(?:adds|makes|uses|moves|checks|skips|changes|replaces|removes|ensures|keeps|stores|passes|detects|strips)\b)/i;
/** Labels of what the work does about it, not of what was wrong: said beside a diagnosis, the remedy is the choice. */
const REMEDY = /^(?:fix|solution|change|approach)$/i;
/** Where a clause begins inside a sentence: "It's not Gemini-specific — the bug is in …". */
const CLAUSE = /\s[—–]\s|;\s/g;
/** The next small step narrated, not the work's approach. */
const NARRATES = /^(?:let me|let's|now\b|next\b|then\b|first\b|i'll|i will|i need to|i'm going to|we need to|i should)/i;
/**
 * The change a cause calls for, said next ("The problem is that skill files appear in both lists. I need to deduplicate
 * in `buildContextTree`."): it names the code it changes, so it is the fix, not the next small step.
 */
const CALLS_FOR = /^(?:i|we) (?:need to|have to|must|should)\s+\w+[^.!?]*`[^`\n]{2,80}`/i;
/** A plan of the next steps ("The change is narrow: I'll inspect the skill, then patch…"): not yet an approach taken. */
const PLANS = /\b(?:i['’]ll|i will|i['’]m going to|let me|we['’]ll|we will)\b/i;
/** About tests: a failing test's diagnosis or a test file's fix says nothing about the work's own approach. */
const ABOUT_TESTS = /\btests?\b|_test\.|\.test\.|\.spec\.|\btesting\b|\bspec\b/i;
/** A test file: its edits alone are no unit of work on the code. */
const TEST_PATH = /_test\.[a-z]+$|\.(?:test|spec)\.[a-z]+$|(?:^|\/)(?:__tests__|tests?|spec)\/|(?:^|\/)test_[^/]*$/i;
/** A statement must say what, not only where ("The bug is in `x.go:120`."): enough words besides the label, a code span one. */
const MIN_WORDS = 5;
/** Code spans and identifiers (camelCase, PascalCase with an inner capital, snake_case) the statement names. */
const CODE_SPAN = /`([^`\n]{2,80})`/g;
const IDENT = /\b(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[a-z0-9]+_[a-z0-9_]+)\b/g;
const NAME_TOKEN = /[A-Za-z_][A-Za-z0-9_-]{3,}/g;
/** Tokens of a name too common to tie a statement to an edit. */
const COMMON = new Set(['func', 'return', 'string', 'error', 'true', 'false', 'null', 'this', 'that', 'with', 'from', 'const', 'type', 'value']);

/** A statement of the approach, with the tokens of what it names (matched against the edits later). */
export interface ApproachStatement {
  text: string;
  tokens: string[];
  /** Labelled as the remedy (the fix, the approach), not as the diagnosis (the bug, the issue). */
  remedy: boolean;
  /** Labelled as weighed ("the better approach", "simplest fix"): kept only after what it answers (approachStatements). */
  weighed: boolean;
}

export function isTestPath(path: string): boolean {
  return TEST_PATH.test(path.replace(/\\/g, '/'));
}

/** A report's section headed as the fix or its cause ("### The Fix Applied", "## Root Cause"): its opening states it. */
const HEADED = /^#{2,4}\s+(?:\*\*)?((?:the )?(?:fix|root cause|solution)(?: applied)?)(?:\*\*)?\s*$/i;
const LIST_ITEM = /^(?:[-*+]\s+|\d+[.)]\s+)/;

/**
 * The lines of prose of a message, each a paragraph: code fences, tables and headings left out, list markers cut. The
 * opening line of a section headed as the fix carries the heading as its label ("The Fix Applied: Both wrapper scripts
 * now: Extract only `X` instead of sourcing the file"), with the first item of the list it introduces.
 */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  let fence = false;
  let heading: string | null = null;
  let introducesList = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (/^(?:```|~~~)/.test(line)) {
      fence = !fence;
      heading = null;
    }
    if (fence || line === '' || /^(?:```|~~~)/.test(line)) continue;
    const item = LIST_ITEM.test(line);
    const prose = line.replace(LIST_ITEM, '');
    if (line.startsWith('|') || line.startsWith('#')) heading = HEADED.exec(line)?.[1] ?? null;
    else if (introducesList && item) out[out.length - 1] += ` ${prose}`;
    else out.push(heading && !item ? `${heading}: ${prose}` : prose);
    introducesList = heading !== null && !item && prose.endsWith(':');
    if (!line.startsWith('#')) heading = null;
  }
  return out;
}

function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z*`])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 25);
}

/**
 * The label's position: at the start, or at the start of a clause after a dash or a semicolon; what it labels; and
 * whether it weighs it against something ("the better approach", "the simplest fix").
 */
function labelled(s: string): { rest: string; remedy: boolean; weighed: boolean } | null {
  const lead = LABEL.exec(s);
  if (lead) return { rest: s.slice(lead[0].length), remedy: REMEDY.test(lead[2] ?? ''), weighed: lead[1] !== undefined };
  for (const at of s.matchAll(CLAUSE)) {
    const end = (at.index ?? 0) + at[0].length;
    const inner = LABEL.exec(s.slice(end));
    if (inner) return { rest: `${s.slice(0, at.index)} ${s.slice(end + inner[0].length)}`, remedy: REMEDY.test(inner[2] ?? ''), weighed: inner[1] !== undefined };
  }
  return null;
}

function tokensOf(s: string): string[] {
  const names = [...[...s.matchAll(CODE_SPAN)].map((m) => m[1] ?? ''), ...(s.match(IDENT) ?? [])];
  const tokens = names.flatMap((n) => n.match(NAME_TOKEN) ?? []).map((t) => t.toLowerCase());
  return [...new Set(tokens.filter((t) => !COMMON.has(t)))];
}

/** A sentence that states the fix or the cause, about the work (not its tests), with what it names. */
function statement(sentence: string): ApproachStatement | null {
  const s = sentence.replace(/\*\*/g, '').trim();
  if (s.endsWith('?') || s.endsWith(':') || NARRATES.test(s) || ABOUT_TESTS.test(s)) return null;
  const label = labelled(s);
  if (label === null || PLANS.test(label.rest) || (label.rest.replace(/`[^`]*`/g, ' code ').match(/[A-Za-z]{2,}/g) ?? []).length < MIN_WORDS) return null;
  const tokens = tokensOf(s);
  return tokens.length > 0 ? { text: s, tokens, remedy: label.remedy, weighed: label.weighed } : null;
}

/**
 * The statements of one assistant message, each with the sentence after it in the same paragraph when that one goes
 * on (the mechanism or the reason: "Exit code 1 = ref not found, 128+ = fatal error."). A statement in a paragraph
 * that has spoken of tests before it ("For item 3, I need to test that `HandleTurnEnd` goes on. The approach: put 3
 * IDs in `TurnCheckpointIDs`…") is the plan of a test's set-up, not the work's approach.
 */
export function approachStatements(message: string): ApproachStatement[] {
  if (!/\b(?:fix|cause|bug|problem|issue|solution|change|approach)\b/i.test(message)) return [];
  const out: ApproachStatement[] = [];
  let opening = true;
  for (const para of paragraphs(message)) {
    const all = sentencesOf(para);
    all.forEach((sentence, i) => {
      const first = opening;
      opening = false;
      const found = statement(sentence);
      if (!found || all.slice(0, i).some((before) => ABOUT_TESTS.test(before))) return;
      // A weighed label answers the problem said before it ("The issue: … The better approach: …", "the store is
      // in-memory only. Simplest fix: …"); opening the message, it weighs options never said: a plan, not yet a choice.
      if (found.weighed && first) return;
      const next = all[i + 1]?.replace(/\*\*/g, '').trim();
      const goesOn = next !== undefined && (!NARRATES.test(next) || CALLS_FOR.test(next)) && !next.endsWith('?') && found.text.length + next.length < APPROACH_MAX;
      // A cause followed by the change it calls for ("… I need to deduplicate in `buildContextTree`.") names the remedy.
      out.push(goesOn ? { ...found, text: `${found.text} ${next.replace(/:$/, '')}`, remedy: found.remedy || CALLS_FOR.test(next) } : found);
    });
  }
  return out;
}

/**
 * The remedy the edits bear out: the message's first that names something they touched (`edited`, lower-cased). Beside
 * a diagnosis ("The issue: `--write` gives Codex write access to the whole workspace. … The better approach: don't
 * pass `--write` to Codex."), what was done about the problem is the choice made; a diagnosis alone is none.
 */
export function tiedStatement(statements: ApproachStatement[], edited: string): string | null {
  const chosen = statements.find((st) => st.remedy && st.tokens.some((t) => edited.includes(t)));
  return chosen ? oneLine(chosen.text, APPROACH_MAX) : null;
}
