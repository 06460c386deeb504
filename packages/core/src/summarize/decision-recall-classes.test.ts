// Decisions the handoff used to miss (issue 12, class 7): the user takes the agent's list minus one item, the user
// chooses how the work lands, and the user corrects what was just made while the agent only acknowledges ("Got it —").
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { correctionTaken } from './acknowledged-corrections.js';
import { dismissedProblem } from './dismissed-problems.js';
import { HandoffBuilder } from './handoff-builder.js';
import { proposedFixTaken } from './proposed-fixes.js';
import { shipRoute } from './ship-route.js';
import { subsetPicked } from './subset-picks.js';
import { userDecision } from './user-statements.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const FINDINGS = [
  'All four in. I verified every claim I’m passing on as actionable.',
  '',
  '## Worth applying',
  '',
  '**Deduplication:**',
  '- `svg.hexToRGB` transcribes gookit’s `HexToRgb` line for line. Call gookit.',
  '- `svg.ParseTrueColorSGR` duplicates `color.parseTrueColor`.',
  '- Three ~30-line render-setup blocks across the two export commands, already drifting.',
  '',
  '**Cleanups:** delete `Options.Padding` (written, never read); drop `Encode`’s always-nil error.',
  '',
  'Suggested order if you want it applied: the two defects first, then the dedup, then cleanups. The `GradientCellsRGB` sharing (#7 from the plumbing agent) I’d leave alone until benchmarked.',
  '',
  'Want me to start, and how far down the list?',
].join('\n');

describe('the user takes the listed items except some', () => {
  it('keeps the pick and turns the named item down', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 802, text: 'Before we continue, I want you to have an analysis done on all of the code changes to find simplifications.' },
      { kind: 'assistant_text', line: 821, text: FINDINGS },
      { kind: 'user_prompt', line: 822, text: 'apply everything except the GradientCellsRGB one' },
      { kind: 'assistant_text', line: 823, text: 'Applying them in the suggested order.' },
    ]);
    expect(d).toContain('The user took every item the assistant listed except GradientCellsRGB: "apply everything except the GradientCellsRGB one"');
  });

  it('reads a numbered item left out', () => {
    const menu = '1. Rename the flag\n2. Drop the legacy path\n3. Add the cache';
    expect(subsetPicked('ok, do all of them except 2', menu)?.rejected).toEqual([{ option: '2. Drop the legacy path', reason: null }]);
  });

  it('takes nothing the message does not name, and nothing without a list', () => {
    expect(subsetPicked("fix everything except what you can't reproduce", FINDINGS)).toBeNull();
    expect(subsetPicked('apply everything except the GradientCellsRGB one', 'The GradientCellsRGB sharing can wait.')).toBeNull();
    expect(subsetPicked('do all of them except 5', '1. Rename the flag\n2. Drop the legacy path')).toBeNull();
  });
});

describe('the user rules a reported problem to be none', () => {
  const ruling =
    'The invert power line bug I talked about is not a bug, that’s an issue in the team configuration file. Before we continue, I want you to have an analysis run on all of the code changes, to find simplifications in the implementation, deduplicate code parts where possible, and efficiency gains.';

  it('keeps the ruling beside the request that follows it', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 753, text: 'One final fix in the rendering: the background of the segment is higher than the power line glyphs.' },
      { kind: 'assistant_text', line: 800, text: 'Fixed: the background now matches the glyph height. The inverted powerline on the right is still open.' },
      { kind: 'user_prompt', line: 802, text: ruling },
    ]);
    expect(d).toContain('The user ruled it out: "The invert power line bug I talked about is not a bug, that’s an issue in the team configuration file."');
  });

  it('takes no question, no bare "it" and no report of a fix', () => {
    expect(dismissedProblem('is the flicker not a bug?')).toBeNull();
    expect(dismissedProblem("it's not a bug, leave it")).toBeNull();
    expect(dismissedProblem('Why is the timeout not a bug in your view')).toBeNull();
    expect(dismissedProblem('The crash on startup is a bug, fix it first.')).toBeNull();
  });
});

