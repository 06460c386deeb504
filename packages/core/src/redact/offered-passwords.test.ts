/**
 * Passwords handed over with no noun for them (issue 13, attack 26): offered after a word and its colon or between
 * words of prose in any language, the `ilove…NN` shape people make, and what tools print or split: a 1Password item's
 * concealed field, a Zapier hook, a UUID echoed from a key's variable, `terraform output -raw`, each column of
 * `pwgen`, a value split by a shell line continuation, NATO dictation with its case words, a backticked value before
 * its noun. Beside each, text of the same shape that holds no secret. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts, uuid } from './expect-redaction.js';
import { scanQuotedLiterals } from './offered-password-scan.js';
import { redactText } from './redact.js';

describe('a password offered with no noun, in prose of any language', () => {
  itRedacts([
    ['Japanese: "これで: <value>"', 'これでログインして: Walrus$Fjord47', 'Walrus$Fjord47'],
    ['Korean: "이거 써봐: <value>"', '이거 써봐: Pepper#Lagoon62 그리고 알려줘', 'Pepper#Lagoon62'],
    ['Arabic: "استخدم هذا: <value>"', 'استخدم هذا: Kestrel%Dune58', 'Kestrel%Dune58'],
    ['Portuguese, after the colon of an aside', 'achei no arquivo: tenta isso: Tucano!Brisa93 e me avisa', 'Tucano!Brisa93'],
    ['Tagalog: "subukan mo <value>" at the end', 'subukan mo PINE27-Harbor!', 'PINE27-Harbor!'],
    ['Dutch: "probeer <value> eens"', 'probeer Walvis%4821kade eens', 'Walvis%4821kade'],
    ['Dutch, in a plan step after a JSON-escaped line break', '{plan:"## Plan\\n1. Use the settings:\\nprobeer Walvis%4821kade eens\\n2. Rotate."}', 'Walvis%4821kade'],
    ['Spanish: "prueba con <value>" in a JSON string', '{"text":"prueba con OSO44_Cereza!"}', 'OSO44_Cereza!'],
    ['a summary line with a label', '3. Details the user provided: Falcon$Reef2026 4. Pending: rotate it.', 'Falcon$Reef2026'],
  ]);
  it('keeps code points, git revisions, issues, encoded queries, calls and globs between words', () =>
    expectKept([
      'skin tone modifiers (U+1F3FB to U+1F3FF) are skipped',
      'the commit is on top of HEAD~1 and not the base',
      'git diff 24cb7a3^..24cb7a3 shows the first change',
      'pass  # TODO: fix Foo#123 later',
      'The query string was hello%20world%21 after encoding',
      'Transcript: base64.StdEncoding.EncodeToString(compacted),',
      'addressed review comment (ID: IC_kwDOQyo98M7lQoqq) by switching',
      'allow: Bash(make test-e2e*) and Bash(make lint)',
      'Percentage: 90%This is what we expected',
    ]));
  it("keeps a bundle's renamed identifiers, expressions and file names between words of code", () =>
    expectKept([
      "import process$1 from 'node:process';",
      'var Request$1 = class Request$1 extends GlobalRequest {',
      'const plugin$5 = {\n\tserialize: serialize$5,\n\ttest: test$5\n};',
      '    if (result$1) {\n      return result$1\n    }',
      'consider a run to have failed if it skipped maxSkips+1 times before',
      'this will form a circular reference in TS5.0+lib.dom.d.ts\n',
    ]));
});

describe('a password offered between words with `=`, as two words and `+NN`, or before the comma ending its clause', () => {
  itRedacts([
    ['French: "tape juste <value> avec …", joined by `=`', "Pour entrer tape juste 47Heron=kqz8 avec l'utilisateur root.", '47Heron=kqz8'],
    ['Turkish: "<value> yaz," two words and a number after `+`', 'Panele girerken LagoonWalrus+73 yaz, yeter.', 'LagoonWalrus+73'],
    ['English: a correction ending at a comma', 'ignore Walnut*qpd9, that was my other login', 'Walnut*qpd9'],
    ['English: the new one before a semicolon', 'the new one is CedarHarbor+41; update the vault', 'CedarHarbor+41'],
  ]);
  it("keeps code's assignments, a name plus a small number and a product's version before a comma", () =>
    expectKept([
      'set NODE_ENV=prod2 and PORT=8080 before you run it',
      'the loop runs MaxRetries+1 times, then gives up',
      'we pass timeout=30s, then retry',
      'use key=value2 pairs, one a line',
      'built with gcc@12.2, then linked',
      'call it with user@host01, then wait',
    ]));
});

describe('the ilove…NN password people make, wherever it stands', () => {
  itRedacts([
    ['alone as an answer', 'ilovepancake27', 'ilovepancake27'],
    ['in parentheses', 'I tried the usual one (ilovebiscuit64) but it is locked', 'ilovebiscuit64'],
    ['after "it\'s" in a correction', "sorry, it's iluvmarmalade08 not the other one", 'iluvmarmalade08'],
    ['after a JSON escape', '{"prompt":"typed this:\\nILoveRaccoon5"}', 'ILoveRaccoon5'],
  ]);
  it('keeps words that only hold "ilove" or "love"', () =>
    expectKept(['ilovecoding is our team channel', 'see lovelace2 and glovebox99 in the inventory', 'the dilovebot42 user']));
});

describe('secrets a tool printed or a shell split', () => {
  const concealed = `Harbor${fake.alnum(6, 4301)}_${fake.alnum(4, 4302)}72`;
  const key = uuid(4303);
  const pw = fake.alnum(16, 4304);
  itRedacts([
    [
      "a 1Password field whose type is CONCEALED (`op item get --format json`)",
      `{"title":"Grafana admin","fields":[{"id":"username","type":"STRING","value":"admin"},{"id":"password","type":"CONCEALED","value":"${concealed}"}]}`,
      concealed,
    ],
    ['a UUID echoed from a key variable set on the same line', `$ export SVC_API_KEY=$(uuidgen); echo $SVC_API_KEY\n${key}`, key],
    ['terraform output -raw of a password', `$ terraform output -raw admin_password\nq]Z<7vk)Rb2!mW{x9T=e`, 'q]Z<7vk)Rb2!mW{x9T=e'],
  ]);
  it('redacts the Zapier catch hook and keeps its account number', () => {
    const out = redactText('POST https://hooks.zapier.com/hooks/catch/4417203/b7xq2mk/ returned 200').text;
    expect(out).not.toContain('b7xq2mk');
    expect(out).toContain('4417203');
  });
  it('redacts each column pwgen printed when a todo item holds the command and its output on one line', () => {
    const cols = ['KTrmabwqxP47jdsv', 'QWXhedkaoM36pry0', 'ZRNfowvclT29kbe1'];
    const out = redactText(`Move it out of config/app.env: $ pwgen -s 16 3 ${cols.join(' ')}`).text;
    for (const v of cols) expect(out).not.toContain(v);
    expect(redactText('run $ pwgen -s 16 3 then pick one of the generated passwords').findings).toEqual([]);
  });
  it('redacts a value a shell line continuation splits, both pieces', () => {
    const out = redactText('docker run -d \\\n  -e POSTGRES_PASSWORD=Marlin_\\\n8812tide \\\n  postgres:16').text;
    expect(out).not.toContain('Marlin_');
    expect(out).not.toContain('8812tide');
  });
  it('redacts NATO dictation with its case and digit words', () => {
    const out = redactText('over the phone: Oscar Kilo Lima Papa three nine capital Romeo capital Zulu').text;
    expect(out).not.toContain('Lima Papa');
    expect(out).not.toContain('capital Zulu');
  });
  it('redacts a backticked value split in two code spans before "as the password"', () => {
    const out = redactText('use `Heron?W``ildfig252` as the password').text;
    expect(out).not.toContain('Heron?W');
    expect(out).not.toContain('ildfig252');
  });
  it('keeps a UUID a command prints that names no secret, public output and continuations after a blank', () =>
    expectKept([
      `$ cd app; echo $REQUEST_ID\n${uuid(4308)}`,
      'POST https://hooks.zapier.com/hooks/catch/4417203/ returned 404',
      '$ terraform output -raw cluster_endpoint\nhttps://10.0.0.12:6443',
      'docker run -d \\\n  -e POSTGRES_DB=orders \\\n  postgres:16',
      'the November release of Oscar and the Sierra build',
      '{"id":"notesPlain","type":"STRING","purpose":"NOTES","value":"rotate quarterly"}',
    ]));
});

describe('scanQuotedLiterals: each quote of a text', () => {
  const found = (text: string): string[] => scanQuotedLiterals(text).map((m) => text.slice(m.start, m.end));

  it('reads literals in double quotes, single quotes and backticks, in order, where a closing quote opens the next', () => {
    const text = `{"value": "Yodel.avocado.vanilla885", "b": 'Tamarind#88walrus', "c": \`Chowder.903$Lasagna\`}`;
    expect(found(text)).toEqual(['Yodel.avocado.vanilla885', 'Tamarind#88walrus', 'Chowder.903$Lasagna']);
    expect(found(`{"args":["ops","Chowder.903$Lasagna"]}`)).toEqual(['Chowder.903$Lasagna']);
    expect(found(`database('shop','shop','Yodel.avocado.vanilla885')`)).toEqual(['Yodel.avocado.vanilla885']);
  });

  it('passes over the keys, dates and ids of a JSON record and a literal that is not closed by its own quote', () => {
    expect(found(`{"args":["ops","v1.2.3","2025-03-14T09:00:00.000Z","toolu_014NXPHQL1NpDRQUigU5Sgef"]}`)).toEqual([]);
    expect(found(`she said "Yodel.avocado.vanilla885' and left`)).toEqual([]);
  });
});
