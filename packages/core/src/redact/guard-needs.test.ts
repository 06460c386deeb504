import { describe, expect, it } from 'vitest';
import { guardNeeds } from './guard-needs.js';

const needs = (guard: (text: string) => boolean): readonly string[] | undefined => guardNeeds(guard.toString());

describe('the words a guard needs', () => {
  it('reads literals a guard includes, one or several joined by ||, folded', () => {
    expect(needs((text) => text.includes('IncomingWebhook'))).toEqual(['incomingwebhook']);
    expect(needs((text) => text.includes('ldap') || text.includes('-password'))).toEqual(['ldap', '-password']);
  });

  it('reads the anchors of a pattern a guard tests', () => {
    expect(needs((text) => /community|snmp/i.test(text))).toEqual(['communit', 'snmp']);
    expect(needs((text) => /add_user|net\s+user/.test(text) || text.includes('mysqladmin'))).toEqual(['add_user', 'net', 'mysqladmin']);
  });

  it('gives none when some part may pass without a word of two characters', () => {
    expect(needs((text) => /["']\s*[+.]?\s*["']/.test(text))).toBeUndefined(); // one-character anchors
    expect(needs((text) => /\s--?[pP]/.test(text))).toBeUndefined(); // a match may start anywhere
    expect(needs((text) => text.includes('curl') || /\d{4}/.test(text))).toBeUndefined();
    expect(needs((text) => text.includes('\tTRUE\t'))).toBeUndefined(); // a tab: not a word the scan takes
    expect(needs((text) => text.includes('/'))).toBeUndefined();
    expect(needs((text) => text.includes('a') && text.includes('bc'))).toBeUndefined();
    expect(needs((text) => /secret/y.test(text))).toBeUndefined(); // sticky: one place only
  });
});