describe('the user chooses how the work lands', () => {
  it('reads a push or a merge straight to the branch', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 4, text: 'In PR we removed the details about how to claim issues. can you please restore it in AGENTS.md' },
      { kind: 'assistant_text', line: 20, text: 'Restored the "Claiming issues" section in AGENTS.md.' },
      { kind: 'user_prompt', line: 27, text: 'pelase push directly to main' },
      { kind: 'assistant_text', line: 40, text: 'Pushed a1f28397 to main.' },
    ]);
    expect(d).toContain('The user chose how the work lands: "pelase push directly to main"');
    expect(shipRoute('remove agentv-claude-trace plugin no longer needed, can merge directly')?.text).toContain('can merge directly');
    expect(shipRoute('commit the fix to main, no PR needed.')?.text).toContain('no PR needed');
  });

  it('reads a change folded into a commit already made, and a push that rewrites history with a lease', () => {
    expect(shipRoute('yes, and fixup in the right commit + force push with lease')?.text).toBe('The user chose how the work lands: "yes, and fixup in the right commit + force push with lease"');
    expect(shipRoute('looks good. amend it into the feature commit, nothing is pushed yet')?.text).toContain('amend it into the feature commit');
    expect(shipRoute('should I amend it into the feature commit?')).toBeNull();
    expect(shipRoute('amend the commit message to mention the issue')).toBeNull();
  });

  it('takes no question, no blame and no pull request only mentioned', () => {
    expect(shipRoute('should we push directly to main?')).toBeNull();
    expect(shipRoute('why did you merge directly with no PR Can you ensure that AGENTS.md says every merge requires a PR')).toBeNull();
    expect(shipRoute('can you push directly to main')?.text).toContain('can you push directly to main');
    expect(shipRoute('there is no PR for this branch yet, can you check the CI logs')).toBeNull();
    expect(shipRoute('open a PR and push the branch')).toBeNull();
  });
});

describe('the user corrects what was just made and the agent acknowledges', () => {
  const correction = 'it didnt need the height to be so increased..but i want the width to be full from end to end of the screen';
  const ack =
    'Got it — full-bleed bottom bar, and trim the vertical bulk. I’ll drop the side padding and rounded box for a full-width dialogue bar with just a cyan top edge, and reduce the padding/min-height.';

  it('is the user’s decision, with the way the agent now takes', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 209, text: 'the story should be bigger..like horizontal space taken up on the screen..bigger font' },
      { kind: 'assistant_text', line: 238, text: 'Done. The story box is now taller and wider, with a bigger font.' },
      { kind: 'user_prompt', line: 242, text: correction },
      { kind: 'assistant_text', line: 245, text: ack },
      { kind: 'file_edit', line: 246, callId: 'e1', tool: 'Edit', paths: ['/repo/src/story.css'] },
      { kind: 'tool_result', line: 247, callId: 'e1', isError: false, output: 'ok' },
    ]);
    expect(d).toContain(`The user said "${correction}"; the assistant agreed: "${ack}"`);
  });

  it('is the user’s decision when their short reply names the way the acknowledgement turns down, however spelt', () => {
    const reply = 'Got it — a small Go server that calls the `codex` CLI directly instead of going through the MCP relay. Let me write it.';
    const d = decisions([
      { kind: 'user_prompt', line: 3, text: 'The relay test with the local model failed. Can we try the codex CLI with the MCP server instead?' },
      { kind: 'assistant_text', line: 4, text: 'Let me look at the test folder first.' },
      { kind: 'user_prompt', line: 9, text: '[Request interrupted by user]' },
      { kind: 'user_prompt', line: 10, text: 'prefered wihtout relay.' },
      { kind: 'assistant_text', line: 12, text: reply },
    ]);
    expect(d).toContain('The user said "prefered wihtout relay."; the assistant agreed: "Got it — a small Go server that calls the `codex` CLI directly instead of going through the MCP relay. Let me write it."');
    const words = (text: string) => ({ text, refused: false });
    // A reply that names nothing of the way turned down, or a long request, is no such choice.
    expect(correctionTaken(reply, words('ok go ahead'))).toBeNull();
    expect(correctionTaken(reply, words(`please also document how the relay was configured before, ${'and list every setting it used '.repeat(4)}`))).toBeNull();
    expect(correctionTaken('Got it — let me look at the relay first.', words('no relay'))).toBeNull();
  });

  it('needs the user to turn something down and say what they want, and the reply to take a way', () => {
    const words = (text: string) => ({ text, refused: false });
    expect(correctionTaken(ack, words('make the width full from end to end of the screen'))).toBeNull();
    expect(correctionTaken(ack, words('the words are too small'))).toBeNull();
    expect(correctionTaken('Got it — let me look at the layout first.', words(correction))).toBeNull();
    expect(correctionTaken('Done. The bar is full-width now and I’ll drop the padding.', words(correction))).toBeNull();
  });
});

