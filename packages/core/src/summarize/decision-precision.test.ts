// Statements that read like decisions and choose nothing (issue 12, class 7): each case is a shape of garbage seen
// in real sessions, with a real decision of the same shape beside it that must still be taken.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { decisionsFromCompaction } from './compaction.js';
import { concession } from './concessions.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { remedyOf } from './remedies.js';
import { answeredChoices } from './form-answers.js';
import { optionText } from './offered-options.js';
import { userPick } from './user-menu-picks.js';
import { userDecision } from './user-statements.js';

const texts = (ds: { text: string }[]): string[] => ds.map((d) => d.text);

describe('progress narration is no decision', () => {
  it('leaves out a look at the next step, whatever it contrasts', () => {
    expect(extractDecisions("I’m checking the service's configured test command and then I’ll run it to see the real failures instead of guessing.")).toEqual([]);
    expect(extractDecisions('`eslint` is failing while it loads the config rather than on code, so I’m checking whether it resolves the plugin and then I’ll rerun it.')).toEqual([]);
    expect(extractDecisions("I'll read the schema first instead of guessing the column names.")).toEqual([]);
    expect(extractDecisions('I’m committing the docs fix as a separate follow-up.')).toEqual([]);
  });

  it('leaves out a look announced ahead, and a way held back for a case that may not come (Codex commentary)', () => {
    expect(extractDecisions('I’m going to read the Bead descriptions so the dispatched tasks match the tracker instead of hand-waving the package split.')).toEqual([]);
    expect(
      extractDecisions('I’m marking it ready and attempting a squash merge with branch deletion; if GitHub blocks it for missing approval, I’ll report that instead of bypassing protections.'),
    ).toEqual([]);
    expect(texts(extractDecisions("I'll keep the retry in the client instead of the server, since the server has no backoff."))).toHaveLength(1);
  });

  it('says a choice that names no code with the sentence before it that does', () => {
    const said =
      "At runtime, the metadata will have `repositoryUrl` even though the frontend type doesn't declare it. Instead of modifying the frontend type, I'll use a safer runtime check. Let me check the backend:";
    expect(texts(extractDecisions(said))).toEqual([
      "At runtime, the metadata will have `repositoryUrl` even though the frontend type doesn't declare it. Instead of modifying the frontend type, I'll use a safer runtime check.",
    ]);
  });

  it('leaves out the agent moving to its next phase, and doing the work rather than talking about it', () => {
    expect(extractDecisions('I’m switching to the implementation workflow now: load the required skills, inspect the target files, then make the changes.')).toEqual([]);
    expect(extractDecisions('I’m going to add a focused `CONTRIBUTING.md` rather than just describe it.')).toEqual([]);
    expect(extractDecisions('I’ll rewrite the section that way now so you can react to the shape instead of imagining it abstractly.')).toEqual([]);
  });

  it('leaves out call sites moved onto an interface the same work changed', () => {
    expect(extractDecisions('- Switched to new `enforceRequestBodySizeCap(request, corsHeaders)` signature\n- Removed the single blanket constant')).toEqual([]);
    expect(extractDecisions('I switched the three call sites to the renamed helper.')).toEqual([]);
  });

  it('still takes a mode of the code, or a way of writing the doc, chosen over another', () => {
    expect(texts(extractDecisions("I'll switch to the streaming mode instead of buffering the whole response."))).toEqual([
      "I'll switch to the streaming mode instead of buffering the whole response.",
    ]);
    expect(texts(extractDecisions('I’ll link **Fork** to the fork page instead of only telling people where to click.'))).toEqual([
      'I’ll link **Fork** to the fork page instead of only telling people where to click.',
    ]);
  });

  it('still takes a choice between two ways', () => {
    expect(texts(extractDecisions("I'll use a channel instead of a mutex because the writer blocks on the lock."))).toEqual([
      "I'll use a channel instead of a mutex because the writer blocks on the lock.",
    ]);
  });
});

describe('work set aside and offered in the same breath', () => {
  it('is put to the user, not decided', () => {
    const said = 'The whole `retried` flag is dead code — it could go. But that is an older issue and out of scope for this PR. Want me to remove it while we are here?';
    expect(extractDecisions(said)).toEqual([]);
  });

  it('is a decision when nothing is offered', () => {
    expect(texts(extractDecisions('Low severity and out of scope for this PR. Moving on to the next comment.'))).toEqual(['Low severity and out of scope for this PR.']);
  });
});

describe('a repair of a compile error is no remedy', () => {
  it('leaves out "use a different name" after a name clash', () => {
    expect(remedyOf('Right — `orderID` is already a parameter name. I need to use a different variable name.', true)).toBeNull();
    expect(remedyOf('The build says `declared and not used: total`. I need to remove the total before the loop.', true)).toBeNull();
  });

  it('leaves out a remedy sentence that only leads into a list', () => {
    expect(remedyOf('The root cause is that `detect()` walks the directories in map order. The fix is to make `detect()` deterministic by:\n\n1. sorting the names', false)).toBeNull();
  });

  it('keeps a remedy that names the way', () => {
    expect(remedyOf("The linter doesn't recognize that t.Fatal stops the test. I need to add explicit returns after each t.Fatal.", true)?.text).toBe(
      "The linter doesn't recognize that t.Fatal stops the test. I need to add explicit returns after each t.Fatal.",
    );
  });
});

