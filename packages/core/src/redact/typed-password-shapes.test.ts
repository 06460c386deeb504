/**
 * Passwords a person composed, said bare in prose of many languages: one word with a number and a final symbol,
 * hyphened or underscored words with a number, two words around a typed symbol. Code's names of like look stay.
 */
import { describe, expect, it } from 'vitest';
import { findSecrets } from './redact.js';

/** Whether a finding covers `value` inside `text`. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  return findSecrets(text).some((f) => f.start <= at && f.end >= at + value.length);
}

describe('passwords a person typed in prose', () => {
  it('finds one word with its number and a final symbol, in any language', () => {
    expect(covered('Zaloguj się do panelu przez Heron4417& i sprawdź logi.', 'Heron4417&')).toBe(true);
    expect(covered('Ingia kwa kutumia Pumpkin2290% kwenye seva.', 'Pumpkin2290%')).toBe(true);
    expect(covered('Anh dùng Cr@nberry27? để vào máy chủ.', 'Cr@nberry27?')).toBe(true);
    expect(covered('ใช้ W@lnut58! ล็อกอินเข้าระบบ', 'W@lnut58!')).toBe(true);
  });

  it('finds words joined by a hyphen or an underscore with a number', () => {
    expect(covered('Veritabanına Maple-Heron-Quartz7 ile bağlan.', 'Maple-Heron-Quartz7')).toBe(true);
    expect(covered('Μπες στο staging με walnut_Heron_312 και τρέξε τα tests.', 'walnut_Heron_312')).toBe(true);
  });

  it('finds two words around a typed symbol with the number on the second', () => {
    expect(covered('התחבר עם Quartz*pebble47 לסביבה.', 'Quartz*pebble47')).toBe(true);
    expect(covered('Ingia na Maple-Heron-Quartz7!', 'Maple-Heron-Quartz7')).toBe(true);
  });

  it("keeps code's names, versions and headers of like look", () => {
    for (const text of [
      'Set Content-Security-Policy and X-Frame-Options on every response.',
      'the test test_user_login_42 failed; see snake_case_name_12 too',
      'run node18 on Ubuntu2204 and Python311, then open Makefile.',
      'ask ops@bastion01 and see issue repo#1234 today',
    ]) {
      expect(findSecrets(text).map((f) => text.slice(f.start, f.end))).toEqual([]);
    }
  });
});
