/**
 * Person-made secrets in the contexts an attack found leaking (issue 13): a password in a sentence of some language
 * that ends the prompt it stands in (the JSON string closes right after it). Values made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';

const userLine = (text: string): string => JSON.stringify({ type: 'user', message: { role: 'user', content: text } });
const assistantLine = (text: string): string => JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text }] } });

describe('a password that ends the prompt or message it stands in', () => {
  it.each([
    ['Romanian', 'parola contului este Sarmale#Cluj12', 'Sarmale#Cluj12'],
    ['Arabic', 'كلمة المرور هي Falafel#Cairo23', 'Falafel#Cairo23'],
    ['Indonesian PIN', 'PIN ATM saya 715293', '715293'],
    ['Albanian', 'fjalëkalimi është Byrek!Tirana90', 'Byrek!Tirana90'],
    ['Icelandic', 'lykilorðið er Geysir!Hekla19', 'Geysir!Hekla19'],
  ])('%s', (_lang, text, secret) => {
    expectRedacted(userLine(text), secret);
    expectRedacted(assistantLine(text), secret);
    expectRedacted(JSON.stringify({ nested: userLine(text) }), secret);
  });

  it('keeps a test name quoted after the noun, and prose about the password', () => {
    expectKept([
      userLine('describe("PIN entry", () => { it("locks after 3 tries") })'),
      userLine('parola contului este prea scurtă'),
      assistantLine('the password is stored in the vault under prod/db'),
    ]);
  });
});
