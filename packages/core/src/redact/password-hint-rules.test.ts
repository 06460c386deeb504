/** A password described by its recipe, then spelled out; recipes with nothing spelled stay. Values are made up here. */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a password spelled after its recipe', () => {
  itRedacts([
    ["a cat's name plus the year", "it's my cat's name plus the year, i.e. biscuit-juniper-2019", 'biscuit-juniper-2019'],
    ['the street followed by digits', 'the street followed by my birth year, so Larkspur1987!', 'Larkspur1987!'],
    ['an arrow', 'dog name plus digits -> Waffles-4471', 'Waffles-4471'],
  ]);
  it('keeps the look-alikes', () =>
    expectKept([
      "it's my cat's name plus the year, i.e. easy to guess",
      'the total plus the year, i.e. 2024',
      'a token plus a symbol, e.g. the first one',
    ]));
});

describe('a password rotated from an old value to a new one', () => {
  itRedacts([
    ['an arrow and an equals sign', 'rotated the NAS admin password: old -> new = Harbor$731%Falcon', 'Harbor$731%Falcon'],
  ]);
});