describe('a concession with no words of the user read', () => {
  it('concedes nothing', () => {
    expect(concession('Good catch. Now `SessionStart` has real work to do instead of only printing a notice.', null, null)).toBeNull();
  });
});

describe("answers to the agent's forms", () => {
  const form = (q: string, a: string): string => `User has answered your questions: "${q}"="${a}". You can now continue with the user's answers in mind.`;

  it('where the plan is written down chooses no approach', () => {
    expect(answeredChoices(form('Where should I write the plan down?', 'Local file in repo'), 'Where should I write the plan down? [Local file in repo | Linear issue]')).toEqual([]);
  });

  it('approving the proposal turns no alternative down', () => {
    expect(answeredChoices(form('Does this 3-PR split work, or would you prefer fewer/more PRs?', '3 PRs works'))).toEqual([]);
  });

  it('a pick between named ways is still a decision', () => {
    expect(texts(answeredChoices(form('Where should the warning appear?', 'Prompt submit hook'), 'Where should the warning appear? [Stop hook | Prompt submit hook]'))).toEqual([
      'Asked "Where should the warning appear?", the user chose "Prompt submit hook"',
    ]);
  });
});

describe('decisions told by a compaction summary', () => {
  const summary = (solving: string, analysis = ''): string =>
    `This session is being continued from a previous conversation that ran out of context.\n\nAnalysis:\n${analysis}\n\nSummary:\n1. Primary Request and Intent:\n   Wire the phase machine into the hooks.\n\n5. Problem Solving:\n${solving}\n\n6. All user messages:\n   - "wire it in"\n`;

  it("leaves out the agent's plan told as a contrast", () => {
    const s = summary('   - Strategy for testing: test at the level of `InitSession` (with real git repos) rather than trying to test whole hook handlers');
    expect(decisionsFromCompaction(s)).toEqual([]);
  });

  it('leaves out a fix told as going further than the least it could have done', () => {
    const s = summary('   - Solved: terminal readability (shipped in commit 36bbb34).\n   - Solved: confirm-question overflow via wrapping + chrome removal rather than just widening box.');
    expect(decisionsFromCompaction(s)).toEqual([]);
  });

  it('keeps a fix that names the way it replaced', () => {
    const s = summary('   - Solved: confirm-question overflow via wrapping rather than a wider box.\n   - Backoff: switched to exponential backoff rather than just retrying at once.');
    expect(texts(decisionsFromCompaction(s)).length).toBe(2);
  });

  it('keeps a contrast the user drew', () => {
    const s = summary('   - User suggested reading the prompt from the pty instead of sleeping');
    expect(texts(decisionsFromCompaction(s)).length).toBe(1);
  });

  it('an approval followed by what happened next names nothing', () => {
    const s = summary('   - none', 'The user approved the plan and I exited plan mode. The user then asked me to update the local doc and wait.');
    expect(decisionsFromCompaction(s)).toEqual([]);
  });
});

describe('refusals from the part before the one read', () => {
  function decisions(said: string): string[] {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.addEarlier([
      { kind: 'user_prompt', line: 1, text: 'Add summaries to the explain command.' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: false, rejected: true, output: said },
    ]);
    const events: TranscriptEvent[] = [{ kind: 'user_prompt', line: 9, text: 'now run the tests' }];
    for (const e of events) b.add(e);
    return b.build().decisions.map((d) => d.text);
  }

  it('leaves out words that need the refused call to mean anything', () => {
    expect(decisions("don't check this in")).toEqual([]);
    expect(decisions("let's not do the nuclear thing")).toEqual([]);
    expect(decisions('should we be using the strip helper from textutil?')).toEqual([]);
  });

  it('keeps words that name the way', () => {
    expect(decisions('why not just do a `git clone` of the repo instead?')).toEqual(['The user turned down a tool call, saying: "why not just do a `git clone` of the repo instead?"']);
  });
});

describe('a change of how the agent looks', () => {
  it('is said by what it is for, and chooses no approach', () => {
    const said =
      'The existing search command misses some body text, so I’m switching to JSON filtering over the full tracker export to catch hidden alignment problems in descriptions, notes, and acceptance criteria.';
    expect(extractDecisions(said)).toEqual([]);
    expect(texts(extractDecisions('Polling drops events under load, so I’m switching to the streaming API to avoid losing updates.'))).toHaveLength(1);
  });
});

describe('a step queued behind one under way', () => {
  it('carries out a choice, it does not make one (Codex coordinator)', () => {
    const said =
      'Once that finishes, I’ll send a concrete follow-up: run `bun install`, use the local proxy env refs, and add/update repo instructions plus an eval proof instead of leaving this as private coordinator knowledge.';
    expect(extractDecisions(said)).toEqual([]);
    expect(texts(extractDecisions('When the index is missing, I’ll rebuild it from the artifacts rather than failing the run.'))).toHaveLength(1);
  });
});

