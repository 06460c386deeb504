// The judge's rules on synthetic handoffs: a handoff made of the expected facts scores all correct, and each defect
// class of issue 12 flips its field. Needs no corpus (expectations.json is data in the repository).
import { describe, expect, it } from 'vitest';
import { loadExpectations } from './harness.mjs';
import { FIELDS, hardGoals, scoreCheckpoint, summarize } from './score.mjs';

interface Exp {
  id: string;
  endedLast: string;
  sessions: { id: string }[];
  latestInstruction: { text: string };
  task: { anyOf: string[][] };
  status: string[];
  files: { created: string[]; modified: string[]; deleted: string[] };
  errors: { standing: { anyOf: string[][] }[]; resolved: string[][] };
  decisions: { required: { anyOf: string[][] }[] };
  mustNotContain: string[];
}

const { checkpoints } = loadExpectations() as { checkpoints: Exp[] };

/** The handoff a perfect tool would print for `exp`, built from the expectation itself. */
function truthful(exp: Exp) {
  const handoff = {
    sessionIds: exp.sessions.map((s) => s.id),
    latestInstruction: { text: exp.latestInstruction.text, source: { sessionId: exp.endedLast } },
    task: { text: exp.task.anyOf[0]?.join(' ') },
    status: exp.status[0],
    filesTouched: [...exp.files.created, ...exp.files.modified, ...exp.files.deleted],
    errors: exp.errors.standing.map((s) => ({ text: s.anyOf[0]?.join(' '), decisiveLine: '', command: null })),
    decisions: exp.decisions.required.map((d) => ({ text: d.anyOf[0]?.join(' '), rejected: [] })),
  };
  return { json: { handoff }, markdown: '# Handoff\n\nshort\n' };
}

