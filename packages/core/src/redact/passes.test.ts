import { describe, expect, it } from 'vitest';
import { groupCount } from './pass-plan.js';
import { scanAll, startsAfterBlank } from './passes.js';
import { fake } from './fake-secrets.js';
import { findSecrets, redactForOutput } from './redact.js';
import { RULES, type RegexRule } from './rules.js';

/** The `-p value` pair of rows (`zip -P 'X'`, `7z a -pX`): the two share one guard (found before a test replaces it). */
const DASH_P_ROWS = RULES.filter((r): r is RegexRule => !('scan' in r) && r.guardAt?.toString().includes('P_FLAG') === true);

/** The count a compiled pattern reports: what groupCount must equal without compiling. */
const compiledGroups = (re: RegExp): number => new RegExp(`${re.source}|`).exec('')!.length - 1;

describe('the rule table compiled into passes', () => {
  it('counts every pattern’s capture groups as the compiled pattern does', () => {
    const patterns = RULES.filter((r): r is RegexRule => !('scan' in r)).map((r) => r.pattern);
    const tricky = [/a\(b\)(c)/, /[(][\]()](d)/, /(?:x)(?=y)(?!z)(?<=w)(?<!v)(?<name>u)/, /\\(e)/, /[\\\]](f)[^)]/];
    // no group after the last one that opens none: a count that gives back `(?:` or `(?<=` finds one there
    tricky.push(/(g)(?:h)(?<=i)[(]\(/, /(?:j)(?<!k)/, /[^]\[(l)]/);
    expect(patterns.length).toBeGreaterThan(50);
    for (const re of [...patterns, ...tricky]) expect([re.source, groupCount(re)]).toEqual([re.source, compiledGroups(re)]);
  });

  it('asks a guard that several rows share once per text', () => {
    // the quoted and bare `-p value` rows share one guard function
    const rows = DASH_P_ROWS;
    expect(rows.length).toBe(2);
    expect(rows[0]!.guardAt).toBe(rows[1]!.guardAt);
    const guard = rows[0]!.guardAt!;
    let calls = 0;
    const counted = (text: string, at: readonly number[]): boolean => {
      calls++;
      return guard(text, at);
    };
    for (const row of rows) row.guardAt = counted;
    expect(findSecrets('then run mkdir -p out and retry')).toEqual([]);
    expect(calls).toBe(1);
  });
});

/** Runs `body` with the redis-cli row's guard counted (`calls()`), or replaced by `replace`; puts it back after. */
function withRedisGuard(body: (calls: () => number, replace: (guard: (text: string) => boolean) => void) => void): void {
  findSecrets('compile the table with the guards as written');
  const row = RULES.find((r): r is RegexRule => !('scan' in r) && r.guard?.toString().includes('redis-cli') === true)!;
  const guard = row.guard!;
  let calls = 0;
  row.guard = (text) => {
    calls++;
    return guard(text);
  };
  try {
    body(
      () => calls,
      (other) => (row.guard = other),
    );
  } finally {
    row.guard = guard;
  }
}

describe('a row guarded by one word', () => {
  it('is not asked its guard on a text without the word, though its anchors are there', () => {
    withRedisGuard((calls) => {
      findSecrets('ls -a /tmp and ls -a ~');
      expect(calls()).toBe(0);
      expect(findSecrets('redis-cli -a Zq7pLm2Rx9 ping').map((f) => f.rule)).toEqual(['cli-password']);
      expect(calls()).toBe(1);
    });
  });

  it('is asked its guard only once its regex found a match, where the text holds few of its anchors', () => {
    withRedisGuard((calls, replace) => {
      // the word and an anchor are there, but no password follows `-a`: the whole-text guard is not read
      expect(findSecrets('redis-cli -a')).toEqual([]);
      expect(calls()).toBe(0);
      // the guard still decides: it says no, and the match does not count
      replace(() => false);
      expect(findSecrets('redis-cli -a Zq7pLm2Rx9 ping')).toEqual([]);
    });
  });
});

describe('passes over a text that holds a secret', () => {
  it('redactForOutput scans it twice (find, then the clean check), not a third time for the fail-closed check', () => {
    // count the scans of this text by a guard every scan of it asks: the `-p value` rows' shared guard
    const row = DASH_P_ROWS[0]!;
    const guard = row.guardAt!;
    let scans = 0;
    const counted = (text: string, at: readonly number[]): boolean => {
      scans++;
      return guard(text, at);
    };
    for (const r of RULES) if (!('scan' in r) && r.guardAt === guard) r.guardAt = counted;
    const token = fake.github();
    const out = redactForOutput(`mkdir -p out && git push https://x:${token}@github.com/acme/api.git`);
    expect(out).not.toContain(token);
    expect(scans).toBe(2);
  });
});

describe('the anchor scan of a text', () => {
  it('says whether the text holds a word of code that spells a string in character codes, in any case', () => {
    expect(scanAll('const k = String.fromCharCode(104, 105);', [])).toBe(true);
    // folded, as every anchor: the view's own test reads the case
    expect(scanAll('let buf = new UINT8ARRAY(4)', [])).toBe(true);
    expect(scanAll('{"type":"text","text":"charge the card to the buffer"}', [])).toBe(false);
  });
});

describe('a pattern that matches only right after a blank', () => {
  it('opens with a lookbehind of a blank, or with a literal and a lookbehind of a blank and that literal, and no alternative', () => {
    expect(startsAfterBlank(/(?<=\s)-[tTkKaAsS]\s+(\S+)/.source)).toBe(true);
    expect(startsAfterBlank(/-[NP](?<=\s-[NP])\s+(\S+)/.source)).toBe(true);
    expect(startsAfterBlank(/>(?<=\s>)([^\s]{4,128})/.source)).toBe(true);
    // a quote may stand between the blank and the flag; an alternative of the whole needs no blank
    expect(startsAfterBlank(/-p(?<=\s(?:\\*["'])?-p)( ?)(\S+)/.source)).toBe(false);
    expect(startsAfterBlank(/(?<=\s)-p(\S+)|--password=(\S+)/.source)).toBe(false);
    expect(startsAfterBlank(/(?:(?<=\s)-u|--user)=(\S+)/.source)).toBe(false);
  });
});
