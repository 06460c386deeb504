import { describe, expect, it } from 'vitest';
import { charArrayView } from './char-array-view.js';
import { redactText } from './redact.js';

describe('a value written as a list of its characters', () => {
  it('reads the list as the quoted string it spells, each character placed at its item', () => {
    const text = 'k = ["Q","u","i","n","c","3","!","7","3","2"];';
    const view = charArrayView(text);
    expect(view?.text).toBe('k = "Quinc3!732";');
    expect(text.charAt(view!.from[view!.text.indexOf('Q')]!)).toBe('Q');
    expect(text.charAt(view!.from[view!.text.indexOf('2"')]!)).toBe('2');
  });

  it.each([
    ['a JSON array after a secret word', 'the api secret is ["m","4","K","q","Z","8","v","R","2","x","L","p"]'],
    ['single quotes and blanks, as Python prints it', "PASSWORD = ['W', 'a', 'l', 'r', 'u', 's', '#', '4', '1', 'b', 'e', 'e']"],
    ['JSON-escaped inside a record', '{"content":"db password: [\\"o\\",\\"t\\",\\"t\\",\\"e\\",\\"r\\",\\"%\\",\\"8\\",\\"8\\",\\"Q\\"]"}'],
  ])('redacts it: %s', (_how, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toMatch(/["'][A-Za-z0-9#%!]\\?["'],\s*\\?["'][A-Za-z0-9#%!]\\?["'],/);
  });

  it('keeps lists of letters, digits, flags and words', () => {
    const texts = [
      'const ALPHABET = ["a","b","c","d","e","f","g","h","i","j"];',
      'columns: ["A", "B", "C", "D", "E", "F", "G", "H"]',
      'args: ["-v", "-x", "--dry-run"]',
      'grades = ["1","2","3","4","5","6","7","8","9"]',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
