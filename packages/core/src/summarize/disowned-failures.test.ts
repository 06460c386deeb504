import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { targetDirs } from './check-keys.js';
import { disownsFailure } from './disowned-failures.js';
import { printsCompileError, runnerReportsFailure } from './errors.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
  for (const e of events) b.add(e);
  return b.build();
}

const CARGO = 'Exit code 101\n    Checking leeson v0.1.0 (/Users/dev/leeson)\nerror[E0433]: failed to resolve: use of undeclared type `ApiKeysEditState`\n  --> src/main.rs:96:21\n   |\n96 |     let s = ApiKeysEditState::new();\n\nerror: could not compile `leeson` (bin "leeson") due to 1 previous error';
const SWIFT = "/Users/dev/strato/control-plane/Sources/App/Controllers/SCIMController.swift:226:25: error: cannot find 'SCIMRequestProcessor' in scope\n224 |         let authenticator = PreAuthenticatedAuthenticator(context: authContext)";

describe('a failure the agent calls pre-existing', () => {
  it('reads the claim, not the question before it', () => {
    expect(disownsFailure('The Rust error is pre-existing (visible in the git status) and unrelated to my Python changes.')).toBe(true);
    expect(disownsFailure('These are pre-existing compilation errors in the control-plane code — not related to our dependency change.')).toBe(true);
    expect(disownsFailure('The 3 failing tests are unrelated to this change; they fail on main too.')).toBe(true);
    expect(disownsFailure("There's a compilation error in the SCIM controller. Let me check if this is a pre-existing issue or related to our changes.")).toBe(false);
    expect(disownsFailure('Is this failure pre-existing?')).toBe(false);
    expect(disownsFailure('I kept the pre-existing helper and added the new route next to it.')).toBe(false);
  });

  it('plan done, the only failure in a file the session never touched: complete, the failure shown as the agent\'s claim', () => {
    const h = build([
      { kind: 'user_prompt', line: 1, text: 'Implement the following plan: pre-fetch OHLC data in agents/ideation_agent.py before the analysis runs' },
      { kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: ['agents/ideation_agent.py'], change: 'update' },
      { kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'The file agents/ideation_agent.py has been updated successfully.' },
      { kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: 'cargo check 2>&1' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: true, exitCode: 101, output: CARGO },
      { kind: 'assistant_text', line: 6, text: 'The Rust error is pre-existing and unrelated to my Python changes.\n\nDone: `fetch_ohlc()` is extracted and `run_periodic` pre-fetches the data for every active pair.' },
      { kind: 'turn_end', line: 7 },
    ]);
    expect(h.status).toBe('complete');
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.text).toContain('pre-existing');
    expect(h.errors[0]?.decisiveLine).toContain('ApiKeysEditState');
  });

  it('a failure in a file the session changed still holds the status, claim or not', () => {
    const h = build([
      { kind: 'user_prompt', line: 1, text: 'wire the new edit state into the main screen' },
      { kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: ['src/main.rs'], change: 'update' },
      { kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'The file src/main.rs has been updated successfully.' },
      { kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: 'cargo check 2>&1' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: true, exitCode: 101, output: CARGO },
      { kind: 'assistant_text', line: 6, text: 'That error is pre-existing, unrelated to my change. Done.' },
      { kind: 'turn_end', line: 7 },
    ]);
    expect(h.status).not.toBe('complete');
    expect(h.errors[0]?.text).toContain('pre-existing');
  });
});

describe('a build piped into a filter', () => {
  it('sees compile errors whatever the exit code, and not in a clean build', () => {
    expect(printsCompileError(SWIFT)).toBe(true);
    expect(printsCompileError(CARGO)).toBe(true);
    expect(printsCompileError("src/app.ts(3,7): error TS2322: Type 'string' is not assignable")).toBe(true);
    expect(printsCompileError('[16/16] Compiling SwiftSCIM SCIMServiceProvider.swift\nBuild complete! (3.43s)')).toBe(false);
    expect(printsCompileError('src/a.swift:12:5: warning: variable was never used')).toBe(false);
  });

  it('names the package directories a check is pointed at', () => {
    expect(targetDirs('swift build --package-path libs/swift-scim 2>&1 | tail -5')).toEqual(['libs/swift-scim']);
    expect(targetDirs('cargo test --manifest-path crates/core/Cargo.toml')).toEqual(['crates/core']);
    expect(targetDirs('cargo test --manifest-path Cargo.toml')).toEqual([]);
    expect(targetDirs('npm run build')).toEqual([]);
  });

  it('keeps a failed build standing when only other packages build later', () => {
    const h = build([
      { kind: 'user_prompt', line: 1, text: 'bring the swift libraries into libs/ as local path dependencies' },
      { kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: ['control-plane/Package.swift'], change: 'update' },
      { kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'The file control-plane/Package.swift has been updated successfully.' },
      { kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: 'swift build --package-path control-plane 2>&1 | tail -10' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: false, exitCode: 0, output: SWIFT },
      { kind: 'assistant_text', line: 6, text: 'These are pre-existing compilation errors in the control-plane code, not related to our dependency change.' },
      { kind: 'shell', line: 7, callId: 'c2', tool: 'Bash', command: 'swift build --package-path libs/swift-scim 2>&1 | tail -5' },
      { kind: 'tool_result', line: 8, callId: 'c2', isError: false, exitCode: 0, output: 'Build complete! (3.43s)' },
    ]);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.decisiveLine).toContain('SCIMRequestProcessor');
    expect(h.errors[0]?.text).toContain('pre-existing');
  });

  it('a later build of the same package resolves it', () => {
    const h = build([
      { kind: 'user_prompt', line: 1, text: 'fix the control-plane build' },
      { kind: 'shell', line: 2, callId: 'c1', tool: 'Bash', command: 'swift build --package-path control-plane 2>&1 | tail -10' },
      { kind: 'tool_result', line: 3, callId: 'c1', isError: false, exitCode: 0, output: SWIFT },
      { kind: 'file_edit', line: 4, callId: 'e1', tool: 'Edit', paths: ['control-plane/Sources/App/Controllers/SCIMController.swift'], change: 'update' },
      { kind: 'tool_result', line: 5, callId: 'e1', isError: false, output: 'updated' },
      { kind: 'shell', line: 6, callId: 'c2', tool: 'Bash', command: 'swift build --package-path control-plane 2>&1 | tail -5' },
      { kind: 'tool_result', line: 7, callId: 'c2', isError: false, exitCode: 0, output: 'Build complete! (9.10s)' },
    ]);
    expect(h.errors).toEqual([]);
  });
});

