/**
 * A password composed of words, a number and a symbol, where the symbol joins the words and the number stands apart
 * (`Mekong#Phnom58`), in prose whose words no rule reads: the shape alone gives it away. Code, addresses and
 * references of the same characters stay. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a composed password with its symbol between words', () => {
  it.each([
    ['Khmer', 'ដើម្បីចូល សូមប្រើ Tonle!Sapriver47 ហើយចុច OK'],
    ['Lao', 'ເຂົ້າລະບົບດ້ວຍ Vientiane*Mango29 ແລ້ວ'],
    ['Georgian', 'შესასვლელად გამოიყენე Mtkvari^Lomi73'],
    ['Amharic', 'ለመግባት Abay~Buna2019 ተጠቀም'],
    ['Burmese', 'ဝင်ရန် Irrawaddy$Tea61 ကိုသုံးပါ'],
    ['Tagalog, the number first', 'ilagay mo lang 58Mangga@Bayabas sa form'],
  ])('redacts it in %s prose', (_language, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:generic-secret]');
    expect(out).not.toMatch(/[A-Za-z]{4,}[!#$%^*~@][A-Za-z]{3,}\d{2}|\d{2}[A-Za-z]{4,}@[A-Za-z]{4,}/);
  });

  it.each([
    ['a symbol before the words', 'Serweriň açar sözi: *Kestrel' + 'Marigold582!'],
    ['a symbol after the words the digits lead', 'guest wifi = lantern274' + 'Quokka~'],
    ['a symbol between a word and its digits', 'Igama lokugqitha ngu Bramble' + 'Heron~73'],
  ])('redacts it with %s', (_where, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:generic-secret]');
    expect(out).not.toMatch(/[A-Za-z]{5,}[~!]?\d{2}|\d{3}[A-Za-z]{5,}/);
  });

  it('keeps prose, markdown and code with a symbol beside words and numbers', () => {
    const texts = ['it works! done in 12 steps!', 'see the *Release2024 notes', 'maxDiffSize+1000 and count~12 items', 'x = .5*Math2'];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });

  it('keeps addresses, anchors, references and code of the same characters', () => {
    const texts = [
      'mail the report to jo.smith@example.com by Friday 12',
      'see https://docs.acme.io/guide.html#Installing2024 for steps',
      'fixed in acme/api#4412 and acme/web#88',
      'if (!isReady && count > 10) return retryLater(count*2);',
      'the C# type List<Item> has Count 42 and the F# one too',
      'ops@bastion01 ran the job at 09:30',
      'tagged #DevOps2024 and #Kubernetes',
      'printf("%s!%s\\n", greeting, name); // 2 args',
      '**Note**: version 10 of the API is *deprecated*',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
