import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { checkKeys } from './check-keys.js';
import { decisiveLine } from './errors.js';
import { HandoffBuilder } from './handoff-builder.js';

describe('check keys of a runner pointed at a package', () => {
  it('keep the script and name the package, whatever the order of the option', () => {
    expect(checkKeys('pnpm --filter @acme/api test')).toEqual(['pnpm test @acme/api']);
    expect(checkKeys('pnpm test --filter=@acme/api')).toEqual(['pnpm test @acme/api']);
    expect(checkKeys('pnpm -F web run build 2>&1 | tail -20')).toEqual(['pnpm run build web']);
    expect(checkKeys('npm --prefix web run lint')).toEqual(['npm run lint web']);
    expect(checkKeys('npm test -w packages/core')).toEqual(['npm test packages/core']);
    expect(checkKeys('yarn workspace @acme/api test')).toEqual(['yarn test @acme/api']);
    expect(checkKeys('make -C services/auth test')).toEqual(['make test services/auth']);
  });

  it('leave a plain run as it was, and a value that names no package out of the key', () => {
    expect(checkKeys('pnpm test')).toEqual(['pnpm test']);
    expect(checkKeys('npm run build')).toEqual(['npm run build']);
    expect(checkKeys('npx -p typescript tsc --noEmit')).toEqual(['npx tsc']);
    expect(checkKeys('make -f ci.mk lint')).toEqual(['make lint']);
  });
});

describe("pnpm's own refusal", () => {
  it('is the decisive line, not the advice printed after it', () => {
    const output = [
      ' ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)',
      '',
      'Your Node version is incompatible with "/home/dev/shop".',
      '',
      'Expected version: >=20.0.0',
      'Got: v16.20.2',
      '',
      'To fix this issue, install the required Node version.',
    ].join('\n');
    expect(decisiveLine(output)).toMatch(/^\s*ERR_PNPM_UNSUPPORTED_ENGINE\s+Unsupported environment/);
  });

  it("gives way to the failing test's own line when pnpm only reports that the script failed", () => {
    const output = ['FAIL src/cart.test.ts > totals > adds tax', ' ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @shop/web@1.0.0 test: `vitest run`', 'Exit status 1'].join('\n');
    expect(decisiveLine(output)).toBe('FAIL src/cart.test.ts > totals > adds tax');
  });
});

describe('a package check run again', () => {
  function build(events: TranscriptEvent[]) {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'opencode' });
    for (const e of events) b.add(e);
    return b.build();
  }
  const run = (line: number, command: string, code: number, output: string): TranscriptEvent[] => [
    { kind: 'shell', line, callId: `c${line}`, tool: 'bash', command },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output },
  ];
  const engine = ' ERR_PNPM_UNSUPPORTED_ENGINE  Unsupported environment (bad pnpm and/or Node.js version)\n\nExpected version: >=20.0.0\nGot: v16.20.2';

  it('overtakes its earlier failure: only the newest run of each package says what still fails', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'drop the old start command and require Node 20' },
      ...run(1, 'pnpm --filter @shop/cli test', 1, "SyntaxError: The requested module 'node:util' does not provide an export named 'styleText'"),
      ...run(3, 'pnpm --filter @shop/worker test', 1, 'FAIL queue-api\nExpected 200, got 500'),
      { kind: 'file_edit', line: 5, callId: 'e1', tool: 'edit', paths: ['package.json'], change: 'update' },
      ...run(6, 'pnpm --filter @shop/cli test', 1, engine),
      ...run(8, 'pnpm --filter @shop/worker test', 1, engine),
    ]);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual([expect.stringContaining('ERR_PNPM_UNSUPPORTED_ENGINE')]);
    expect(h.errors.some((e) => /SyntaxError|queue-api/.test(e.decisiveLine ?? ''))).toBe(false);
  });

  it("is not resolved by another package's passing tests", () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'fix the cart totals' },
      ...run(1, 'pnpm --filter @shop/web test', 1, 'FAIL src/cart.test.ts > totals > adds tax'),
      ...run(3, 'pnpm --filter @shop/api test', 0, 'Tests  12 passed (12)'),
    ]);
    expect(h.errors.map((e) => e.command)).toEqual(['pnpm --filter @shop/web test']);
  });
});
