import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnchorCursor, AnchorIndex, cursorChars } from './anchor-scan.js';
import { anchorsOf } from './anchors.js';
import { fake, randomFrom } from './fake-secrets.js';
import { RULES } from './rules.js';

describe('anchorsOf', () => {
  it('reads the literal prefixes a pattern allows, folded to lower case', () => {
    expect(anchorsOf(/gh[pousr]_[A-Za-z0-9]{36}/g)?.sort()).toEqual(['gho_', 'ghp_', 'ghr_', 'ghs_', 'ghu_']);
    expect(anchorsOf(/(?<![A-Za-z0-9_])Bearer\s+(\S+)/gd)).toEqual(['bearer']);
    expect(anchorsOf(/A(?:KIA|SIA)(?<=x)[A-Z0-9]{16}/g)?.sort()).toEqual(['akia', 'asia']);
    expect(anchorsOf(/session[_-]?token/gi)).toEqual(['session']);
    expect(anchorsOf(/(?<=^|\s)\$(?:1|6)\$/gm)?.sort()).toEqual(['$1$', '$6$']);
    expect(anchorsOf(/\\u0026(?:sig|key)=/gi)?.sort()).toEqual(['\\u0026ke', '\\u0026si']);
    // a character outside ASCII stands for any such character, and the literal goes on after it
    expect(anchorsOf(/contrase(?:ñ|n)a|пароль/gi)?.sort()).toEqual(['contrase', '\u007f'.repeat(6)]);
    expect(anchorsOf(/(?:ş|s)ifre|l(?:ö|o)senord/gi)?.sort()).toEqual(['losenord', 'l\u007fsenord', 'sifre', '\u007fifre']);
    // a tab or a line break written as an escape is that character (a cookie file's columns, a line's start)
    expect(anchorsOf(/\t(?:TRUE|FALSE)\t\//g)?.sort()).toEqual(['\tfalse\t/', '\ttrue\t/']);
    expect(anchorsOf(/(?:^|\n)NAME=/g)?.sort()).toEqual(['\nname=', 'name=']);
    // a word boundary consumes nothing: the words after it are the anchors, the pattern is not tried at every position
    expect(anchorsOf(/\b(?:pin|passcode)\b[^\n]{0,30}?(?::|=)/gi)?.sort()).toEqual(['passcode', 'pin']);
    expect(anchorsOf(/token\b=/g)).toEqual(['token=']);
  });

  it('goes on with a letter after a literal, also into a group (not every `---` of a Markdown rule), never starts with one', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    expect(anchorsOf(/--([A-Za-z][A-Za-z0-9-]{0,40})=/g)?.sort()).toEqual(letters.map((l) => `--${l}`));
    expect(anchorsOf(/sk-ant-[a-z]{2,10}-/g)?.sort()).toEqual(letters.map((l) => `sk-ant-${l}`));
    expect(anchorsOf(/x-(?:[A-Za-z]+-|)key/gi)?.sort()).toEqual(letters.map((l) => `x-${l}`).concat('x-key').sort());
    expect(anchorsOf(/x-(?:[A-Za-z]+-)?key/gi)).toEqual(['x-']); // an optional group ends the literal before it
    expect(anchorsOf(/[A-Za-z]+=/g)).toBeNull();
    expect(anchorsOf(/(?:[a-z]x|--)y/g)).toBeNull();
  });

  it('cuts the prefixes of a group with too many to follow to fewer, shorter ones, instead of giving none', () => {
    // a letter after each of three words: 78 prefixes, more than a group keeps; cut to six characters, 4 are left
    const re = /(?:first [a-z]{3} answer|third [a-z]{3} answer|fifth [a-z]{3} answer|maiden name)[:=]/gi;
    expect(anchorsOf(re)?.sort()).toEqual(['fifth ', 'first ', 'maiden', 'third ']);
    expect(anchorsOf(/(?:[a-z]x|[0-9]y|[!#$%^&*+~?@=_-]z|[A-Z]w|[()<>{}]v)/g)).toBeNull(); // one character each: still too many
  });

  it('gives none when a match may start anywhere', () => {
    expect(anchorsOf(/[a-z][a-z0-9]*_key/g)).toBeNull();
    expect(anchorsOf(/(?:^|\s)NAME=/g)).toBeNull();
    expect(anchorsOf(/\\*"d"/g)).toBeNull();
    expect(anchorsOf(/x?y/g)).toBeNull();
    expect(anchorsOf(/a|\d/g)).toBeNull();
  });
});

/** Every match of `re` (global semantics of the redactor's loop: resume at the match end). */
function globalMatches(re: RegExp, text: string): string[] {
  const g = new RegExp(re.source, re.flags.replace('y', ''));
  const out: string[] = [];
  for (let m = g.exec(text); m !== null; m = g.exec(text)) {
    out.push(`${m.index}:${m[0]}`);
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}

/** The same, found by trying the sticky pattern at its anchors only (passes.ts does this). */
function anchoredMatches(re: RegExp, literals: string[], text: string): string[] {
  const index = new AnchorIndex(1);
  index.add(0, literals);
  const cursor = new AnchorCursor(text, index.scan(text)[0]!, cursorChars(index.singles[0]!));
  const sticky = new RegExp(re.source, `${re.flags.replace('y', '')}y`);
  const out: string[] = [];
  let from = 0;
  for (let p = cursor.at(from); p >= 0; p = cursor.at(from)) {
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (m === null) {
      from = p + 1;
      continue;
    }
    out.push(`${m.index}:${m[0]}`);
    from = m[0].length === 0 ? p + 1 : p + m[0].length;
  }
  return out;
}

const SAMPLES = [
  readFileSync(join(import.meta.dirname, 'rules.ts'), 'utf8'),
  readFileSync(join(import.meta.dirname, 'context-rules.ts'), 'utf8'),
  [
    `export GITHUB_TOKEN=${fake.github('ghp_', 3)}`,
    `curl -u admin:${randomFrom('abcdef0123', 12, 4)} https://x.test -H "Authorization: Bearer ${randomFrom('ABCabc012', 40, 5)}"`,
    `DB_PASSWORD='${randomFrom('abcXYZ!#1', 14, 6)}' mysql -p'${randomFrom('abc123', 10, 7)}'\\nPASSWORT: Geh3im!x pароль: 9fj3Kd!w`,
    `postgres://app:${randomFrom('abc123', 16, 8)}@db:5432/app?sslmode=require&token=${randomFrom('abc123XYZ', 32, 9)}`,
    `пароль: 9fj3Kd!w2x şifre: Xk39!fjw2 lösenord är Qw3!rty9zz 密码：abcd1234!x 비밀번호: Zx9!kk2mmq hasło=Pl4!nnq8x`,
    `$6$rounds=5000$Xk39fjw2Qz81aBcD$abcdefghijklmnopqrstuv\n  $2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW x=$1$abcdefgh$0123456789abcdefABCDEF "$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.5i5rd.RhAtQ7`,
    `contraseña=Xk39!fjw ΚΩΔΙΚΌΣ: f8Jk2!aa AKIA${randomFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 10)}`,
  ].join('\n'),
];

describe('a rule run at its anchors', () => {
  it('finds exactly the matches its global scan finds, for every rule of the table', () => {
    let checked = 0;
    for (const rule of RULES) {
      if ('scan' in rule) continue;
      const literals = anchorsOf(rule.pattern);
      if (literals === null) continue;
      for (const text of SAMPLES) {
        for (const t of [text, text.toUpperCase(), text.toLowerCase()]) {
          expect(anchoredMatches(rule.pattern, literals, t), rule.pattern.source.slice(0, 60)).toEqual(globalMatches(rule.pattern, t));
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });
});

/** Per pass, every place one of its literals starts, found by comparing each place with each literal (folded). */
function naiveHits(literals: string[][], text: string): number[][] {
  const fold = (c: string): string => (c >= '\u007f' ? '\u007f' : c.toLowerCase());
  return literals.map((lits) => [...text].flatMap((_, i) => (lits.some((l) => [...l].every((ch, j) => text[i + j] !== undefined && fold(text[i + j]!) === ch)) ? [i] : [])));
}

describe('the one anchor scan', () => {
  it('finds every place each literal starts, case folded, in runs of shared prefixes too', () => {
    const literals = [['--', '--user', '--us'], ['--u', '-u'], ['-ux\u007f', 'se'], ['ses', 'sess'], ['\u007f\u007f', 'u\u007fs']];
    const index = new AnchorIndex(literals.length);
    literals.forEach((lits, k) => index.add(k, lits));
    const naive = (text: string): number[][] => naiveHits(literals, text);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('-', 'u', 'U', 's', 'S', 'e', 'r', 'x', 'ü', '密', ' '), { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        expect(index.scan(text)).toEqual(naive(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a table back by release that serves the next text with no hit of the last one, and names each pass with a hit once', () => {
    const literals = [['--', '--user'], ['se', 'sess'], ['-u']];
    const index = new AnchorIndex(literals.length);
    literals.forEach((lits, k) => index.add(k, lits));
    const naive = (text: string): number[][] => naiveHits(literals, text);
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('-', 'u', 's', 'S', 'e', 'r', ' '), { maxLength: 20 }), { maxLength: 6 }), (texts) => {
        for (const chars of texts) {
          const text = chars.join('');
          const touched: number[] = [];
          const hits = index.scan(text, touched);
          expect(hits).toEqual(naive(text));
          expect([...touched].sort()).toEqual(naive(text).flatMap((at, k) => (at.length > 0 ? [k] : [])));
          index.release(hits, touched);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the one anchor scan, with every literal of the rule table', () => {
  it('finds the places a naive search finds, at the end of a text too (its filter sends on every place that may start one)', () => {
    // (one-character literals are not scanned for: a pass's cursor looks them up)
    const literals = RULES.flatMap((rule) => ('scan' in rule ? [] : [(anchorsOf(rule.pattern) ?? []).filter((l) => l.length > 1)]));
    const index = new AnchorIndex(literals.length);
    literals.forEach((lits, k) => index.add(k, lits));
    const naive = (text: string): number[][] => naiveHits(literals, text);
    const sample = SAMPLES[2]!;
    for (let cut = 0; cut <= sample.length; cut++) {
      // every cut: some end the text right after a literal of two (the last pair is read on its own) or inside one
      const text = sample.slice(Math.max(0, cut - 24), cut);
      expect(index.scan(text)).toEqual(naive(text));
    }
  });
});

describe('a pass that asks only whether a literal occurs', () => {
  it('gets its first place alone, while another pass with the same literal gets every place', () => {
    const index = new AnchorIndex(2);
    index.add(0, ['token', 'se']);
    index.add(1, ['token', 'se'], true);
    const hits = index.scan('a TOKEN, then se and token and Sess');
    expect(hits[0]).toEqual([2, 14, 21, 31]);
    expect(hits[1]).toEqual([2]);
  });
});

describe('a pass that matches only right after a blank', () => {
  it('gets only the places with a blank before them, while another pass with the same literal gets every place', () => {
    const index = new AnchorIndex(2);
    index.add(0, ['-a']);
    index.add(1, ['-a'], false, true);
    const text = '-a at the start, 0b29513a-d778-a54d in a UUID,\t-a after a tab, x-a glued';
    const hits = index.scan(text);
    expect(hits[0]).toEqual([0, 30, 47, 64]);
    expect(hits[1]).toEqual([47]);
  });
});