describe('a build error seen through a filter', () => {
  it('is over once a later build of the whole project passes', () => {
    const h = build([
      { kind: 'user_prompt', line: 1, text: 'restyle the pages with shadcn' },
      { kind: 'shell', line: 2, callId: 'c1', tool: 'Bash', command: 'npx tsc --noEmit 2>&1 | head -30' },
      { kind: 'tool_result', line: 3, callId: 'c1', isError: false, exitCode: 0, output: ".next/types/validator.ts(98,39): error TS2307: Cannot find module '../../../src/app/auth/confirm/route.js'" },
      { kind: 'shell', line: 4, callId: 'c2', tool: 'Bash', command: 'rm -rf .next; npm run build 2>&1 | tail -35' },
      { kind: 'tool_result', line: 5, callId: 'c2', isError: false, exitCode: 0, output: '✓ Compiled successfully in 3.1s\n  Running TypeScript ...' },
    ]);
    expect(h.errors).toEqual([]);
  });
});

describe('a lint piped into a filter, its runner reporting the failed exit', () => {
  const LINT = [
    '/Users/dev/mapper-app/src/lib/mapper/__tests__/parsers.test.ts',
    '  1:1   error  `vitest` import should occur after import of `path`  import/order',
    '  2:30  error  Prefer `node:fs` over `fs`                           node/prefer-node-protocol',
    '',
    '✖ 2 problems (2 errors, 0 warnings)',
    '',
    'error: script "lint" exited with code 1',
  ].join('\n');
  const work: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 1, text: 'Implement the following plan: context menus and node management for the mapper' },
    { kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: ['/Users/dev/mapper-app/src/lib/mapper/context.tsx'], change: 'update' },
    { kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'The file has been updated successfully.' },
    { kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: 'bun run lint 2>&1 | tail -10' },
    { kind: 'tool_result', line: 5, callId: 'c1', isError: false, exitCode: 0, output: LINT },
    { kind: 'assistant_text', line: 6, text: "The only remaining lint errors are in `parsers.test.ts` which I didn't modify — those are pre-existing. Let me do a final build check." },
    { kind: 'shell', line: 7, callId: 'c2', tool: 'Bash', command: 'bun run build 2>&1 | tail -5' },
    { kind: 'tool_result', line: 8, callId: 'c2', isError: false, exitCode: 0, output: '✓ built in 1.63s' },
    { kind: 'assistant_text', line: 9, text: 'The build succeeds. Everything in the plan is implemented.' },
    { kind: 'turn_end', line: 10 },
  ];

  it('keeps the lint failure standing after a build passes, as the agent\'s claim, and the work complete', () => {
    const h = build(work);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.text).toContain('bun run lint');
    expect(h.errors[0]?.text).toContain('pre-existing');
    expect(h.status).toBe('complete');
  });

  it("knows each package runner's report of a failed script, and no other line", () => {
    expect(runnerReportsFailure('✖ 2 problems (2 errors, 0 warnings)\nerror: script "lint" exited with code 1')).toBe(true);
    expect(runnerReportsFailure('error Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run')).toBe(true);
    expect(runnerReportsFailure('/repo:\n ELIFECYCLE  Command failed with exit code 2.')).toBe(true);
    expect(runnerReportsFailure('npm error Lifecycle script `lint` failed with error:\nnpm error code 1')).toBe(true);
    expect(runnerReportsFailure('npm ERR! code ELIFECYCLE\nnpm ERR! errno 1')).toBe(true);
    expect(runnerReportsFailure('$ eslint .\nDone in 2.1s')).toBe(false);
    expect(runnerReportsFailure('it logs "error: script exited with code 1" when the child fails')).toBe(false);
  });

  it('reads a clean lint through the same filter as passing', () => {
    const clean = work.map((e) => (e.kind === 'tool_result' && e.callId === 'c1' ? { ...e, output: '$ eslint .\nDone in 2.1s' } : e));
    expect(build(clean).errors).toEqual([]);
  });
});
