/**
 * A secret named inside one part of a branch or of a folder in a path: the noun, then the rest of the part as its
 * value, whatever joins the value's words. A name's own words and short numbers stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a secret after its noun inside a branch part', () => {
  it.each([
    ['hotfix/door-code-Larkspur-Bramble-Otter-41', 'Larkspur-Bramble-Otter-41'],
    ['hotfix/door-code-OTTERbramble_73', 'OTTERbramble_73'],
    ['hotfix/guest-pin-four-one-seven-two-nine-three', 'four-one-seven-two-nine-three'],
    ['hotfix/vpn-psk-730614', '730614'],
    ['fix/kiosk-pass-90417253/retry', '90417253'],
    ['ops/alarm_code_482913', '482913'],
    ['release/kiosk-pass-marmot-lentil-sprocket-52', 'marmot-lentil-sprocket-52'],
    ['vault-pw/583027', '583027'],
    ['ops/front-door-code/271906/notes', '271906'],
  ])('redacts the value in %s', (branch, value) => {
    const out = redactText(branch, 'branch').text;
    expect(out).not.toContain(value);
    expect(out).toContain('[REDACTED:generic-secret]');
  });

  it("keeps a branch's words and numbers", () => {
    const branches = [
      'fix/pin-version-3',
      'chore/pin-node-version-18',
      'fix/password-reset-2',
      'feat/otp-login-2024',
      'feature/add-login-page',
      'fix/combination-of-flags-12',
      'release/pass-through-v2.1',
      'feat/backup-code-ui',
      'fix/reset-password-123456',
      'fix/password-reset-email-template-42',
      'feat/pin-entry-screen-layout-3',
      'docs/password/setup',
      'feature/password-strength-meter',
    ];
    for (const b of branches) expect(redactText(b, 'branch').text, b).toBe(b);
  });
});

describe('a secret in the branch a git command creates', () => {
  it('redacts the value after the noun, and keeps the rest of the command', () => {
    expect(redactText('Ran `git checkout -b vault-pw/583027` (exit 0)').text).toBe('Ran `git checkout -b vault-pw/[REDACTED:generic-secret]` (exit 0)');
    expect(redactText('git switch -c release/kiosk-pass-marmot-lentil-sprocket-52').text).toBe(
      'git switch -c release/kiosk-pass-[REDACTED:generic-secret]',
    );
  });

  it("keeps a branch's words and an issue's number", () => {
    for (const text of ['git checkout -b fix/reset-password-123456', 'git switch -c feat/pin-node-version-18', 'git checkout -b docs/password/2024']) {
      expect(redactText(text).text, text).toBe(text);
    }
  });
});

describe("a secret after its noun inside a path's folder", () => {
  it('redacts the folder part in a text, and keeps the file and the other folders', () => {
    const text = 'Edited (never checked): creds/vpn-psk-Heron_Quarry.5821/notes.md, notebooks/s0074.ipynb';
    expect(redactText(text).text).toBe('Edited (never checked): creds/vpn-psk-[REDACTED:generic-secret]/notes.md, notebooks/s0074.ipynb');
    const file = 'wrote creds/kiosk-pass-Maple-Ironwood-Sorrel-38/notes.md (created)';
    expect(redactText(file).text).toBe('wrote creds/kiosk-pass-[REDACTED:generic-secret]/notes.md (created)');
  });

  it('keeps folders whose words are a name', () => {
    for (const text of ['src/password-reset-v2/index.ts', 'app/pin-code-input/PinCodeInput.tsx', 'docs/otp-setup-2fa/README.md']) {
      expect(redactText(text).text, text).toBe(text);
    }
  });
});
