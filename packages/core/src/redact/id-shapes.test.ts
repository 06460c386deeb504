import { describe, expect, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { isIdShape } from './id-shapes.js';
import { findSecrets, redactJson } from './redact.js';

const HEX = '0123456789abcdef';
const hex = (n: number, seed: number): string => randomFrom(HEX, n, seed);
const uuid = (seed: number): string => `${hex(8, seed)}-${hex(4, seed + 1)}-4${hex(3, seed + 2)}-a${hex(3, seed + 3)}-${hex(12, seed + 4)}`;
const time = (i: number): string => new Date(Date.UTC(2024, 0, 1) + i * 7_919_993).toISOString();
const SAMPLES = Array.from({ length: 300 }, (_, i) => [hex(12, 100 + i), uuid(1000 + 7 * i), time(i), time(i).replace(/\.\d+Z$/, 'Z')]).flat();

describe('isIdShape', () => {
  it('takes checkpoint ids, session ids and times, in which no rule finds a secret', () => {
    for (const s of SAMPLES) {
      expect(isIdShape(s)).toBe(true);
      expect(findSecrets(s)).toEqual([]);
    }
  });

  it('takes no other text: an id with more around it, another length or case, a token', () => {
    const id = hex(12, 7);
    for (const s of [`${id} `, `${id}0`, id.toUpperCase(), `${uuid(9)}\n${fake.github()}`, fake.github(), '2026-03-02 11:00:00']) expect(isIdShape(s)).toBe(false);
  });

  it('lets redactJson keep ids and times unscanned, each named printable, and still redact the text beside them', () => {
    const token = fake.github();
    const value = { checkpointIds: [hex(12, 3)], sessionId: uuid(5), at: time(3), note: `${uuid(5)} ${token}` };
    const { value: out, printable } = redactJson(value);
    expect(out.checkpointIds).toEqual(value.checkpointIds);
    expect(out.sessionId).toBe(value.sessionId);
    expect(out.at).toBe(value.at);
    expect(out.note).not.toContain(token);
    for (const s of [value.sessionId, value.at, ...value.checkpointIds]) expect(printable.has(s)).toBe(true);
  });
});
