import { describe, expect, it } from 'vitest';
import { apiRenames } from './api-renames.js';

describe('apiRenames', () => {
  it('keeps a new version renaming the API the work must use', () => {
    const text =
      'Key breaking change: **Next 16 renamed `middleware.ts` → `proxy.ts`** (export `proxy` instead of `middleware`, runs on nodejs runtime). Let me read the proxy convention and cookies docs to get the exact API.';
    const got = apiRenames(text);
    expect(got.map((d) => d.text)).toEqual([
      'Key breaking change: Next 16 renamed `middleware.ts` → `proxy.ts` (export `proxy` instead of `middleware`, runs on nodejs runtime).',
    ]);
  });

  it('reads the change said in the passive, the version before or after', () => {
    expect(apiRenames('In React 19, `ReactDOM.render` was replaced by `createRoot`, so the entry point uses it.')).toHaveLength(1);
    expect(apiRenames('`getServerSideProps` was replaced with `fetch` in Next 13 for the app router.')).toHaveLength(1);
  });

  it('takes no rename the agent made itself, and none without a version', () => {
    expect(apiRenames('I renamed `fetchUser` to `loadUser` across the three call sites.')).toEqual([]);
    expect(apiRenames('The helper was renamed from `a` to `b` last week.')).toEqual([]);
    expect(apiRenames('Did Next 16 rename `middleware.ts` to `proxy.ts`?')).toEqual([]);
  });
});
