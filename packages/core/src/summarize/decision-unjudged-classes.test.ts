// Decision classes found garbage on real checkpoints nobody had judged (issue 12): each test a shape of the real record.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userDecision } from './user-statements.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

describe("a program's output pasted into a prompt", () => {
  it('is the program advising, not the user choosing ("X is deprecated! Use Y instead!")', () => {
    const pasted = [
      'Warning: You are sending unauthenticated requests to the HF Hub. Please set a HF_TOKEN to enable higher rate limits and faster downloads.',
      '[transformers] `torch_dtype` is deprecated! Use `dtype` instead!是什么问题怎么解决',
    ].join('\n');
    expect(userDecision(pasted)).toBeNull();
    expect(userDecision('npm WARN deprecated inflight@1.0.6: This module is not supported. Use lru-cache instead\nwhy?')).toBeNull();
    expect(userDecision('DeprecationWarning: datetime.utcnow() is deprecated, use datetime.now(UTC) instead')).toBeNull();
    expect(
      decisions([
        { kind: 'user_prompt', line: 1, text: 'Write the language decoder skeleton.' },
        { kind: 'assistant_text', line: 2, text: 'The skeleton is in `code/language_decoder.py`.' },
        { kind: 'user_prompt', line: 3, text: pasted },
      ]),
    ).toEqual([]);
  });

  it('still leaves the user their own words around it', () => {
    expect(userDecision('lodash is deprecated, use es-toolkit')?.text).toBe('lodash is deprecated, use es-toolkit');
    expect(userDecision('Warning: the build is slow.\nuse esbuild instead of tsc for the bundle')?.text).toBe('use esbuild instead of tsc for the bundle');
  });
});

describe('"I meant" a git chore', () => {
  it('corrects which chore, choosing no approach', () => {
    expect(userDecision('I meant push to origin')).toBeNull();
    expect(userDecision('i meant commit it')).toBeNull();
    expect(userDecision('i meant update the skill permission')).not.toBeNull();
    expect(userDecision('I meant push to the fork rather than origin')).not.toBeNull();
  });
});

describe('statements of the assistant that choose nothing', () => {
  it('is no judgement of an approach when "won\'t work" is only the reason given to the user', () => {
    expect(extractDecisions("Then open the URL it gives you. You need a local server because the Transformers.js import won't work from a `file://` URL.")).toEqual([]);
    expect(extractDecisions("Polling won't work because the API rate-limits us to 10 calls a minute.")).toHaveLength(1);
  });

  it('is how the agent sourced what it knows ("rather than pretending I fetched fresh details")', () => {
    expect(extractDecisions("I'll work from my own knowledge of these tools rather than pretending I fetched fresh details.")).toEqual([]);
    expect(extractDecisions("I'll keep the parser in one module rather than splitting it per format.")).toHaveLength(1);
  });
});
