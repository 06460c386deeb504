/**
 * The remedy the assistant chooses for a problem it has just diagnosed: "The fix is to load the existing settings
 * first, then merge in the new values", "The linter doesn't recognize that t.Fatal stops the test. I need to add
 * explicit returns", "The linter found duplication between the two tests. Let me refactor to a table-driven test". How
 * a failure or a finding was answered is an approach the next agent must keep. A step that only looks ("I need to
 * check the callers") or names nothing ("Let me fix that") chooses no remedy.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';
import { wordGate } from './word-gate.js';

/** "the correct approach is", "the cleanest fix would be": a way named the right one; or, the other way round, "A simple stderr warning is the right fix". */
const RIGHT_KIND = '(?:correct|right|proper|best|cleanest) (?:fix|solution|approach|way|flow|option)';
const NAMED_RIGHT = `${RIGHT_KIND} (?:here )?(?:is|would be)`;

/**
 * "The fix is to…", "The fix was adding `--setting-sources user` to skip project hooks" (the closing report), "The
 * cleanest solution would be to…", "Since JSONL lines can't be split, the correct approach is to
 * return an error", "The correct flow is `disable` then `enable`": the remedy named as such, whatever came before. An
 * approach called only the simplest ("The simplest approach is to call the helpers directly") is an expedient of the
 * moment (judged so on the held-out real checkpoints). "A safe fix is to preserve a legacy path" is one fix among
 * others, offered beside a risk a review found ("This can affect in-flight deployments"): nothing is chosen yet.
 */
/** "The simplest fix", "the quickest solution": a way called only the least effort, an expedient (see FIX_IS). */
const EXPEDIENT = '(?!(?:simplest|simple|easiest|easy|quickest|quick|fastest|minimal)\\b)';
const FIX_IS = new RegExp(`(?:^|[,;]\\s+)(?:so,?\\s+)?(?:(?:the|my) (?:${EXPEDIENT}\\w+ )?(?:fix|solution|remedy) (?:here )?(?:(?:is|would be) to\\s+\\w|was (?:to\\s+\\w|\\w{3,}ing\\b))|the ${NAMED_RIGHT}\\s+\\S|^\\W*(?:a|an|the)\\s+[^,;]{3,80}?\\s+is the ${RIGHT_KIND}\\b)`, 'i');
const REMEDY_VERB = '(?:add|remove|drop|extract|replace|refactor|restructure|rewrite|switch|wrap|skip|load|split|merge|move|fall back|convert|nest|use)';
/**
 * "I need to add explicit returns", "Let me refactor to a table-driven test": a change of shape, not a look. "I need to
 * update the tests to match the new output format": the tests give way to the code's new behaviour, not the reverse.
 */
const TESTS_FOLLOW = '(?:update|change|adjust|fix) (?:the )?(?:\\w+ )?(?:tests?|assertions?|expectations?|snapshots?|fixtures?) to (?:match|reflect|expect)';
const REMEDY = new RegExp(
  `^(?:so,?\\s+)?(?:i|we) (?:need|have|['’]ll need|will need) to (?:${REMEDY_VERB}|${TESTS_FOLLOW})\\b|^let me (?:refactor|restructure|rewrite|convert|switch|split|extract|move)\\b.{0,80}?\\b(?:to|into|with|instead)\\b`,
  'i',
);
/** Some sentence of the message may name a remedy (a superset of FIX_IS and REMEDY, anywhere in the text). */
const ANY_REMEDY = new RegExp(`\\b(?:(?:fix|solution|remedy) (?:here )?(?:(?:is|would be) to|was (?:to|\\w{3,}ing))|${NAMED_RIGHT}|is the ${RIGHT_KIND}|(?:need|have) to (?:${REMEDY_VERB}|${TESTS_FOLLOW})|let me (?:refactor|restructure|rewrite|convert|switch|split|extract|move))\\b`, 'i');
const NAMES_REMEDY = wordGate(ANY_REMEDY, ['fix', 'solution', 'remedy', 'approach', 'way', 'flow', 'option', 'need to', 'have to', 'let me']);
/**
 * The message states the cause before the remedy ("Now I understand the issue", "the root cause is…", "The rule is only
 * in the web prompt, so the API client never sees it").
 */
