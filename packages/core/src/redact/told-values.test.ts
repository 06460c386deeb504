/** Told values found again where they stand bare. The values are made up here. */
import { describe, expect, it } from 'vitest';
import { memorable, ToldValues } from './told-values.js';

const told = (...values: string[]): ToldValues => {
  const t = new ToldValues();
  for (const v of values) t.add(v, 'generic-secret');
  return t;
};

describe('told values', () => {
  it('finds a value as a folder, a file name, a branch and a CSV cell', () => {
    const t = told('Pelican77^harbor');
    for (const text of ['mkdir -p /srv/keys/Pelican77^harbor/current', 'backups/Pelican77^harbor.tar.gz', 'hotfix/Pelican77^harbor', 'svc,Pelican77^harbor,ops']) {
      const spans = t.spansIn(text);
      expect(spans).toHaveLength(1);
      expect(text.slice(spans[0]!.start, spans[0]!.end)).toBe('Pelican77^harbor');
    }
  });

  it('finds a phrase of words and every place of several values in one pass, the longer first', () => {
    const t = told('quill orchard tempo 4411', 'Xk29-rr81-Pq', 'Xk29-rr81-Pq77');
    const text = 'codes Xk29-rr81-Pq77 and Xk29-rr81-Pq; phrase: quill orchard tempo 4411.';
    expect(t.spansIn(text).map((s) => text.slice(s.start, s.end))).toEqual(['Xk29-rr81-Pq77', 'Xk29-rr81-Pq', 'quill orchard tempo 4411']);
  });

  it('does not find a value inside a longer run of letters or digits', () => {
    const t = told('Tq4u8Wm2zR');
    expect(t.spansIn('id aTq4u8Wm2zR and Tq4u8Wm2zR9')).toEqual([]);
    expect(t.spansIn('"Tq4u8Wm2zR"')).toHaveLength(1);
  });

  it('does not remember words, short numbers or runs of one character', () => {
    expect(memorable('production')).toBe(false);
    expect(memorable('!telemetry')).toBe(false);
    expect(memorable('$HOME_DIR')).toBe(false);
    expect(memorable('Bram15-6E4Qm')).toBe(true);
    expect(memorable('48213377')).toBe(true);
    expect(memorable('4821')).toBe(false);
    expect(memorable('aaaaaaaaaaaa')).toBe(false);
    expect(memorable('[REDACTED:jwt]x1')).toBe(false);
    expect(told('production', '4821').size).toBe(0);
  });

  it('is bounded, and adds another set whole', () => {
    const t = new ToldValues();
    for (let i = 0; i < 5000; i++) t.add(`Kv${i}-x9Qz`, 'generic-secret');
    expect(t.size).toBe(256);
    const small = new ToldValues(2);
    for (const v of ['Mo0nB34m!river', 'Zz91!opalKite', 'Qr7#tidalFern']) small.add(v, 'generic-secret');
    expect(small.size).toBe(2);
    const u = told('Mo0nB34m!river');
    u.addAll(told('Zz91!opalKite'));
    expect(u.size).toBe(2);
  });
});
