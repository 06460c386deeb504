/**
 * Real branch names, every one the corpus records (checkpoint metadata's `branch` fields, transcripts' `gitBranch`,
 * and the fields naming branches inside records' text), stay as they are: as metadata, and as the fields they stand in within a transcript's text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus.js';
import { redactEach, redactText } from './redact.js';

/** A field named for a branch (`branch`, `gitBranch`, `shadow_branch`), also JSON-escaped inside a record's text. */
const BRANCH_FIELD = /\w*branch\\*"\s*:\s*\\*"([^"\\]+)\\*"/gi;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(?:json|jsonl)$/.test(name) ? [path] : [];
  });
}

function realBranches(): string[] {
  const found = new Set<string>();
  for (const file of files(corpusDir('entire'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(BRANCH_FIELD)) found.add(m[1]!);
  }
  for (const file of files(corpusDir('transcripts'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(BRANCH_FIELD)) found.add(m[1]!);
  }
  return [...found].filter((b) => b.length > 0).sort();
}

describe('real branch names', () => {
  const branches = realBranches();

  it('finds the branches the corpus records', () => {
    expect(branches.length).toBeGreaterThan(40);
    expect(branches).toContain('entire/c09b4b8-e3b0c4');
  });

  it('keeps every one given as a branch', () => {
    expect(redactEach(branches, 'branch')).toEqual(branches);
  });

  it('keeps every one in the fields and git lines that name a branch', () => {
    for (const b of branches) {
      for (const text of [`{"gitBranch":"${b}"}`, `git checkout -b ${b}`, `On branch ${b}`, `git push -u origin ${b}`]) {
        expect(redactText(text).text, text).toBe(text);
      }
    }
  });
});
