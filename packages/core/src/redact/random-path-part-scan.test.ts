/**
 * A generator's random run named as a file or a folder at the end of a path, where no noun stands before it: the
 * names people and tools give files (words, CamelCase, hashes, ULIDs, prefixed ids, bundler chunks) and the pieces of
 * base64 between its slashes stay. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { scanRandomPathParts } from './random-path-part-scan.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

/** A base62 run with digits inside its letters: what a generator prints. */
const RUN = `lS${fake.alnum(5, 1901).replace(/[0-9]/g, 'q')}3vd${fake.alnum(3, 1902).replace(/[0-9]/g, 'K')}R5zv`;

describe('a random run as the last part of a path', () => {
  it.each([
    ['a file a tool created', `Created notes/${RUN}.txt`],
    ['a file list in metadata', `"filesTouched": ["src/app.ts", "notes/${RUN}.txt"]`],
    ['a folder made for a runner', `mkdir -p /srv/runner/${RUN} && cd /srv/runner/${RUN}`],
    ['inside a JSON string, before an escape', `{"command":"ls /var/cache/${RUN}\\n"}`],
  ])('%s', (_name, text) => expectRedacted(text, RUN));

  it('finds only the run, not its folders or extension', () => {
    const text = `cat /tmp/work/${RUN}.md`;
    const [m] = scanRandomPathParts(text);
    expect(text.slice(m!.start, m!.end)).toBe(RUN);
  });

  it('keeps the names people and tools give files, and base64 between slashes', () =>
    expectKept([
      'see src/components/UserProfileCard2.tsx and src/lib/base64Encode.ts',
      'wrote .entire/metadata/ses_4a8d3ce1584bPFYjWdtRBbnrXn/full.jsonl',
      'objects/3f/2a9c8e1b4d7f6a5c3e2b1a0f9e8d7c6b5a4f3e2d',
      'dist/assets/index-BqX3k9aF.js',
      '.entire/sessions/01HZX3K9V7Q2M4N8P6R5T1W0YB.json',
      'open https://youtu.be/dQw4w9WgXcQab now',
      '"signature":"EqADCkYICxgCKkA/b/D4SJisM7EUcdA1b77voSwOYgJutBZG9iXg5JpR1Oo"',
      'untrusted comment: minisign public key RWTFFwEYg/mMfQ/l4UPRlPCIOz5GxoxXeVzcixjJWzAjU4bd78n8aHrd 19 shell',
      'tests/fixtures/Sha256Digest.bin',
      '//#region src/arbitrary/_internals/mappers/EntitiesToIPv6.ts',
      'build/linux/amd64/release2024v1.tar',
    ]));

  it('keeps a subresource-integrity digest whose base64 holds one slash', () =>
    expectKept([
      '<script src="/vendor.js" integrity="sha384-5q/Xv3NbR8kLp2Wn7YcX3jHs9DfG6aKe1TuB5oNvM0iPqrS4lEw8yUxCzAgIh2Jd" crossorigin="anonymous"></script>',
      '"integrity": "sha384-Tb/9kVq2Lm4Xw8RnC3yH7pDs1FgJ6aZe5UoK0tBvN2iMrQ8lSw4yExPcAzGuI7hd"',
    ]));
});

describe('a token saved as a file under a path from the root or home, whatever its folders are called', () => {
  // one digit only, and folders no FOLDER shape allows: the file's own shape says what it is
  const token = `Kp${fake.alnum(8, 1911).replace(/[0-9]/g, 'x')}7${fake.alnum(9, 1912).replace(/[0-9]/g, 'M')}`;
  it.each([
    ['a Write tool call', `Write /work/app/drop/t7Qx2/${token}.md`],
    ['a tool result', `File created successfully at: /work/app/drop/t7Qx2/${token}.md`],
    ['a path from home', `mv ~/Downloads/${token}.json ./config/`],
    ['a path from a folder named by a word', `A notes/t7Qx2/${token}.md`],
  ])('%s', (_name, text) => expectRedacted(text, token));

  it('keeps a name of words and digits, a URL, and a run that ends no file', () =>
    expectKept([
      '/usr/lib/llvm-14/lib/libLLVMAArch64AsmParser.a',
      `see https://cdn.example.com/a/${token}.js`,
      `cd /srv/app/${token}x/`,
    ]));
});