describe("the user asks the agent's view before choosing", () => {
  it('leaves the way open when the prompt asks, even without a question mark', () => {
    const musing =
      "but that's just for search now if we want to collect traces like Phoenix does so we don't need the finished dependency do you think that's going to require much code";
    expect(userDecision(musing)).toBeNull();
    expect(userDecision("i don't think the cli has any use of the remote name, can you confirm. if so we can use remote and no need for remote_name alias")).toBeNull();
  });

  it('still takes the turn-down said outright', () => {
    expect(userDecision("also i don't think we need push_conflict_policy, default is just block and ask user to resolve conflicts")).not.toBeNull();
  });
});

describe("a key of a workflow's command menu", () => {
  const offered = [
    'Six layout directions were generated:',
    '- **A: Hero Price** — Centered vertical stack, price dominates',
    '- **B: Card Grid** — Structured glassmorphism cards in 2-column grid',
    '- **C: Compact Strip** — Dense horizontal info bar + large chart',
    '',
    '**[A] Advanced Elicitation [P] Party Mode [C] Continue - Save and move to user journey flows**',
  ].join('\n');

  it('moves the workflow on: no option of an earlier list sharing the letter is chosen', () => {
    expect(userPick('c', offered)).toBeNull();
  });

  it('still reads a pick of the list when no command menu closes the message', () => {
    expect(userPick('c', offered.split('\n').slice(0, 4).join('\n'))?.text).toContain('Compact Strip');
  });
});

describe('a command menu whose keys are set in bold, after a table of options sharing the letters', () => {
  const offered = [
    '| Option | Template | Fit | Verdict |',
    '|---|---|---|---|',
    '| A | `create astro -- --template minimal` | Perfect — clean slate, zero cruft | **Selected** |',
    '| B | Astroplate / AstroWind / Astroship | Poor — blog/content-site scaffolding to remove | Rejected |',
    '| C | Manual setup | No advantage over CLI wizard | Rejected |',
    '',
    '**What would you like to do?**',
    '',
    '**[A]** Advanced Elicitation — explore further',
    '**[P]** Party Mode — bring more perspectives',
    '**[C]** Continue — save this decision and move to architectural decisions',
  ].join('\n');

  it('answers the menu: "c" continues the workflow and chooses no row of the table', () => {
    expect(userPick('c', offered)).toBeNull();
  });

  it('still reads the table when no command menu closes the message', () => {
    expect(userPick('c', offered.split('\n').slice(0, 5).join('\n'))?.text).toContain('Manual setup');
  });
});

describe('a reply that points back at the offer it answers', () => {
  it('says what the offer was, so the item reads on its own', () => {
    const offered =
      '“Remove legacy start” would mean deleting the old prompt-based flow code, including the CLI `start` command.\n\nIf you want, I can do that cleanup next so the codebase is checkpoint-only end-to-end.';
    const said = "oh yeah we don't need any of that any more. The new goal is to use the CLI to deploy sandboxes for the check points. Go ahead and remove it.";
    expect(userDecision(said, offered)?.text).toContain('checkpoint-only end-to-end');
  });

  it('keeps the user words alone when they name what they turn down', () => {
    const offered = 'If you want, I can add a deprecation shim for the old flag.';
    expect(userDecision('no need for a shim, remove the old flag completely', offered)?.text).toBe('no need for a shim, remove the old flag completely');
  });
});

describe('questions the assistant numbered are no options to pick', () => {
  const offered = [
    '**A few discovery questions before I lock this in:**',
    '',
    "1. **Who's the primary user?** Solo developer checking their own metrics, or a team lead viewing the whole team?",
    '2. **Scope of v1:** One developer\'s checkpoints (this repo) as a demo, or designed to be configurable for any GitHub repo from day one?',
    '3. **Any plans to make this a SaaS / hosted product** eventually, or is this strictly a local/self-hosted tool?',
  ].join('\n');

  it('reads answers numbered in turn as answers, not as a pick of the first item', () => {
    const answers = '1) It is just investigation project to show to my team as demonstration \n2)For now it is okey to have static repository, later I am going to move it and build with GitLab \n3)No, it is just demostration';
    expect(userPick(answers, offered)).toBeNull();
  });

  it('reads answers numbered in turn as answers to several points, whatever the points offered', () => {
    const points = '1. **Keep throw** — Astro formats integration errors cleanly\n2. **Warn only** — log and go on\n\nWhich?';
    expect(userPick('1)Keep implementation regex 2)throw', points)).toBeNull();
  });

  it('takes no question for the option a bare number picks', () => {
    expect(optionText(offered, '1')).toBeNull();
    expect(userPick('1', offered)).toBeNull();
  });

  it('still reads a pick of a numbered list of ways', () => {
    const ways = '1. **Solo view** — one developer\'s own metrics\n2. **Team view** — the whole team\n\nWhich one?';
    expect(userPick('1', ways)?.text).toContain('Solo view');
    expect(userPick("1) let's do that", ways)?.text).toContain('Solo view');
  });
});
