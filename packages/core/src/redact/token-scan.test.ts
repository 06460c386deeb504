import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { tokenScan } from './token-scan.js';

/** What tokenScan reports in `text`, as the rule and the text it covers. */
const found = (text: string): string[] => tokenScan(text).map((m) => `${m.rule}:${text.slice(m.start, m.end)}`);

describe('the token scan, on the tests its cheap paths take first', () => {
  const body = fake.alnum(40, 1501);

  it('judges a file named for a token without its extension: the last `.` and one to five letters or digits', () => {
    expect(found(`cat backup-tok_${body}.txt now`)).toEqual([`prefixed-token:backup-tok_${body}`]);
    expect(found(`cp tok_${body}.b64 x`)).toEqual([`prefixed-token:tok_${body}`]);
    // not an extension: six letters, or a `-` in it; nor a dotted path before one
    expect(found(`see tok_${body}.backup x`)).toEqual([]);
    expect(found(`see tok_${body}.v-1 x`)).toEqual([]);
    expect(found(`see tok_${body}.old.txt x`)).toEqual([]);
  });

  it('reads a prefix-less shape only where its first character and its length allow one', () => {
    const discord = `${fake.alnum(23, 1502)}.${fake.alnum(6, 1503)}.${fake.alnum(30, 1504)}`;
    expect(found(`client.run("M${discord}")`)).toEqual([`discord-token:M${discord}`]);
    expect(found(`client.run("L${discord}")`)).toEqual([]);
    const mailchimp = `${'0123456789abcdef'.repeat(2)}-us14`;
    expect(found(`key ${mailchimp} x`)).toEqual([`mailchimp-key:${mailchimp}`]);
    expect(found(`key ${mailchimp.slice(0, 32)} x`)).toEqual([]);
  });

  it('needs a short prefix: a `_` or `-` in the first eleven characters, and not the dashes of a UUID', () => {
    expect(found(`see abcdefghijk_${body} x`)).toEqual([]);
    expect(found(`see abcdefghij_${body} x`)).toEqual([`prefixed-token:abcdefghij_${body}`]);
    expect(found(`id 067138fe-566e-4f73-afe9-eaef40663bad-${body} x`)).toEqual([]);
  });

  it('drops a prefixed run with fewer than two digits before its statistics, unless it ends in 32 or more hex digits', () => {
    // a hex body of both cases needs no digit to read random (twelve letters): the count of digits alone would miss it
    const hex = 'aBcDeFAbCdEfaBcDeFAbCdEfaBcDeFAb';
    expect(found(`see ab_${hex} x`)).toEqual([`prefixed-token:ab_${hex}`]);
    expect(found(`see ab_${hex.slice(1)} x`)).toEqual([]); // 31: too short for a hex token, and no digit
    expect(found(`see xy_${body.replace(/[0-9]/g, 'Q').slice(0, 39)}7 x`)).toEqual([]); // one digit
  });
});