describe('the user has the fix the agent proposed made', () => {
  const review = [
    'The review is done — found two real bugs in my own fixes.',
    '',
    '**1. Severe — empty parent stack resolves to garbage, not transparent.** `src/color/keywords.go:87`: `parents != nil` should be `len(parents) != 0`.',
    '',
    '**2. Medium — my `76ac76d6` filler fix can’t chain more than one hop.** `blockTailColors` stores a freshly-derived `*color.Set`.',
    '',
    'Fix for both: capture the *whole* `ParentColors` slice (not a re-derived single entry) right before it gets cleared, and fix the `len(parents) != 0` check.',
    '',
    '**3. Minor/documentation** — worth a note, not a code fix.',
    '',
    'Want me to fix #1 and #2 now?',
  ].join('\n');

  it('takes the fix with the way it turns down', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 120, text: 'Have a reviewer look over the last two commits.' },
      { kind: 'assistant_text', line: 144, text: review },
      { kind: 'user_prompt', line: 145, text: 'fix both' },
      { kind: 'assistant_text', line: 147, text: 'Now fix the single-entry capture — snapshot the whole chain instead of re-deriving one entry.' },
    ]);
    expect(d).toContain(
      'The user had the proposed fix made ("fix both"): capture the *whole* `ParentColors` slice (not a re-derived single entry) right before it gets cleared, and fix the `len(parents) != 0` check.',
    );
  });

  it('needs a go-ahead, an offer and a fix that names the other way', () => {
    expect(proposedFixTaken('what does #2 mean', review)).toBeNull();
    expect(proposedFixTaken('fix both', review.replace('Want me to fix #1 and #2 now?', 'Both are logged.'))).toBeNull();
    expect(proposedFixTaken('fix both', review.replace(' (not a re-derived single entry)', ''))).toBeNull();
  });
});

describe('the user setting a default or preferring one named way to another', () => {
  it('is a decision in their words', () => {
    for (const said of [
      'json output should be the default for `report`, not the coloured table',
      'use uv for the virtualenvs, not pip',
      'hmm we should be diffing against the merge base I think, not against main directly',
      "Now the flag is --no-cache, off by default. I'd like it called --cache, and by default it should be on.",
      "I'd prefer a config key over an env var for this",
      'make verbose logging the default when CI is set',
    ]) {
      expect(userDecision(said)?.text, said).toBeTruthy();
    }
  });

  it('is none when the comma leads a hedge, a question asks, or nothing is set', () => {
    for (const said of [
      'just run the integration tests, not sure they still pass on main',
      "let's fix the lint first, not yet the flaky test though",
      'should the cache be the default, not the direct read?',
      'the default is fine, the timeout is what bites',
      'what is the default for the retry count?',
      'please update the changelog, not just the readme',
    ]) {
      expect(userDecision(said), said).toBeNull();
    }
  });
});

describe('the user rules which of two ways the assistant set side by side is the right one', () => {
  const review = [
    '**Summary.** All 20 metrics are implemented. Two issues worth flagging:',
    '',
    '1. **FR25 / Metric 17**: the aggregation axis is inverted: the PRD wants per-session (how many checkpoints each session spans), but the implementation shows per-checkpoint (how many unique sessions each checkpoint has).',
    '2. **FR21 / Metric 13**: minor, `turn_count` is missing from the cache schema.',
  ].join('\n');

  it('takes the way named right, with its reason, when the message named it', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Review the PRD and check the implemented stories cover every requirement' },
      { kind: 'assistant_text', line: 2, text: review },
      { kind: 'user_prompt', line: 3, text: 'per checkpoint is more right way, because there could be several sessions to perform one task' },
    ]);
    expect(got).toEqual(['per checkpoint is more right way, because there could be several sessions to perform one task']);
  });

  it('reads nothing from a judgement of a thing the message never named, or of "this"', () => {
    const said = (text: string): string[] =>
      decisions([
        { kind: 'user_prompt', line: 1, text: 'Review the PRD and check the implemented stories cover every requirement' },
        { kind: 'assistant_text', line: 2, text: review },
        { kind: 'user_prompt', line: 3, text },
      ]);
    expect(said('this is the right way to read it, thanks')).toEqual([]);
    expect(said('a streaming parser is the better approach here')).toEqual([]);
  });
});
