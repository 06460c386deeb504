/**
 * The scope of a commit the agent chooses when the working tree holds more than its own work: "The diff includes
 * changes from other files (`App.tsx`, `RemediationHistoryCard.tsx`) that are unrelated to the product tour work. I'll
 * only commit the relevant files." Which changes go into the commit and which are left for their owner is a choice
 * between named alternatives; the next agent must not sweep the others in. A scoped commit with nothing said to be
 * left out ("Let me only commit my change") names no alternative.
 */
import type { BuilderState } from './builder-state.js';
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';
import type { HeldRef } from './source-lines.js';


/**
 * "I'll only stage…", "Let me commit only the 4 files I modified", "I need to only commit the files related to this
 * feature", "I’ll fix that by committing only the tab-icon files".
 */
const SCOPES =
  /^(?:i['’]ll|i will|let me|i['’]m going to|we['’]ll|we will|i need to)\s+(?:(?:fix|do|handle)\s+(?:that|this|it)\s+by\s+)?(?:only\s+(?:stag|commit|add)\w*|(?:stag|commit|add)\w*\s+only)\b/i;
/**
 * What is left out, said as such: changes unrelated, pre-existing, beyond the agent's own ("that aren't from my work"),
 * or already there.
 */
const LEFT_OUT =
  /\b(?:unrelated|pre-?existing|(?:changes?|edits?) (?:from|in|to) other files|(?:more|other) (?:uncommitted |unstaged )?changes|beyond (?:my|just|what i)|already (?:staged|in the working)|not (?:part of|related to) (?:this|the|my))\b|n['’]t (?:part of|related to|from) (?:this|the|my)\b/i;

/**
 * "Only the two frontend files are relevant. I'll stage and commit them.": the agent sorts what the status it just read
 * listed into its own work and the rest, and commits its own. The rest is named by that status.
 */
const ONLY_OWN = /^only\s+(?:the\s+|my\s+)?[^.!?]{3,80}?\s+(?:are|is)\s+(?:relevant|mine|(?:part of|related to|from) (?:this|the|my)\b)/i;
const COMMITS = /\b(?:stage|commit|leave)\b/i;
/**
 * The scope reported once the commit is made ("The commit only staged `ai-metrics.astro`, leaving the untracked
 * `.cursor/` directory untouched"): the same choice, said after it was carried out, with what was left as it was.
 */
const REPORTS_SCOPE = /\b(?:only\s+(?:staged|committed|included)|(?:staged|committed)\s+only)\b/i;
const LEFT_AS_IS = /\bleaving\b(?:[^.!?]|\.(?=\S)){3,120}?\b(?:out|untouched|alone|unstaged|uncommitted|as it was)\b/i;
/**
 * The rest named in the sentence after the scope, as what the agent leaves ("I’ll stage only `BOOTH_GUIDE.md`, commit
 * it, and push that commit directly to `origin/main`. I’ll leave the untracked `.codex/` folder alone.").
 */
const LEAVES_ALONE = /^(?:i['’]ll|i will|we['’]ll|we will)\s+leave\b(?:[^.!?]|\.(?=\S)){3,120}?\b(?:out|untouched|alone|unstaged|uncommitted|as it is)\b/i;

export function commitScope(text: string): ExtractedDecision[] {
  if (!/\b(?:stag\w*|commit\w*|add)\b/i.test(text)) return [];
  const all = sentences(text);
  const out: ExtractedDecision[] = [];
  for (const [i, s] of all.entries()) {
    const bare = s.replace(/^\*+|\*+$/g, '').trim();
    const next = all[i + 1]?.trim() ?? '';
    if (ONLY_OWN.test(bare) && COMMITS.test(`${bare} ${next}`) && !next.endsWith('?')) {
      out.push({ text: oneLine(COMMITS.test(bare) ? bare : `${bare} ${next}`, DECISION_MAX), rejected: [] });
      continue;
    }
    if (REPORTS_SCOPE.test(bare) && (LEFT_OUT.test(bare) || LEFT_AS_IS.test(bare))) {
      out.push({ text: oneLine(bare, DECISION_MAX), rejected: [] });
      continue;
    }
    if (!SCOPES.test(bare) || bare.endsWith('?')) continue;
    const before = all[i - 1]?.trim();
    const said = LEFT_OUT.test(bare)
      ? bare
      : before && LEFT_OUT.test(before) && !before.endsWith('?')
        ? `${before} ${bare}`
        : LEAVES_ALONE.test(next)
          ? `${bare} ${next}`
          : null;
    if (said) out.push({ text: oneLine(said, DECISION_MAX), rejected: [] });
  }
  return out;
}

/** The files a statement names in code spans (`App.tsx`, `src/api/routes/remediation.ts`), by their base names. */
function namedFiles(text: string): string[] {
  return [...text.matchAll(/`([^`\s]{3,120}\.[A-Za-z0-9]{1,8})`/g)].map((m) => baseName(m[1] as string));
}

const baseName = (path: string): string => (path.split(/[\\/]/).pop() ?? path).toLowerCase();

/** A scope the message chooses, with the files it names as left out (see dropOverridden). */
export function onCommitScope(s: BuilderState, text: string, source: HeldRef): void {
  for (const d of commitScope(text)) {
    s.pushDecision(d, 'assistant', source, false);
    const item = s.decisions.last();
    if (item?.seq === s.seq && item.by === 'assistant') s.commitScope = { item, leftOut: namedFiles(d.text) };
  }
}

/**
 * The agent then changes a file it named as left out ("The `remediation.ts` change is pre-existing and unrelated. I'll
 * commit only the two component files.", then a pre-commit hook fails on `remediation.ts` and the agent fixes it): the
 * file is its work after all, and the scope as said no longer holds.
 */
export function dropOverridden(s: BuilderState, editedPaths: string[]): void {
  const scope = s.commitScope;
  if (!scope || !editedPaths.some((p) => scope.leftOut.includes(baseName(p)))) return;
  s.commitScope = null;
  s.decisions.removeWhere((d) => d === scope.item);
}
