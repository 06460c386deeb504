// Decision classes missed on real checkpoints (issue 12, class 7): which side of a merge conflict an edit kept, with
// the edits that take no side; each fixture is made up, shaped like the real ones.
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../adapters/claude.js';
import { conflictSide } from '../adapters/conflict-sides.js';
import { decisionsFromCompaction } from './compaction.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userDecision } from './user-decisions.js';

const texts = (ds: { text: string }[]) => ds.map((d) => d.text);

const conflicted = [
  'func greet(w io.Writer) {',
  '<<<<<<< Updated upstream',
  '\tfmt.Fprintln(w, "✓ greeter initialized")',
  '\tfmt.Fprintln(w, "✓ Ready")',
  '=======',
  '\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)',
  '>>>>>>> Stashed changes',
  '}',
].join('\n');

describe('the side an edit keeps in a merge conflict', () => {
  it('names the side kept and the one dropped', () => {
    const after = 'func greet(w io.Writer) {\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, after)).toEqual({ kept: 'Stashed changes', over: 'Updated upstream', both: false });
    const ours = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ greeter initialized")\n\tfmt.Fprintln(w, "✓ Ready")\n}';
    expect(conflictSide(conflicted, ours)).toEqual({ kept: 'Updated upstream', over: 'Stashed changes', both: false });
  });

  it('both sides kept is said so; a hand-made merge, markers left, or no markers take no side', () => {
    const both = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ greeter initialized")\n\tfmt.Fprintln(w, "✓ Ready")\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, both)?.both).toBe(true);
    const mixed = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ Ready")\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, mixed)).toBeNull();
    expect(conflictSide(conflicted, `${conflicted}\n// todo`)).toBeNull();
    expect(conflictSide('a := 1\nb := 2', 'a := 1')).toBeNull();
    // A document that shows markers as an example, not a conflict resolved: no complete block.
    expect(conflictSide('Git writes `<<<<<<< HEAD` at the start of a conflict.', 'Git marks the start of a conflict.')).toBeNull();
  });

  const line = (o: object) => JSON.stringify({ timestamp: '2026-01-10T10:00:00Z', sessionId: 's1', cwd: '/repo', ...o });
  const edit = (id: string, oldString: string, newString: string) =>
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: '/repo/cmd/greet.go', old_string: oldString, new_string: newString } }] } });
  const result = (id: string, text: string, isError = false) =>
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: text, is_error: isError }] } });
  const handoff = (records: string[]) => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    const parser = claudeAdapter.createParser();
    for (const [i, r] of records.entries()) for (const e of parser.push(JSON.parse(r), i)) b.add(e);
    for (const e of parser.finish()) b.add(e);
    return b.build();
  };
  const prompt = line({ type: 'user', message: { role: 'user', content: 'I messed up branches, there was a conflict in greet.go, can you fix it' } });
  const kept = 'func greet(w io.Writer) {\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';

  it('a successful edit that resolved the markers is the agent\'s decision', () => {
    const h = handoff([prompt, edit('t1', conflicted, kept), result('t1', 'The file /repo/cmd/greet.go has been updated.')]);
    expect(texts(h.decisions)).toEqual(['Resolved the merge conflict in cmd/greet.go by keeping the "Stashed changes" side over "Updated upstream"']);
  });

  it('a failed edit took no side', () => {
    const h = handoff([prompt, edit('t1', conflicted, kept), result('t1', 'String to replace not found in file.', true)]);
    expect(h.decisions).toEqual([]);
  });
});

describe('a report or a correction that leads with the way turned down', () => {
  it('"Rather than X, I added Y" closes a turn with the choice', () => {
    const report = 'Clean. To summarize the decision: the restore path only reads JSONL, but no Gemini session reaches it. Rather than a premature refactor of the parser layer, I added a comment documenting the limitation so it is not lost.';
    expect(texts(extractDecisions(report))).toEqual(['Rather than a premature refactor of the parser layer, I added a comment documenting the limitation so it is not lost.']);
  });

  it('a check done instead, or narration of the next step, is none', () => {
    expect(extractDecisions('Instead of the full integration suite, I ran the unit tests for the package.')).toEqual([]);
    expect(extractDecisions('Rather than guessing, I checked the callers first.')).toEqual([]);
    expect(extractDecisions('Let me add a comment instead of refactoring the parser.')).toEqual([]);
  });

  it('the user\'s "Instead of X we should do Y" to a proposal corrects it', () => {
    const said = 'Instead of "Greeter ready" we should say "<greeter name> ready" and remove "(default)" from the last line';
    expect(userDecision(said)?.text).toBe(said);
  });

  it('a question, or a quoted prompt that is a task, decides nothing', () => {
    expect(userDecision('Instead of "Greeter ready", should we say "<greeter name> ready"?')).toBeNull();
    expect(userDecision('why did you print "Greeter ready" instead of the name?')).toBeNull();
  });
});

describe('what looked like a user decision and is none', () => {
  it('git housekeeping ("okay go back to main and pull the latest") turns nothing down', () => {
    expect(userDecision('okay go back to main and pull the latest')).toBeNull();
    expect(userDecision("let's switch back to the release branch")).toBeNull();
    // Going back on the approach still is a decision.
    expect(userDecision('I concede defeat. go back to the polling version')?.text).toBe('I concede defeat. go back to the polling version');
  });

  it('a fault found, with the better way asked for, leaves the choice open', () => {
    expect(userDecision("the Acme query service is awkward here..we dont need to preface everything with the word Acme ..and it's not really called query service..so what's a better way we can write this")).toBeNull();
    // The same fault found with the way named decides.
    expect(userDecision("we dont need to preface everything with the word Acme, just say query")?.text).toBe('we dont need to preface everything with the word Acme, just say query');
  });

  it('a compaction summary\'s list of requests is the task, not a choice', () => {
    const summary = [
      'Analysis:',
      '1. **Initial Request**: User wanted the list indented under each row.',
      '2. **Second Request**: User asked to show "[ pending ]" instead of empty space when there is no commit yet.',
      '3. **User feedback**: User asked to read the prompt from the pty instead of sleeping.',
    ].join('\n');
    expect(texts(decisionsFromCompaction(summary))).toEqual(['User feedback: User asked to read the prompt from the pty instead of sleeping.']);
  });
});
