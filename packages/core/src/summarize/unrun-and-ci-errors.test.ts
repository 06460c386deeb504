import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { missingProgram, readsCiVerdict } from './errors.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
  for (const e of events) b.add(e);
  return b.build();
}

const run = (n: number, command: string, code: number, output: string): TranscriptEvent[] => [
  { kind: 'shell', line: n, callId: `c${n}`, tool: 'Bash', command },
  { kind: 'tool_result', line: n + 1, callId: `c${n}`, isError: code !== 0, exitCode: code, output: code === 0 ? output : `Exit code ${code}\n${output}` },
];
const edit = (n: number, path: string): TranscriptEvent[] => [
  { kind: 'file_edit', line: n, callId: `e${n}`, tool: 'Edit', paths: [path], change: 'update' },
  { kind: 'tool_result', line: n + 1, callId: `e${n}`, isError: false, output: `The file ${path} has been updated successfully.` },
];

describe('a check whose program the shell could not find', () => {
  it('names the program the command runs itself, not one a run of the project misses', () => {
    expect(missingProgram('cd go && go build -o web-chat ./cmd/web-chat/', '/bin/bash: line 1: go: command not found')).toBe(true);
    expect(missingProgram('cargo test', 'zsh:1: command not found: cargo')).toBe(true);
    expect(missingProgram('dotnet build', "'dotnet' is not recognized as an internal or external command,")).toBe(true);
    expect(missingProgram('npm test', 'sh: 1: jest: not found\nnpm ERR! Test failed.')).toBe(false);
    expect(missingProgram('go test ./...', '--- FAIL: TestResolve (0.01s)\n    resolve_test.go:12: not found')).toBe(false);
  });

  it('never ran, so it is a step: over once the agent changed files after it and committed (CI builds it)', () => {
    const work: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 0, text: 'render the markdown in the chat replies' },
      ...run(1, 'cd go && go build -o safecast-web-chat ./cmd/web-chat/', 127, '/bin/bash: line 1: go: command not found'),
      ...edit(3, 'go/cmd/web-chat/index.html'),
      ...run(5, 'git add go/cmd/web-chat/index.html && git commit -m "fix: render markdown in chat replies"', 0, '[main 3f2a1c9] fix: render markdown in chat replies'),
      ...run(7, 'git push origin main', 0, 'To github.com:acme/map.git\n   8d1e2f0..3f2a1c9  main -> main'),
      { kind: 'assistant_text', line: 9, text: 'Pushed: the deploy workflow builds and ships it.' },
    ];
    expect(build(work).errors).toEqual([]);
    // The same build failing on the code stands until it passes again.
    const failing = work.map((e) => (e.kind === 'tool_result' && e.callId === 'c1' ? { ...e, exitCode: 1, output: 'Exit code 1\ncmd/web-chat/main.go:41:2: undefined: render' } : e));
    expect(build(failing).errors.map((e) => e.command)).toEqual(['cd go && go build -o safecast-web-chat ./cmd/web-chat/']);
  });
});

describe("CI's verdict on pushed work", () => {
  it('is read from gh run watch or view with --exit-status and from gh pr checks', () => {
    expect(readsCiVerdict('gh run watch 22402780761 --exit-status')).toBe(true);
    expect(readsCiVerdict('sleep 60 && gh run view 22402780761 --exit-status --log-failed')).toBe(true);
    expect(readsCiVerdict('gh pr checks 172')).toBe(true);
    expect(readsCiVerdict('gh run watch 22402780761')).toBe(false);
    expect(readsCiVerdict('gh run list --limit 1')).toBe(false);
  });

  it('stands when the agent only looked elsewhere after it and closed; a fix committed after it ends it', () => {
    const red = [
      'X main Build and Deploy · 22402780761',
      'X deploy in 1m40s (ID 64853880291)',
      '  ✓ Build',
      '  ✓ Deploy to Map Server',
      '  X Health check (mcp-server)',
      'X Process completed with exit code 1.',
    ].join('\n');
    const work: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 0, text: 'deploy the chat fix and check the workflow' },
      ...edit(1, 'go/cmd/web-chat/main.go'),
      ...run(3, 'git add go/cmd/web-chat/main.go && git commit -m "fix: system prompt" && git push origin main', 0, '[main 41c9d2e] fix: system prompt'),
      ...run(5, 'gh run watch 22402780761 --exit-status', 1, red),
      ...run(7, 'ssh deploy@map.example.org "systemctl status safecast-web-chat --no-pager | head -15"', 0, 'Active: active (running)'),
      { kind: 'assistant_text', line: 9, text: 'Done! The fix is deployed and the services are running with the updated code. The health check fails on the CDN, which does not affect the chat.' },
    ];
    expect(build(work).errors.map((e) => e.command)).toEqual(['gh run watch 22402780761 --exit-status']);
    const fixed: TranscriptEvent[] = [
      ...work.slice(0, -1),
      ...edit(9, '.github/workflows/deploy.yml'),
      ...run(11, 'git add .github/workflows/deploy.yml && git commit -m "ci: check health on the origin"', 0, '[main 5b0e7aa] ci: check health on the origin'),
    ];
    expect(build(fixed).errors).toEqual([]);
  });
});