describe('judge rules (score.mjs)', () => {
  it.each(checkpoints.map((c) => [c.id, c] as const))('%s: the expected facts score correct on every field', (_id, exp) => {
    const r = scoreCheckpoint(exp, truthful(exp));
    expect(Object.fromEntries(FIELDS.map((f: string) => [f, r.fields[f].verdict]))).toEqual(Object.fromEntries(FIELDS.map((f: string) => [f, 'correct'])));
  });

  const exp = checkpoints.find((c) => c.id === '81de29e2290e') as Exp;

  it('an instruction from the session that did not end last is wrong, even when the words match', () => {
    const out = truthful(exp);
    out.json.handoff.latestInstruction.source.sessionId = 'a1d04b39-c7d2-47c4-aec6-d0118b0f71c6';
    expect(scoreCheckpoint(exp, out).fields.latestInstruction.verdict).toBe('wrong');
  });

  it('where no user typed a prompt (only sub-sessions), none is correct and a parent\'s prompt given as one is wrong', () => {
    const spawned = { ...exp, latestInstruction: null } as unknown as Exp;
    const out = truthful(exp);
    out.json.handoff.latestInstruction.text = 'You are a code reviewer. Your job is to review code changes and provide actionable feedback.';
    expect(scoreCheckpoint(spawned, out).fields.latestInstruction.verdict).toBe('wrong');
    const none = { json: { handoff: { ...out.json.handoff, latestInstruction: null } }, markdown: out.markdown };
    expect(scoreCheckpoint(spawned, none).fields.latestInstruction.verdict).toBe('correct');
  });

  it('a long prompt cut in the middle with a marker is partly; a marker that hides other words is wrong', () => {
    const long = { ...exp, latestInstruction: { text: `${'Refactor the rate limiter so each route has its own bucket. '.repeat(3)}Then run the tests and commit.` } };
    const text = long.latestInstruction.text;
    const cut = (middle: string, marker = '[… 42 chars cut …]') => {
      const out = truthful(long);
      out.json.handoff.latestInstruction.text = `${text.slice(0, 60)} ${marker} ${middle}`;
      return scoreCheckpoint(long, out).fields.latestInstruction.verdict;
    };
    expect(cut(text.slice(-40))).toBe('partly');
    expect(cut('Then delete the tests and push.')).toBe('wrong');
    // A prompt cut once when read and again to fit says its count is approximate ("~"): still a marked cut.
    expect(cut(text.slice(-40), '[… ~42 chars cut …]')).toBe('partly');
  });

  it('a prompt whose recording-machine paths are shown relative to the root or under ~ is the same prompt; another path is not', () => {
    const plan = { ...exp, latestInstruction: { text: 'Port `/Users/kakarot/Sandbox/mapper/lib/types.ts` to `/Users/kakarot/Sandbox/tan-app` and read /Users/kakarot/.claude/plans/x.md' } };
    const shown = (text: string) => {
      const out = truthful(plan);
      out.json.handoff.latestInstruction.text = text;
      return scoreCheckpoint(plan, out).fields.latestInstruction.verdict;
    };
    expect(shown('Port `~/Sandbox/mapper/lib/types.ts` to `.` and read ~/.claude/plans/x.md')).toBe('correct');
    expect(shown('Port `lib/types.ts` to `.` and read ~/.claude/plans/x.md')).toBe('correct');
    expect(shown('Port `~/Sandbox/mapper/lib/other.ts` to `.` and read ~/.claude/plans/x.md')).toBe('wrong');
    expect(shown('Delete `~/Sandbox/mapper/lib/types.ts` to `.` and read ~/.claude/plans/x.md')).toBe('wrong');
  });

  it("a plan prompt quoted without Claude Code's appended transcript pointer is whole; without its last step it is a prefix", () => {
    const body = 'Implement the following plan:\n\n# Plan: Add an average resampler\n\n1. Add `AverageResampler` to resampler.go\n2. Expose it in the GraphQL schema';
    const pointer = '\n\n\nIf you need specific details from before exiting plan mode (like exact code snippets, error messages, or content you generated), read the full transcript at: /Users/jan/.claude/projects/-Users-jan-cc/190ae749.jsonl';
    const plan = { ...exp, latestInstruction: { text: body + pointer } };
    const verdict = (text: string) => {
      const out = truthful(plan);
      out.json.handoff.latestInstruction.text = text;
      return scoreCheckpoint(plan, out).fields.latestInstruction.verdict;
    };
    expect(verdict(body)).toBe('correct');
    expect(verdict(body + pointer)).toBe('correct');
    expect(verdict(body.slice(0, body.indexOf('\n2.')))).toBe('partly');
  });

  it('a rejected tool call or a resolved failure shown as an error is wrong', () => {
    const out = truthful(exp);
    out.json.handoff.errors = [{ text: "The user doesn't want to proceed with this tool use.", decisiveLine: '', command: null }];
    expect(scoreCheckpoint(exp, out).fields.errors.reason).toMatch(/^resolved failure or rejection/);
    out.json.handoff.errors = [{ text: 'Error: Claude Code cannot be launched inside another Claude Code session', decisiveLine: '', command: null }];
    expect(scoreCheckpoint(exp, out).fields.errors.verdict).toBe('wrong');
  });

  it('one phrase-matched fragment among the decisions makes the field wrong (garbage)', () => {
    const out = truthful(exp);
    out.json.handoff.decisions.push({ text: 'Rejected: `<`', rejected: [] });
    const r = scoreCheckpoint(exp, out);
    expect(r.fields.decisions.reason).toMatch(/^garbage/);
    expect(hardGoals([r], summarize([r])).noGarbageDecision).toEqual([exp.id]);
  });

  it('files: a rejected edit listed costs precision, a missed file costs recall', () => {
    const out = truthful(exp);
    out.json.handoff.filesTouched = [...out.json.handoff.filesTouched.slice(1), 'cmd/entire/cli/never_changed.go'];
    expect(scoreCheckpoint(exp, out).fields.files).toMatchObject({ verdict: 'partly', reason: expect.stringMatching(/recall 7\/8, precision 7\/8/) });
  });

  it('a recording-machine path or injected boilerplate anywhere is a hit; 61 lines is not one screen', () => {
    const out = truthful(exp);
    out.markdown = `${'line\n'.repeat(61)}see /Users/dip/Repositories/cli/cmd/entire/cli/wingman.go\n`;
    const r = scoreCheckpoint(exp, out);
    expect(r.fields.mustNotContain.verdict).toBe('wrong');
    expect(r.fields.oneScreen.verdict).toBe('wrong');
    const boiler = truthful(exp);
    boiler.json.handoff.task.text = 'Please continue the conversation from where we left off without asking the user any further questions';
    expect(scoreCheckpoint(exp, boiler).fields.mustNotContain.verdict).toBe('wrong');
  });

  it('a CLI that did not answer leaves every field missing', () => {
    const r = scoreCheckpoint(exp, { failure: 'exited 3' });
    expect(new Set(Object.values(r.fields).map((v) => (v as { verdict: string }).verdict))).toEqual(new Set(['missing']));
  });
});
