// The agent's own design choices the handoff used to miss (issue 12, class 7): the "Design Decisions" section of the
// approved plan a session implements, and the verdict that closes an analysis the session ends on.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const PLAN = [
  'Implement the following plan:',
  '',
  '# Remediation Module Update: Target Agents + Suggestion Routing',
  '',
  '## Context',
  '',
  'The remediation module currently has a simple `targetFileType: "AGENTS.md" | "CLAUDE.md"` selector.',
  '',
  '---',
  '',
  '## Design Decisions',
  '',
  '- **TargetAgent type**: `const` object + string union (`"agents-md" | "claude-code"`), matching ProviderName convention',
  '- **Phantom file remapping**: The prompt instructs the AI to ignore evaluator-suggested paths',
  '- **GitHub Copilot skills**: Supported, placed in `.github/skills/<skill-name>/` directory',
  '- **DB column**: Keep `target_file_type` column name for backward compatibility; just store new string values',
  '',
  '---',
  '',
  '## Implementation Plan',
  '',
  '1. Rename `targetFileType` to `targetAgent` in the engine instead of adding a second field',
].join('\n');

describe('the design decisions of the plan the session implements', () => {
  it('keeps the items that give a reason, and no bare spec line', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 3, text: PLAN },
      { kind: 'assistant_text', line: 5, text: 'I’ll start with the type definitions.' },
    ]);
    expect(d).toContain('DB column: Keep `target_file_type` column name for backward compatibility; just store new string values');
    expect(d).toContain('TargetAgent type: `const` object + string union (`"agents-md" | "claude-code"`), matching ProviderName convention');
    expect(d.some((x) => x.includes('Phantom file') || x.includes('GitHub Copilot skills') || x.includes('targetAgent'))).toBe(false);
  });

  it('takes nothing from a section of decisions the user only pasted as notes', () => {
    const notes = PLAN.replace('Implement the following plan:', 'Here are my notes from yesterday, what do you think?');
    expect(decisions([{ kind: 'user_prompt', line: 3, text: notes }])).toEqual([]);
  });
});

const ANALYSIS = [
  '## Gap analysis: git-ai vs. the checkpoint system',
  '',
  '| Field | Covered |',
  '|---|---|',
  '| line attribution | yes |',
  '| tokens.* | no |',
  '',
  '**Bottom line:** git-ai can replace the line-attribution and model-tracking parts of your checkpoint system with richer data. But **token usage tracking** is outside git-ai’s scope. Keep the checkpoint system for tokens, BMAD learnings, summaries, and command tracking.',
].join('\n');

describe('the verdict that closes the analysis the session ends on', () => {
  it('is a decision when the session ends on it', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 10, text: 'can git-ai replace our checkpoint metadata? do a gap analysis' },
      { kind: 'assistant_text', line: 73, text: ANALYSIS },
    ]);
    expect(d.find((x) => x.startsWith('Bottom line:'))).toContain('Keep the checkpoint system for tokens');
  });

  it('waits on the user when a question follows it, or when the user answered it', () => {
    const asked = decisions([
      { kind: 'user_prompt', line: 10, text: 'can git-ai replace our checkpoint metadata? do a gap analysis' },
      { kind: 'assistant_text', line: 73, text: `${ANALYSIS}\n\nWant me to draft the migration plan?` },
    ]);
    expect(asked.some((x) => x.startsWith('Bottom line:'))).toBe(false);
    const answered = decisions([
      { kind: 'user_prompt', line: 10, text: 'can git-ai replace our checkpoint metadata? do a gap analysis' },
      { kind: 'assistant_text', line: 73, text: ANALYSIS },
      { kind: 'user_prompt', line: 80, text: 'no, we drop the checkpoint system entirely' },
    ]);
    expect(answered.some((x) => x.startsWith('Bottom line:'))).toBe(false);
  });
});

const HOOK_REPORT = [
  '**Root cause & fix summary:**',
  '',
  'The error occurred because a subagent ran in a worktree whose branch **predated the `entire enable` commit**, so `.entire/settings.json` was absent there.',
  '',
  '**The fix** adds a guard to every hook in `.github/hooks/entire.json`:',
  '```bash',
  '_r=$(git rev-parse --show-toplevel 2>/dev/null) && if [ ! -f "${_r}/.entire/settings.json" ]; then exit 0; fi',
  '```',
  'This silently skips `entire` on any worktree without settings. Committed to `main` as `a87a7777`.',
].join('\n');

