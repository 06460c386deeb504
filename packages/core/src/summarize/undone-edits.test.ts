// The user turns down what the agent just made and the reply undoes it: the records show the turn-down whatever words
// the user chose. Made-up fixtures shaped like Claude Code records (a version bump put back, a config field removed
// again, a fix after a bug report that rewrites the lines instead).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const task: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'Update the release notes with the latest changes.' };
const edit = (line: number, removed: string[], added: string[], path = '/repo/Makefile'): TranscriptEvent => ({
  kind: 'file_edit',
  line,
  callId: `e${line}`,
  tool: 'Edit',
  paths: [path],
  change: 'update',
  text: [...removed, ...added].join('\n'),
  lines: { removed, added },
});
const bump = edit(3, ['VERSION = 1.5.4'], ['VERSION = 1.5.5']);
const prompt = (line: number, text: string): TranscriptEvent => ({ kind: 'user_prompt', line, text });

describe('an edit undone right after the user answered it', () => {
  it('makes the prompt a decision, though it says neither no nor revert', () => {
    const got = decisions([task, { kind: 'assistant_text', line: 2, text: 'This is a security release, so 1.5.5.' }, bump, { kind: 'interruption', line: 4 }, prompt(5, '1.5.4 is not yet released. The version can stay there'), edit(6, ['VERSION = 1.5.5'], ['VERSION = 1.5.4'])]);
    expect(got).toEqual(['The user turned down the change just made to Makefile ("VERSION = 1.5.5"), and the agent undid it: "1.5.4 is not yet released. The version can stay there"']);
  });

  it('counts lines the turn before added and the reply only takes out', () => {
    const add = edit(3, ['JobConcurrency int `json:"job-concurrency"`'], ['QueueGroup string `json:"queue-group"`', 'JobConcurrency int `json:"job-concurrency"`'], '/repo/internal/config/config.go');
    const drop = edit(6, ['QueueGroup string `json:"queue-group"`'], [], '/repo/internal/config/config.go');
    const got = decisions([task, add, { kind: 'assistant_text', line: 4, text: 'Done: queue groups are configurable.' }, prompt(5, 'Remove Queue group support again'), drop]);
    expect(got).toHaveLength(1);
    expect(got[0]).toContain('"Remove Queue group support again"');
    expect(got[0]).toContain(`("QueueGroup string 'json:"queue-group"'")`);
  });

  it('is said once, for the reply\'s first edit', () => {
    const got = decisions([task, bump, edit(4, ['NAME = app'], ['NAME = app2']), prompt(5, 'no, keep both as they were'), edit(6, ['VERSION = 1.5.5'], ['VERSION = 1.5.4']), edit(7, ['NAME = app2'], ['NAME = app'])]);
    expect(got).toHaveLength(1);
  });
});

describe('edits after a prompt that undo nothing', () => {
  it('a fix that rewrites the agent lines into new ones is no turn-down', () => {
    const got = decisions([task, bump, prompt(5, 'the build fails now'), edit(6, ['VERSION = 1.5.5'], ['VERSION ?= 1.5.5'])]);
    expect(got).toEqual([]);
  });

  it('lines the user or an earlier turn wrote are not the change just made', () => {
    const got = decisions([task, prompt(2, 'also drop the old name'), edit(3, ['NAME = app'], [])]);
    expect(got).toEqual([]);
  });

  it('an undo after other edits of the reply is part of the fix the prompt asked for', () => {
    const imports = edit(3, ['import { onMount } from "svelte";'], ['import { onMount } from "svelte";', 'import { fade } from "svelte/transition";'], '/repo/Admin.svelte');
    const fix = edit(6, ['{#if isAdmin}'], ['{#if isAdmin && renderOptions}'], '/repo/Admin.svelte');
    const drop = edit(7, ['import { fade } from "svelte/transition";'], [], '/repo/Admin.svelte');
    expect(decisions([task, imports, prompt(5, 'The render options are not shown here yet for admins. Debug and fix it'), fix, drop])).toEqual([]);
  });

  it('an undo found after an investigation is the cleanup of a fix', () => {
    const imports = edit(3, ['import { onMount } from "svelte";'], ['import { onMount } from "svelte";', 'import { fade } from "svelte/transition";'], '/repo/Admin.svelte');
    const looks: TranscriptEvent[] = [1, 2, 3, 4].map((i) => ({ kind: 'tool_call', line: 5 + i, callId: `g${i}`, tool: 'Grep', summary: 'resampleConfig' }));
    const drop = edit(20, ['import { fade } from "svelte/transition";'], [], '/repo/Admin.svelte');
    expect(decisions([task, imports, prompt(5, 'The render options are not shown here yet for admins. Debug and fix it'), ...looks, drop])).toEqual([]);
    expect(decisions([task, imports, prompt(5, 'Drop the fade import again'), ...looks.slice(0, 1), drop])).toHaveLength(1);
  });

  it('a bare import taken out by a rewrite says nothing was turned down', () => {
    const imports = edit(3, ['"strings"'], ['"strings"', '"time"'], '/repo/transcript.go');
    expect(decisions([task, imports, prompt(5, 'the e2e tests should fail without transcripts'), edit(6, ['"time"'], [], '/repo/transcript.go')])).toEqual([]);
  });

  it('a long new request is not a verdict on the last change', () => {
    const long = `Now let's move on to the next part of the release work. ${'Describe every change in the notes, with the commit that made it and why. '.repeat(5)}`;
    expect(decisions([task, bump, prompt(5, long), edit(6, ['VERSION = 1.5.5'], ['VERSION = 1.5.4'])])).toEqual([]);
  });

  it('an undo the agent makes on its own, with no prompt between, is no decision of the user', () => {
    expect(decisions([task, bump, edit(4, ['VERSION = 1.5.5'], ['VERSION = 1.5.4'])])).toEqual([]);
  });
});
