import { describe, expect, it } from 'vitest';
import { remedyOf } from './remedies.js';

describe('the remedy the assistant chooses for a diagnosed problem', () => {
  it('reads a fix named as such, with the cause before it', () => {
    const d = remedyOf('Then `writeConfig(cfg)` replaces the whole file, dropping the user\'s own keys.\n\nThe fix is to read the current config first and change only the two fields. Let me do that:', false);
    expect(d?.text).toBe("Then `writeConfig(cfg)` replaces the whole file, dropping the user's own keys. The fix is to read the current config first and change only the two fields.");
  });

  it('reads a change of shape that answers a failed check', () => {
    const d = remedyOf('The linter reports the two parser tests as duplicates. Let me refactor them into one table-driven test:', true);
    expect(d?.text).toBe('The linter reports the two parser tests as duplicates. Let me refactor them into one table-driven test.');
  });

  it('reads a change of shape after a stated cause, with no failure', () => {
    const d = remedyOf('Now I understand the issue. The request id is stored but never attached to the logger. I need to add the id to every handler context.', false);
    expect(d?.text).toBe('The request id is stored but never attached to the logger. I need to add the id to every handler context.');
  });

  it('takes no step that only looks, names nothing, or has neither cause nor failure behind it', () => {
    expect(remedyOf('Now I understand the issue. I need to check the callers first.', true)).toBeNull();
    expect(remedyOf('The linter requires exhaustive switch cases. Let me fix that:', true)).toBeNull();
    expect(remedyOf('I need to add the flag to the command and wire it through.', false)).toBeNull();
  });

  it('takes no remedy whose verb alone leads into a list', () => {
    const said = 'This is not a build failure. It is just stale script paths in the workflows.\n\nThe fix is to update:\n- `.github/workflows/ci.yml`\n- `.github/workflows/release.yml`\n\nto use `mise run test`.';
    expect(remedyOf(said, true)).toBeNull();
    expect(remedyOf('It is just stale script paths. The fix is to update both workflows to call `mise run test`.', true)?.text).toBe(
      'It is just stale script paths. The fix is to update both workflows to call `mise run test`.',
    );
  });

  it("takes no repair of a linter's finding on the text of the code, diagnosed in the message before", () => {
    const before = 'For the `errcheck` issue, I need to handle the error properly in `hooks.go`. The original code checked `err` - now I am ignoring it.';
    expect(remedyOf('The cleanest fix is to explicitly handle the error but not bail out:', true, before)).toBeNull();
    expect(remedyOf('The cleanest fix is to explicitly handle the error but not bail out:', true)?.text).toBe('The cleanest fix is to explicitly handle the error but not bail out.');
  });

  it('reads a remedy after a cause said as what never reaches its reader', () => {
    const said = 'The retry policy is only set in the CLI config, so the worker never sees it. We need to add it to the job payload the worker reads — same trick as the timeout.';
    expect(remedyOf(said, false)?.text).toBe(said);
  });

  it('takes no remedy still open between ways', () => {
    const said = 'The issue is that the `retry:` label sits inside the `select`, and Go does not allow a label before a `case`. I need to restructure — use a helper function or a different flow.';
    expect(remedyOf(said, false)).toBeNull();
    expect(remedyOf('Now I understand the issue. The parser never resets its state. We need to either split the parser per file or add a reset call.', false)).toBeNull();
    expect(remedyOf(said.replace(' or a different flow', ''), false)?.text).toContain('I need to restructure — use a helper function.');
  });

  it('takes no step on the repository or the machine', () => {
    expect(remedyOf('The build fails on a missing symbol. I need to add the `os/exec` import to the test file.', true)).toBeNull();
    expect(remedyOf('The fixture repo is on the release branch. Let me switch it back to `main`.', true)).toBeNull();
    expect(remedyOf('Your commits are intact. The fix is to rebuild the index of that checkout.', false)).toBeNull();
  });
});
