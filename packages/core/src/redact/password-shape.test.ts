/**
 * Whether one token has the shape of a password a person made, judged alone: each shape against the names, versions,
 * expressions and digests of the same characters. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { backwardsPassword, composedPassword, joinedPassword, oneWordPassword, shapedPassword } from './password-shape.js';

describe('the shape of a made password', () => {
  it('tells a made password from a name by its shape', () => {
    expect(shapedPassword('Juniper_Walrus.4410')).toBe(true);
    expect(shapedPassword('Office-Printer-42')).toBe(false);
    expect(shapedPassword('Python311-venv')).toBe(false);
    expect(shapedPassword('Kestrel58-harbour')).toBe(true);
    expect(shapedPassword('release-notes-2024')).toBe(false);
    expect(shapedPassword('not-valid-base64!!!')).toBe(false);
    expect(shapedPassword('Windows-Server-Core-2019')).toBe(false);
    expect(shapedPassword('Walrus-Cobalt-Lantern-07')).toBe(true);
  });

  it('reads a made password typed backwards, its number first and a capital last', () => {
    expect(backwardsPassword('89-ellertsipiP-ibarlhoK-enomenA')).toBe(true);
    expect(backwardsPassword('98-Anemone-Kohlrabi-Pipistrelle')).toBe(false);
  });

  it('tells words, digits and a typed symbol from code and a digest', () => {
    expect(composedPassword('igloo#7964Willow')).toBe(true);
    expect(composedPassword('Quinc3!732biscuit')).toBe(true);
    expect(composedPassword('maxDiffSize+1000')).toBe(false);
    expect(composedPassword('sha1-vTchuC90+9pG0VVAYbh8n4Pc2pn=')).toBe(false);
  });

  it('tells one word with its number and a final symbol from a name with a number', () => {
    expect(oneWordPassword('Heron4417&')).toBe(true);
    expect(oneWordPassword('Cr@nberry27?')).toBe(true);
    expect(oneWordPassword('Heron4417')).toBe(false);
  });

  it('tells joined words and a number from a type named by its width in bits', () => {
    expect(joinedPassword('walnut_Heron_312')).toBe(true);
    expect(joinedPassword('Quartz*pebble47')).toBe(true);
    expect(joinedPassword('reflect.Float64')).toBe(false);
  });
});
