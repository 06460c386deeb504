/**
 * A session started in one folder that made and committed its changes in another repository (Codex names each call's
 * working directory): the checkpoint was made for those commits, so their paths are that repository's own.
 */
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { relativizeHandoff } from './repo-paths.js';

const STARTED = '/Users/pat/work/cli';
const BENCH = '/Users/pat/work/token-bench';

function session(commitWorkdir: string | undefined): TranscriptEvent[] {
  return [
    { kind: 'user_prompt', line: 1, cwd: STARTED, text: 'write a token cost benchmark harness in a new token-bench repository and commit it' },
    { kind: 'file_edit', line: 2, callId: 'p1', tool: 'apply_patch', paths: [`${BENCH}/scripts/bench.mjs`], change: 'create' },
    { kind: 'tool_result', line: 3, callId: 'p1', isError: false, output: 'Success.' },
    { kind: 'file_edit', line: 4, callId: 'p2', tool: 'apply_patch', paths: [`${BENCH}/README.md`], change: 'create' },
    { kind: 'tool_result', line: 5, callId: 'p2', isError: false, output: 'Success.' },
    { kind: 'shell', line: 6, callId: 'c1', tool: 'exec_command', command: 'git add . && git commit -m "Add token cost benchmark"', ...(commitWorkdir ? { workdir: commitWorkdir } : {}) },
    { kind: 'tool_result', line: 7, callId: 'c1', isError: false, exitCode: 0, output: '[main 4f1c2d3] Add token cost benchmark\n 2 files changed' },
  ];
}

function files(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's', agent: 'codex' });
  for (const e of events) b.add(e);
  const h = b.build();
  return relativizeHandoff(h, [h.recordedCwd]).filesTouched;
}

describe('a session that committed in another directory than it started in', () => {
  it("shows the files under the directory of the call that committed as that repository's", () => {
    expect(files(session(BENCH))).toEqual(['scripts/bench.mjs', 'README.md']);
  });

  it('shows them by their path, the home as ~, when no commit says where the repository is', () => {
    expect(files(session(undefined))).toEqual(['~/work/token-bench/scripts/bench.mjs', '~/work/token-bench/README.md']);
  });
});
