// An implementation choice stated right before the edit that carries it out is a decision; the same words with no
// edit after them narrate. Made-up fixtures shaped like real Claude Code records (a lint failure answered with another
// approach, an existing map reused).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const prompt: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'When a remediation completes, auto-expand it in the history list.' };
const lint: TranscriptEvent[] = [
  { kind: 'shell', line: 2, callId: 'l1', tool: 'Bash', command: 'bun run lint 2>&1 | tail -10' },
  {
    kind: 'tool_result',
    line: 3,
    callId: 'l1',
    isError: true,
    exitCode: 1,
    output: 'src/components/RemediateTab.tsx:48:9 lint/correctness/noUnusedVariables\n  × This variable activeRemediationId is unused.\nFound 1 error.',
  },
];
const pivot =
  "The `activeRemediationId` variable is only read inside the `setActiveRemediationId` callback, so it's technically unused as a direct reference. Let me use a different approach - use a ref to track the active ID.";
const refEdit: TranscriptEvent = {
  kind: 'file_edit',
  line: 5,
  callId: 'e1',
  tool: 'Edit',
  paths: ['/repo/frontend/src/components/RemediateTab.tsx'],
  change: 'update',
  text: 'const [, setActiveRemediationId] = useState<string | null>(null);\nconst activeRemediationIdRef = useRef<string | null>(null);',
};

describe('another approach stated right before the edit', () => {
  it('is a decision when the edit carries it out', () => {
    const got = decisions([prompt, ...lint, { kind: 'assistant_text', line: 4, text: pivot }, refEdit]);
    expect(got).toEqual(['Let me use a different approach - use a ref to track the active ID.']);
  });

  it('is narration when the agent only talks on', () => {
    const got = decisions([prompt, ...lint, { kind: 'assistant_text', line: 4, text: pivot }, { kind: 'assistant_text', line: 5, text: 'Actually the lint rule is configured off for tests.' }]);
    expect(got).toEqual([]);
  });
});

describe('existing code reused, said right before the edit', () => {
  const reuse = "There's already a `TARGET_AGENTS` map with display names. I can reuse it. Let me implement all 4 changes.";
  const look: TranscriptEvent = { kind: 'tool_call', line: 5, callId: 'r1', tool: 'Read', summary: 'src/remediation/prompt-generator.ts' };
  const edit = (text: string): TranscriptEvent => ({ kind: 'file_edit', line: 6, callId: 'e2', tool: 'Edit', paths: ['/repo/src/remediation/prompt-generator.ts'], change: 'update', text });

  it('is a decision when the edit after a look uses what it names', () => {
    const got = decisions([prompt, { kind: 'assistant_text', line: 4, text: reuse }, look, edit('const role = TARGET_AGENTS[targetAgent].displayName;')]);
    expect(got).toEqual(["There's already a `TARGET_AGENTS` map with display names. I can reuse it."]);
  });

  it('is no decision when the edit touches none of it', () => {
    expect(decisions([prompt, { kind: 'assistant_text', line: 4, text: reuse }, look, edit('## Referenced Content')])).toEqual([]);
  });
});

describe('another way past a failed edit', () => {
  it('is a step, not a decision', () => {
    const failedEdit: TranscriptEvent[] = [
      { kind: 'file_edit', line: 2, callId: 'e0', tool: 'Edit', paths: ['/repo/src/RemediateTab.tsx'], change: 'update', text: '  const x = 1;' },
      { kind: 'tool_result', line: 3, callId: 'e0', isError: true, output: '<tool_use_error>String to replace not found in file.</tool_use_error>' },
    ];
    const retry = 'Those are actual tabs. Let me try a different approach - use a larger unique context:';
    const again: TranscriptEvent = { kind: 'file_edit', line: 5, callId: 'e1', tool: 'Edit', paths: ['/repo/src/RemediateTab.tsx'], change: 'update', text: '\t\tconst x = 1;' };
    expect(decisions([prompt, ...failedEdit, { kind: 'assistant_text', line: 4, text: retry }, again])).toEqual([]);
  });
});

describe('code found already in place, said right before the edit that uses it', () => {
  const found = 'Good - `cloudMode` is already available as a prop. Now I need to hide the "Provider Selector" section when in cloud mode.';
  const gate = (text: string): TranscriptEvent => ({ kind: 'file_edit', line: 5, callId: 'e3', tool: 'Edit', paths: ['/repo/frontend/src/components/RemediateTab.tsx'], change: 'update', text });

  it('is a decision, with what the edit does with it', () => {
    expect(decisions([prompt, { kind: 'assistant_text', line: 4, text: found }, gate('{!cloudMode && (\n  <ProviderSelector />\n)}')])).toEqual([found]);
  });

  it('is no decision when the edit does not use it', () => {
    expect(decisions([prompt, { kind: 'assistant_text', line: 4, text: found }, gate('<ProviderSelector hidden />')])).toEqual([]);
  });

  it('is no decision when the next sentence only announces the edits', () => {
    const imports = 'Good — `"sync"` is not in the imports yet, and `"time"` is already there. Now let me apply all three changes:';
    const edit: TranscriptEvent = { kind: 'file_edit', line: 5, callId: 'e4', tool: 'Edit', paths: ['/repo/cmd/server/server.go'], change: 'update', text: 'import (\n\t"sync"\n\t"time"\n)' };
    expect(decisions([prompt, { kind: 'assistant_text', line: 4, text: imports }, edit])).toEqual([]);
    const plain = 'Good - `cloudMode` is already available as a prop. Let me make the edits.';
    expect(decisions([prompt, { kind: 'assistant_text', line: 4, text: plain }, gate('{!cloudMode && <ProviderSelector />}')])).toEqual([]);
  });
});

describe('what the turn carries out later', () => {
  it('another approach thought aloud after reading code, no check before it, is no decision', () => {
    const read: TranscriptEvent[] = [
      { kind: 'tool_call', line: 2, callId: 'r1', tool: 'Read', summary: 'frontend/src/components/RemediationHistoryCard.tsx' },
      { kind: 'tool_result', line: 3, callId: 'r1', isError: false, output: '166  {!item.resultEvaluationId && (' },
    ];
    const aloud = 'Now I understand the full flow. Let me use a different approach - set a special state when the score fetch fails:';
    expect(decisions([prompt, ...read, { kind: 'assistant_text', line: 4, text: aloud }, refEdit])).toEqual([]);
  });

  it('reused code is a decision when an edit later in the turn uses it', () => {
    const reuse = "There's already a `TARGET_AGENTS` map with display names. I can reuse it. Let me implement all 4 changes.";
    const edit = (line: number, text: string): TranscriptEvent => ({ kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: ['/repo/src/remediation/prompt-generator.ts'], change: 'update', text });
    const got = decisions([
      prompt,
      { kind: 'assistant_text', line: 4, text: reuse },
      { kind: 'tool_call', line: 5, callId: 't1', tool: 'TaskCreate', summary: 'Strip Packmind boilerplate' },
      { kind: 'assistant_text', line: 6, text: '### 1. Strip Packmind boilerplate' },
      edit(7, 'return fix.replace(PACKMIND_TAIL, "");'),
      { kind: 'assistant_text', line: 8, text: '### 3. Fix the Role line' },
      edit(9, 'const role = TARGET_AGENTS[targetAgent].displayName;'),
    ]);
    expect(got).toEqual(["There's already a `TARGET_AGENTS` map with display names. I can reuse it."]);
  });
});
