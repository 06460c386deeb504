import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { fake } from './fake-secrets.js';
import { findSecrets } from './redact.js';
import { PRECONDITIONS, ScanGate, type Way } from './scan-preconditions.js';
import { redactionTestLiterals } from './test-literals.js';

/** Cases the tests build from parts (no literal holds them whole): a key file, a PuTTY key, a table, a numbered list. */
const BUILT = [
  `Output: ${fake.b64(1008, 9101)}\nExit Code: 0`,
  `PuTTY-User-Key-File-2: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAIH\nPrivate-Lines: 1\n${fake.b64(48, 9105)}\nPrivate-MAC: ${fake.hex(40, 9106)}`,
  `|===\n|Name |Password |Notes\n\n|db |fS${fake.alnum(6, 3421)}*b3! |rotate\n|===`,
  `recovery words from the card: ${'maple orbit tunnel glance weasel crisp vapor ladder sudden hollow plunge quartz'.split(' ').map((w, i) => `${i + 1}. ${w}`).join(' ')}`,
];

/** The labelled corpus's texts and the tests' cases, whole and line by line: what the scans find secrets in. */
const TEXTS = [
  ...BUILT,
  ...readFileSync(corpusDir('redaction', 'corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => (JSON.parse(l) as { text: string }).text),
  ...redactionTestLiterals('scan-preconditions.test.ts'),
].flatMap((text) => [text, ...text.split('\n').filter((line) => line.length > 0)]);

/**
 * A text made to miss `way` as narrowly as it can: without the characters it names, cut one short of its minimum,
 * run past its maximum with blanks, or with a blank after every run one short of the run it needs, so the scan is asked what the gate says it cannot find.
 */
function missing(text: string, way: Way): string[] {
  const out: string[] = [];
  if (way.chars !== undefined) out.push([...text].filter((c) => !way.chars!.includes(c) && !(way.pastAscii && c.charCodeAt(0) > 127)).join(''));
  else if (way.pastAscii) out.push(text.replace(/[^\x00-\x7f]/g, ''));
  if (way.min !== undefined) out.push(text.slice(0, way.min - 1), text.slice(Math.max(0, text.length - way.min + 1)));
  if (way.run !== undefined) out.push(text.replace(new RegExp(`[^ \\t\\n\\v\\f\\r]{${way.run - 1}}`, 'g'), '$& '));
  if (way.max !== undefined) out.push(text.padEnd(way.max + 1, ' '), ' '.repeat(way.max + 1 - Math.min(text.length, way.max)) + text);
  return out;
}

describe('scan preconditions', () => {
  for (const [scan, ways] of PRECONDITIONS) {
    it(`${scan.name}: finds nothing in a text that meets none of its ways`, () => {
      const gate = new ScanGate([ways]);
      const allows = (text: string): boolean => {
        gate.read(text);
        return gate.allows(0, text.length);
      };
      let found = 0;
      let refused = 0;
      for (const text of TEXTS) {
        if (scan(text, []).length === 0) continue;
        found++;
        // a text the scan finds something in meets a way; made to miss each way, it meets none or the scan is silent
        expect(allows(text), JSON.stringify(text.slice(0, 200))).toBe(true);
        for (const way of ways) {
          for (const variant of missing(text, way)) {
            if (allows(variant)) continue;
            refused++;
            expect(scan(variant, []), JSON.stringify(variant.slice(0, 200))).toEqual([]);
          }
        }
      }
      expect(found).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  }

  it('reads characters by class: the classes the ways name, one past ASCII, each in a text of its own', () => {
    const gate = new ScanGate([[{ chars: '-' }], [{ chars: '0123456789', min: 10 }], [{ pastAscii: true }], [{ min: 16 }, { chars: '\n\\' }], [{ chars: '：=' }], [], [{ run: 7 }]]);
    const allowed = (text: string): number[] => {
      gate.read(text);
      return [0, 1, 2, 3, 4, 5, 6].filter((k) => gate.allows(k, text.length));
    };
    expect(allowed('src/step8.ts')).toEqual([1, 5, 6]);
    expect(allowed('README.md')).toEqual([5, 6]);
    expect(allowed('Please look at step 84 of the index work')).toEqual([1, 3, 5]);
    expect(allowed('パス：「x」')).toEqual([2, 4, 5]);
    expect(allowed('a-b\\n')).toEqual([0, 3, 5]);
    expect(allowed('a\tbcdefg\nhijklmn')).toEqual([3, 5, 6]);
    expect(allowed('ab\ncd')).toEqual([3, 5]);
    // past the profile's limit every character counts as there and every run as long; lengths still count
    expect(allowed('a '.repeat(1000))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('redacts what the skipped scans would have found in short texts the same: a secret in a short line', () => {
    expect(findSecrets('pw is Tr0ub4dor&3xyzQ').map((f) => f.rule)).toEqual(['generic-secret']);
    expect(findSecrets('Please look at step 84 of the index work')).toEqual([]);
  });
});
