/**
 * JSON string values met again in one process (a session's `cwd` and id on every record) are looked up, not scanned
 * again: each occurrence is still redacted and counted, with its own copy of the finding. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactJson } from './redact.js';

const TOKEN = fake.github('ghp_', 7201);

/** A transcript record that carries the token in a tool's output. */
const record = (uuid: string, output: string) => ({ uuid, cwd: '/home/dev/shop', type: 'user', toolUseResult: { stdout: output } });

describe('values repeated across records', () => {
  it('redacts and counts a repeated value in every record, under one fingerprint', () => {
    const output = `$ cat .env\nGITHUB_TOKEN=${TOKEN}\n`;
    const results = ['r1', 'r2', 'r3'].map((uuid) => redactJson(record(uuid, output)));
    for (const r of results) {
      expect(r.value.toolUseResult.stdout).not.toContain(TOKEN);
      expect(r.value.cwd).toBe('/home/dev/shop');
      expect(r.findings.map((f) => f.rule)).toEqual(['github-token']);
    }
    expect(new Set(results.map((r) => r.findings[0]!.fingerprint)).size).toBe(1);
  });

  it('hands out each finding as its own object: changing one changes no later result', () => {
    const first = redactJson({ note: `export GH=${TOKEN}` });
    first.findings[0]!.rule = 'changed-by-a-caller';
    first.findings[0]!.start = 0;
    const again = redactJson({ note: `export GH=${TOKEN}` });
    expect(again.findings[0]!.rule).toBe('github-token');
    expect(again.findings[0]!.start).toBe('export GH='.length);
  });

  it('redacts values longer than those held, and values met again after the held ones were let go', () => {
    const long = `${'a build log line that goes on\n'.repeat(200)}token: ${TOKEN}\n`;
    expect(long.length).toBeGreaterThan(4096);
    for (let k = 0; k < 2; k++) expect(redactJson({ log: long }).value.log).not.toContain(TOKEN);
    const first = `GITHUB_TOKEN=${TOKEN} # rotated 2024-01-01`;
    expect(redactJson([first]).value[0]).not.toContain(TOKEN);
    // distinct values of more characters in all than are held at once
    const filler = Array.from({ length: 300 }, (_, k) => `${k} `.padEnd(4000, 'lorem ipsum dolor sit amet '));
    redactJson(filler);
    expect(redactJson([first]).value[0]).not.toContain(TOKEN);
  });
});
