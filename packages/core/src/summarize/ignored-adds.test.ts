// A `git add` refused because a path is ignored, and the add that then went through: the ignored file forced in with
// `-f`, or left out of the commit. Fixtures are made up, shaped like real Claude Code records.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const IGNORED = (path: string): string =>
  [
    'Exit code 1',
    'The following paths are ignored by one of your .gitignore files:',
    path,
    'hint: Use -f if you really want to add them.',
    'hint: Disable this message with "git config set advice.addIgnoredFile false"',
  ].join('\n');

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/Users/dev/tts' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

function run(line: number, command: string, exitCode: number, output: string): TranscriptEvent[] {
  return [
    { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: exitCode !== 0, exitCode, output },
  ];
}

const commit = (add: string): string => `${add} && git commit -m "$(cat <<'EOF'\nrefactor: reconcile with the standards\nEOF\n)"`;

describe('a git add refused for an ignored path', () => {
  const refused = [
    { kind: 'user_prompt', line: 1, text: 'commit this on a branch and open a PR' } as TranscriptEvent,
    ...run(10, commit('git add .github/workflows/lint.yml .gitignore .claude/settings.json'), 1, IGNORED('.claude')),
  ];

  it('the ignored file forced in with -f is a decision, said with the path git named', () => {
    const d = decisions([...refused, ...run(20, commit('git add -f .claude/settings.json .github/workflows/lint.yml .gitignore'), 0, '[fix/x d998f25] refactor\n 3 files changed')]);
    expect(d).toContain('`.claude` is ignored by .gitignore, so `.claude/settings.json` was force-added (`git add -f`) all the same');
  });

  it('the ignored file left out of the add that went through is a decision too', () => {
    const d = decisions([...refused, ...run(20, commit('git add .github/workflows/lint.yml .gitignore'), 0, '[fix/x d998f25] refactor\n 2 files changed')]);
    expect(d).toContain('`.claude` is ignored by .gitignore, so `.claude/settings.json` was left out rather than force-added (`git add -f`)');
  });

  it('no refusal, another failure, or the path added once the ignore rule went: no decision', () => {
    expect(decisions([...run(10, commit('git add -f build/out.js'), 0, '[main 1a2b3c4] build')]).join('\n')).not.toMatch(/ignored by/);
    const other = run(10, commit('git add src/a.ts'), 1, 'fatal: pathspec \'src/a.ts\' did not match any files');
    expect(decisions([...other, ...run(20, commit('git add src/b.ts'), 0, '[main 1a2b3c4] b')]).join('\n')).not.toMatch(/ignored by/);
    expect(decisions([...refused, ...run(20, commit('git add .claude/settings.json .gitignore'), 0, '[main 1a2b3c4] x')]).join('\n')).not.toMatch(/ignored by/);
    // Only the ignored files were to be added, and a later commit adds other work: nothing says they were left out.
    const alone = run(10, commit('git add docs/specs/design.md docs/plans/plan.md'), 1, IGNORED('docs'));
    expect(decisions([...alone, ...run(20, commit('git add skills/collab/SKILL.md'), 0, '[main 1a2b3c4] skill')]).join('\n')).not.toMatch(/ignored by/);
  });
});
