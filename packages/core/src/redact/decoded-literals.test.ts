/**
 * Literals a language encodes as it writes them (issue 13: a secret's encoding must hide nothing): characters listed
 * one by one, octal escapes in an ANSI-C quote, and escaped bytes split into literals joined by standing next to each
 * other. Each is read decoded and judged as the plain literal is; look-alikes that decode to no secret are kept.
 * Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const made = (seed: number): string => `${['Harbor', 'Cobalt', 'Willow'][seed % 3]}${seed % 89}#${['kite', 'fern', 'dune'][seed % 3]}`;
const chars = (v: string): string => [...v].map((c) => `'${c}'`).join(', ');
const octal = (v: string): string => [...v].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');
const hex = (v: string): string => [...v].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join('');

describe('a password listed character by character', () => {
  it('redacts a Kotlin charArrayOf and a Java char[] ending with a NUL, named for a password', () => {
    expectRedacted(`val adminPassword = charArrayOf(${chars(made(9301))})`, made(9301));
    expectRedacted(`static final char[] DB_PASSWORD = {${chars(made(9302))}, '\\0'};`, made(9302));
  });

  it('keeps a list of separators and a list of letters naming nothing', () => {
    expectKept([`val separators = charArrayOf(',', ';', ':', '|', '/', '-', '_', '.')`, `alphabet = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}`]);
  });
});

describe('octal escapes in an ANSI-C quote', () => {
  it('redacts a token written in octal and a password in hex escapes after $', () => {
    const token = fake.alnum(32, 9311);
    expectRedacted(`export DEPLOY_TOKEN=$'${octal(token)}'`, token);
    expectRedacted(`PGPASSWORD=$'${hex(made(9312))}' psql -h db -U app`, made(9312));
  });

  it('keeps an ANSI-C quote of a tab and a newline', () => {
    expectKept([`IFS=$'\\t\\n'`, `printf '\\033[1;32mok\\033[0m\\n'`]);
  });
});

describe('escaped bytes split into literals that stand next to each other', () => {
  it('redacts a C key joined across lines', () => {
    const key = fake.alnum(32, 9321);
    expectRedacted(`static const char *api_key =\n    "${hex(key.slice(0, 16))}"\n    "${hex(key.slice(16))}";`, key);
  });

  it('keeps escaped text joined the same way', () => {
    expectKept([`const char *banner = "\\x48\\x65\\x6c\\x6c\\x6f"\n    " \\x77\\x6f\\x72\\x6c\\x64";`]);
  });
});
