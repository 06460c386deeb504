import { describe, expect, it } from 'vitest';
import { scanRandomNameParts } from './random-name-part-scan.js';
import { redactEach, redactText } from './redact.js';

const asName = (name: string): string => redactText(name, 'name').text;
const asBranch = (name: string): string => redactText(name, 'branch').text;

describe('a secret that is a whole part of a file, folder or branch name', () => {
  it('redacts a generator token saved as a file, whatever the folder before it', () => {
    expect(asName('notes/KpwnRtzqXbHmVd7LsYfGcQ.md')).toBe('notes/[REDACTED:generic-secret].md');
    // a folder named in no human way does not keep the file's name from being read
    expect(asName('drop/t7Qx2/BdNMCpKiXTZnlvdIDz9K0UyMoEZCN38Ucdas.txt')).toBe('drop/t7Qx2/[REDACTED:generic-secret].txt');
  });

  it('redacts a base32 seed or a key in capitals and digits as a folder or after a ticket in a branch', () => {
    expect(asName('backups/MORVTA7HXFI2DMCRNLKEHIZVOPW3Y7NB/dump.sql')).toBe('backups/[REDACTED:generic-secret]/dump.sql');
    expect(asBranch('fix/ops123-MORVTA7HXFI2DMCRNLKEHIZVOPW3Y7NB')).toBe('fix/ops123-[REDACTED:generic-secret]');
  });

  it('redacts a license key or an app password printed in groups', () => {
    expect(scanRandomNameParts('hotfix/x9-7B2BC-VWX95-Y05VG-RRBP2')).toEqual([{ rule: 'generic-secret', start: 10, end: 33 }]);
    expect(asBranch('hotfix/x9-7B2BC-VWX95-Y05VG-RRBP2')).not.toContain('7B2BC-VWX95');
    expect(asName('keys/vpvc-xwbg-nxpp-pyhk.txt')).toBe('keys/[REDACTED:generic-secret].txt');
  });

  it('redacts a password made of words and a number', () => {
    expect(asBranch('chore/t1-quartz-meadow-Lantern-4170')).toBe('chore/t1-[REDACTED:generic-secret]');
    expect(asName('tmp/pebble-orchard-Falcon-2863.md')).toBe('tmp/[REDACTED:generic-secret].md');
  });

  it('redacts it in a list of names, one a line, as the list command prints them', () => {
    expect(redactEach(['src/app.ts', 'notes/STWJQiBdcocG80KLA9E7Nn.md'], 'name')).toEqual(['src/app.ts', 'notes/[REDACTED:generic-secret].md']);
  });
});

// what this scan keeps (other rules read names too: a branch's whole part of hex is a token to branch-password-scan.ts)
describe('the ids, digests and words names are made of', () => {
  const kept = [
    // a commit or a tree, content hashes
    'fix/3f33daa62a35a8b323dd3eb2ca628f97576b3be1',
    'fix/ticket-3f33daa62a35a8b323dd3eb2ca628f97576b3be1',
    'objects/3f/33daa62a35a8b323dd3eb2ca628f97576b3be1',
    'dist/main.5d10be7f3a9c0e21b4d7.css',
    // a session's UUID, a ULID, a KSUID, an API's object ids
    '.claude/projects/-work-app/0b8e4f7c-1d2a-4c3b-9e8f-7a6b5c4d3e2f.jsonl',
    'runs/01J9ZK3M5N7P9Q1R3S5T7V9W1X.json',
    'runs/w0wRCXBvOvACI5xvdlr7lz2vab7/out.log',
    'logs/req_8fKq2LmN7pQr4StUv9WxYz1A.json',
    'calls/toolu_01AbCdEfGhIjKlMnOpQrStUv.json',
    // names with a number: libraries, classes, images, issues, releases
    '/usr/lib/llvm-14/lib/libLLVMAArch64AsmParser.a',
    'cfnlint/rules/resources/codebuild/ProjectS3Location.py',
    'photos/IMG20240315123456.jpg',
    'docs/release-notes-Draft-2024.md',
    'fix/PROJ-1234-null-pointer',
    'release/v2.14.3',
    'src/components/UserProfileCard2.tsx',
  ];
  it.each(kept)('keeps %s', (name) => {
    expect(scanRandomNameParts(name)).toEqual([]);
  });
});
