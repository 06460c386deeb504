import { describe, expect, it } from 'vitest';
import { SECRET_NOUNS, nounAt } from './secret-nouns.js';

/** The longest stem the text holds at `i`, every stem compared in lower case: what the indexed lookup must answer. */
function naiveNounAt(text: string, i: number): string | null {
  for (const stem of SECRET_NOUNS.keys()) if (text.slice(i, i + stem.length).toLowerCase() === stem) return stem;
  return null;
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

describe('nounAt', () => {
  it('finds every stem in lower case, capitals and capitalised, at the end of a text too', () => {
    for (const stem of SECRET_NOUNS.keys()) {
      for (const form of [stem, stem.toUpperCase(), capitalised(stem)]) {
        for (const text of [`the ${form}: x`, `the ${form}`]) expect(nounAt(text, 4), text).toBe(naiveNounAt(text, 4));
      }
    }
  });

  it('answers as the lower-case comparison does at every position of mixed text', () => {
    const text =
      'Passwort: PIN-Code 4711, pw ok, the Pincode, mật khẩu và Mật Khẩu, ПАРОЛЬ и пароль, 密码 passphrase PASSCODE ' +
      'p pa pas pass passw Pw\u00e4 pİn \u0130 wi\u2011fi Wi-Fi LOG IN sign-in Sign In otp OTP Ovikoodi';
    for (let i = 0; i <= text.length; i++) expect(nounAt(text, i), `at ${i}`).toBe(naiveNounAt(text, i));
  });
});