describe('the fix the report labels, once the turn made its edits', () => {
  const prompt: TranscriptEvent = { kind: 'user_prompt', line: 5, text: 'investigate why i get Denied by preToolUse hook (hook errored) and fix' };

  it('is a decision after an edit, cut at its code block', () => {
    const d = decisions([
      prompt,
      { kind: 'file_edit', line: 60, callId: 'e1', tool: 'Edit', paths: ['/repo/.github/hooks/entire.json'], change: 'update' },
      { kind: 'tool_result', line: 61, callId: 'e1', isError: false, output: 'ok' },
      { kind: 'assistant_text', line: 70, text: HOOK_REPORT },
    ]);
    expect(d).toContain('The fix: adds a guard to every hook in `.github/hooks/entire.json`');
    expect(d.some((x) => x.includes('The error occurred'))).toBe(false);
  });

  it('is only a proposal before any edit', () => {
    expect(decisions([prompt, { kind: 'assistant_text', line: 70, text: HOOK_REPORT }]).some((x) => x.includes('adds a guard'))).toBe(false);
  });

  it('reads numbered fixes and no title that only shouts the word', () => {
    const report = [
      '**Fix 1 — `engine.ts`**: Swapped the `localPath`/`repositoryUrl` priority so the engine uses the patched local directory instead of re-cloning a fresh repo.',
      '',
      '**Fix 3 — `file-finder.ts`**: Added a second glob for `**/.github/instructions/**/*.md` (backward compat for older patches).',
      '',
      '**FIX THE SHIP. JOIN THE REBELLION.**',
    ].join('\n');
    const d = decisions([
      prompt,
      { kind: 'file_edit', line: 60, callId: 'e1', tool: 'Edit', paths: ['/repo/src/engine.ts'], change: 'update' },
      { kind: 'tool_result', line: 61, callId: 'e1', isError: false, output: 'ok' },
      { kind: 'assistant_text', line: 70, text: report },
    ]);
    expect(d).toContain('Fix 1 — `engine.ts`: Swapped the `localPath`/`repositoryUrl` priority so the engine uses the patched local directory instead of re-cloning a fresh repo.');
    expect(d).toContain('Fix 3 — `file-finder.ts`: Added a second glob for `**/.github/instructions/**/*.md` (backward compat for older patches).');
    expect(d.some((x) => x.includes('SHIP'))).toBe(false);
  });

  it('says the problem a fix answers when its list item states it before the fix', () => {
    const report = [
      'Everything works through the CDN now.',
      '',
      '1. **Proxy routing**',
      '   - **Problem**: Missing `location /v1/` block in the proxy config',
      '   - **Fix**: Added proper routing configuration',
      '',
      '2. **Slow report query**',
      '   - **Fix**: Rewrote the query to filter rows before the join (1.1s)',
    ].join('\n');
    const d = decisions([
      prompt,
      { kind: 'file_edit', line: 60, callId: 'e1', tool: 'Edit', paths: ['/repo/deploy/proxy.conf'], change: 'update' },
      { kind: 'tool_result', line: 61, callId: 'e1', isError: false, output: 'ok' },
      { kind: 'assistant_text', line: 70, text: report },
    ]);
    expect(d).toContain('Fix: Added proper routing configuration (the problem: Missing `location /v1/` block in the proxy config)');
    // The next item states no problem of its own: the one before it is not carried over.
    expect(d).toContain('Fix: Rewrote the query to filter rows before the join (1.1s)');
  });

  it("does not give a fix the item before it's problem when the list has no blank lines", () => {
    const report = [
      '- **Problem**: Missing `location /v1/` block in the proxy config',
      '- **Fix**: Added proper routing configuration for the v1 API',
      '- **Slow report query**',
      '- **Fix**: Rewrote the query to filter rows before the join (1.1s)',
    ].join('\n');
    const d = decisions([
      prompt,
      { kind: 'file_edit', line: 60, callId: 'e1', tool: 'Edit', paths: ['/repo/deploy/proxy.conf'], change: 'update' },
      { kind: 'tool_result', line: 61, callId: 'e1', isError: false, output: 'ok' },
      { kind: 'assistant_text', line: 70, text: report },
    ]);
    expect(d).toContain('Fix: Added proper routing configuration for the v1 API (the problem: Missing `location /v1/` block in the proxy config)');
    expect(d).toContain('Fix: Rewrote the query to filter rows before the join (1.1s)');
  });
});

describe('a decision the agent labels as such', () => {
  const threshold = [
    'Reviewed the short-segment cases.',
    '',
    '**Decision**: a gradient needs at least `2 × stops` visible cells to render; below that the whole segment collapses to the **last stop**. Rationale: the first stop is typically the parent’s colour.',
    '',
    '**Decision needed:** should the threshold be configurable per theme?',
  ].join('\n');

  it('keeps the labelled line, and not the one that asks for a decision', () => {
    const d = decisions([
      { kind: 'user_prompt', line: 3, text: 'what should happen when a gradient segment is too short?' },
      { kind: 'assistant_text', line: 9, text: threshold },
    ]);
    expect(d).toContain('Decision: a gradient needs at least `2 × stops` visible cells to render; below that the whole segment collapses to the last stop. Rationale: the first stop is typically the parent’s colour.');
    expect(d.some((x) => x.includes('configurable'))).toBe(false);
  });
});

describe('the verdict of an analysis written in another language', () => {
  it('reads the answer inside the bold label', () => {
    const report = [
      'Документ создан: `plan/turborepo-migration-analysis.md`',
      '',
      '## Краткое резюме',
      '',
      '**Рекомендация: ПЕРЕХОДИТЬ** на Turborepo. Средневзвешенный балл: **8.1/10** (против 4.3 без Turbo).',
      '',
      'Ключевые выводы:',
      '',
      '1. **Минимальный overhead** — один `turbo.json`',
    ].join('\n');
    const d = decisions([
      { kind: 'user_prompt', line: 5, text: 'Проведи анализ для перехода проекта на turborepo' },
      { kind: 'assistant_text', line: 143, text: report },
    ]);
    expect(d).toContain('Рекомендация: ПЕРЕХОДИТЬ на Turborepo. Средневзвешенный балл: 8.1/10 (против 4.3 без Turbo).');
  });
});
