/** The answer to a security question, and prose about security questions that stays. Values are made up here. */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';
import { redactText } from './redact.js';

describe('the answer to a security question', () => {
  itRedacts([
    ["a mother's maiden name", "security question (mother's maiden name): Halvorsen-Brennan", 'Halvorsen-Brennan'],
    ['a first pet, after "is"', 'answer to "name of your first pet" on the bank site is Pickles 7715', 'Pickles 7715'],
    ['a quoted answer', 'secret answer = "purple tractor"', 'purple tractor'],
    ['a first car', 'first car: Corolla', 'Corolla'],
    ['a first thing of any kind, its answer labelled', 'Name of first stuffed toy (answer): Auntie Gorse Pilchard61', 'Auntie Gorse Pilchard61'],
    ['a first thing, "answer" after the topic', 'Wedding first dance song answer: Tangerine', 'Tangerine'],
    ['an answer that is a title', 'please use it: Wedding first dance song answer: Harbour in the Marigold 07', 'Harbour in the Marigold 07'],
    ['a title ending in names', 'favourite book answer: Lantern under the Old Quay.', 'Lantern under the Old Quay'],
    [
      "a bank's memorable information, the question in brackets, in a crontab comment",
      "(crontab -l; echo '0 3 * * * /usr/local/bin/sync.sh # Memorable info for the pension site (favourite river): Quillon over the Marram 58') | crontab -",
      'Quillon over the Marram 58',
    ],
    ['a favourite thing labelled in brackets', 'notes (first teacher): Mrs Abernethy-Quorn', 'Abernethy-Quorn'],
    ['a birthplace, the number after its words', '| login | "Mother\'s birthplace" answer on the pension site: Plover Mill Quorn 73 | given |', 'Plover Mill Quorn 73'],
    ['a first thing in brackets, four words', '- [ ] Hand over: Airline answer (first holiday town): Sorrel Mill Tartu 16', 'Sorrel Mill Tartu 16'],
  ]);
  it('keeps the look-alikes', () =>
    expectKept([
      'the security question is asked once per session',
      'The security question is required for reset, and the first pet answer is stored hashed.',
      'security question: What was your first car?',
      'security answer: see the vault',
      'My first attempt answered: Nothing changed after the restart.',
      'the first test answer: it was flaky',
      'the memorable info is stored in the vault',
      'birthplace: unknown in the data',
      'Pick a colour (favourite colour): see the form below',
    ]));
});

describe('the answer followed by the rest of its sentence', () => {
  it('redacts the answer only: a sentence going on in lower case is no title', () => {
    expect(redactText('memorable word: Mochi for the bank login, not the card').text).toBe(
      'memorable word: [REDACTED:generic-secret] for the bank login, not the card',
    );
  });
});

describe('a memorable place, date or name a bank asked for', () => {
  it('redacts the answer whole, the number that ends it too', () => {
    expect(redactText('Memorable place I gave the energy company: Jacaranda Mill Tromsø 37').text).toBe(
      'Memorable place I gave the energy company: [REDACTED:generic-secret]',
    );
    expect(redactText("mother's maiden name: Okafor Lane 12.").text).toBe("mother's maiden name: [REDACTED:generic-secret].");
  });
});

describe('the question named in another language', () => {
  it('redacts the answer after a Japanese, Chinese, Korean, Spanish, German or Russian name, a full-width colon too', () => {
    expectRedacted('秘密の質問の答え：Mrs Lynx Tamarin48', 'Tamarin48');
    expectRedacted('db1,eu-west-2,"秘密の質問の答え：Coach Okapi Heron31",30', 'Okapi Heron31');
    expectRedacted('密保问题答案: Emu Farm Brno 77', 'Emu Farm Brno 77');
    expectRedacted('보안 질문 답: Kestrel Mill 42', 'Kestrel Mill 42');
    expectRedacted('pregunta de seguridad: Foxglove Granja 97', 'Foxglove Granja 97');
    expectRedacted('Sicherheitsfrage (erstes Haustier): Mausi Bello 12', 'Mausi Bello 12');
    expectRedacted('секретный вопрос: Барсик 2009', 'Барсик 2009');
  });

  it('keeps the question asked, with no answer given', () =>
    expectKept(['秘密の質問: What was your first pet?', 'pregunta de seguridad: see the vault', 'секретный вопрос: не задан']));
});