const DIAGNOSES =
  /\b(?:the (?:root )?cause|(?:the|this) (?:real |actual |underlying )?(?:issue|problem|bug) (?:is|was)\b|now i (?:see|understand)|found (?:it|the (?:issue|problem|bug|cause)|duplicat\w*)|(?:doesn['’]t|does not) (?:recognize|know)|is never (?:called|reached|set)|never (?:called|reached)|never (?:sees?|saw|receives?|gets?|reads?|loads?) (?:it|them|this|that|the)\b)/i;

/**
 * A step on the repository or the machine, not on the code's approach: "add the os/exec import", "switch it back to
 * main", "rebuild the worktree's index", "use git init instead of creating a .git directory". It gets the work going
 * again; it chooses nothing the next agent must keep.
 */
const OPERATES =
  /\b(?:imports?|dependenc(?:y|ies)|install|reinstall|rebuild|restart|branch(?:es)?|index(?:es)?|worktrees?|checkout|commit|rebase|stash|git|directory|directories|folder|permissions?|back)\b/i;

/**
 * A repair of a compile error ("`sessionID` is already a parameter name. I need to use a different variable name") or
 * of a linter's finding on the text of the code ("For the `errcheck` issue… The cleanest fix is to handle the error"):
 * the cause is a slip in the code, and the remedy does what the message demands. It gets the build or the lint going
 * again; no approach is chosen.
 */
const COMPILE_SLIP =
  /\berrcheck\b|\b(?:return value|error)\b[^.\n]{0,80}\bis not checked\b|\b(?:ineffassign|unchecked error)\b|\b(?:(?<!(?:pattern|approach|convention|style) )already (?:a |the )?(?:declared|defined|used|a (?:parameter|variable|field|function|type))|is already (?:a |the )?(?:parameter|variable|field|name)|redeclared|undefined:|undeclared|declared (?:and|but) not used|unused (?:variable|import|parameter)|imported and not used|syntax error|mismatched types|cannot use \S+ as|not enough arguments|too many arguments)\b/i;
/**
 * A step taken to look ("Good, I'm now on the Loki data source. Let me switch to Code mode and type in a LogQL query to
 * check for our staging logs"): the agent narrates how it gets to what it wants to see; it changes no approach.
 */
const STEP_TO_LOOK = /^let me\b.*\bto (?:check|see|verify|confirm|find|inspect|look|investigate|reproduce|debug|test whether)\b/i;
/** A remedy whose object is only "a different / another / the correct …": it names no way to keep. */
const UNNAMED = /\b(?:to|need to \w+|have to \w+)\s+(?:\w+\s+)?(?:a different|another|a new|the (?:correct|right|proper)|a unique)\s+(?:\w+\s+)?(?:name|variable|identifier)\b/i;

/**
 * A remedy still open between ways ("I need to restructure — use a helper function or a different flow", "either
 * inline it or add a wrapper"): no way is taken yet, so none is chosen.
 */
const OPEN_BETWEEN = /\beither\b[^.;!?]{3,80}?\bor\b|\bor\s+(?:a|an|some)\s+(?:different|other|alternative)\b|\bor\s+(?:another|something else)\b/i;

/**
 * A sentence that stops where its object should come: "…deterministic by:", "Let me refactor the plan to:", "The fix is
 * to update:" (the files follow as a list, and the verb alone names no remedy).
 */
const LEADS_IN = /\b(?:by|to|with|into|for|as|the|a|an|of)\s*[:.]?\s*$|\bto\s+[\w-]+\s*:\s*$/i;

const CAUSE_MAX = 200;

/**
 * The message repairs a compile error or a linter's finding on the text of the code, named in it or in the message
 * before it in the same turn (`earlier`): what it diagnoses is a slip of the edit just made, not the work's approach.
 */
export function repairsSlip(message: string, earlier: string): boolean {
  return COMPILE_SLIP.test(earlier) || COMPILE_SLIP.test(message);
}

/** Most messages name no remedy: one search of the whole text spares splitting it into sentences, or weighing what it answers. */
export function mayNameRemedy(message: string): boolean {
  return NAMES_REMEDY.test(message);
}

/**
 * The remedy a message chooses, with the sentence before it (the diagnosis it answers), or null. `answersFailure`: a
 * check or call failed since the user last spoke, so a remedy sentence answers it even without a stated cause.
 * `earlier`: the assistant's message before this one in the same turn, where a remedy that opens its message was
 * diagnosed.
 */
export function remedyOf(message: string, answersFailure: boolean, earlier = ''): ExtractedDecision | null {
  if (!mayNameRemedy(message)) return null;
  const all = sentences(message);
  for (let i = all.length - 1; i >= 0; i--) {
    const s = (all[i] as string).replace(/^\*+|\*+$/g, '').trim();
    // "The fix is to make `Detect()` deterministic by:" leads into a list: the sentence alone names no remedy.
    if (s.endsWith('?') || s.length < 20 || LEADS_IN.test(s)) continue;
    const named = FIX_IS.test(s);
    if (!named && !(REMEDY.test(s) && (answersFailure || DIAGNOSES.test(all.slice(0, i).join(' '))))) continue;
    if (OPERATES.test(s) || UNNAMED.test(s) || OPEN_BETWEEN.test(s) || STEP_TO_LOOK.test(s) || COMPILE_SLIP.test(`${i === 0 ? earlier : ''} ${all.slice(Math.max(0, i - 1), i + 1).join(' ')}`)) continue;
    const before = i > 0 ? oneLine(all[i - 1] as string, CAUSE_MAX) : '';
    const cause = before && !before.endsWith('?') && !before.endsWith(':') ? `${before} ` : '';
    return { text: oneLine(`${cause}${s.replace(/:\s*$/, '.')}`, DECISION_MAX), rejected: [] };
  }
  return null;
}
