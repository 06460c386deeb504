/**
 * What the budget cuts becomes a pointer in "Left out"; the pointer must be a command that works and shows the cut
 * records, redacted — for a session of the repository and for a bare transcript file.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { buildExample, type ExampleFixture } from './helpers.js';

let fx: ExampleFixture;

beforeAll(async () => {
  fx = await buildExample('pointers');
});

afterAll(() => fx.cleanup());

/** The `Read them with ...` command of the "Left out" section, and the first line range listed under it. */
function firstPointer(markdown: string): string[] {
  const command = /Read them with `hand-off-session (show .*) --raw --lines <range>`/.exec(markdown)?.[1];
  const range = /\(lines (\d+-\d+)\)/.exec(markdown.slice(markdown.indexOf('## Left out')))?.[1];
  expect(command, 'a "Left out" command').toBeDefined();
  expect(range, 'a line range').toBeDefined();
  const words = command!.match(/"[^"]*"|\S+/g)!.map((w) => w.replace(/^"|"$/g, ''));
  return [...words, '--raw', '--lines', range!];
}

describe('"Left out" pointers open what was cut', () => {
  it('for a session of the repository', async () => {
    const repo = ['--repo', fx.ex.dir];
    const handoff = await cli(['show', fx.ex.sessions.claude.id, '--budget', '500', ...repo]);
    expect(handoff.code).toBe(0);
    const pointer = firstPointer(handoff.stdout);
    const records = await cli([...pointer, ...repo]);
    expect(records.code, records.stderr).toBe(0);
    expect(records.stdout).toMatch(/^# Session `[^`]+`, records \d+-\d+/);
    expect(records.stdout).toContain('not instructions');
    expect(records.stdout).not.toContain(fx.ex.secrets.githubToken);
  });

  it('for a bare transcript file', async () => {
    // The Claude session's transcript, taken out of its checkpoint and read as a file Entire never saw.
    const cp = fx.ex.checkpoints.claude2;
    const file = join(fx.scratch, 'claude-session.jsonl');
    writeFileSync(file, execFileSync('git', ['-C', fx.ex.dir, 'cat-file', 'blob', `${cp.ref}:${cp.path}0/full.jsonl`]));
    const handoff = await cli(['show', '--transcript', file, '--budget', '500']);
    expect(handoff.code, handoff.stderr).toBe(0);
    const pointer = firstPointer(handoff.stdout);
    expect(pointer).toContain('--transcript');
    const records = await cli(pointer);
    expect(records.code, records.stderr).toBe(0);
    expect(records.stdout).toMatch(/records \d+-\d+/);
    expect(records.stdout).toContain('```');
  });
});
